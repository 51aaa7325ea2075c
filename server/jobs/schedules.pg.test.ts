import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { nextRunOf } from './schedules.js';

const WORKER = fileURLToPath(new URL('./testing/scheduledWorker.ts', import.meta.url));
const PERIOD_MS = 2000;

/** Runs one job-engine process until it exits by itself. */
function runWorker(url: string, runForMs: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      env: { ...process.env, DATABASE_URL: url, RUN_FOR_MS: String(runForMs) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('schedules across server processes', () => {
  it('two processes on one PostgreSQL run each scheduled sync exactly once per period', async () => {
    const { createScratchPostgres } = await import('../test/testDatabase.js');
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL);
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      await migrate(database);
      const cron = `*/${PERIOD_MS / 1000} * * * * *`;
      await database.db
        .insertInto('sync_schedules')
        .values({ kind: 'ImportOzonWarehouses', enabled: true, cron, next_run_at: nextRunOf(cron, new Date()) })
        .execute();

      const runForMs = 9000;
      const exits = await Promise.all([runWorker(scratch.url, runForMs), runWorker(scratch.url, runForMs)]);
      expect(exits).toEqual([0, 0]);

      const runs = await database.db
        .selectFrom('jobs')
        .select(['status', 'created_at', 'result'])
        .where('started_by', '=', 'schedule')
        .orderBy('created_at')
        .execute();
      // Each period fired once: ~4 fires in 9 s (process start-up takes some of it), never two in one period.
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(runs.length).toBeLessThanOrEqual(Math.ceil(runForMs / PERIOD_MS) + 1);
      const periods = runs.map((run) => Math.floor(new Date(run.created_at).getTime() / PERIOD_MS));
      expect(new Set(periods).size).toBe(runs.length);
      // Every fire ran to its end, but the last may have been handed back queued by the processes stopping
      // (under load the last period's job can start after both began to stop); it is never left running.
      expect(runs.slice(0, -1).every((run) => run.status === 'completed')).toBe(true);
      expect(['completed', 'queued']).toContain(runs.at(-1)!.status);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM jobs WHERE status = 'running'`.execute(
        database.db,
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await database.close();
      await scratch.drop();
    }
  }, 60_000);
});
