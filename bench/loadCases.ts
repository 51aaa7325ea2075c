import { sql } from 'kysely';
import { COUNT_CAP } from '../contracts/common.js';
import type { Database } from '../server/db/database.js';
import type { AppCall } from './benchApp.js';
import { daysWithOrders, DAY_MS, filteredOrderCount, floorOfPage, latestSalesFloor } from './orderData.js';
import { cappedTotalCount, rawQuery as searchTermsFloor } from './searchTerms.bench.js';

/** The read calls the load bench puts under many users: the app's request, its floor and how its answer is checked. */
export interface Case extends AppCall {
  /** The same answer in hand-written SQL; returns the figure the app's answer is checked by. */
  floor: (db: Database['db']) => () => Promise<number>;
  /** That figure, read from the app's answer. */
  figure: (answer: unknown) => number;
}

const totalCount = (answer: unknown) => (answer as { TotalCount: number }).TotalCount;

export function cases(): Case[] {
  const to = new Date('2026-11-24T21:00:00Z');
  const from90 = new Date(to.getTime() - 90 * DAY_MS);
  const october = { from: new Date('2026-09-30T21:00:00Z'), to: new Date('2026-10-31T21:00:00Z') };
  const orders = (body: object) => ({
    DateFrom: from90.toISOString(),
    DateTo: to.toISOString(),
    GatherSummary: true,
    Count: 100,
    ...body,
  });
  return [
    {
      name: 'orders: 90 days, page of 100 with summary',
      method: 'POST',
      url: '/v1/OzonSalesOrder/FindSalesOzonOrders',
      body: orders({}),
      floor: (db) => floorOfPage(db, from90, to, null),
      figure: filteredOrderCount,
    },
    {
      name: 'orders: 90 days, status «delivered», with summary',
      method: 'POST',
      url: '/v1/OzonSalesOrder/FindSalesOzonOrders',
      body: orders({ Statuses: [3] }),
      floor: (db) => floorOfPage(db, from90, to, sql`i.status = 3`),
      figure: filteredOrderCount,
    },
    {
      name: 'orders: 90 days, five clusters, with summary',
      method: 'POST',
      url: '/v1/OzonSalesOrder/FindSalesOzonOrders',
      body: orders({ WarehouseClusterIDs: [1, 2, 3, 4, 5] }),
      floor: (db) => floorOfPage(db, from90, to, sql`i.cluster_to_id = ANY(${[1, 2, 3, 4, 5]}::int[])`),
      figure: filteredOrderCount,
    },
    {
      name: 'finance: October, page of 100 with totals',
      method: 'POST',
      url: '/v1/Operation/FindOzonOperations',
      body: { DateFrom: '2026-10-01', DateTo: '2026-10-31', Count: 100 },
      // The page with each operation's order, as the app answers; the totals of the whole UTC days from
      // the daily totals and of the part-days at the ends (Moscow's midnight is 21:00 UTC) from the operations.
      floor: (db) => async () => {
        const days = { from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-10-31T00:00:00Z') };
        const [, totals] = await Promise.all([
          sql`SELECT op.*, (SELECT i.order_id FROM ozon_sales_order_items i WHERE i.posting_number = op.posting_number LIMIT 1)
            FROM ozon_operations op WHERE op.date >= ${october.from} AND op.date < ${october.to}
            ORDER BY op.date DESC, op.id DESC LIMIT 100`.execute(db),
          sql<{ count: number }>`SELECT transaction_type, currency_code, sum(count)::int AS count, sum(amount),
              sum(accruals_for_sale), sum(sale_commission)
            FROM (SELECT transaction_type, currency_code, count, amount, accruals_for_sale, sale_commission
                FROM ozon_operation_days WHERE day >= ${days.from} AND day < ${days.to}
              UNION ALL SELECT transaction_type, currency_code, 1, amount, accruals_for_sale, sale_commission
                FROM ozon_operations WHERE (date >= ${october.from} AND date < ${days.from})
                  OR (date >= ${days.to} AND date < ${october.to})) d
            GROUP BY 1, 2`.execute(db),
        ]);
        return totals.rows.reduce((sum, row) => sum + row.count, 0);
      },
      figure: totalCount,
    },
    {
      name: 'products: name search, page of 100',
      method: 'POST',
      url: '/v1/Product/FindProducts',
      body: { Name: 'a1', OrderField: 'Name', Count: 100 },
      floor: (db) => async () => {
        const pattern = '%a1%';
        const [count, page] = await Promise.all([
          // The grid's answer: matches counted up to one past the cap («more than 1 000»).
          sql<{ count: number }>`SELECT count(*)::int AS count
            FROM (SELECT 1 FROM products WHERE name ILIKE ${pattern} LIMIT ${COUNT_CAP + 1}) matched`.execute(db),
          sql<{ id: number }>`SELECT p.*, c.name AS category_name FROM products p
            LEFT JOIN product_categories c ON c.id = p.category_id
            WHERE p.name ILIKE ${pattern} ORDER BY p.name, p.id LIMIT 100`.execute(db),
        ]);
        const ids = page.rows.map((row) => row.id);
        await sql`SELECT * FROM product_packages WHERE product_id = ANY(${ids}::int[])`.execute(db);
        return count.rows[0]!.count;
      },
      figure: cappedTotalCount,
    },
    {
      name: 'Ozon products: page of 100',
      method: 'POST',
      url: '/v1/OzonProduct/FindOzonProducts',
      body: { Count: 100 },
      floor: (db) => async () => {
        const [count] = await Promise.all([
          sql<{ count: number }>`SELECT count(*)::int AS count FROM ozon_products`.execute(db),
          sql`SELECT o.*, pp.name AS package_name FROM ozon_products o
            JOIN product_packages pp ON pp.id = o.product_package_id
            ORDER BY o.product_package_id LIMIT 100`.execute(db),
        ]);
        return count.rows[0]!.count;
      },
      figure: totalCount,
    },
    {
      name: 'overview: GetLatestSalesReport (90 days)',
      method: 'GET',
      url: '/v1/Report/GetLatestSalesReport?days=90',
      floor: latestSalesFloor,
      // The days with orders: the floor sums the same hours by the seller's day.
      figure: daysWithOrders,
    },
    {
      name: 'search terms: text «кружк», page of 50',
      method: 'POST',
      url: '/v1/SearchTerm/FindSearchTerms',
      body: { Term: 'кружк', Count: 50 },
      floor: (db) => searchTermsFloor(db, { Term: 'кружк' }),
      figure: cappedTotalCount,
    },
  ];
}
