import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobKind } from '../../contracts/jobs.js';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { jobEngine } from './jobEngine.js';
import { enqueueJob } from './jobRepository.js';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as Parameters<
  typeof jobEngine
>[2];

/** The alerts are evaluated by the sync engine after the import they read (issue 32), never by the browser. */
describe('what the engine does after a finished job', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('calls afterFinished once per completed or failed job, after its writes, with its outcome', async () => {
    const calls: { kind: JobKind; outcome: string; statusThen: string }[] = [];
    let fail = false;
    const engine = jobEngine(
      database.db,
      [
        {
          kind: 'ImportOzonProductStocks',
          prerequisites: [],
          defaultCron: '0 0 1 1 *',
          run: async () => {
            if (fail) throw new Error('Ozon is down');
            return { Updated: 1 };
          },
        },
      ],
      silent,
      {
        pollMs: 20,
        heartbeatMs: 20,
        schedules: false,
        afterFinished: async (kind, outcome) => {
          const job = await database.db
            .selectFrom('jobs')
            .select('status')
            .where('kind', '=', kind)
            .orderBy('created_at', 'desc')
            .executeTakeFirstOrThrow();
          calls.push({ kind, outcome, statusThen: job.status });
          // A failing evaluation is the alerts' problem, never the job's.
          throw new Error('the alerts failed');
        },
      },
    );
    await engine.start();
    try {
      const first = await enqueueJob(database.db, { kind: 'ImportOzonProductStocks', startedBy: 'user:seller' });
      engine.wake();
      expect((await engine.waitFor(first.row.id)).status).toBe('completed');
      await expect.poll(() => calls.length).toBe(1);
      expect(calls[0]).toEqual({ kind: 'ImportOzonProductStocks', outcome: 'completed', statusThen: 'completed' });

      fail = true;
      const second = await enqueueJob(database.db, { kind: 'ImportOzonProductStocks', startedBy: 'user:seller' });
      engine.wake();
      expect((await engine.waitFor(second.row.id)).status).toBe('failed');
      await expect.poll(() => calls.length).toBe(2);
      expect(calls[1]).toEqual({ kind: 'ImportOzonProductStocks', outcome: 'failed', statusThen: 'failed' });
    } finally {
      await engine.stop();
    }
  });
});
