import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { claimNextJob, enqueueJob, getJobRow, reapJobs } from './jobRepository.js';

describe('the job table', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => database.db.deleteFrom('jobs').execute());

  /** A job some process claimed and that stopped beating a minute ago. */
  async function staleRunning(attempt = 1) {
    const { row } = await enqueueJob(database.db, { kind: 'ImportOzonProducts', startedBy: 'schedule' });
    await claimNextJob(database.db, 'dead-worker');
    await sql`UPDATE jobs SET heartbeat_at = now() - interval '1 minute', attempt = ${attempt} WHERE id = ${row.id}`.execute(
      database.db,
    );
    return row.id;
  }

  it('puts a job whose worker died back in the queue while attempts remain', async () => {
    const id = await staleRunning();
    expect(await reapJobs(database.db, 30_000)).toBe(1);
    expect((await getJobRow(database.db, id))?.status).toBe('queued');
    const again = await claimNextJob(database.db, 'live-worker');
    expect(again?.id).toBe(id);
    expect(again?.attempt).toBe(2);
  });

  it("leaves the reaper's own running jobs alone, however late their heartbeat (they wait behind its writes)", async () => {
    const id = await staleRunning();
    expect(await reapJobs(database.db, 30_000, [id])).toBe(0);
    expect((await getJobRow(database.db, id))?.status).toBe('running');
    expect(await reapJobs(database.db, 30_000, [randomUUID()])).toBe(1);
  });

  it('ends a job failed with its reason when no attempts are left', async () => {
    const id = await staleRunning(3);
    await reapJobs(database.db, 30_000);
    const row = await getJobRow(database.db, id);
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatchObject({ type: '/problems/job-interrupted' });
  });

  it('ends a dead run failed when a newer run of its kind is already queued', async () => {
    const id = await staleRunning();
    const { row: queued, joined } = await enqueueJob(database.db, { kind: 'ImportOzonProducts', startedBy: 'user:x' });
    expect(joined).toBe(true);
    expect(queued.id).toBe(id);
    // The schedule queues a run of its own while the dead one still counts as running elsewhere.
    await database.db
      .insertInto('jobs')
      .values({ id: randomUUID(), kind: 'ImportOzonProducts', started_by: 'schedule' })
      .execute();
    await reapJobs(database.db, 30_000);
    expect((await getJobRow(database.db, id))?.status).toBe('failed');
  });

  it('fails a queued job whose prerequisite failed', async () => {
    const { row: first } = await enqueueJob(database.db, { kind: 'ImportOzonWarehouses', startedBy: 's' });
    const { row: second } = await enqueueJob(database.db, {
      kind: 'ImportOzonProducts',
      startedBy: 's',
      dependsOn: first.id,
    });
    expect((await claimNextJob(database.db, 'w'))?.id).toBe(first.id);
    // The dependent job waits while its prerequisite runs.
    expect(await claimNextJob(database.db, 'w')).toBeNull();
    await database.db.updateTable('jobs').set({ status: 'failed' }).where('id', '=', first.id).execute();
    await reapJobs(database.db, 30_000);
    const row = await getJobRow(database.db, second.id);
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatchObject({ type: '/problems/prerequisite-failed' });
  });
});
