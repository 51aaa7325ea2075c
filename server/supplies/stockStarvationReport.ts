import { sql } from 'kysely';
import { ACTIVE_SUPPLY_ORDER_STATES, PostingStatus, SupplyOrderState } from '../../contracts/enums.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { StockStarvationItem, StockStarvationRequest } from '../../contracts/supplyPlanning.js';
import { byRussianName } from '../text/russianOrder.js';
import type { DbOrTrx } from '../db/database.js';
import { stockStarvation } from './supplyPlanning.js';

interface PositionRow {
  warehouse_id: number;
  package_id: number;
  sales: number;
  present: number;
  reserved: number;
  moving: number;
}

/** How long the supply history looks back for transit times. */
const TRANSIT_HISTORY_DAYS = 180;

/**
 * Per warehouse and package, Ozon's and the seller's own (FBS) alike: units shipped from it over the
 * analysis days, its stock, and the units of active supply orders on their way to it. Sales count where
 * they left from, since that is the stock they used: an FBS posting at the seller's warehouse it
 * shipped from, with the stock Ozon lists for that warehouse.
 */
async function positions(db: DbOrTrx, from: Date, to: Date): Promise<PositionRow[]> {
  const result = await sql<PositionRow>`
    WITH sales AS (
      SELECT i.ozon_warehouse_id AS warehouse_id, i.product_package_id AS package_id, sum(i.quantity)::integer AS sales
      FROM ozon_sales_order_items i
      WHERE i.date >= ${from} AND i.date < ${to} AND i.status <> ${PostingStatus.Cancelled}
        AND i.product_package_id IS NOT NULL AND i.ozon_warehouse_id IS NOT NULL
      GROUP BY 1, 2
    ), stocks AS (
      SELECT warehouse_id, product_package_id AS package_id, present, reserved FROM ozon_product_stocks
    ), moving AS (
      SELECT i.ozon_warehouse_id AS warehouse_id, i.product_package_id AS package_id, sum(i.quantity)::integer AS moving
      FROM ozon_supply_order_items i JOIN ozon_supply_orders o ON o.id = i.supply_order_id
      WHERE o.state = ANY(${ACTIVE_SUPPLY_ORDER_STATES}::smallint[])
        AND i.product_package_id IS NOT NULL AND i.ozon_warehouse_id IS NOT NULL
      GROUP BY 1, 2
    ), keys AS (
      SELECT warehouse_id, package_id FROM sales UNION SELECT warehouse_id, package_id FROM stocks
    )
    SELECT k.warehouse_id, k.package_id, coalesce(s.sales, 0) AS sales, coalesce(st.present, 0) AS present,
      coalesce(st.reserved, 0) AS reserved, coalesce(m.moving, 0) AS moving
    FROM keys k
      JOIN ozon_warehouses w ON w.id = k.warehouse_id
      LEFT JOIN sales s USING (warehouse_id, package_id)
      LEFT JOIN stocks st USING (warehouse_id, package_id)
      LEFT JOIN moving m USING (warehouse_id, package_id)`.execute(db);
  return result.rows;
}

/**
 * Days a supply takes to reach each warehouse: the median, over its completed supply orders of the
 * last half year, from the booked slot (the hand-over) to the completion. A warehouse without such
 * history takes its cluster's median, and else the median of all; 0 when there is no history at all.
 */
async function transitDays(
  db: DbOrTrx,
  since: Date,
): Promise<(warehouseId: number, clusterId: number | null) => number> {
  const result = await sql<{ warehouse_id: number; cluster_id: number | null; days: number }>`
    SELECT o.ozon_warehouse_id AS warehouse_id, w.cluster_id,
      extract(epoch FROM (o.state_updated_at - o.timeslot_from)) / 86400 AS days
    FROM ozon_supply_orders o JOIN ozon_warehouses w ON w.id = o.ozon_warehouse_id
    WHERE o.state = ${SupplyOrderState.Completed} AND o.timeslot_from IS NOT NULL
      AND o.state_updated_at > o.timeslot_from AND o.date >= ${since}`.execute(db);
  const median = (values: number[]) => {
    if (!values.length) return null;
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
    return Math.round(value * 10) / 10;
  };
  const group = (key: (row: (typeof result.rows)[number]) => number | null) => {
    const groups = new Map<number, number[]>();
    for (const row of result.rows) {
      const id = key(row);
      if (id !== null) groups.set(id, [...(groups.get(id) ?? []), Number(row.days)]);
    }
    return new Map([...groups].map(([id, values]) => [id, median(values)!]));
  };
  const byWarehouse = group((row) => row.warehouse_id);
  const byCluster = group((row) => row.cluster_id);
  const overall = median(result.rows.map((row) => Number(row.days))) ?? 0;
  return (warehouseId, clusterId) =>
    byWarehouse.get(warehouseId) ?? (clusterId === null ? undefined : byCluster.get(clusterId)) ?? overall;
}

export async function stockStarvationReport(
  db: DbOrTrx,
  calendar: SellerCalendar,
  request: StockStarvationRequest,
  now = new Date(),
): Promise<StockStarvationItem[]> {
  const date = request.Date ?? calendar.dayOf(now);
  const from = calendar.dayStart(calendar.addDays(date, -request.SalesAnalysisInDays));
  const to = calendar.dayStart(date);
  const [rows, transit, packages, warehouses] = await Promise.all([
    positions(db, from, to),
    transitDays(db, calendar.dayStart(calendar.addDays(date, -TRANSIT_HISTORY_DAYS))),
    db
      .selectFrom('product_packages')
      .select(['id', 'name', 'minimum_warehouse_stock', 'supply_preparation_time_in_days'])
      .execute(),
    db
      .selectFrom('ozon_warehouses as w')
      .leftJoin('ozon_warehouse_clusters as c', 'c.id', 'w.cluster_id')
      .select(['w.id', 'w.name', 'w.standalone', 'w.seller_warehouse', 'w.cluster_id', 'c.name as cluster_name'])
      .execute(),
  ]);
  const packageOf = new Map(packages.map((row) => [row.id, row]));
  const warehouseOf = new Map(warehouses.map((row) => [row.id, row]));
  const items: StockStarvationItem[] = [];
  for (const row of rows) {
    const pkg = packageOf.get(row.package_id);
    const warehouse = warehouseOf.get(row.warehouse_id);
    if (!pkg || !warehouse) continue;
    // The seller stocks an own warehouse himself: no Ozon supply travels there, so none of their days count.
    const transitDaysHere = warehouse.seller_warehouse ? 0 : transit(warehouse.id, warehouse.cluster_id);
    const result = stockStarvation(
      {
        salesCount: row.sales,
        present: row.present,
        reserved: row.reserved,
        moving: row.moving,
        minimalStock: pkg.minimum_warehouse_stock,
        preparationDays: pkg.supply_preparation_time_in_days,
        transitDays: transitDaysHere,
      },
      {
        salesAnalysisInDays: request.SalesAnalysisInDays,
        notificationPeriodInDays: request.NotificationPeriodInDays,
        respectMinimalStock: request.RespectMinimalStock,
        respectSupplyPreparationPeriod: request.RespectSupplyPreparationPeriod,
        respectActiveSupplyOrders: request.RespectActiveSupplyOrders,
      },
    );
    if (!result) continue;
    items.push({
      WarehouseID: warehouse.id,
      WarehouseName: warehouse.name,
      WarehouseClusterName: warehouse.cluster_name,
      StandaloneWarehouse: warehouse.standalone,
      SellerWarehouse: warehouse.seller_warehouse,
      ProductPackageID: pkg.id,
      ProductPackageName: pkg.name,
      SalesCount: row.sales,
      SalesRate: result.salesRate,
      Present: row.present,
      Reserved: row.reserved,
      Moving: result.moving,
      StockDays: result.stockDays,
      TransitDays: transitDaysHere,
      ShipmentDays: result.shipmentDays,
    });
  }
  // The most urgent first; what does not sell last.
  return items.sort(
    (a, b) =>
      (a.ShipmentDays ?? Infinity) - (b.ShipmentDays ?? Infinity) ||
      byRussianName(a.WarehouseName, b.WarehouseName) ||
      byRussianName(a.ProductPackageName, b.ProductPackageName),
  );
}
