import { sql, type RawBuilder } from 'kysely';
import { PostingStatus } from '../../contracts/enums.js';
import type { FindSalesOzonOrdersRequest } from '../../contracts/salesOrders.js';
import type { DbOrTrx } from '../db/database.js';
import type { Range } from '../db/wholeUnits.js';
import { COUNT_COLUMNS, type Counts, type Sums } from './orderHours.js';

/** The request filters only by what the daily groups are keyed by (and dates). */
export const groupedFiltersOnly = (request: FindSalesOzonOrdersRequest) =>
  request.PostingNumbers.length === 0 && request.ProductPackageIDs.length === 0 && !request.SalesPlanUnprocessedOnly;

/** The groups (or spans) of the days in range that pass the request's filters. */
function passing(request: FindSalesOzonOrdersRequest, range: Range): RawBuilder<boolean> {
  const ids = (values: number[]) => sql.val(values);
  return sql.join(
    [
      sql`true`,
      ...(range.from ? [sql`day >= ${range.from}`] : []),
      ...(range.to ? [sql`day < ${range.to}`] : []),
      ...(request.Statuses.length ? [sql`status = ANY(${ids(request.Statuses)}::smallint[])`] : []),
      ...(request.WarehouseClusterIDs.length
        ? [sql`cluster_to_id = ANY(${ids(request.WarehouseClusterIDs)}::int[])`]
        : []),
      ...(request.WarehouseIDs.length ? [sql`ozon_warehouse_id = ANY(${ids(request.WarehouseIDs)}::int[])`] : []),
      ...(request.NonLocalOnly ? [sql`non_local`] : []),
    ],
    sql` AND `,
  ) as RawBuilder<boolean>;
}

const CANCELLED = sql`status = ${PostingStatus.Cancelled}`;
const DELIVERED = sql`status = ${PostingStatus.Delivered}`;

/**
 * The summary's figures of the whole UTC days in range, under the request's status, cluster, warehouse
 * and non-local filters, from the daily groups: orders within one group summed, orders spanning
 * groups counted distinct. Exact: both tables are recomputed with the items they describe.
 */
export async function groupedFigures(
  db: DbOrTrx,
  request: FindSalesOzonOrdersRequest,
  range: Range,
): Promise<{ counts: Counts; sums: Sums[] }> {
  const where = passing(request, range);
  const [groups, spans, sums] = await Promise.all([
    sql<Counts>`SELECT coalesce(sum(orders), 0) AS orders, coalesce(sum(products), 0) AS products,
        coalesce(sum(orders) FILTER (WHERE ${CANCELLED}), 0) AS cancelled_orders,
        coalesce(sum(products) FILTER (WHERE ${CANCELLED}), 0) AS cancelled_products,
        coalesce(sum(orders) FILTER (WHERE ${DELIVERED}), 0) AS finalized_orders,
        coalesce(sum(products) FILTER (WHERE ${DELIVERED}), 0) AS finalized_products,
        coalesce(sum(orders) FILTER (WHERE non_local), 0) AS non_local_orders,
        coalesce(sum(products) FILTER (WHERE non_local), 0) AS non_local_products,
        coalesce(sum(returned_orders) FILTER (WHERE NOT ${CANCELLED}), 0) AS returned_orders,
        coalesce(sum(returned_products) FILTER (WHERE NOT ${CANCELLED}), 0) AS returned_products,
        coalesce(sum(returned_orders) FILTER (WHERE ${CANCELLED}), 0) AS refused_orders,
        coalesce(sum(returned_products) FILTER (WHERE ${CANCELLED}), 0) AS refused_products
      FROM ozon_sales_order_day_groups WHERE ${where}`.execute(db),
    sql<Counts>`SELECT count(DISTINCT order_id) AS orders,
        count(DISTINCT order_id) FILTER (WHERE ${CANCELLED}) AS cancelled_orders,
        count(DISTINCT order_id) FILTER (WHERE ${DELIVERED}) AS finalized_orders,
        count(DISTINCT order_id) FILTER (WHERE non_local) AS non_local_orders,
        count(DISTINCT order_id) FILTER (WHERE returned AND NOT ${CANCELLED}) AS returned_orders,
        count(DISTINCT order_id) FILTER (WHERE returned AND ${CANCELLED}) AS refused_orders
      FROM ozon_sales_order_day_group_spans WHERE ${where}`.execute(db),
    sql<Sums>`SELECT currency_code, sum(items) AS items, sum(amount) AS amount,
        coalesce(sum(amount) FILTER (WHERE NOT ${CANCELLED}), 0) AS sales,
        coalesce(sum(amount) FILTER (WHERE ${DELIVERED}), 0) AS finalized_sales,
        coalesce(sum(returns) FILTER (WHERE NOT ${CANCELLED}), 0) AS returns,
        coalesce(sum(returns) FILTER (WHERE ${CANCELLED}), 0) AS refusals
      FROM ozon_sales_order_day_groups WHERE ${where} GROUP BY currency_code`.execute(db),
  ]);
  const spanning = spans.rows[0]!;
  const counts = Object.fromEntries(
    COUNT_COLUMNS.map((column) => [
      column,
      Number(groups.rows[0]![column]) + Number((spanning as Partial<Counts>)[column] ?? 0),
    ]),
  ) as Counts;
  return { counts, sums: sums.rows };
}
