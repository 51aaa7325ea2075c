import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import { pnlOzonLines, type PnlReport } from '../contracts/profitAndLoss.js';
import { moscowInstants } from '../server/profit-and-loss/pnlRepository.js';
import { refusedReturns } from '../server/sales-orders/refusedReturns.js';
import type { DB } from '../server/db/schema.generated.js';
import { openDatabase } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { createScratchPostgres } from '../server/test/testDatabase.js';
import { buildLikeNpmStart, stopApp } from './appProcess.js';
import {
  alternately,
  callApp,
  loadApp,
  loadFloor,
  login,
  startBenchApp,
  type AppUnderLoad,
  type FloorUnderLoad,
  type Latency,
} from './benchApp.js';
import { generate, POSTINGS } from './orderData.js';

/**
 * `npm run bench -- pnl`: a year of profit and loss by month (issue 30) at a million postings on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), against the app as `npm start` runs it over HTTP.
 * The year's accruals are split by SKU as the importer writes them (a sale with its commission and
 * logistics per posting, acquiring, a return of 3 %, storage every day), every delivered unit is
 * allocated to a batch, the P&L days and months are kept by the migration's own function. The screen's
 * question is each product's profit per month (`Figure`); the floor is the same answer in one
 * hand-written statement on the same tables (the month sums per SKU included), and the app's answer is
 * checked against it row by row, to the kopeck, before anything is timed.
 */
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8723);
const CALLS = Number(process.env.BENCH_SINGLE_CALLS ?? 200);
/** A team opening the year at once: a few people, not fifty (the year is the heaviest read of the app). */
const USERS = Number(process.env.BENCH_PNL_USERS ?? 5);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
/** Issue 30's goal: p95 under 300 ms and within 1.5x of the floor. */
const GOAL_P95_MS = 300;
const GOAL_RATIO = 1.5;
/** What the screen asks for a year of months side by side: the profit of each product and month. */
const YEAR = {
  DateFrom: '2025-12-01',
  DateTo: '2026-11-30',
  Columns: 'Months',
  GroupBy: 'Product',
  Figure: 'Profit',
} as const;

export interface PnlBenchmarkResult {
  name: string;
  description: string;
  scale: { postings: number; operations: number; allocations: number; pnlDays: number; pnlMonths: number };
  generatedSeconds: number;
  calls: number;
  app: Latency;
  floor: Latency;
  ratioP95: number;
  goal: { p95Ms: number; ratio: number; holds: boolean };
  /** The same call by USERS at once for SECONDS, and the floor by as many callers. */
  underLoad: { users: number; seconds: number; app: AppUnderLoad; floor: FloorUnderLoad };
  checked: string;
  machine: { cpus: number; memoryGb: number };
  node: string;
  measuredAt: string;
}

/** A year of accruals with their lines per SKU, a catalogue for the SKUs, and a batch behind every sale. */
export async function generateMoney(db: Kysely<DB>): Promise<void> {
  await sql`DELETE FROM ozon_operations`.execute(db);
  // The catalogue: one product and package per SKU (the orders sell 5 000 SKUs), fifty categories.
  await sql`INSERT INTO product_categories (id, name) SELECT n, 'Категория ' || n FROM generate_series(1, 50) n`.execute(
    db,
  );
  await sql`INSERT INTO products (id, name, category_id) SELECT n, 'Товар ' || n, 1 + n % 50 FROM generate_series(1, 5000) n`.execute(
    db,
  );
  await sql`INSERT INTO product_packages (id, product_id, name) SELECT n, n, 'Упаковка ' || n FROM generate_series(1, 5000) n`.execute(
    db,
  );
  await sql`INSERT INTO ozon_products (product_package_id, ozon_product_id, sku, name)
    SELECT n, 500000 + n, 100000 + n % 5000, 'Товар ' || n FROM generate_series(1, 5000) n`.execute(db);
  await sql`UPDATE ozon_sales_order_items SET product_package_id = CASE WHEN sku = 100000 THEN 5000 ELSE sku - 100000 END`.execute(
    db,
  );
  // Sales: Ozon accrues a delivered posting two days after the order, with commission and logistics.
  await sql`INSERT INTO ozon_operations (id, date, operation_type, transaction_type, accrual_type, currency_code,
      amount, accruals_for_sale, sale_commission, posting_number, unit_number, lines)
    SELECT i.id, date_trunc('day', i.date + interval '3 hours') - interval '3 hours' + interval '2 days',
      'OperationAgentDeliveredToCustomer', 1, 'POSTING', 'RUB',
      i.price * i.quantity - round(i.price * i.quantity * 0.2, 2) - 60 * i.quantity,
      i.price * i.quantity, -round(i.price * i.quantity * 0.2, 2), i.posting_number, i.posting_number,
      jsonb_build_array(
        jsonb_build_object('Sku', i.sku, 'Fee', 'SaleAmount', 'Amount', i.price * i.quantity, 'Units', i.quantity),
        jsonb_build_object('Sku', i.sku, 'Fee', 'SaleCommission', 'Amount', -round(i.price * i.quantity * 0.2, 2)),
        jsonb_build_object('Sku', i.sku, 'Fee', 'Logistic', 'Amount', -60 * i.quantity))
    FROM ozon_sales_order_items i WHERE i.status = 3 AND i.currency_code = 'RUB'`.execute(db);
  await sql`INSERT INTO ozon_operations (id, date, operation_type, transaction_type, accrual_type, currency_code,
      amount, posting_number, unit_number, lines)
    SELECT 20000000 + i.id, date_trunc('day', i.date + interval '3 hours') - interval '3 hours' + interval '2 days',
      'MarketplaceRedistributionOfAcquiringOperation', 6, 'ITEM', 'RUB', -round(i.price * i.quantity * 0.015, 2),
      i.posting_number, i.posting_number,
      jsonb_build_array(jsonb_build_object('Sku', i.sku, 'Fee', 'Acquiring', 'Amount', -round(i.price * i.quantity * 0.015, 2)))
    FROM ozon_sales_order_items i WHERE i.status = 3 AND i.currency_code = 'RUB'`.execute(db);
  // Returns (3 % of the delivered, as the orders bench has them): the sale reversed, the way back.
  await sql`INSERT INTO ozon_operations (id, date, operation_type, transaction_type, accrual_type, currency_code,
      amount, accruals_for_sale, sale_commission, posting_number, unit_number, lines)
    SELECT 40000000 + r.id, date_trunc('day', r.return_date + interval '3 hours') - interval '3 hours',
      'ClientReturnAgentOperation', 2, 'POSTING', 'RUB', -r.price + round(r.price * 0.2, 2) - 60,
      -r.price, round(r.price * 0.2, 2), r.posting_number, r.posting_number,
      jsonb_build_array(
        jsonb_build_object('Sku', r.sku, 'Fee', 'ReturnAmount', 'Amount', -r.price, 'Units', 1),
        jsonb_build_object('Sku', r.sku, 'Fee', 'ReturnCommission', 'Amount', round(r.price * 0.2, 2)),
        jsonb_build_object('Sku', r.sku, 'Fee', 'ReverseLogistic', 'Amount', -60))
    FROM ozon_returns r WHERE r.currency_code = 'RUB'`.execute(db);
  // Storage and paid search every day, apart from products.
  await sql`INSERT INTO ozon_operations (id, date, operation_type, transaction_type, accrual_type, currency_code,
      amount, unit_number, lines)
    SELECT 60000000 + n * 2 + k, ('2025-11-20'::date + n)::timestamp AT TIME ZONE 'Europe/Moscow',
      CASE k WHEN 0 THEN 'OperationMarketplaceServiceStorage' ELSE 'OperationElectronicServicesPromotionInSearch' END,
      3, 'NON_ITEM', 'RUB', -(20000 + k * 15000),
      (2000000000000 + n * 2 + k)::text,
      jsonb_build_array(jsonb_build_object('Sku', NULL, 'Fee', CASE k WHEN 0 THEN 'Storage' ELSE 'PayPerClick' END,
        'Amount', -(20000 + k * 15000)))
    FROM generate_series(0, 375) n, generate_series(0, 1) k`.execute(db);
  // One batch in sale with every product at 40 % of its price, each package sold under an FBO plan big
  // enough for its year: every delivered unit is allocated (what the allocation run would write).
  await sql`INSERT INTO purchase_batches (id, name, date, status) VALUES (1, 'Год', '2025-01-01', 2)`.execute(db);
  await sql`INSERT INTO purchase_batch_items (id, purchase_batch_id, product_id, count, price)
    SELECT n, 1, n, 1000000, round((100 + n % 5000) * 0.4, 2) FROM generate_series(1, 5000) n`.execute(db);
  await sql`INSERT INTO sales_items (id, purchase_batch_item_id, product_package_id, volume, packaging_price)
    SELECT n, n, n, 1, 5 FROM generate_series(1, 5000) n`.execute(db);
  await sql`INSERT INTO sales_plans (id, sales_item_id, sales_channel_id, price, amount, delivery_cost)
    SELECT n, n, 1, 100 + n % 5000, 1000000, 300000 FROM generate_series(1, 5000) n`.execute(db);
  await sql`INSERT INTO sales_plan_allocations (sales_plan_id, order_item_id, sold, returned, sales_sum, unit_cost)
    SELECT i.product_package_id, i.id, i.quantity, i.returned_quantity, i.price * i.quantity,
      round((100 + i.product_package_id % 5000) * 0.4, 2) + 5 + 0.3
    FROM ozon_sales_order_items i WHERE i.status = 3 AND i.currency_code = 'RUB'`.execute(db);
  // The P&L days and months as the importers and the allocation run keep them (migration 0023).
  await sql`SELECT refresh_operation_days(array_agg(DISTINCT date_trunc('day', date, 'UTC'))) FROM ozon_operations`.execute(
    db,
  );
  const days = await sql<{
    day: Date;
  }>`SELECT DISTINCT date_trunc('day', date, 'UTC') AS day FROM ozon_operations ORDER BY 1`.execute(db);
  for (let at = 0; at < days.rows.length; at += 30) {
    const chunk = days.rows.slice(at, at + 30).map((row) => new Date(row.day).toISOString());
    await sql`SELECT refresh_pnl_days(${chunk}::timestamptz[])`.execute(db);
  }

  await sql`VACUUM ANALYZE`.execute(db);
}

/** A month's answer: each row's profit and the total's Ozon, cost and profit, kopecks; the accruals' net. */
export interface PnlFloorMonth {
  month: string;
  ozon: number;
  cost: number;
  profit: number;
  accrualNet: number;
  unitsWithoutCost: number;
}

/**
 * The floor: the same answer in one hand-written statement on the same tables (the month sums per SKU
 * included): each product's profit per month under the seller's regime (УСН «доходы» 6 %, no VAT, as the
 * bench leaves it: tax = 6 % of the net revenue and compensations, whole kopecks half away from zero),
 * the refusals' handling, the charges without a SKU under their lines, the rows in the app's order, and
 * per month the total's Ozon, cost and profit (the total's tax never below zero), the units of unknown
 * cost and the accruals' net. Written for speed as a person would: kopecks summed as float8 (exact below
 * 2^53, and a float8 sum keeps no numeric state), the rows grouped by integer IDs and named after, the
 * tax in integers.
 */
export async function floor(
  db: Kysely<DB>,
): Promise<{ rows: { key: string; profits: number[] }[]; months: PnlFloorMonth[] }> {
  const months = Array.from(
    { length: 12 },
    (_, index) => `${index < 1 ? 2025 : 2026}-${String(((index + 11) % 12) + 1).padStart(2, '0')}-01`,
  );
  const line = (name: (typeof pnlOzonLines)[number]) => sql.raw(`s.amounts[${pnlOzonLines.indexOf(name) + 1}]`);
  const allLines = sql.raw(pnlOzonLines.map((_, index) => `s.amounts[${index + 1}]`).join(' + '));
  const compensations = pnlOzonLines.indexOf('Compensations') + 1;
  const span = moscowInstants({ from: '2025-12-01', to: '2026-11-30' });
  const result = await sql<{
    key: string;
    profits: string[] | null;
    month: string | null;
    ozon: string;
    cost: string;
    profit: string;
    net: string;
    uncosted: string;
  }>`
    WITH segs AS (SELECT s.month FROM unnest(${months}::date[]) AS s(month)),
    refused AS (${refusedReturns(sql<boolean>`r.return_date >= ${span.start} AND r.return_date < ${span.end}`)}),
    money AS (
      SELECT s.sku, s.month, ${line('Revenue')}::float8 AS revenue,
        (${line('Revenue')} + ${line('Returns')} + ${line('Compensations')})::float8 AS income,
        (${allLines})::float8 AS ozon, s.cost::float8 AS cost, 0::float8 AS handling, s.units_sold - s.units_costed AS uncosted
      FROM pnl_month_skus s JOIN segs ON segs.month = s.month WHERE s.sku <> 0
      UNION ALL
      SELECT f.sku, date_trunc('month', moscow_day(f.at))::date, 0, 0, 0, 0,
        (SELECT c.cancelled_sale_handling_price FROM (SELECT o.type FROM ozon_sales_order_items i
            JOIN ozon_sales_orders o ON o.id = i.order_id WHERE i.posting_number = f.posting_number LIMIT 1) t
          JOIN sales_channels c ON t.type = ANY(c.ozon_order_types) ORDER BY c.id LIMIT 1)::float8 * 100, 0
      FROM refused f WHERE f.rank = 1),
    cells AS (
      SELECT pp.product_id, CASE WHEN pp.id IS NULL THEN m.sku END AS lone_sku, m.month, sum(m.revenue) AS revenue,
        sum(m.income) AS income, sum(m.ozon) AS ozon, sum(m.cost) AS cost, sum(m.handling) AS handling,
        sum(m.uncosted) AS uncosted
      FROM money m LEFT JOIN ozon_products op ON op.sku = m.sku LEFT JOIN product_packages pp ON pp.id = op.product_package_id
      GROUP BY 1, 2, 3
      UNION ALL
      -- The charges without a SKU: a row per line, keyed by the line's negated place.
      SELECT NULL, -l.line, s.month, 0, CASE WHEN l.line = ${compensations} THEN l.amount ELSE 0 END, l.amount, 0, 0, 0
      FROM pnl_month_skus s JOIN segs ON segs.month = s.month
      CROSS JOIN LATERAL unnest(s.amounts) WITH ORDINALITY AS l(amount, line)
      WHERE s.sku = 0 AND l.amount <> 0),
    taxed AS (SELECT c.*, (sign(c.income) * ((abs(c.income::bigint * 6) + 50) / 100))::float8 AS tax FROM cells c),
    ranked AS (
      SELECT CASE WHEN t.lone_sku < 0 THEN 'unassigned:' || (${sql.val([...pnlOzonLines])}::text[])[-t.lone_sku]
          WHEN t.product_id IS NULL THEN 'sku:' || t.lone_sku ELSE 'product:' || t.product_id END AS key,
        sum(t.revenue) AS revenue,
        ARRAY[${sql.join(
          months.map(
            (month) =>
              sql`coalesce(sum(t.ozon - t.cost - t.handling - t.tax) FILTER (WHERE t.month = ${sql.lit(month)}), 0)`,
          ),
        )}] AS profits
      FROM taxed t GROUP BY t.product_id, t.lone_sku)
    SELECT key, profits::bigint[]::text[] AS profits, NULL AS month, 0 AS ozon, 0 AS cost, 0 AS profit, 0 AS net, 0 AS uncosted FROM (
      SELECT key, profits FROM ranked ORDER BY starts_with(key, 'unassigned:'), revenue DESC, key COLLATE "C") r
    UNION ALL
    SELECT NULL, NULL, segs.month::text, coalesce(sum(t.ozon), 0), coalesce(sum(t.cost), 0),
      coalesce(sum(t.ozon - t.cost - t.handling), 0) - greatest(coalesce(sum(t.tax), 0), 0),
      (SELECT coalesce(sum(o.amount), 0) * 100 FROM ozon_operation_days o WHERE o.currency_code = 'RUB'
        AND o.day >= (segs.month - 1)::timestamp AT TIME ZONE 'UTC'
        AND o.day < (segs.month + interval '1 month' - interval '1 day')::timestamp AT TIME ZONE 'UTC'),
      coalesce(sum(greatest(t.uncosted, 0)), 0)
    FROM segs LEFT JOIN taxed t ON t.month = segs.month GROUP BY segs.month`.execute(db);
  return {
    rows: result.rows
      .filter((row) => row.key !== null)
      .map((row) => ({ key: row.key, profits: row.profits!.map(Number) })),
    months: result.rows
      .filter((row) => row.month !== null)
      .map((row) => ({
        month: row.month!.slice(0, 7),
        ozon: Number(row.ozon),
        cost: Number(row.cost),
        profit: Number(row.profit),
        accrualNet: Number(row.net),
        unitsWithoutCost: Number(row.uncosted),
      }))
      .sort((a, b) => a.month.localeCompare(b.month)),
  };
}

const kopecks = (roubles: number) => Math.round(roubles * 100);

/** The app's answer against the floor's, to the kopeck: the rows in order, each month's profit, the totals. */
export function checkAgainstFloor(report: PnlReport, expected: Awaited<ReturnType<typeof floor>>): void {
  const fail = (what: string, app: unknown, floor: unknown) => {
    throw new Error(`${what}: the app answered ${JSON.stringify(app)}, the floor ${JSON.stringify(floor)}`);
  };
  if (report.Rows.length !== expected.rows.length) fail('rows', report.Rows.length, expected.rows.length);
  report.Rows.forEach((row, index) => {
    const want = expected.rows[index]!;
    const profits = (row.Values ?? []).map(kopecks);
    if (row.Key !== want.key || profits.join() !== want.profits.join()) fail(`row ${index}`, [row.Key, profits], want);
  });
  expected.months.forEach((month, index) => {
    const total = report.Total[index]!;
    const app = {
      month: report.Periods[index]!.Key,
      ozon: kopecks(total.Ozon),
      cost: -kopecks(total.Cost),
      profit: kopecks(total.Profit),
      accrualNet: kopecks(report.Checks[index]!.AccrualNet),
      unitsWithoutCost: report.WithoutCost[index]!.UnitsWithoutCost,
    };
    if (JSON.stringify(app) !== JSON.stringify(month)) fail(month.month, app, month);
  });
  if (report.Checks.some((check) => check.Difference !== 0)) throw new Error('the check against the accruals failed');
}

export async function pnlBenchmark(): Promise<PnlBenchmarkResult> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('pnl runs on PostgreSQL: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  await buildLikeNpmStart();
  const scratch = await createScratchPostgres(url);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  const { db } = database;
  try {
    await migrate(database);
    const started = performance.now();
    await generate(database, POSTINGS);
    await generateMoney(db);
    const generatedSeconds = Math.round((performance.now() - started) / 1000);
    const count = async (table: string) =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n);
    const scale = {
      postings: POSTINGS,
      operations: await count('ozon_operations'),
      allocations: await count('sales_plan_allocations'),
      pnlDays: await count('ozon_pnl_days'),
      pnlMonths: await count('ozon_pnl_months'),
    };
    console.log(`  generated in ${generatedSeconds} s: ${JSON.stringify(scale)}`);
    const server = await startBenchApp(PORT, { DATABASE_URL: scratch.url });
    try {
      const token = await login(PORT);
      const call = {
        name: 'a year of P&L by month',
        method: 'POST' as const,
        url: '/v1/ProfitAndLoss/GetProfitAndLoss',
        body: YEAR,
      };
      const report = (await callApp(PORT, token, call)) as PnlReport;
      const expected = await floor(db);
      checkAgainstFloor(report, expected);
      const { app, floor: floorLatency } = await alternately(
        () => callApp(PORT, token, call),
        () => floor(db),
        CALLS,
      );
      const ratioP95 = Math.round((app.p95 / floorLatency!.p95) * 100) / 100;
      console.log(`  app p50 ${app.p50} p95 ${app.p95} ms, floor p50 ${floorLatency!.p50} p95 ${floorLatency!.p95} ms`);
      const underLoad = {
        users: USERS,
        seconds: SECONDS,
        app: await loadApp(PORT, token, call, USERS, SECONDS),
        floor: await loadFloor(() => floor(db), USERS, SECONDS),
      };
      console.log(
        `  ${USERS} users: app p50 ${underLoad.app.p50} p99 ${underLoad.app.p99} ms, ${underLoad.app.perSecond}/s; ` +
          `floor p50 ${underLoad.floor.p50} p99 ${underLoad.floor.p99} ms, ${underLoad.floor.perSecond}/s`,
      );
      return {
        name: 'pnl',
        description:
          'A year of P&L by month, grouped by product, the profit of each product and month as the screen asks for it, at a million postings on PostgreSQL, ' +
          'over HTTP against the server started as npm start runs it, one user calling the app and the floor alternately ' +
          '(the same answer in one hand-written statement on the same tables, the month sums per SKU included), ' +
          'then a few users at once (the app by autocannon, the floor by as many callers); ' +
          'the months are filled before the timed calls, the answer checked row by row against the floor first',
        scale,
        generatedSeconds,
        calls: CALLS,
        app,
        floor: floorLatency!,
        ratioP95,
        goal: { p95Ms: GOAL_P95_MS, ratio: GOAL_RATIO, holds: app.p95 < GOAL_P95_MS && ratioP95 <= GOAL_RATIO },
        underLoad,
        checked: `${expected.rows.length} rows × ${expected.months.length} months of profit, and each month's Ozon, cost, profit and accruals' net, equal the floor's to the kopeck; the check against the accruals 0`,
        machine: { cpus: os.availableParallelism(), memoryGb: Math.round(os.totalmem() / 2 ** 30) },
        node: process.version,
        measuredAt: new Date().toISOString(),
      };
    } finally {
      await stopApp(server);
    }
  } finally {
    await database.close();
    await scratch.drop();
  }
}
