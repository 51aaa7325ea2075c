import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobKept } from '../../contracts/jobs.js';
import type { Database } from '../db/database.js';
import { OzonApiError } from '../ozon/transport.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { jobEngine, type JobContext } from './jobEngine.js';
import { claimNextJob, enqueueJob, getJobRow, heartbeat, reapJobs, requestCancel } from './jobRepository.js';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as Parameters<
  typeof jobEngine
>[2];

/** An import that commits as it goes: three days stored, then it waits on Ozon until stopped. */
const THREE_DAYS: JobKept = {
  Kind: 'Period',
  From: '2026-08-01T00:00:00.000Z',
  To: '2026-08-03T23:59:59.999Z',
  Records: 412,
};

/**
 * A stopped run says what it had stored for good (issue 31: a cancelled postings import kept its pages
 * while its result said nothing was saved). Cancelled, failed or cut off by a crash, the problem carries
 * what the run last reported.
 */
describe('what a stopped run kept', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => database.db.deleteFrom('jobs').execute());

  function engineRunning(run: (context: JobContext) => Promise<unknown>) {
    return jobEngine(
      database.db,
      [{ kind: 'ImportOzonFbsPostings', prerequisites: [], defaultCron: '0 0 1 1 *', run }],
      silent,
      { pollMs: 20, heartbeatMs: 20, schedules: false },
    );
  }

  it('a cancel names the period and records kept', async () => {
    let reported!: () => void;
    const keptReported = new Promise<void>((resolve) => (reported = resolve));
    const engine = engineRunning(async ({ progress, signal }) => {
      progress.kept?.(THREE_DAYS);
      reported();
      await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    await engine.start();
    try {
      const { row } = await enqueueJob(database.db, { kind: 'ImportOzonFbsPostings', startedBy: 'user:seller' });
      engine.wake();
      await keptReported;
      await requestCancel(database.db, row.id);
      const done = await engine.waitFor(row.id);
      expect(done.status).toBe('cancelled');
      expect(done.error).toMatchObject({ type: '/problems/job-cancelled', Kept: THREE_DAYS });
      expect(done.error).toHaveProperty('detail', expect.stringContaining('412 records'));
    } finally {
      await engine.stop();
    }
  });

  it("a failure keeps Ozon's reason and adds what was kept; a run that kept nothing says nothing of it", async () => {
    const engine = engineRunning(async ({ progress, params }) => {
      if (params) progress.kept?.(THREE_DAYS);
      throw new OzonApiError('/v3/posting/fbs/list', 500, 13, 'internal error', {});
    });
    await engine.start();
    try {
      const kept = await enqueueJob(database.db, { kind: 'ImportOzonFbsPostings', startedBy: 'a', params: {} });
      engine.wake();
      const failed = await engine.waitFor(kept.row.id);
      expect(failed.error).toMatchObject({ OzonMethod: '/v3/posting/fbs/list', OzonStatus: 500, Kept: THREE_DAYS });

      const nothing = await enqueueJob(database.db, { kind: 'ImportOzonFbsPostings', startedBy: 'b' });
      engine.wake();
      const bare = await engine.waitFor(nothing.row.id);
      expect(bare.error).toMatchObject({ OzonMethod: '/v3/posting/fbs/list' });
      expect(bare.error).not.toHaveProperty('Kept');
    } finally {
      await engine.stop();
    }
  });

  it('a run cut off by a crash names what its last heartbeat saved', async () => {
    const { row } = await enqueueJob(database.db, { kind: 'ImportOzonFbsPostings', startedBy: 'a', maxAttempts: 1 });
    await claimNextJob(database.db, 'dead-worker');
    await heartbeat(database.db, row.id, 'dead-worker', { done: 3, total: 10, kept: THREE_DAYS });
    await sql`UPDATE jobs SET heartbeat_at = now() - interval '1 minute' WHERE id = ${row.id}`.execute(database.db);
    await reapJobs(database.db, 30_000);
    expect((await getJobRow(database.db, row.id))?.error).toMatchObject({
      type: '/problems/job-interrupted',
      Kept: THREE_DAYS,
    });
  });
});
