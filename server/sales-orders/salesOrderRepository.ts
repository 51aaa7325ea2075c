import { sql } from 'kysely';
import type { FindSalesOzonOrdersRequest, OzonSalesOrder, SalesOrderSummary } from '../../contracts/salesOrders.js';
import type { DbOrTrx } from '../db/database.js';
import {
  COUNT_COLUMNS,
  SUM_COLUMNS,
  COUNT_FIGURES,
  NON_LOCAL,
  SUM_FIGURES,
  summedHours,
  type Counts,
  type Sums,
} from './orderHours.js';
import { groupedFigures, groupedFiltersOnly } from './orderDayGroups.js';
import { byWholeUnits, wholeDays, wholeHours, type Range } from '../db/wholeUnits.js';

/** The order items within the request's dates only (the "total" of the summary). */
function inPeriod(db: DbOrTrx, request: FindSalesOzonOrdersRequest) {
  let query = db.selectFrom('ozon_sales_order_items as i');
  if (request.DateFrom) query = query.where('i.date', '>=', new Date(request.DateFrom));
  if (request.DateTo) query = query.where('i.date', '<', new Date(request.DateTo));
  return query;
}

/** The items of `query` that pass every filter of the request other than its dates. */
function passingFilters(query: ReturnType<typeof inPeriod>, request: FindSalesOzonOrdersRequest) {
  if (request.PostingNumbers.length) query = query.where('i.posting_number', 'in', request.PostingNumbers);
  if (request.ProductPackageIDs.length) query = query.where('i.product_package_id', 'in', request.ProductPackageIDs);
  if (request.WarehouseIDs.length) query = query.where('i.ozon_warehouse_id', 'in', request.WarehouseIDs);
  if (request.WarehouseClusterIDs.length) query = query.where('i.cluster_to_id', 'in', request.WarehouseClusterIDs);
  if (request.Statuses.length) query = query.where('i.status', 'in', request.Statuses);
  if (request.NonLocalOnly) query = query.where(NON_LOCAL);
  if (request.SalesPlanUnprocessedOnly) query = query.where('i.sales_plan_processed', '=', false);
  return query;
}

/** The order items that pass every filter of the request. */
const filteredItems = (db: DbOrTrx, request: FindSalesOzonOrdersRequest) =>
  passingFilters(inPeriod(db, request), request);

/** The orders placed in the request's period (an order's items carry its date). */
function datedOrders(db: DbOrTrx, request: FindSalesOzonOrdersRequest) {
  let query = db.selectFrom('ozon_sales_orders as o');
  if (request.DateFrom) query = query.where('o.date', '>=', new Date(request.DateFrom));
  if (request.DateTo) query = query.where('o.date', '<', new Date(request.DateTo));
  return query;
}

/** The orderings of a page grouped from the items (by date, the orders' own index serves). */
const ORDER_BY = {
  OzonOrderNumber: sql`min(o.ozon_order_number)`,
  Amount: sql`sum(i.price * i.quantity)`,
} as const satisfies Record<Exclude<FindSalesOzonOrdersRequest['OrderField'], 'Date'>, unknown>;

/**
 * How many orders have an item passing the filters: from the hourly figures when only dates filter, from
 * the daily groups when the filters are theirs.
 */
export async function countSalesOrders(db: DbOrTrx, request: FindSalesOzonOrdersRequest): Promise<number> {
  if (!hasItemFilters(request)) return (await periodFigures(db, request)).counts.orders;
  if (groupedFiltersOnly(request)) return (await filteredFigures(db, request)).counts.orders;
  const row = await filteredItems(db, request)
    .select(sql<number>`count(DISTINCT i.order_id)`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One page of orders that have an item passing the filters, with those items. */
export async function findSalesOrderPage(db: DbOrTrx, request: FindSalesOzonOrdersRequest): Promise<OzonSalesOrder[]> {
  const direction = request.OrderAscending ? sql`ASC` : sql`DESC`;
  const page = await (request.OrderField === 'Date'
    ? // Newest (or oldest) orders first straight from the orders' date index, each kept if an item
      // passes: the page stops after Offset + Count orders instead of grouping every item.
      datedOrders(db, request)
        .select(['o.id', 'o.ozon_order_id', 'o.ozon_order_number', 'o.type', 'o.date'])
        .where(
          // Without the dates: the order's are its items' own, and dates here would have the planner
          // gather every item of the period instead of looking up the orders' items one by one.
          sql<boolean>`EXISTS (${passingFilters(db.selectFrom('ozon_sales_order_items as i'), request)
            .select(sql`1`.as('one'))
            .where(sql<boolean>`i.order_id = o.id`)})`,
        )
        .orderBy('o.date', request.OrderAscending ? 'asc' : 'desc')
        .orderBy('o.id', request.OrderAscending ? 'asc' : 'desc')
        .offset(request.Offset)
        .limit(request.Count)
        .execute()
    : filteredItems(db, request)
        .innerJoin('ozon_sales_orders as o', 'o.id', 'i.order_id')
        .select(['i.order_id as id', 'o.ozon_order_id', 'o.ozon_order_number', 'o.type', 'o.date'])
        .groupBy(['i.order_id', 'o.ozon_order_id', 'o.ozon_order_number', 'o.type', 'o.date'])
        .orderBy(sql`${ORDER_BY[request.OrderField]} ${direction}`)
        .orderBy('i.order_id', request.OrderAscending ? 'asc' : 'desc')
        .offset(request.Offset)
        .limit(request.Count)
        .execute());
  if (page.length === 0) return [];
  const items = await filteredItems(db, request)
    .leftJoin('product_packages as p', 'p.id', 'i.product_package_id')
    .leftJoin('ozon_warehouses as w', 'w.id', 'i.ozon_warehouse_id')
    .where(
      'i.order_id',
      'in',
      page.map((order) => order.id),
    )
    .select([
      'i.id',
      'i.order_id',
      'i.posting_number',
      'i.sku',
      'i.offer_id',
      'i.product_package_id',
      'p.name as product_name',
      'i.status',
      'i.currency_code',
      'i.price',
      'i.quantity',
      'i.city',
      'i.region',
      'i.cluster_from',
      'i.cluster_to',
      'i.cluster_from_id',
      'i.cluster_to_id',
      'i.delivery_type',
      'i.ozon_warehouse_id',
      'w.name as warehouse_name',
    ])
    .orderBy('i.posting_number')
    .orderBy('i.sku')
    .execute();
  return page.map((order) => ({
    ID: Number(order.id),
    OzonOrderID: Number(order.ozon_order_id),
    OzonOrderNumber: order.ozon_order_number,
    Date: new Date(order.date).toISOString(),
    Type: order.type as OzonSalesOrder['Type'],
    OrderItems: items
      .filter((item) => Number(item.order_id) === Number(order.id))
      .map((item) => ({
        ID: Number(item.id),
        PostingNumber: item.posting_number,
        Sku: Number(item.sku),
        OfferID: item.offer_id,
        ProductPackageID: item.product_package_id,
        ProductName: item.product_name,
        Status: item.status as OzonSalesOrder['OrderItems'][number]['Status'],
        CurrencyCode: item.currency_code,
        Price: Number(item.price),
        Quantity: item.quantity,
        City: item.city,
        Region: item.region,
        ClusterFrom: item.cluster_from,
        ClusterTo: item.cluster_to,
        ClusterFromID: item.cluster_from_id,
        ClusterToID: item.cluster_to_id,
        DeliveryType: item.delivery_type,
        OzonWarehouseID: item.ozon_warehouse_id,
        OzonWarehouseName: item.warehouse_name,
      })),
  }));
}

/** The figures of a set of items, read from the items themselves. */
async function itemFigures(db: DbOrTrx, query: ReturnType<typeof inPeriod>): Promise<{ counts: Counts; sums: Sums[] }> {
  // One pass over the items: the grand total row carries the counts, a row per currency the money.
  const rows = await sql<Counts & Sums & { whole: boolean }>`
    SELECT grouping(i.currency_code) = 1 AS whole, ${COUNT_FIGURES}, ${SUM_FIGURES}
    FROM (${query.selectAll('i')}) AS i GROUP BY GROUPING SETS ((), (i.currency_code))`.execute(db);
  const whole = rows.rows.find((row) => row.whole);
  const counts = Object.fromEntries(COUNT_COLUMNS.map((column) => [column, Number(whole?.[column] ?? 0)])) as Counts;
  return { counts, sums: rows.rows.filter((row) => !row.whole) };
}

/** Adds figures of disjoint sets of items: counts of orders add up since each order has one hour. */
function addFigures(parts: { counts: Counts; sums: Sums[] }[]): { counts: Counts; sums: Sums[] } {
  const counts = Object.fromEntries(COUNT_COLUMNS.map((column) => [column, 0])) as Counts;
  const sums = new Map<string, Sums>();
  for (const part of parts) {
    for (const column of COUNT_COLUMNS) counts[column] += Number(part.counts[column]);
    for (const row of part.sums) {
      const sum =
        sums.get(row.currency_code) ??
        ({
          currency_code: row.currency_code,
          ...Object.fromEntries(SUM_COLUMNS.map((column) => [column, 0])),
        } as Sums);
      for (const field of SUM_COLUMNS) sum[field] = Math.round((sum[field] + Number(row[field])) * 100) / 100;
      sums.set(row.currency_code, sum);
    }
  }
  return { counts, sums: [...sums.values()] };
}

/** The request's period as instants. */
const periodOf = (request: FindSalesOzonOrdersRequest): Range => ({
  from: request.DateFrom ? new Date(request.DateFrom) : null,
  to: request.DateTo ? new Date(request.DateTo) : null,
});

/** The request with its period narrowed to [from, to). */
const within = (request: FindSalesOzonOrdersRequest, from: Date | null, to: Date | null) => ({
  ...request,
  DateFrom: from?.toISOString() ?? null,
  DateTo: to?.toISOString() ?? null,
});

/** The figures of every item of the period: whole UTC hours from the hourly tables. Exact, since the hours are refreshed with the items they sum. */
const periodFigures = (db: DbOrTrx, request: FindSalesOzonOrdersRequest) =>
  byWholeUnits(
    periodOf(request),
    wholeHours,
    (range) => summedHours(db, range),
    (from, to) => itemFigures(db, inPeriod(db, within(request, from, to))),
    addFigures,
  );

/** The figures of the items passing the request's filters: whole UTC days from the daily groups when the filters are theirs. */
const filteredFigures = (db: DbOrTrx, request: FindSalesOzonOrdersRequest) =>
  groupedFiltersOnly(request)
    ? byWholeUnits(
        periodOf(request),
        wholeDays,
        (range) => groupedFigures(db, request, range),
        (from, to) => itemFigures(db, filteredItems(db, within(request, from, to))),
        addFigures,
      )
    : itemFigures(db, filteredItems(db, request));

const hasItemFilters = (request: FindSalesOzonOrdersRequest) =>
  request.PostingNumbers.length > 0 ||
  request.ProductPackageIDs.length > 0 ||
  request.WarehouseIDs.length > 0 ||
  request.WarehouseClusterIDs.length > 0 ||
  request.Statuses.length > 0 ||
  request.NonLocalOnly ||
  request.SalesPlanUnprocessedOnly;

/**
 * What the filtered orders add up to: the period alone (total) from the hourly figures, and the filtered
 * set from them too when only dates filter, from the daily groups under their filters, else from the
 * filtered items. Money per currency, the most used first.
 */
export async function summariseSalesOrders(
  db: DbOrTrx,
  request: FindSalesOzonOrdersRequest,
): Promise<SalesOrderSummary> {
  const [total, filtered] = await Promise.all([
    periodFigures(db, request),
    hasItemFilters(request) ? filteredFigures(db, request) : null,
  ]);
  const { counts, sums } = filtered ? addFigures([filtered]) : total;
  return {
    TotalOrderCount: total.counts.orders,
    TotalProductCount: total.counts.products,
    FilteredOrderCount: counts.orders,
    FilteredProductCount: counts.products,
    CancelledOrderCount: counts.cancelled_orders,
    CancelledProductCount: counts.cancelled_products,
    FinalizedOrderCount: counts.finalized_orders,
    FinalizedProductCount: counts.finalized_products,
    NonLocalOrderCount: counts.non_local_orders,
    NonLocalProductCount: counts.non_local_products,
    ReturnedOrderCount: counts.returned_orders,
    ReturnedProductCount: counts.returned_products,
    RefusedOrderCount: counts.refused_orders,
    RefusedProductCount: counts.refused_products,
    Sums: sums
      .filter((row) => row.items > 0)
      .sort((a, b) => b.items - a.items || a.currency_code.localeCompare(b.currency_code))
      .map((row) => ({
        Currency: row.currency_code,
        Amount: row.amount,
        TotalSales: row.sales,
        FinalizedSales: row.finalized_sales,
        Returns: row.returns,
        Refusals: row.refusals,
      })),
  };
}
