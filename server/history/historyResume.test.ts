import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryLoadResult } from '../../contracts/history.js';
import type { Job } from '../../contracts/jobs.js';
import { openDatabase } from '../db/database.js';
import {
  currentJobOf,
  removeDataDir,
  startRealServer,
  tempDataDir,
  waitForJob,
  type RealServer,
} from '../test/realServer.js';

const servers: RealServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await removeDataDir(dir);
});
const tempDir = () => {
  const dir = tempDataDir('seller-history-');
  dirs.push(dir);
  return dir;
};

// A first start in demo mode loads three months of history; a small seller keeps the test short, and a
// little latency makes every kill land while days are being read and written.
const ENV = { HISTORY_MONTHS: '3', SANDBOX_SCALE: '0.1', SANDBOX_LATENCY_MS: '15' };
const start = async (dataDir: string) => {
  const server = await startRealServer(dataDir, ENV);
  servers.push(server);
  return server;
};
const isOver = (job: Job) => !['Queued', 'Running'].includes(job.Status);

/** What the history wrote, table by table, without the serial ids and sync times that differ by run. */
async function historyTables(dataDir: string) {
  const database = await openDatabase({ kind: 'embedded', dataDir });
  const rows = async (query: string) => (await sql.raw<Record<string, unknown>>(query).execute(database.db)).rows;
  try {
    return {
      orders: await rows(`SELECT ozon_order_id, ozon_order_number, type, date FROM ozon_sales_orders ORDER BY 1`),
      items: await rows(`SELECT posting_number, sku, offer_id, status, price, quantity, returned_quantity, date,
          cluster_from, cluster_to, ozon_warehouse_ozon_id FROM ozon_sales_order_items ORDER BY 1, 2`),
      hours: await rows(`SELECT * FROM ozon_sales_order_hours ORDER BY hour`),
      returns: await rows(
        `SELECT id, posting_number, sku, quantity, price, status, return_date FROM ozon_returns ORDER BY id`,
      ),
      operations: await rows(
        `SELECT id, date, operation_type, amount, posting_number, services FROM ozon_operations ORDER BY id`,
      ),
      periods: await rows(`SELECT client_id, family, day, record_count FROM ozon_history_periods
          WHERE family NOT IN ('SupplyOrders', 'Reviews') ORDER BY 1, 2, 3`),
      // The truth the checkpoints must tell: the postings stored per seller's day and scheme.
      postingsPerDay: await rows(`SELECT (i.date AT TIME ZONE 'Europe/Moscow')::date::text AS day, o.type = 1 AS fbo,
          count(DISTINCT i.posting_number)::int AS postings
          FROM ozon_sales_order_items i JOIN ozon_sales_orders o ON o.id = i.order_id GROUP BY 1, 2 ORDER BY 1, 2`),
    };
  } finally {
    await database.close();
  }
}

describe('a history cut off twice by kill -9 and cancelled once', () => {
  it('resumes from the days stored and ends with the tables of a history loaded in one go', async () => {
    // In one go.
    const cleanDir = tempDir();
    const clean = await start(cleanDir);
    const cleanJob = await currentJobOf(clean, 'LoadOzonHistory');
    const cleanEnd = await waitForJob(clean, cleanJob.ID, isOver);
    expect(cleanEnd.Status).toBe('Completed');
    await clean.stop();

    // Killed twice mid-run, each restart going on with the same job; then cancelled, then asked again.
    const dataDir = tempDir();
    let server = await start(dataDir);
    const job = await currentJobOf(server, 'LoadOzonHistory');
    for (let kill = 0; kill < 2; kill++) {
      const seen = await waitForJob(server, job.ID, (entry) => entry.Status === 'Running' && entry.Done >= 20);
      expect(seen.Total).toBeGreaterThan(seen.Done);
      await server.kill();
      server = await start(dataDir);
    }
    const resumed = await waitForJob(server, job.ID, (entry) => entry.Status === 'Running' && entry.Done >= 20);
    expect(resumed.Attempt).toBe(3);
    await server.call('POST', `/v1/Job/CancelJob?id=${job.ID}`);
    const cancelled = await waitForJob(server, job.ID, isOver);
    expect(cancelled.Status).toBe('Cancelled');
    expect(cancelled.Error?.detail).toMatch(/kept/);

    const again = await server.call<Job>('POST', '/v1/History/LoadOzonHistory', { Months: 3 });
    const finished = await waitForJob(server, again.ID, isOver);
    expect(finished.Status).toBe('Completed');
    const result = finished.Result as HistoryLoadResult;
    // Each run loads only what the runs before it left: fewer days than the whole depth.
    const whole = (cleanEnd.Result as HistoryLoadResult).LoadedPeriods;
    expect(result.LoadedPeriods).toBeGreaterThan(0);
    expect(result.LoadedPeriods).toBeLessThan(whole);
    const coverage = result.Coverage;
    for (const family of coverage.Families.filter((entry) => !['SupplyOrders', 'Reviews'].includes(entry.Family))) {
      expect(family.Stored, family.Family).toEqual([{ From: coverage.WantedFrom, To: coverage.WantedTo }]);
      expect(family.Gaps, family.Family).toEqual([]);
    }
    expect(coverage.CompleteFrom).toBe(coverage.WantedFrom);
    await server.stop();

    const [resumedTables, cleanTables] = [await historyTables(dataDir), await historyTables(cleanDir)];
    expect(resumedTables.items.length).toBeGreaterThan(500);
    expect(resumedTables).toEqual(cleanTables);
    // Every posting day a checkpoint claims holds exactly the postings it counted.
    const claimed = new Map(
      resumedTables.periods
        .filter((row) => row.family === 'FbsPostings' || row.family === 'FboPostings')
        .map((row) => [`${String(row.day)} ${String(row.family === 'FboPostings')}`, Number(row.record_count)]),
    );
    for (const row of resumedTables.postingsPerDay) {
      const key = `${String(row.day)} ${String(row.fbo)}`;
      if (claimed.has(key)) expect(row.postings, key).toBe(claimed.get(key));
    }
  }, 600_000);
});
