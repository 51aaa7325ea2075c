import os from 'node:os';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { createScratchPostgres } from '../server/test/testDatabase.js';
import { buildLikeNpmStart, stopApp } from './appProcess.js';
import { alternately, callApp, login, startBenchApp, type AppCall, type Latency } from './benchApp.js';
import { DAY_MS, filteredOrderCount, floorOfPage, generate, recountOrders } from './orderData.js';

/**
 * `npm run bench -- postings-10m`: the orders page with its summary at ten million postings on PostgreSQL
 * (BENCH_DATABASE_URL), generated over a year as the `orders` and `load` benches do, against the app as
 * `npm start` runs it over HTTP: 90 days under three filters and a whole year unfiltered, each answer
 * checked against plain SQL, then called by one user alternately with its floor (BENCH_SINGLE_CALLS,
 * 200, each). Plain tables, no partitions; the disk the data takes is reported with the figures.
 */
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8722);
const POSTINGS = Number(process.env.BENCH_SCALE_POSTINGS ?? 10_000_000);
const SINGLE_CALLS = Number(process.env.BENCH_SINGLE_CALLS ?? 200);
/** Issue 29's goal for the page with its summary at ten million postings. */
const GOAL_P95_MS = 150;

interface ScaleCase extends AppCall {
  floor: ReturnType<typeof floorOfPage>;
  /** The filtered orders counted from the items alone, once, to check the app and the floor by. */
  recount: () => Promise<number>;
}

export interface TenMillionCase {
  case: string;
  calls: number;
  app: Latency;
  floor: Latency;
  ratioP50: number;
  goalP95Ms: number;
  goalHolds: boolean;
  checked: string;
}

export interface TenMillionResult {
  name: string;
  description: string;
  scale: { postings: number };
  generatedSeconds: number;
  partitions: string;
  diskMb: { database: number; tables: Record<string, number> };
  cases: TenMillionCase[];
  machine: { cpus: number; memoryGb: number };
  node: string;
  measuredAt: string;
}

function casesOf(db: Parameters<typeof floorOfPage>[0], clusters: number[], warehouses: number[]): ScaleCase[] {
  const to = new Date('2026-11-24T21:00:00Z');
  const from90 = new Date(to.getTime() - 90 * DAY_MS);
  const yearAgo = new Date(to.getTime() - 365 * DAY_MS);
  const five = clusters.slice(0, 5);
  const ten = warehouses.slice(0, 10);
  const page = (from: Date, body: object) => ({
    method: 'POST' as const,
    url: '/v1/OzonSalesOrder/FindSalesOzonOrders',
    body: { DateFrom: from.toISOString(), DateTo: to.toISOString(), GatherSummary: true, Count: 100, ...body },
  });
  const threeFilters = { Statuses: [3], WarehouseClusterIDs: five, WarehouseIDs: ten };
  const threeFiltersSql = sql`i.status = 3 AND i.cluster_to_id = ANY(${five}::int[]) AND i.ozon_warehouse_id = ANY(${ten}::int[])`;
  const pageCase = (name: string, from: Date, filtered: boolean): ScaleCase => ({
    name,
    ...page(from, filtered ? threeFilters : {}),
    floor: floorOfPage(db, from, to, filtered ? threeFiltersSql : null),
    recount: () => recountOrders(db, from, to, filtered ? threeFiltersSql : null),
  });
  return [
    pageCase('90 days, status «delivered», five clusters, ten warehouses', from90, true),
    pageCase('a whole year, unfiltered', yearAgo, false),
    pageCase('90 days, unfiltered', from90, false),
    pageCase('a whole year, the same three filters', yearAgo, true),
  ];
}

const megabytes = (bytes: number | string) => Math.round(Number(bytes) / 2 ** 20);

export async function tenMillionBenchmark(): Promise<TenMillionResult> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'postings-10m runs on PostgreSQL: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  await buildLikeNpmStart();
  const scratch = await createScratchPostgres(url);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await migrate(database);
    const started = performance.now();
    const { clusters, warehouses } = await generate(database, POSTINGS);
    await sql`VACUUM ANALYZE`.execute(database.db);
    const generatedSeconds = Math.round((performance.now() - started) / 1000);
    console.log(`  ${POSTINGS} postings generated in ${generatedSeconds} s`);
    const size = await sql<{ bytes: string }>`SELECT pg_database_size(current_database()) AS bytes`.execute(
      database.db,
    );
    const tables = await sql<{
      name: string;
      bytes: string;
    }>`SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY 2 DESC LIMIT 8`.execute(database.db);
    const server = await startBenchApp(PORT, { DATABASE_URL: scratch.url });
    const results: TenMillionCase[] = [];
    try {
      const token = await login(PORT);
      for (const one of casesOf(database.db, clusters, warehouses)) {
        const [expected, floorFigure] = [await one.recount(), await one.floor()];
        const figure = filteredOrderCount(await callApp(PORT, token, one));
        if (figure !== expected || floorFigure !== expected)
          throw new Error(`${one.name}: the app answered ${figure}, the floor ${floorFigure}, the items ${expected}`);
        const { app, floor } = await alternately(() => callApp(PORT, token, one), one.floor, SINGLE_CALLS);
        results.push({
          case: one.name,
          calls: SINGLE_CALLS,
          app,
          floor: floor!,
          ratioP50: Math.round((app.p50 / floor!.p50) * 100) / 100,
          goalP95Ms: GOAL_P95_MS,
          goalHolds: app.p95 < GOAL_P95_MS,
          checked: `${figure} orders (the same counted from the items alone, and by the floor)`,
        });
        console.log(
          `  ${one.name}: app p50 ${app.p50} p95 ${app.p95} ms, floor p50 ${floor!.p50} p95 ${floor!.p95} ms`,
        );
      }
    } finally {
      await stopApp(server);
    }
    return {
      name: 'postings-10m',
      description:
        'The orders page of 100 with its summary at ten million postings on PostgreSQL, over HTTP against the server started as npm start runs it, ' +
        'one user calling the app and the floor (hand-written SQL on the same tables, summary tables included) alternately, each answer checked first',
      scale: { postings: POSTINGS },
      generatedSeconds,
      partitions: 'none: plain tables with the same indexes as at a million postings',
      diskMb: {
        database: megabytes(size.rows[0]!.bytes),
        tables: Object.fromEntries(tables.rows.map((row) => [row.name, megabytes(row.bytes)])),
      },
      cases: results,
      machine: { cpus: os.availableParallelism(), memoryGb: Math.round(os.totalmem() / 2 ** 30) },
      node: process.version,
      measuredAt: new Date().toISOString(),
    };
  } finally {
    await database.close();
    await scratch.drop();
  }
}
