import { afterEach, describe, expect, it } from 'vitest';
import type { Job, SyncFamily } from '../../contracts/jobs.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { openTestDatabase } from '../test/testDatabase.js';

/**
 * SYNC_SCHEDULES: whether a server starts the runs of due schedules. The engine looks at the schedules
 * before it claims queued work, so once a run started by hand has finished, a schedule that was due
 * before the server started has been seen: no waiting on the clock.
 */
describe('SYNC_SCHEDULES', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** A server on a database whose products schedule is due before the server's first look at it. */
  async function serverWithProductsDue(syncSchedules: 'on' | 'off') {
    const database = await openTestDatabase();
    const due = new Date(Date.now() - 60_000);
    await database.db
      .insertInto('sync_schedules')
      .values({ kind: 'ImportOzonProducts', enabled: true, cron: '5 * * * *', next_run_at: due })
      .execute();
    t = await buildTestApp({ database, env: { SYNC_SCHEDULES: syncSchedules } });
    return { app: t, due };
  }

  async function runWarehousesByHand(app: TestApp) {
    const started = (await app.call({ method: 'POST', url: '/v1/Sync/RunSync?kind=ImportOzonWarehouses' })).json<Job>();
    // No cabinet is connected: the run ends at once (failed), which is all the engine's turn needs.
    for (;;) {
      const job = (await app.call({ method: 'GET', url: `/v1/Job/GetJob?id=${started.ID}` })).json<Job>();
      if (job.FinishedAt) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const scheduled = await app.database.db
      .selectFrom('jobs')
      .select('kind')
      .where('started_by', '=', 'schedule')
      .execute();
    const products = (await app.call({ method: 'GET', url: '/v1/Sync/GetSyncFamilies' }))
      .json<SyncFamily[]>()
      .find((family) => family.Kind === 'ImportOzonProducts')!;
    return { scheduled: scheduled.map((row) => row.kind), products };
  }

  it('off: a due schedule starts nothing, stays as the seller set it, and the sync screen says why', async () => {
    const { app, due } = await serverWithProductsDue('off');
    const { scheduled, products } = await runWarehousesByHand(app);
    expect(scheduled).toEqual([]);
    expect(products).toMatchObject({ Enabled: true, ScheduledHere: false, NextRunAt: due.toISOString() });
  });

  it('on (the default): the due schedule is run', async () => {
    const { app } = await serverWithProductsDue('on');
    const { scheduled, products } = await runWarehousesByHand(app);
    expect(scheduled).toEqual(['ImportOzonProducts']);
    expect(products.ScheduledHere).toBe(true);
    expect(new Date(products.NextRunAt!).getTime()).toBeGreaterThan(Date.now());
  });
});
