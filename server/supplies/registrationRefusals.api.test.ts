import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SupplyRegistrationTask } from '../../contracts/supplyRegistration.js';
import { SUPPLY_METHODS } from '../ozon/api/supplies.js';
import { OzonApiError, type OzonTransport } from '../ozon/transport.js';
import { runRegistrationTasks } from './registrationRobot.js';
import { calendar, REFUSED_SKU, supplyWorld } from './testing/supplyWorld.js';

/** The slot robot when Ozon says no: its reason logged, a refused product stopping a task, Ozon's limits as waits. */
describe('the slot robot and Ozon refusals, against the sandbox', () => {
  const w = supplyWorld();
  const { call, addTask, taskOf, createdOrders, robot, nextMinute } = w;

  it("logs Ozon's refusal as the run's reason: the method and Ozon's message", async () => {
    await nextMinute();
    const id = await addTask({});
    const refusing: OzonTransport = {
      ...w.ozon,
      post: (path, body, schema, options) =>
        path === SUPPLY_METHODS.directDraft
          ? Promise.reject(new OzonApiError(`POST ${path}`, 400, 3, 'cluster is closed for supplies'))
          : w.ozon.post(path, body, schema, options),
    };
    await runRegistrationTasks(w.t.database.db, refusing, { worker: 'worker-a', calendar });
    const task = await taskOf(id);
    expect(task).toMatchObject({ Finished: false, RunCount: 1 });
    expect(task.LastRun).toMatchObject({ Outcome: 'Failed' });
    expect(task.LastRun!.Message).toContain(SUPPLY_METHODS.directDraft);
    expect(task.LastRun!.Message).toContain('cluster is closed for supplies');
    await call('/v1/OzonSupplyOrder/ChangeOzonSupplyRegistrationTasksState', { TaskIDs: [id], Enabled: false });
  });

  it("stops a task whose product Ozon refuses with Ozon's reason, one draft spent; switched on again, it is tried", async () => {
    await nextMinute();
    await w.withRefusedCard(async (packageId, mend) => {
      const id = await addTask({ Products: { [String(packageId)]: 3 } });
      const draftCalls = async () =>
        Number(
          (
            await w.t.database.db
              .selectFrom('ozon_supply_draft_calls')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      await robot('worker-a');
      const task = await taskOf(id);
      expect(task.LastRun?.Outcome).toBe('Refused');
      expect(task.StoppedReason).toContain(`SKU ${REFUSED_SKU}`);
      expect(task.StoppedReason).toContain('Товарный состав не найден');
      expect(await draftCalls()).toBe(1);

      // Stopped: the next runs spend nothing on it (before: a draft per drop-off every two minutes).
      await nextMinute();
      await robot('worker-a');
      expect((await taskOf(id)).RunCount).toBe(1);
      expect(await draftCalls()).toBe(0);

      // The seller fixed the card and switches the task on again: the robot tries it once more.
      await mend();
      await call('/v1/OzonSupplyOrder/ChangeOzonSupplyRegistrationTasksState', { TaskIDs: [id], Enabled: true });
      expect((await taskOf(id)).StoppedReason).toBeNull();
      expect((await robot('worker-a')).Booked).toEqual([id]);
    });
  });

  it("paces the supplies like the drafts, and takes Ozon's 429 as a wait, not a failure", async () => {
    await nextMinute();
    const before = createdOrders();
    const id = await addTask({});
    // Two supplies asked this minute already (other tasks settling together): Ozon allows two a minute.
    await w.t.database.db
      .insertInto('ozon_supply_draft_calls')
      .values([
        { at: new Date(), kind: 'supply' },
        { at: new Date(), kind: 'supply' },
      ])
      .execute();
    await robot('worker-a');
    let task = await taskOf(id);
    expect(task.LastRun).toMatchObject({ Outcome: 'Waiting' });
    expect(task.LastRun!.Message).toContain("Ozon's limit on supplies from drafts");
    expect(createdOrders()).toBe(before);

    // Ozon's own limit says no all the same (another app on the cabinet): the task waits for the next run.
    await nextMinute();
    const limited: OzonTransport = {
      ...w.ozon,
      post: (path, body, schema, options) =>
        path === SUPPLY_METHODS.supplyCreate
          ? Promise.reject(
              new OzonApiError(`POST ${path}`, 429, 8, 'You have reached the limit of supplies created from drafts'),
            )
          : w.ozon.post(path, body, schema, options),
    };
    await runRegistrationTasks(w.t.database.db, limited, {
      worker: 'worker-a',
      calendar,
      poll: { intervalMs: 200, timeoutMs: 10_000 },
    });
    task = await taskOf(id);
    expect(task).toMatchObject({ Finished: false, StoppedReason: null });
    expect(task.LastRun).toMatchObject({ Outcome: 'Waiting' });
    expect(task.LastRun!.Message).toContain('limit of supplies created from drafts');

    await nextMinute();
    expect((await robot('worker-a')).Booked).toEqual([id]);
    expect(createdOrders()).toBe(before + 1);
  });

  it('enables and disables several tasks at once, all or none', async () => {
    const ids = [await addTask({}), await addTask({})];
    const disabled = await call<number>('/v1/OzonSupplyOrder/ChangeOzonSupplyRegistrationTasksState', {
      TaskIDs: ids,
      Enabled: false,
    });
    expect(disabled).toBe(2);
    const visible = await call<{ Items: SupplyRegistrationTask[] }>(
      '/v1/OzonSupplyOrder/FindOzonSupplyRegistrationTasks',
      {},
    );
    expect(visible.Items.map((task) => task.ID)).not.toContain(ids[0]);
    const unknown = await w.t.call({
      method: 'POST',
      url: '/v1/OzonSupplyOrder/EnableOzonSupplyRegistrationTasks',
      payload: { TaskIDs: [ids[0], 999_999] },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await taskOf(ids[0]!)).Enabled).toBe(false);
    expect(await call<number>('/v1/OzonSupplyOrder/EnableOzonSupplyRegistrationTasks', { TaskIDs: ids })).toBe(2);
    expect((await taskOf(ids[1]!)).Enabled).toBe(true);
    await sql`DELETE FROM ozon_supply_registration_tasks WHERE id = ANY(${ids}::integer[])`.execute(w.t.database.db);
  });
});
