import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { nextRunOf } from './schedules.js';

const WORKER = fileURLToPath(new URL('./testing/scheduledWorker.ts', import.meta.url));
const PERIOD_MS = 2000;

type Claim = { slot: string; joined: boolean };

/** Runs one job-engine process until it exits by itself; answers its exit code and the schedule slots it claimed. */
function runWorker(url: string, runForMs: number): Promise<{ exit: number | null; claims: Claim[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      env: { ...process.env, DATABASE_URL: url, RUN_FOR_MS: String(runForMs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (exit) => {
      const claims = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Claim & { msg?: string })
        .filter((entry) => entry.msg === 'scheduled sync');
      resolve({ exit, claims });
    });
  });
}

describe('schedules across server processes', () => {
  it('two processes on one PostgreSQL run each scheduled sync exactly once per period', async () => {
    const { createScratchPostgres } = await import('../test/testDatabase.js');
    const scratch = await createScratchPostgres();
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      await migrate(database);
      const cron = `*/${PERIOD_MS / 1000} * * * * *`;
      await database.db
        .insertInto('sync_schedules')
        .values({ kind: 'ImportOzonWarehouses', enabled: true, cron, next_run_at: nextRunOf(cron, new Date()) })
        .execute();

      const runForMs = 9000;
      const workers = await Promise.all([runWorker(scratch.url, runForMs), runWorker(scratch.url, runForMs)]);
      expect(workers.map((worker) => worker.exit)).toEqual([0, 0]);
      // Each slot of the schedule was claimed by one process only.
      const claims = workers.flatMap((worker) => worker.claims);
      const slots = claims.map((claim) => claim.slot);
      expect(new Set(slots).size).toBe(slots.length);

      const runs = await database.db
        .selectFrom('jobs')
        .select(['status', 'created_at', 'result'])
        .where('started_by', '=', 'schedule')
        .orderBy('created_at')
        .execute();
      // Each period fired once: ~4 fires in 9 s (process start-up takes some of it), one run per claimed slot.
      // (The slot, not created_at, names the period: under load a run may be queued after the next period began.)
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(runs.length).toBeLessThanOrEqual(Math.ceil(runForMs / PERIOD_MS) + 1);
      expect(runs.length).toBe(claims.filter((claim) => !claim.joined).length);
      expect(slots.every((slot) => new Date(slot).getTime() % PERIOD_MS === 0)).toBe(true);
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
