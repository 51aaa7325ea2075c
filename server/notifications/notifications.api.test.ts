import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationRule } from '../../contracts/notifications.js';
import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import { userAccounts } from '../auth/userAccounts.js';
import { claimNextJob, enqueueJob, finishJob } from '../jobs/jobRepository.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { notificationService } from './notificationService.js';
import { seedStockOutWorld } from './testing/stockOutWorld.js';

const calendar = sellerCalendar();
const DAY = 86_400_000;
const ANALYST = { Login: 'analyst', Password: 'another horse battery staple' };

/** The known world of `seedStockOutWorld` (the mug 8 days left to ship, the plate 4), two users with their own rules. */
describe('alerts on a known world', () => {
  let t: TestApp;
  let analystToken: string;
  let pkg: number;
  let warehouseId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    await userAccounts(db).add(ANALYST.Login, ANALYST.Password);
    analystToken = (await t.app.inject({ method: 'POST', url: '/Token/Login', payload: ANALYST })).json<{
      AccessToken: string;
    }>().AccessToken;
    ({ pkg, warehouseId } = await seedStockOutWorld(db));
  });
  afterAll(() => t.close());

  const as = (token: string | null) => (method: 'GET' | 'POST', url: string, payload?: object) =>
    token === null
      ? t.call({ method, url, payload })
      : t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const seller = as(null);
  const analyst = () => as(analystToken);
  const rule = (patch: Partial<NotificationRule> & Pick<NotificationRule, 'Kind'>): NotificationRule => ({
    Enabled: true,
    Threshold: patch.Kind === 'StockOut' ? 14 : 2,
    Urgent: false,
    ...patch,
  });
  const notificationsOf = async (call: ReturnType<typeof as>) => {
    const response = await call('POST', '/v1/Notification/FindNotifications', {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationPage>();
  };
  const setStock = (present: number) =>
    t.database.db.updateTable('ozon_product_stocks').set({ present }).where('product_package_id', '=', pkg).execute();
  /** What the sync engine does once a stocks import has completed (the hook is tested with the engine). */
  const afterStocksImport = () =>
    notificationService({ db: t.database.db, calendar }).afterJob('ImportOzonProductStocks');

  it('starts with every rule off at its default, and refuses a threshold out of bounds naming it', async () => {
    const rules = (await seller('GET', '/v1/Notification/GetRules')).json<NotificationRule[]>();
    expect(rules).toEqual([
      { Kind: 'StockOut', Enabled: false, Threshold: 14, Urgent: false },
      { Kind: 'LowReview', Enabled: false, Threshold: 2, Urgent: false },
      { Kind: 'RobotBooking', Enabled: false, Threshold: 0, Urgent: false },
      { Kind: 'PromotionMargin', Enabled: false, Threshold: 0, Urgent: false },
      { Kind: 'SyncFailed', Enabled: false, Threshold: 2, Urgent: false },
      { Kind: 'BackupFailed', Enabled: false, Threshold: 0, Urgent: false },
      { Kind: 'OzonMethodRetired', Enabled: false, Threshold: 0, Urgent: false },
    ]);
    const bad = await seller('POST', '/v1/Notification/SaveRules', {
      Rules: [rule({ Kind: 'StockOut', Threshold: 0 }), rule({ Kind: 'LowReview', Threshold: 5 })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const errors = bad.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['Rules[0].Threshold', 'Rules[1].Threshold']);
    // Nothing of a refused save is kept.
    expect((await seller('GET', '/v1/Notification/GetRules')).json<NotificationRule[]>()[0]!.Enabled).toBe(false);
  });

  it('tells the stock-outs of a run as one list per user, again only what got worse, and again after it ended', async () => {
    const saved = await seller('POST', '/v1/Notification/SaveRules', { Rules: [rule({ Kind: 'StockOut' })] });
    expect(saved.statusCode, saved.body).toBe(200);
    // Both within 14 days: told at once, as one notification listing the most urgent first.
    let page = await notificationsOf(seller);
    expect(page).toMatchObject({ TotalCount: 1, Unread: 1 });
    expect(page.Items[0]).toMatchObject({
      Kind: 'StockOut',
      Level: 1,
      Facts: {
        Count: 2,
        Items: [
          { ProductPackageName: 'Тарелка, 1 шт.', ShipmentDays: 4, StockDays: 6, Available: 6 },
          {
            ProductPackageID: pkg,
            ProductPackageName: 'Кружка, 1 шт.',
            WarehouseID: warehouseId,
            WarehouseName: 'КАЗАНЬ_РФЦ',
            ClusterName: 'Казань',
            ShipmentDays: 8,
            StockDays: 10,
            Available: 10,
          },
        ],
      },
      Link: { To: '/ozon/stock-starvation-report', Search: { notify: 14 } },
      ReadAt: null,
    });
    // The analyst has no rule on: nothing; the seller's list is the seller's alone.
    expect((await notificationsOf(analyst())).TotalCount).toBe(0);

    // The analyst watches within 5 days: the plate only.
    await analyst()('POST', '/v1/Notification/SaveRules', { Rules: [rule({ Kind: 'StockOut', Threshold: 5 })] });
    expect((await notificationsOf(analyst())).Items).toMatchObject([
      {
        Level: 1,
        Facts: { Count: 1, Items: [{ ProductPackageName: 'Тарелка, 1 шт.' }] },
        Link: { Search: { notify: 5 } },
      },
    ]);

    // The stocks sync runs every 30 minutes; nothing changed: nothing new, for anyone.
    expect(await afterStocksImport()).toBe(0);
    expect(await afterStocksImport()).toBe(0);
    expect((await notificationsOf(seller)).TotalCount).toBe(1);

    // Mugs sold down to 5: 3 days left to ship, a stage worse: told again to the seller, first to the analyst.
    await setStock(5);
    expect(await afterStocksImport()).toBe(2);
    page = await notificationsOf(seller);
    expect(page).toMatchObject({ TotalCount: 2, Unread: 2 });
    expect(page.Items[0]).toMatchObject({ Level: 2, Facts: { Count: 1, Items: [{ ShipmentDays: 3, Available: 5 }] } });
    expect((await notificationsOf(analyst())).Items[0]).toMatchObject({
      Level: 2,
      Facts: { Items: [{ ProductPackageName: 'Кружка, 1 шт.', ShipmentDays: 3 }] },
    });
    // 4 units: 2 days, the same stage: nothing new.
    await setStock(4);
    expect(await afterStocksImport()).toBe(0);

    // A supply arrived (100 mugs): that stock-out ended, and is forgotten; its return is news again.
    await setStock(100);
    expect(await afterStocksImport()).toBe(0);
    await setStock(10);
    expect(await afterStocksImport()).toBe(1);
    expect((await notificationsOf(seller)).Items[0]).toMatchObject({
      Level: 0,
      Facts: { Count: 1, Items: [{ ProductPackageName: 'Кружка, 1 шт.', ShipmentDays: 8 }] },
    });
  });

  it('marks read what the user read, and only theirs', async () => {
    const before = await notificationsOf(seller);
    expect(before.Unread).toBe(3);
    const newest = before.Items[0]!.ID;
    const marked = await seller('POST', '/v1/Notification/MarkRead', { IDs: [newest] });
    expect(marked.json()).toEqual({ Marked: 1 });
    // The analyst cannot mark the seller's.
    expect((await analyst()('POST', '/v1/Notification/MarkRead', { IDs: [before.Items[1]!.ID] })).json()).toEqual({
      Marked: 0,
    });
    const after = await notificationsOf(seller);
    expect(after.Unread).toBe(2);
    expect(after.Items[0]!.ReadAt).not.toBeNull();
    const unread = await seller('POST', '/v1/Notification/FindNotifications', { UnreadOnly: true });
    expect(unread.json<NotificationPage>()).toMatchObject({ TotalCount: 2, Unread: 2 });
    expect((await seller('POST', '/v1/Notification/MarkRead', {})).json()).toEqual({ Marked: 2 });
    expect((await notificationsOf(seller)).Unread).toBe(0);
  });

  it('tells a new review of at most the stars set, once; reviews before the rule are not news', async () => {
    const db = t.database.db;
    const review = (id: string, rating: number, publishedAt: Date) =>
      db
        .insertInto('ozon_product_reviews')
        .values({
          id,
          sku: 9001,
          rating,
          text: `Отзыв ${id}`,
          published_at: publishedAt,
          processing_status: 1,
          synced_at: new Date(),
        })
        .execute();
    await review('old-1', 1, new Date(Date.now() - 30 * DAY));
    await seller('POST', '/v1/Notification/SaveRules', { Rules: [rule({ Kind: 'LowReview', Threshold: 2 })] });
    const afterReviews = () => notificationService({ db, calendar }).afterJob('ImportOzonProductReviews');
    expect(await afterReviews()).toBe(0);

    const now = Date.now() + 1000;
    await review('new-1', 1, new Date(now));
    await review('new-3', 3, new Date(now));
    await review('new-2', 2, new Date(now));
    expect(await afterReviews()).toBe(1);
    expect(await afterReviews()).toBe(0);
    const [both] = (await notificationsOf(seller)).Items;
    // The worst rated first; several open the reviews screen at the rule's stars from the first one's day.
    expect(both).toMatchObject({
      Kind: 'LowReview',
      Level: 4,
      Facts: {
        Count: 2,
        Items: [
          { ReviewID: 'new-1', Rating: 1, ProductName: 'Кружка', Text: 'Отзыв new-1' },
          { ReviewID: 'new-2', Rating: 2 },
        ],
      },
      Link: { To: '/ozon/review', Search: { stars: [1, 2], from: calendar.dayOf(new Date(now)) } },
    });
    // One new review opens itself.
    await review('new-4', 2, new Date(now + 1000));
    expect(await afterReviews()).toBe(1);
    expect((await notificationsOf(seller)).Items[0]).toMatchObject({
      Level: 3,
      Facts: { Count: 1, Items: [{ ReviewID: 'new-4' }] },
      Link: { To: '/ozon/review', Search: { review: 'new-4' } },
    });
  });
});

/** A new cabinet's postings may sync before its stocks: until the stocks are read, no stock-out is known. */
describe('stock-outs before the stocks were ever read', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedStockOutWorld(t.database.db);
    await t.database.db.deleteFrom('ozon_product_stocks').execute();
  });
  afterAll(() => t.close());

  const service = () => notificationService({ db: t.database.db, calendar });
  const toldCount = async () => {
    const response = await t.call({ method: 'POST', url: '/v1/Notification/FindNotifications', payload: {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationPage>().TotalCount;
  };

  it('tells none while no stock import has completed, and the sold-out positions once one has', async () => {
    const saved = await t.call({
      method: 'POST',
      url: '/v1/Notification/SaveRules',
      payload: { Rules: [{ Kind: 'StockOut', Enabled: true, Threshold: 14, Urgent: false }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The sales are there, the stocks are not: 0 units left would be a guess, not a finding.
    expect(await service().afterJob('ImportOzonFboPostings')).toBe(0);
    expect(await toldCount()).toBe(0);

    // The stocks import completes and Ozon lists no stock of either: both sold out, told at once.
    const { row } = await enqueueJob(t.database.db, { kind: 'ImportOzonProductStocks', startedBy: 'schedule' });
    await claimNextJob(t.database.db, 'test-worker');
    await finishJob(t.database.db, row.id, 'test-worker', { status: 'completed', done: 0, total: 0 });
    expect(await service().afterJob('ImportOzonProductStocks')).toBe(1);
    const page = (
      await t.call({ method: 'POST', url: '/v1/Notification/FindNotifications', payload: {} })
    ).json<NotificationPage>();
    expect(page.Items[0]).toMatchObject({ Kind: 'StockOut', Level: 3, Facts: { Count: 2 } });
  });
});
