import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig } from '../server/config.js';
import { openDatabase, type Database } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { postingsApi } from '../server/ozon/api/postings.js';
import { returnsApi } from '../server/ozon/api/returns.js';
import { httpTransport } from '../server/ozon/transport.js';
import { refreshOrderHours } from '../server/sales-orders/orderHours.js';
import { buildTestApp, type TestApp } from '../server/test/testApp.js';
import { createScratchPostgres } from '../server/test/testDatabase.js';
import { sortedSamplesMs } from './measure.js';

/**
 * `npm run bench -- orders`: the orders, overview and reconciliation reads at a large seller's scale
 * (a million postings over a year), each next to the best hand-written SQL for the same answer on the
 * same data (the floor), on PostgreSQL and on the embedded database; and a year's posting import at
 * the sandbox's default scale against the client's raw pull of the same pages.
 */
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const NOW = new Date('2026-11-24T09:00:00Z');
const DAY_MS = 86_400_000;
const PAGE = 100;

export interface Percentiles {
  p50: number;
  p95: number;
}

export interface OrdersCase {
  case: string;
  database: 'postgres' | 'pglite';
  iterations: number;
  app: Percentiles;
  floor: Percentiles;
  /** The app's p95 over the floor's. */
  ratioP95: number;
  /** The issue's target for the app's p95, where it sets one in milliseconds. */
  targetP95Ms?: number;
  floorNote: string;
}

export interface OrdersBenchmarkResult {
  name: string;
  description: string;
  scale: Record<string, number>;
  cases: OrdersCase[];
  embeddedOverPostgres: Record<string, number>;
  import: { postings: number; pullMs: number; importMs: number; databaseShare: number } | null;
  node: string;
  measuredAt: string;
}

async function percentiles(run: () => Promise<unknown>, iterations: number): Promise<Percentiles> {
  const samples = await sortedSamplesMs(run, iterations);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))]!;
  return { p50: round(at(0.5)), p95: round(at(0.95)) };
}
const round = (ms: number) => Math.round(ms * 100) / 100;

/** A year of postings, one item each, with statuses, clusters, warehouses, returns and a month of operations. */
export async function generate(database: Database): Promise<{ clusters: number[]; warehouses: number[] }> {
  const { db } = database;
  const yearAgo = new Date(NOW.getTime() - 365 * DAY_MS);
  await sql`INSERT INTO ozon_warehouse_clusters (name) SELECT 'Кластер ' || n FROM generate_series(1, 20) n`.execute(
    db,
  );
  await sql`INSERT INTO ozon_warehouses (ozon_id, name, cluster_id)
    SELECT 1000 + n, 'Склад ' || n, 1 + n % 20 FROM generate_series(1, 30) n`.execute(db);
  await sql`INSERT INTO ozon_sales_orders (ozon_order_id, ozon_order_number, type, date)
    SELECT n, lpad(n::text, 8, '0'), 1 + n % 2,
      ${yearAgo}::timestamptz + (n::double precision / ${POSTINGS}) * interval '365 days' + (n % 97) * interval '1 minute'
    FROM generate_series(1, ${POSTINGS}) n`.execute(db);
  // Statuses: 75 % delivered, 15 % cancelled, the rest on their way or waiting; 14 % shipped from another cluster.
  await sql`INSERT INTO ozon_sales_order_items (order_id, posting_number, sku, offer_id, status, currency_code, price,
      quantity, cluster_from, cluster_to, cluster_from_id, cluster_to_id, ozon_warehouse_ozon_id, ozon_warehouse_id, date)
    SELECT o.id, o.ozon_order_number || '-0001-1', 100000 + o.id % 5000, (o.id % 5000)::text,
      CASE WHEN o.id % 20 < 15 THEN 3 WHEN o.id % 20 < 18 THEN 4 WHEN o.id % 20 = 18 THEN 2 ELSE o.id % 2 END,
      CASE WHEN o.id % 100 = 0 THEN 'KZT' ELSE 'RUB' END, 100 + o.id % 5000, 1 + (o.id % 10 = 0)::int,
      'Кластер ' || (1 + CASE WHEN o.id % 7 = 0 THEN (o.id + 3) % 20 ELSE o.id % 20 END), 'Кластер ' || (1 + o.id % 20),
      1 + CASE WHEN o.id % 7 = 0 THEN (o.id + 3) % 20 ELSE o.id % 20 END, 1 + o.id % 20,
      1000 + 1 + o.id % 30, 1 + o.id % 30, o.date
    FROM ozon_sales_orders o`.execute(db);
  // Returns: 3 % of the delivered items, a week after the order.
  await sql`INSERT INTO ozon_returns (id, posting_number, scheme, type, sku, offer_id, quantity, price, currency_code,
      reason, status, return_date)
    SELECT i.id, i.posting_number, 'FBO', 'ClientReturn', i.sku, i.offer_id, 1, i.price, i.currency_code,
      'Не подошёл размер', 'ReturnedToOzon', i.date + interval '7 days'
    FROM ozon_sales_order_items i WHERE i.status = 3 AND i.id % 33 = 0`.execute(db);
  await sql`UPDATE ozon_sales_order_items SET returned_quantity = 1 WHERE status = 3 AND id % 33 = 0`.execute(db);
  // October's operations: a sale for each delivered posting (one in 200 accrued 1 % short), services
  // on a cancelled one in ten.
  await sql`INSERT INTO ozon_operations (id, date, operation_type, transaction_type, accrual_type, currency_code,
      amount, accruals_for_sale, sale_commission, posting_number, unit_number)
    SELECT i.id, date_trunc('day', i.date) + interval '2 days', 'OperationAgentDeliveredToCustomer', 1, 'POSTING',
      i.currency_code, round(i.price * i.quantity * 0.8, 2),
      CASE WHEN i.id % 200 = 0 THEN round(i.price * i.quantity * 0.99, 2) ELSE i.price * i.quantity END,
      -round(i.price * i.quantity * 0.2, 2), i.posting_number, i.posting_number
    FROM ozon_sales_order_items i
    WHERE i.status = 3 AND i.date >= '2026-09-30T21:00:00Z' AND i.date < '2026-10-31T21:00:00Z'`.execute(db);
  await sql`INSERT INTO ozon_operations (id, date, operation_type, transaction_type, accrual_type, currency_code,
      amount, posting_number, unit_number)
    SELECT 10000000 + i.id, date_trunc('day', i.date) + interval '3 days', 'OperationItemReturn', 2, 'POSTING',
      i.currency_code, -150, i.posting_number, i.posting_number
    FROM ozon_sales_order_items i
    WHERE i.status = 4 AND i.id % 10 = 0 AND i.date >= '2026-09-30T21:00:00Z' AND i.date < '2026-10-31T21:00:00Z'`.execute(
    db,
  );
  const hours = await sql<{
    hour: Date;
  }>`SELECT DISTINCT date_trunc('hour', date) AS hour FROM ozon_sales_order_items`.execute(db);
  const all = hours.rows.map((row) => new Date(row.hour).getTime());
  for (let i = 0; i < all.length; i += 2000) await refreshOrderHours(db, all.slice(i, i + 2000));
  await sql`ANALYZE`.execute(db);
  const clusters = (await db.selectFrom('ozon_warehouse_clusters').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
  const warehouses = (await db.selectFrom('ozon_warehouses').select('id').orderBy('id').execute()).map((r) => r.id);
  return { clusters, warehouses };
}

/**
 * The floor of the overview's report (90 days to now): the days' orders and sales from the hourly
 * summaries (the seller's days start at Moscow's midnight, a whole hour), the two weeks of accruals and
 * the latest sales, at once. It returns the days with orders, to check the app's answer by.
 */
export function latestSalesFloor(db: Database['db']) {
  return async () => {
    const until = new Date();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(until);
    const since = new Date(new Date(`${today}T00:00:00+03:00`).getTime() - 89 * DAY_MS);
    const [days] = await Promise.all([
      sql<{ orders: number }>`SELECT to_char(hour AT TIME ZONE 'Europe/Moscow', 'YYYY-MM-DD') AS day,
          sum(orders)::int AS orders
        FROM ozon_sales_order_hours WHERE hour >= ${since} AND hour < ${until} GROUP BY 1`.execute(db),
      sql`SELECT to_char(hour AT TIME ZONE 'Europe/Moscow', 'YYYY-MM-DD') AS day, sum(sales)
        FROM ozon_sales_order_hour_sums WHERE hour >= ${since} AND hour < ${until} AND currency_code = 'RUB'
        GROUP BY 1`.execute(db),
      sql`SELECT currency_code, sum(amount) FROM ozon_operations
        WHERE date >= ${new Date(until.getTime() - 14 * DAY_MS)} AND date < ${until} GROUP BY 1`.execute(db),
      sql`SELECT * FROM ozon_sales_order_items WHERE date < ${until} ORDER BY date DESC, id DESC LIMIT 10`.execute(db),
    ]);
    return days.rows.filter((day) => day.orders > 0).length;
  };
}

/**
 * The floor of a page of orders with its summary: the same answer in the fewest hand-written statements,
 * the summary of whole hours without a filter read from the hourly summary tables, as the app may.
 * It returns the filtered orders' count, to check the app's answer by.
 */
export function floorOfPage(db: Database['db'], from: Date, to: Date, filters: ReturnType<typeof sql> | null) {
  if (!filters) return floorOfUnfilteredPage(db, from, to);
  const where = sql`i.date >= ${from} AND i.date < ${to} AND ${filters}`;
  return async () => {
    const ids = await pageOfOrders(db, from, to, filters);
    const [, summary] = await Promise.all([
      sql`SELECT o.*, i.* FROM ozon_sales_orders o JOIN ozon_sales_order_items i ON i.order_id = o.id
        WHERE o.id = ANY(${ids}::bigint[])`.execute(db),
      sql<{ orders: number }>`SELECT count(DISTINCT i.order_id)::int AS orders, sum(i.quantity),
          count(DISTINCT i.order_id) FILTER (WHERE i.status = 4), sum(i.quantity) FILTER (WHERE i.status = 4),
          count(DISTINCT i.order_id) FILTER (WHERE i.status = 3), sum(i.quantity) FILTER (WHERE i.status = 3),
          count(DISTINCT i.order_id) FILTER (WHERE i.cluster_from <> i.cluster_to), sum(i.quantity) FILTER (WHERE i.cluster_from <> i.cluster_to),
          count(DISTINCT i.order_id) FILTER (WHERE i.returned_quantity > 0), sum(i.returned_quantity)
        FROM ozon_sales_order_items i WHERE ${where}`.execute(db),
      sql`SELECT i.currency_code, sum(i.price * i.quantity), sum(i.price * i.quantity) FILTER (WHERE i.status <> 4),
          sum(i.price * i.quantity) FILTER (WHERE i.status = 3), sum(i.price * i.returned_quantity)
        FROM ozon_sales_order_items i WHERE ${where} GROUP BY 1`.execute(db),
      sql`SELECT sum(orders), sum(products) FROM ozon_sales_order_hours WHERE hour >= ${from} AND hour < ${to}`.execute(
        db,
      ),
    ]);
    return summary.rows[0]!.orders;
  };
}

/** The newest orders of the period with an item passing the filters, from the orders' date index. */
async function pageOfOrders(db: Database['db'], from: Date, to: Date, filters: ReturnType<typeof sql> | null) {
  const page = await sql<{ id: number }>`SELECT o.id FROM ozon_sales_orders o
    WHERE o.date >= ${from} AND o.date < ${to}
      AND EXISTS (SELECT 1 FROM ozon_sales_order_items i WHERE i.order_id = o.id ${filters ? sql`AND ${filters}` : sql``})
    ORDER BY o.date DESC, o.id DESC LIMIT ${PAGE}`.execute(db);
  return page.rows.map((row) => row.id);
}

/** The page, and the summary of the period's whole hours from the hourly summaries (by count and by currency). */
function floorOfUnfilteredPage(db: Database['db'], from: Date, to: Date) {
  return async () => {
    const ids = await pageOfOrders(db, from, to, null);
    const [, summary] = await Promise.all([
      sql`SELECT o.*, i.* FROM ozon_sales_orders o JOIN ozon_sales_order_items i ON i.order_id = o.id
        WHERE o.id = ANY(${ids}::bigint[])`.execute(db),
      sql<{ orders: number }>`SELECT sum(orders)::int AS orders, sum(products), sum(cancelled_orders),
          sum(cancelled_products), sum(finalized_orders), sum(finalized_products), sum(non_local_orders),
          sum(non_local_products), sum(returned_orders), sum(returned_products)
        FROM ozon_sales_order_hours WHERE hour >= ${from} AND hour < ${to}`.execute(db),
      sql`SELECT currency_code, sum(amount), sum(sales), sum(finalized_sales), sum(returns)
        FROM ozon_sales_order_hour_sums WHERE hour >= ${from} AND hour < ${to} GROUP BY 1`.execute(db),
    ]);
    return summary.rows[0]!.orders;
  };
}

async function measureDatabase(kind: 'postgres' | 'pglite', iterations: number): Promise<OrdersCase[]> {
  const scratch = kind === 'postgres' ? await createScratchPostgres(postgresUrl()) : null;
  const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'memory' });
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
  };
  const cases: OrdersCase[] = [];
  const add = async (
    name: string,
    app: () => Promise<unknown>,
    floor: () => Promise<unknown>,
    floorNote: string,
    targetP95Ms?: number,
  ) => {
    const appTimes = await percentiles(app, iterations);
    const floorTimes = await percentiles(floor, iterations);
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
      'the page, its orders and the summary over the filtered items, in four statements',
      kind === 'postgres' ? 100 : undefined,
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
    );
    await add(
      'GetLatestSalesReport (90 days)',
      () => call('GET', '/v1/Report/GetLatestSalesReport?days=90'),
      latestSalesFloor(db),
      "the days' orders and sales from the hourly summaries, the two weeks of accruals and the latest sales, at once",
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
  const postgres = await measureDatabase('postgres', Number(process.env.BENCH_ITERATIONS ?? 40));
  const pglite = await measureDatabase('pglite', Number(process.env.BENCH_ITERATIONS ?? 20));
  const embeddedOverPostgres = Object.fromEntries(
    postgres.map((result) => [
      result.case,
      round(pglite.find((other) => other.case === result.case)!.app.p95 / result.app.p95),
    ]),
  );
  return {
    name: 'orders',
    description:
      'Orders, overview and reconciliation reads at a million postings (app through HTTP vs the hand-written floor), PostgreSQL and PGlite; a year of postings imported vs pulled',
    scale: { postings: POSTINGS },
    cases: [...postgres, ...pglite],
    embeddedOverPostgres,
    import: process.env.BENCH_SKIP_IMPORT ? null : await measureImport(),
    node: process.version,
    measuredAt: new Date().toISOString(),
  };
}
