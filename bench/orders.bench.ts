import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { postingsApi } from '../server/ozon/api/postings.js';
import { returnsApi } from '../server/ozon/api/returns.js';
import { httpTransport } from '../server/ozon/transport.js';
import { buildTestApp, type TestApp } from '../server/test/testApp.js';
import { createScratchPostgres } from '../server/test/testDatabase.js';
import {
  DAY_MS,
  daysWithOrders,
  filteredOrderCount,
  floorOfPage,
  generate,
  latestSalesFloor,
  NOW,
  PAGE,
  POSTINGS,
} from './orderData.js';

/**
 * `npm run bench -- orders`: the orders, overview and reconciliation reads at a large seller's scale
 * (a million postings over a year), each next to the best hand-written SQL for the same answer on the
 * same data (the floor), on PostgreSQL and on the embedded database; and a year's posting import at
 * the sandbox's default scale against the client's raw pull of the same pages.
 */

export interface Percentiles {
  p50: number;
  p95: number;
}

export interface OrdersCase {
  case: string;
  database: 'postgres';
  iterations: number;
  app: Percentiles;
  floor: Percentiles;
  /** The app's p95 over the floor's. */
  ratioP95: number;
  /** The target for the app's p95, where it sets one in milliseconds. */
  targetP95Ms?: number;
  floorNote: string;
}

export interface OrdersBenchmarkResult {
  name: string;
  description: string;
  scale: Record<string, number>;
  cases: OrdersCase[];
  import: { postings: number; pullMs: number; importMs: number; databaseShare: number } | null;
  node: string;
  measuredAt: string;
}

/**
 * The app's call and its floor alternately, call after call after a warm-up of each, so that a busy
 * moment of the machine falls on both alike.
 */
async function interleaved(app: () => Promise<unknown>, floor: () => Promise<unknown>, iterations: number) {
  for (let i = 0; i < Math.min(5, iterations); i++) {
    await app();
    await floor();
  }
  const samples = { app: [] as number[], floor: [] as number[] };
  for (let i = 0; i < iterations; i++) {
    for (const [side, run] of [
      ['app', app],
      ['floor', floor],
    ] as const) {
      const started = performance.now();
      await run();
      samples[side].push(performance.now() - started);
    }
  }
  return { app: percentilesOf(samples.app), floor: percentilesOf(samples.floor) };
}

function percentilesOf(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
  return { p50: round(at(0.5)), p95: round(at(0.95)) };
}
const round = (ms: number) => Math.round(ms * 100) / 100;

async function measureDatabase(iterations: number): Promise<OrdersCase[]> {
  const kind = 'postgres';
  const scratch = await createScratchPostgres(postgresUrl());
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await migrate(database);
  const started = performance.now();
  const { clusters, warehouses } = await generate(database);
  console.log(`  ${kind}: ${POSTINGS} postings generated in ${Math.round((performance.now() - started) / 1000)} s`);
  const t: TestApp = await buildTestApp({ database });
  const token = await t.token();
  const { db } = database;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<unknown>();
  };
  const cases: OrdersCase[] = [];
  const add = async (
    name: string,
    app: () => Promise<unknown>,
    floor: () => Promise<unknown>,
    floorNote: string,
    targetP95Ms?: number,
    /** The figure of the app's answer the floor returns, checked before anything is timed. */
    figure?: (answer: unknown) => number,
  ) => {
    if (figure) {
      const [answered, expected] = [figure(await app()), await floor()];
      if (answered !== expected) throw new Error(`${kind} ${name}: the app answered ${answered}, the SQL ${expected}`);
    }
    const { app: appTimes, floor: floorTimes } = await interleaved(app, floor, iterations);
    cases.push({
      case: name,
      database: kind,
      iterations,
      app: appTimes,
      floor: floorTimes,
      ratioP95: round(appTimes.p95 / floorTimes.p95),
      targetP95Ms,
      floorNote,
    });
    console.log(
      `  ${kind} ${name}: app p50 ${appTimes.p50} ms, p95 ${appTimes.p95} ms; floor p95 ${floorTimes.p95} ms`,
    );
  };
  try {
    // Midnight in Moscow, 90 days and a year back from "now".
    const to = new Date('2026-11-24T21:00:00Z');
    const from90 = new Date(to.getTime() - 90 * DAY_MS);
    const fromYear = new Date(to.getTime() - 365 * DAY_MS);
    const statuses = [2, 3];
    const clusterIds = clusters.slice(0, 5);
    const warehouseIds = warehouses.slice(0, 10);
    await add(
      'page of 100, three filters, 90 days, with summary',
      () =>
        call('POST', '/v1/OzonSalesOrder/FindSalesOzonOrders', {
          DateFrom: from90.toISOString(),
          DateTo: to.toISOString(),
          Statuses: statuses,
          WarehouseClusterIDs: clusterIds,
          WarehouseIDs: warehouseIds,
          GatherSummary: true,
          Count: PAGE,
        }),
      floorOfPage(
        db,
        from90,
        to,
        sql`i.status = ANY(${statuses}::smallint[]) AND i.cluster_to_id = ANY(${clusterIds}::int[])
          AND i.ozon_warehouse_id = ANY(${warehouseIds}::int[])`,
      ),
      'the page, its orders, and the summary from the daily groups of whole UTC days and the items of the part-days at the ends',
      kind === 'postgres' ? 100 : undefined,
      filteredOrderCount,
    );
    await add(
      'page of 100, a whole year, no filter, with summary',
      () =>
        call('POST', '/v1/OzonSalesOrder/FindSalesOzonOrders', {
          DateFrom: fromYear.toISOString(),
          DateTo: to.toISOString(),
          GatherSummary: true,
          Count: PAGE,
        }),
      floorOfPage(db, fromYear, to, null),
      'the page, and the summary of the year from the hourly summary tables (the counts and the sums by currency)',
      kind === 'postgres' ? 150 : undefined,
      filteredOrderCount,
    );
    await add(
      'GetLatestSalesReport (90 days)',
      () => call('GET', '/v1/Report/GetLatestSalesReport?days=90'),
      latestSalesFloor(db),
      "the days' orders and sales from the hourly summaries, the two weeks of accruals and the latest sales, at once",
      undefined,
      daysWithOrders,
    );
    const october = { DateFrom: '2026-10-01', DateTo: '2026-10-31', Count: PAGE };
    await add(
      "a month's reconciliation",
      () => call('POST', '/v1/Operation/GetReconciliationReport', october),
      async () => {
        const from = new Date('2026-09-30T21:00:00Z');
        const end = new Date('2026-10-31T21:00:00Z');
        await Promise.all([
          sql`WITH p AS (SELECT posting_number, min(order_id) AS order_id, min(date) AS date,
                bool_and(status = 3) AS delivered, bool_and(status = 4) AS cancelled,
                coalesce(sum(price * quantity) FILTER (WHERE status <> 4), 0) AS amount
              FROM ozon_sales_order_items WHERE date >= ${from} AND date < ${end} GROUP BY posting_number),
            a AS (SELECT posting_number, count(*) FILTER (WHERE operation_type = 'OperationAgentDeliveredToCustomer') AS sales,
                coalesce(sum(accruals_for_sale) FILTER (WHERE operation_type = 'OperationAgentDeliveredToCustomer'), 0) AS sale,
                sum(amount - accruals_for_sale - sale_commission) AS services
              FROM ozon_operations WHERE posting_number IN (SELECT posting_number FROM p) GROUP BY posting_number),
            d AS (SELECT p.date, p.posting_number,
                CASE WHEN p.delivered AND coalesce(a.sales, 0) = 0 THEN 1
                  WHEN a.sales > 0 AND abs(a.sale - p.amount) > 0.005 THEN 2
                  WHEN p.cancelled AND abs(a.services) > 0.005 THEN 3 END AS kind
              FROM p LEFT JOIN a USING (posting_number)),
            r AS (SELECT r.posting_number, min(r.return_date) AS date, 4 AS kind FROM ozon_returns r
              WHERE r.return_date >= ${from} AND r.return_date < ${end} AND NOT EXISTS (SELECT 1 FROM ozon_operations o
                WHERE o.posting_number = r.posting_number AND o.transaction_type = 2) GROUP BY r.posting_number),
            found AS (SELECT * FROM d WHERE kind IS NOT NULL UNION ALL SELECT date, posting_number, kind FROM r)
          SELECT (SELECT count(*) FROM p),
            (SELECT json_agg(c) FROM (SELECT kind, count(*) FROM found GROUP BY kind) c),
            (SELECT json_agg(f) FROM (SELECT * FROM found ORDER BY date, posting_number LIMIT ${PAGE}) f)`.execute(db),
          sql`SELECT operation_type, currency_code, count(*), sum(amount), sum(accruals_for_sale), sum(sale_commission)
            FROM ozon_operations WHERE date >= ${from} AND date < ${end} GROUP BY 1, 2`.execute(db),
        ]);
      },
      'the discrepancies of the month counted per kind and paged in one statement, and the totals per type',
    );
  } finally {
    await t.close();
    await scratch?.drop();
  }
  return cases;
}

const postgresUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A year of postings at the sandbox's default scale: the client's pull alone, then the whole import. */
async function measureImport(): Promise<OrdersBenchmarkResult['import']> {
  const { connectOzon } = await import('../server/ozon/connection.js');
  const ozon = await connectOzon(loadConfig({ LOG_LEVEL: 'silent' }), { SANDBOX_NOW: NOW.toISOString() });
  const scratch = await createScratchPostgres(postgresUrl());
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await migrate(database);
  const t = await buildTestApp({ database, ozon, env: { OZON_API_URL: ozon.credentials.baseUrl } });
  try {
    const period = { since: new Date(NOW.getTime() - 365 * DAY_MS), to: NOW };
    const transport = httpTransport(ozon.credentials);
    const pullStarted = performance.now();
    let postings = 0;
    for (const scheme of ['fbs', 'fbo'] as const) {
      const api = postingsApi(transport);
      for await (const page of scheme === 'fbs' ? api.fbsPages(period) : api.fboPages(period)) postings += page.length;
      for await (const page of returnsApi(transport).pages({
        logisticReturnDate: { from: period.since, to: period.to },
        schema: scheme === 'fbs' ? 'FBS' : 'FBO',
      }))
        void page;
    }
    const pullMs = performance.now() - pullStarted;
    const token = await t.token();
    const importStarted = performance.now();
    const query = `dateFrom=${new Date(period.since.getTime() + DAY_MS).toISOString().slice(0, 10)}&dateTo=${NOW.toISOString().slice(0, 10)}`;
    for (const scheme of ['Fbs', 'Fbo']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/Posting/ImportOzon${scheme}Postings?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`Import answered ${response.statusCode}: ${response.body}`);
    }
    const importMs = performance.now() - importStarted;
    console.log(`  import: ${postings} postings, pull ${Math.round(pullMs)} ms, import ${Math.round(importMs)} ms`);
    return {
      postings,
      pullMs: Math.round(pullMs),
      importMs: Math.round(importMs),
      databaseShare: round((importMs - pullMs) / pullMs),
    };
  } finally {
    await t.close();
    await scratch.drop();
    await ozon.close();
  }
}

export async function ordersBenchmark(): Promise<OrdersBenchmarkResult> {
  const postgres = await measureDatabase(Number(process.env.BENCH_ITERATIONS ?? 40));
  return {
    name: 'orders',
    description:
      'Orders, overview and reconciliation reads at a million postings (app through HTTP vs the hand-written floor), on PostgreSQL; a year of postings imported vs pulled',
    scale: { postings: POSTINGS },
    cases: postgres,
    import: process.env.BENCH_SKIP_IMPORT ? null : await measureImport(),
    node: process.version,
    measuredAt: new Date().toISOString(),
  };
}
