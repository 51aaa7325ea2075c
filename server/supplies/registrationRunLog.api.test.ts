import { describe, expect, it } from 'vitest';
import type { SupplyRegistrationTaskRun } from '../../contracts/supplyRegistration.js';
import { taskRunNotesText, taskRunText } from '../../contracts/taskRunText.js';
import { testIntl } from '../../src/test/intl.js';
import { SUPPLY_METHODS } from '../ozon/api/supplies.js';
import { OzonApiError, type OzonTransport } from '../ozon/transport.js';
import { runRegistrationTasks } from './registrationRobot.js';
import { calendar, REFUSED_SKU, supplyWorld } from './testing/supplyWorld.js';

/** The seller's dd.MM.yyyy and HH:mm of an instant, worked out apart from the app's formatting. */
function sellerClock(iso: string) {
  const [year, month, day] = calendar.dayOf(new Date(iso)).split('-');
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: calendar.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return { day: `${day}.${month}.${year}`, time };
}

/** The slot robot's log as the seller reads it: worded from the catalogues, not the server's English. */
describe("the slot robot's log in the seller's language, against the sandbox", () => {
  const w = supplyWorld();
  const runsOf = async (taskId: number) =>
    (
      await w.call<{ Items: SupplyRegistrationTaskRun[] }>('/v1/OzonSupplyOrder/FindOzonSupplyRegistrationTaskRuns', {
        TaskID: taskId,
      })
    ).Items;
  const [ru, en] = [testIntl('ru'), testIntl('en')];

  it("words a booked run with its slot in the seller's format, and a failed one with Ozon's words quoted", async () => {
    await w.nextMinute();
    const failing = await w.addTask({});
    const refusing: OzonTransport = {
      ...w.ozon,
      post: (path, body, schema, options) =>
        path === SUPPLY_METHODS.directDraft
          ? Promise.reject(new OzonApiError(`POST ${path}`, 400, 3, 'cluster is closed for supplies'))
          : w.ozon.post(path, body, schema, options),
    };
    await runRegistrationTasks(w.t.database.db, refusing, { worker: 'worker-a', calendar });
    await w.call('/v1/OzonSupplyOrder/ChangeOzonSupplyRegistrationTasksState', { TaskIDs: [failing], Enabled: false });

    await w.nextMinute();
    const booking = await w.addTask({});
    expect((await w.robot('worker-a')).Booked).toEqual([booking]);
    const item = (await w.taskOf(booking)).Items[0]!;
    const from = sellerClock(item.TimeslotFrom!);
    const to = sellerClock(item.TimeslotTo!);

    const [booked] = await runsOf(booking);
    expect(booked).toMatchObject({ Outcome: 'Booked', Notes: [{ Code: 'Booked' }] });
    expect(taskRunText(booked!, ru, calendar.timeZone)).toBe(
      `Заявка на поставку № ${item.OzonSupplyOrderID} забронирована через ${item.DropOffWarehouseName} ` +
        `(черновик ${item.DraftID}), слот ${from.day}, ${from.time}–${to.time}.`,
    );
    // The server's log keeps its English line.
    expect(booked!.Message).toContain(`Supply order ${item.OzonSupplyOrderID} booked`);

    const [failed] = await runsOf(failing);
    expect(failed).toMatchObject({ Outcome: 'Failed', Notes: [{ Code: 'OzonError' }] });
    expect(taskRunText(failed!, ru, calendar.timeZone)).toBe(
      `Ozon ответил ошибкой: метод POST ${SUPPLY_METHODS.directDraft}, 400: «cluster is closed for supplies».`,
    );

    // The English catalogue words the same notes in English.
    expect(taskRunText(booked!, en, calendar.timeZone)).toMatch(
      new RegExp(`^Supply order № ${item.OzonSupplyOrderID} booked through .+, slot .+–.+\\.$`),
    );
    expect(taskRunText(failed!, en, calendar.timeZone)).toBe(
      `Ozon answered with an error: method POST ${SUPPLY_METHODS.directDraft}, 400: “cluster is closed for supplies”.`,
    );
  });

  it('says in Russian why no slot was booked, the days in dd.MM.yyyy; a run logged before notes shows its text', async () => {
    await w.nextMinute();
    // Ozon never books today: a window of today alone has no slot.
    const today = calendar.dayOf(new Date());
    const id = await w.addTask({ MinDate: today, MaxDate: today });
    await w.robot('worker-a');
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ Outcome: 'NoSlot', Notes: [{ Code: 'NoFreeSlot' }] });
    const [year, month, day] = today.split('-');
    expect(taskRunText(run!, ru, calendar.timeZone)).toBe(
      `${w.target.name}: нет свободного слота с ${day}.${month}.${year} по ${day}.${month}.${year}.`,
    );

    await w.t.database.db
      .insertInto('ozon_supply_registration_task_runs')
      .values({
        task_id: id,
        outcome: 'NoSlot',
        message: 'logged before',
        started_at: new Date(),
        finished_at: new Date(),
        worker: 'w',
      })
      .execute();
    const [older] = await runsOf(id);
    expect(older).toMatchObject({ Notes: null, Message: 'logged before' });
    expect(taskRunText(older!, ru, calendar.timeZone)).toBe('logged before');
    await w.call('/v1/OzonSupplyOrder/ChangeOzonSupplyRegistrationTasksState', { TaskIDs: [id], Enabled: false });
  });

  it("stops a refused task with Ozon's words inside a Russian sentence", async () => {
    await w.nextMinute();
    await w.withRefusedCard(async (packageId) => {
      const id = await w.addTask({ Products: { [String(packageId)]: 3 } });
      await w.robot('worker-a');
      const task = await w.taskOf(id);
      expect(task.StoppedNotes).toMatchObject([{ Code: 'DraftRefused' }]);
      const reason = taskRunNotesText(task.StoppedNotes!, ru, calendar.timeZone);
      expect(reason.startsWith(`${w.target.name}: Ozon отказал в черновике: «`)).toBe(true);
      expect(reason.endsWith('».')).toBe(true);
      expect(reason).toContain(`SKU ${REFUSED_SKU}`);
      expect(reason).toContain('Товарный состав не найден');
      await w.call('/v1/OzonSupplyOrder/ChangeOzonSupplyRegistrationTasksState', { TaskIDs: [id], Enabled: true });
      expect((await w.taskOf(id)).StoppedNotes).toBeNull();
      await w.call('/v1/OzonSupplyOrder/ChangeOzonSupplyRegistrationTasksState', { TaskIDs: [id], Enabled: false });
    });
  });
});
