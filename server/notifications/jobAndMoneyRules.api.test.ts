import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobKind, JobProblem } from '../../contracts/jobs.js';
import type { NotificationKind, NotificationPage } from '../../contracts/notifications.js';
import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import type { TaskRunNote } from '../../contracts/supplyRegistration.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { messageText } from './channels/messageText.js';
import { notificationService } from './notificationService.js';
import { seedStockOutWorld } from './testing/stockOutWorld.js';

const calendar = sellerCalendar();
const MINUTE = 60_000;

/**
 * The rules that watch the jobs (failed syncs, the backup, a method Ozon switched off), the supply-slot
 * robot and the promotions, each on a known world: told once per event, again only when it ended and
 * came back.
 */
describe('alerts on jobs, the robot and promotions', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof seedStockOutWorld>>;
  let clock = Date.now();
  const tick = () => new Date((clock += MINUTE));

  beforeAll(async () => {
    t = await buildTestApp();
    world = await seedStockOutWorld(t.database.db);
  });
  afterAll(() => t.close());

  const service = () => notificationService({ db: t.database.db, calendar });
  const enable = async (Kind: NotificationKind, Threshold: number) => {
    const response = await t.call({
      method: 'POST',
      url: '/v1/Notification/SaveRules',
      payload: { Rules: [{ Kind, Enabled: true, Threshold, Urgent: false }] },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const newest = async () =>
    (
      await t.call({ method: 'POST', url: '/v1/Notification/FindNotifications', payload: { Count: 1 } })
    ).json<NotificationPage>().Items[0];
  /** A run of a kind that finished now: completed, or failed with the problem given. */
  const finished = async (kind: JobKind, error?: Partial<JobProblem>) => {
    const at = tick();
    await t.database.db
      .insertInto('jobs')
      .values({
        id: randomUUID(),
        kind,
        status: error ? 'failed' : 'completed',
        started_by: 'schedule',
        error: error ? JSON.stringify({ type: 'about:blank', title: 'Ozon failed', status: 502, ...error }) : null,
        started_at: at,
        finished_at: at,
      })
      .execute();
    return service().afterJob(kind, error ? 'failed' : 'completed', at);
  };

  it('tells a sync that failed K times in a row once, with Ozon’s reason, and again after it recovered', async () => {
    await enable('SyncFailed', 2);
    const ozon = { OzonMethod: '/v1/analytics/stocks', OzonStatus: 500, OzonMessage: 'Internal error' };
    expect(await finished('ImportOzonProductStocks', ozon)).toBe(0);
    expect(await finished('ImportOzonProductStocks', ozon)).toBe(1);
    expect(await newest()).toMatchObject({
      Kind: 'SyncFailed',
      Facts: {
        Count: 1,
        Items: [
          {
            JobKind: 'ImportOzonProductStocks',
            Failures: 2,
            Reason: 'Internal error',
            OzonMethod: '/v1/analytics/stocks',
          },
        ],
      },
      Link: { To: '/ozon/sync', Search: { kind: 'ImportOzonProductStocks' } },
    });
    // A third failure is the same streak; another family's single failure is under the threshold.
    expect(await finished('ImportOzonProductStocks', ozon)).toBe(0);
    expect(await finished('ImportOzonOperations', ozon)).toBe(0);
    // It recovered: the streak ended; the next one is news again.
    expect(await finished('ImportOzonProductStocks')).toBe(0);
    expect(await finished('ImportOzonProductStocks', ozon)).toBe(0);
    expect(await finished('ImportOzonProductStocks', ozon)).toBe(1);
  });

  it('tells a failed backup at once, and a method Ozon switched off with its words', async () => {
    await enable('BackupFailed', 0);
    expect(await finished('BackupDatabase', { detail: 'No space left on device' })).toBe(1);
    expect(await newest()).toMatchObject({
      Kind: 'BackupFailed',
      Facts: { Items: [{ JobKind: 'BackupDatabase', Failures: 1, Reason: 'No space left on device' }] },
    });

    await enable('OzonMethodRetired', 0);
    const retired = {
      OzonMethod: '/v3/finance/transaction/list',
      OzonStatus: 400,
      OzonCode: 9,
      OzonMessage: 'obsolete method cannot be used',
    };
    // SyncFailed (2 in a row) is on as well: the first failure is the retired method's news alone.
    expect(await finished('ImportOzonOperations', retired)).toBe(2);
    expect(await newest()).toMatchObject({
      Kind: 'OzonMethodRetired',
      Level: 2,
      Facts: {
        Items: [
          {
            OzonMethod: '/v3/finance/transaction/list',
            Message: 'obsolete method cannot be used',
            JobKind: 'ImportOzonOperations',
            Announced: false,
          },
        ],
      },
      Link: { To: '/ozon/sync', Search: { kind: 'ImportOzonOperations' } },
    });
    const before = (await newest())!.ID;
    expect(
      await finished('ImportOzonOperations', { OzonMethod: '/v1/finance/x', OzonStatus: 500, OzonMessage: 'Internal' }),
    ).toBe(0);
    expect((await newest())!.ID).toBe(before);
  });

  it("tells the robot's booking and the task it could not book, each once", async () => {
    const db = t.database.db;
    await enable('RobotBooking', 0);
    const task = async () =>
      (
        await db
          .insertInto('ozon_supply_registration_tasks')
          .values({ min_date: '2026-12-10', max_date: '2026-12-20', target_warehouse_id: world.warehouseId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [booked, refused] = [await task(), await task()];
    const run = (taskId: number, outcome: string, message: string, at = tick(), notes: TaskRunNote[] | null = null) =>
      db
        .insertInto('ozon_supply_registration_task_runs')
        .values({
          task_id: taskId,
          outcome,
          message,
          notes: notes && JSON.stringify(notes),
          started_at: at,
          finished_at: at,
          worker: 'w',
        })
        .execute();
    // Before the rule: not news.
    await run(refused, 'Failed', 'old', new Date(Date.now() - 60 * MINUTE));
    await run(booked, 'NoSlot', 'no free slot');
    await run(booked, 'Booked', 'Supply order 555 booked, slot 2026-12-12 10:00', tick(), [
      {
        Code: 'Booked',
        Params: {
          order: '555',
          dropOff: 'КАЗАНЬ_РФЦ',
          draft: '77',
          slotAt: '2026-12-12T10:00:00+03:00',
          slotEndClock: '2026-12-12T11:00:00+03:00',
        },
      },
    ]);
    await run(refused, 'Failed', 'Ozon: supply draft is not valid');
    expect(await service().afterJob('RunOzonSupplyRegistrationTasks', 'completed', tick())).toBe(1);
    expect(await newest()).toMatchObject({
      Kind: 'RobotBooking',
      Level: 2,
      Facts: {
        Count: 2,
        Items: [
          {
            TaskID: refused,
            Outcome: 'Failed',
            Message: 'Ozon: supply draft is not valid',
            WarehouseName: 'КАЗАНЬ_РФЦ',
          },
          { TaskID: booked, Outcome: 'Booked' },
        ],
      },
      Link: { To: '/ozon/supplyRegistrationTask', Search: {} },
    });
    // Telegram and e-mail word the robot's log in Russian, the slot in the seller's format.
    const told = await newest();
    expect(messageText(told!.Facts, told!.Link, 'http://app', calendar.timeZone).lines).toContain(
      `Задание № ${booked} (КАЗАНЬ_РФЦ): слот забронирован. Заявка на поставку № 555 забронирована через ` +
        'КАЗАНЬ_РФЦ (черновик 77), слот 12.12.2026, 10:00–11:00.',
    );
    // The refused task fails again on the next run: already told.
    await run(refused, 'Failed', 'Ozon: supply draft is not valid');
    expect(await service().afterJob('RunOzonSupplyRegistrationTasks', 'completed', tick())).toBe(0);

    // Ozon refuses its goods: the robot stops the task until the seller mends the card; told once, in Russian.
    await run(refused, 'Refused', 'КАЗАНЬ_РФЦ: Товарный состав не найден', tick(), [
      { Code: 'DraftRefused', Params: { dropOff: 'КАЗАНЬ_РФЦ', ozon: 'Товарный состав не найден' } },
    ]);
    expect(await service().afterJob('RunOzonSupplyRegistrationTasks', 'completed', tick())).toBe(1);
    const stopped = await newest();
    expect(stopped).toMatchObject({ Kind: 'RobotBooking', Level: 2, Facts: { Items: [{ Outcome: 'Refused' }] } });
    expect(messageText(stopped!.Facts, stopped!.Link, 'http://app', calendar.timeZone).lines).toContain(
      `Задание № ${refused} (КАЗАНЬ_РФЦ): остановлено, пока карточку не исправят — КАЗАНЬ_РФЦ: Ozon отказал в ` +
        'черновике: «Товарный состав не найден».',
    );
    expect(await service().afterJob('RunOzonSupplyRegistrationTasks', 'completed', tick())).toBe(0);
  });

  it('tells a product Ozon put in a promotion below break-even, and below a margin when set', async () => {
    const db = t.database.db;
    await db
      .insertInto('ozon_product_commissions')
      .values([
        { product_package_id: world.pkg, schema: 'FBO', commission_percent: 20, delivery_cost: 100 },
        { product_package_id: world.plate, schema: 'FBO', commission_percent: 20, delivery_cost: 100 },
      ])
      .execute();
    await db
      .insertInto('ozon_promotions')
      .values({
        id: 77,
        name: 'Чёрная пятница',
        action_type: 'DISCOUNT',
        date_start: new Date(Date.now() - 86_400_000),
        date_end: new Date(Date.now() + 7 * 86_400_000),
        synced_at: new Date(),
      })
      .execute();
    // The mug at 120 ₽: 120 − 24 commission − 100 logistics = −4 ₽; the plate at 500 ₽: 300 ₽, 60 %.
    await db
      .insertInto('ozon_promotion_products')
      .values([
        { promotion_id: 77, ozon_product_id: 9001 - 4000, is_candidate: false, action_price: 120 },
        { promotion_id: 77, ozon_product_id: 9002 - 4000, is_candidate: false, action_price: 500 },
      ])
      .execute();
    await enable('PromotionMargin', 0);
    expect(await newest()).toMatchObject({
      Kind: 'PromotionMargin',
      Level: 2,
      Facts: {
        Count: 1,
        Items: [{ PromotionName: 'Чёрная пятница', ProductName: 'Кружка, 1 шт.', ActionPrice: 120, Profit: -4 }],
      },
      Link: { To: '/ozon/action', Search: { promotion: 77, loss: true } },
    });
    expect(await service().afterJob('ImportOzonPromotions', 'completed', tick())).toBe(0);
    // A margin of 65 %: the plate's 60 % is under it too; the mug was told already.
    await enable('PromotionMargin', 65);
    expect(await newest()).toMatchObject({
      Level: 1,
      Facts: { Count: 1, Items: [{ ProductName: 'Тарелка, 1 шт.', MarginPercent: 60 }] },
      Link: { To: '/ozon/action', Search: { promotion: 77 } },
    });
  });
});
