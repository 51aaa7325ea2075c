import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { PnlReport } from '../contracts/profitAndLoss.js';
import type { DB } from '../server/db/schema.generated.js';
import { openDatabase } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { createScratchPostgres } from '../server/test/testDatabase.js';
import { buildLikeNpmStart, stopApp } from './appProcess.js';
import { alternately, callApp, login, startBenchApp, type Latency } from './benchApp.js';
import { generate, POSTINGS } from './orderData.js';

/**
 * `npm run bench -- pnl`: a year of profit and loss by month (issue 30) at a million postings on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), against the app as `npm start` runs it over HTTP.
 * The year's accruals are split by SKU as the importer writes them (a sale with its commission and
 * logistics per posting, acquiring, a return of 3 %, storage every day), every delivered unit is
 * allocated to a batch, the P&L days and months are kept by the migration's own function. The floor is
 * the best hand-written SQL for the same figures per month and SKU on the same tables (the month sums
 * included); the months' Ozon totals and goods' cost are checked against it before anything is timed.
 */
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8723);
const CALLS = Number(process.env.BENCH_SINGLE_CALLS ?? 100);
/** Issue 30's goal: p95 under 300 ms and within 1.5x of the floor. */
const GOAL_P95_MS = 300;
const GOAL_RATIO = 1.5;
const YEAR = { DateFrom: '2025-12-01', DateTo: '2026-11-30', Columns: 'Months', GroupBy: 'Product' } as const;

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
  checked: string;
  machine: { cpus: number; memoryGb: number };
  node: string;
  measuredAt: string;
}

/** A year of accruals with their lines per SKU, a catalogue for the SKUs, and a batch behind every sale. */
async function generateMoney(db: Kysely<DB>): Promise<void> {
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

/**
 * The floor: the same answer's figures (every Ozon accrual type and the goods' cost per month and SKU)
 * straight from the month sums, as a person would write it; the app adds the rows up per product, maps
 * the types to lines, taxes them, counts the refusals and checks the accruals. Answers the months'
 * Ozon totals and goods' cost, to check the app by.
 */
async function floor(db: Kysely<DB>): Promise<{ month: string; ozon: number; cost: number }[]> {
  const result = await sql<{ month: string; sku: string; fee: string; amount: string; units: number }>`
    SELECT to_char(m.month, 'YYYY-MM') AS month, m.sku, m.fee, sum(m.amount) AS amount, sum(m.units)::integer AS units
    FROM ozon_pnl_months m
    WHERE m.month BETWEEN '2025-12-01' AND '2026-11-01' AND m.currency_code = 'RUB'
    GROUP BY 1, 2, 3`.execute(db);
  const months = new Map<string, { month: string; ozon: number; cost: number }>();
  for (const row of result.rows) {
    const month = months.get(row.month) ?? { month: row.month, ozon: 0, cost: 0 };
    const kopecks = Math.round(Number(row.amount) * 100);
    if (row.fee === 'GoodsCost') month.cost += kopecks;
    else month.ozon += kopecks;
    months.set(row.month, month);
  }
  return [...months.values()]
    .map((month) => ({ month: month.month, ozon: month.ozon / 100, cost: month.cost / 100 }))
    .sort((a, b) => a.month.localeCompare(b.month));
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
      const answered = report.Periods.map((period, index) => ({
        month: period.Key,
        ozon: report.Total[index]!.Ozon,
        cost: -report.Total[index]!.Cost,
      }));
      const kopecks = (value: number) => Math.round(value * 100);
      for (const month of expected) {
        const app = answered.find((one) => one.month === month.month);
        if (!app || kopecks(app.ozon) !== kopecks(month.ozon) || kopecks(app.cost) !== kopecks(month.cost))
          throw new Error(
            `${month.month}: the app answered ${JSON.stringify(app)}, the floor ${JSON.stringify(month)}`,
          );
      }
      if (report.Checks.some((check) => check.Difference !== 0))
        throw new Error('the check against the accruals failed');
      const { app, floor: floorLatency } = await alternately(
        () => callApp(PORT, token, call),
        () => floor(db),
        CALLS,
      );
      const ratioP95 = Math.round((app.p95 / floorLatency!.p95) * 100) / 100;
      console.log(`  app p50 ${app.p50} p95 ${app.p95} ms, floor p50 ${floorLatency!.p50} p95 ${floorLatency!.p95} ms`);
      return {
        name: 'pnl',
        description:
          'A year of P&L by month, grouped by product, at a million postings on PostgreSQL, over HTTP against the server started as npm start runs it, ' +
          "one user calling the app and the floor (hand-written SQL for the months' Ozon totals and goods' cost per SKU on the same tables, the month sums included) alternately, " +
          "each month's Ozon total and cost checked against the floor first",
        scale,
        generatedSeconds,
        calls: CALLS,
        app,
        floor: floorLatency!,
        ratioP95,
        goal: { p95Ms: GOAL_P95_MS, ratio: GOAL_RATIO, holds: app.p95 < GOAL_P95_MS && ratioP95 <= GOAL_RATIO },
        checked: `${expected.length} months: Ozon's total and the goods' cost equal the floor's to the kopeck; the check against the accruals 0`,
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
