import { sql } from 'kysely';
import type { Database } from '../server/db/database.js';
import { refreshOrderHours } from '../server/sales-orders/orderHours.js';

// A large seller's orders for the benches (`orders`, `load`), and the best hand-written SQL (the floor)
// for the orders' and the overview's reads on them.

/** Postings generated: a year of them (BENCH_POSTINGS). */
export const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
/** The generated year ends here. */
export const NOW = new Date('2026-11-24T09:00:00Z');
export const DAY_MS = 86_400_000;
/** The orders grid's page in the benches. */
export const PAGE = 100;

/** A year of postings (BENCH_POSTINGS unless given), one item each, with statuses, clusters, warehouses, returns and a month of operations. */
export async function generate(
  database: Database,
  postings = POSTINGS,
): Promise<{ clusters: number[]; warehouses: number[] }> {
  const { db } = database;
  const yearAgo = new Date(NOW.getTime() - 365 * DAY_MS);
  await sql`INSERT INTO ozon_warehouse_clusters (name) SELECT 'Кластер ' || n FROM generate_series(1, 20) n`.execute(
    db,
  );
  await sql`INSERT INTO ozon_warehouses (ozon_id, name, cluster_id)
    SELECT 1000 + n, 'Склад ' || n, 1 + n % 20 FROM generate_series(1, 30) n`.execute(db);
  await sql`INSERT INTO ozon_sales_orders (ozon_order_id, ozon_order_number, type, date)
    SELECT n, lpad(n::text, 8, '0'), 1 + n % 2,
      ${yearAgo}::timestamptz + (n::double precision / ${postings}) * interval '365 days' + (n % 97) * interval '1 minute'
    FROM generate_series(1, ${postings}) n`.execute(db);
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
  // The daily totals of the finance page, as the importers keep them (migration 0020).
  await sql`SELECT refresh_operation_days(array_agg(DISTINCT date_trunc('day', date, 'UTC'))) FROM ozon_operations`.execute(
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
 * from the summary tables as the app may: without a filter the hourly ones; under a filter the daily
 * groups for whole UTC days (orders spanning groups from their own table) and the items of the
 * part-days at the ends. The filter is written over `i.`, whose columns the daily tables share.
 * It returns the filtered orders' count, to check the app's answer by.
 */
export function floorOfPage(db: Database['db'], from: Date, to: Date, filters: ReturnType<typeof sql> | null) {
  if (!filters) return floorOfUnfilteredPage(db, from, to);
  const dayFrom = new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS);
  const dayTo = new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS);
  const days = sql`i.day >= ${dayFrom} AND i.day < ${dayTo} AND ${filters}`;
  const edges = sql`((i.date >= ${from} AND i.date < ${dayFrom}) OR (i.date >= ${dayTo} AND i.date < ${to})) AND ${filters}`;
  return async () => {
    const ids = await pageOfOrders(db, from, to, filters);
    const [, groups, spans, edge] = await Promise.all([
      sql`SELECT o.*, i.* FROM ozon_sales_orders o JOIN ozon_sales_order_items i ON i.order_id = o.id
        WHERE o.id = ANY(${ids}::bigint[])`.execute(db),
      sql<{ orders: number }>`SELECT sum(orders)::int AS orders, sum(products),
          sum(orders) FILTER (WHERE i.status = 4), sum(products) FILTER (WHERE i.status = 4),
          sum(orders) FILTER (WHERE i.status = 3), sum(products) FILTER (WHERE i.status = 3),
          sum(orders) FILTER (WHERE non_local), sum(products) FILTER (WHERE non_local),
          sum(returned_orders) FILTER (WHERE i.status <> 4), sum(returned_products) FILTER (WHERE i.status <> 4),
          sum(returned_orders) FILTER (WHERE i.status = 4), sum(returned_products) FILTER (WHERE i.status = 4)
        FROM ozon_sales_order_day_groups i WHERE ${days}`.execute(db),
      sql<{ orders: number }>`SELECT count(DISTINCT order_id)::int AS orders,
          count(DISTINCT order_id) FILTER (WHERE i.status = 4), count(DISTINCT order_id) FILTER (WHERE i.status = 3),
          count(DISTINCT order_id) FILTER (WHERE non_local),
          count(DISTINCT order_id) FILTER (WHERE returned AND i.status <> 4),
          count(DISTINCT order_id) FILTER (WHERE returned AND i.status = 4)
        FROM ozon_sales_order_day_group_spans i WHERE ${days}`.execute(db),
      sql<{ orders: number }>`SELECT count(DISTINCT i.order_id)::int AS orders, sum(i.quantity),
          count(DISTINCT i.order_id) FILTER (WHERE i.status = 4), sum(i.quantity) FILTER (WHERE i.status = 4),
          count(DISTINCT i.order_id) FILTER (WHERE i.status = 3), sum(i.quantity) FILTER (WHERE i.status = 3),
          count(DISTINCT i.order_id) FILTER (WHERE i.cluster_from <> i.cluster_to), sum(i.quantity) FILTER (WHERE i.cluster_from <> i.cluster_to),
          count(DISTINCT i.order_id) FILTER (WHERE i.returned_quantity > 0 AND i.status <> 4),
          sum(i.returned_quantity) FILTER (WHERE i.status <> 4),
          count(DISTINCT i.order_id) FILTER (WHERE i.returned_quantity > 0 AND i.status = 4),
          sum(i.returned_quantity) FILTER (WHERE i.status = 4)
        FROM ozon_sales_order_items i WHERE ${edges}`.execute(db),
      sql`SELECT currency_code, sum(items), sum(amount), sum(amount) FILTER (WHERE i.status <> 4),
          sum(amount) FILTER (WHERE i.status = 3), sum(returns) FILTER (WHERE i.status <> 4),
          sum(returns) FILTER (WHERE i.status = 4)
        FROM ozon_sales_order_day_groups i WHERE ${days} GROUP BY 1`.execute(db),
      sql`SELECT i.currency_code, sum(i.price * i.quantity), sum(i.price * i.quantity) FILTER (WHERE i.status <> 4),
          sum(i.price * i.quantity) FILTER (WHERE i.status = 3),
          sum(i.price * i.returned_quantity) FILTER (WHERE i.status <> 4),
          sum(i.price * i.returned_quantity) FILTER (WHERE i.status = 4)
        FROM ozon_sales_order_items i WHERE ${edges} GROUP BY 1`.execute(db),
      sql`SELECT sum(orders), sum(products) FROM ozon_sales_order_hours WHERE hour >= ${from} AND hour < ${to}`.execute(
        db,
      ),
    ]);
    return (groups.rows[0]!.orders ?? 0) + spans.rows[0]!.orders + edge.rows[0]!.orders;
  };
}

/** The filtered orders of the period counted from their items alone, no summary table: what the floors' answer is checked by. */
export async function recountOrders(
  db: Database['db'],
  from: Date,
  to: Date,
  filters: ReturnType<typeof sql> | null,
): Promise<number> {
  const counted = await sql<{ orders: number }>`SELECT count(DISTINCT i.order_id)::int AS orders
    FROM ozon_sales_order_items i WHERE i.date >= ${from} AND i.date < ${to} ${filters ? sql`AND ${filters}` : sql``}`.execute(
    db,
  );
  return counted.rows[0]!.orders;
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
          sum(non_local_products), sum(returned_orders), sum(returned_products), sum(refused_orders),
          sum(refused_products)
        FROM ozon_sales_order_hours WHERE hour >= ${from} AND hour < ${to}`.execute(db),
      sql`SELECT currency_code, sum(amount), sum(sales), sum(finalized_sales), sum(returns), sum(refusals)
        FROM ozon_sales_order_hour_sums WHERE hour >= ${from} AND hour < ${to} GROUP BY 1`.execute(db),
    ]);
    return summary.rows[0]!.orders;
  };
}

/** The figures the floors return, read from the app's answers: the orders page's filtered count, the report's days with orders. */
export const filteredOrderCount = (answer: unknown) =>
  (answer as { Summary: { FilteredOrderCount: number } }).Summary.FilteredOrderCount;
export const daysWithOrders = (answer: unknown) =>
  (answer as { Days: { OrderCount: number }[] }).Days.filter((day) => day.OrderCount > 0).length;
