import { sql } from 'kysely';
import { ACTIVE_SUPPLY_ORDER_STATES, OzonWarehouseType, PostingStatus } from '../../contracts/enums.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type {
  ClusterSalesReportItem,
  ClusterSalesReportRequest,
  WarehouseAvailability,
} from '../../contracts/supplyPlanning.js';
import type { DbOrTrx } from '../db/database.js';
import { planClusterShipment } from './supplyPlanning.js';
import { warehouseAvailabilities } from './warehouseAvailability.js';
import { byRussianName } from '../text/russianOrder.js';

interface PositionRow {
  package_id: number;
  cluster_id: number;
  sales: number;
  available: number;
  reserved: number;
  in_transit: number;
}

/**
 * Per package and cluster: units bought by the cluster's buyers (the demand cluster, not the one that
 * shipped) over the last DaysToAnalyze full days, the stock of its warehouses, and the units of active
 * supply orders on their way there. One statement; packages appear where they sold or have stock.
 */
async function positions(db: DbOrTrx, from: Date, to: Date): Promise<PositionRow[]> {
  const result = await sql<PositionRow>`
    WITH sales AS (
      SELECT i.product_package_id AS package_id, i.cluster_to_id AS cluster_id, sum(i.quantity)::integer AS sales
      FROM ozon_sales_order_items i
      WHERE i.date >= ${from} AND i.date < ${to} AND i.status <> ${PostingStatus.Cancelled}
        AND i.product_package_id IS NOT NULL AND i.cluster_to_id IS NOT NULL
      GROUP BY 1, 2
    ), stocks AS (
      SELECT s.product_package_id AS package_id, w.cluster_id,
        sum(s.present - s.reserved)::integer AS available, sum(s.reserved)::integer AS reserved
      FROM ozon_product_stocks s JOIN ozon_warehouses w ON w.id = s.warehouse_id
      WHERE w.cluster_id IS NOT NULL AND NOT w.seller_warehouse
      GROUP BY 1, 2
    ), transit AS (
      SELECT i.product_package_id AS package_id, w.cluster_id, sum(i.quantity)::integer AS in_transit
      FROM ozon_supply_order_items i
        JOIN ozon_supply_orders o ON o.id = i.supply_order_id
        JOIN ozon_warehouses w ON w.id = i.ozon_warehouse_id
      WHERE o.state = ANY(${ACTIVE_SUPPLY_ORDER_STATES}::smallint[]) AND i.product_package_id IS NOT NULL
        AND w.cluster_id IS NOT NULL
      GROUP BY 1, 2
    ), keys AS (
      SELECT package_id, cluster_id FROM sales UNION SELECT package_id, cluster_id FROM stocks
    )
    SELECT k.package_id, k.cluster_id, coalesce(s.sales, 0) AS sales, coalesce(st.available, 0) AS available,
      coalesce(st.reserved, 0) AS reserved, coalesce(t.in_transit, 0) AS in_transit
    FROM keys k
      LEFT JOIN sales s USING (package_id, cluster_id)
      LEFT JOIN stocks st USING (package_id, cluster_id)
      LEFT JOIN transit t USING (package_id, cluster_id)`.execute(db);
  return result.rows;
}

/**
 * Packages Ozon takes supplies of: one of their cards has an SKU and is not archived (by the seller or by Ozon). Ozon refuses a
 * supply draft of any other (items_validation, «Товарный состав не найден»), so the report proposes none.
 */
async function shippablePackages(db: DbOrTrx): Promise<Set<number>> {
  const rows = await db
    .selectFrom('ozon_products')
    .select('product_package_id')
    .distinct()
    .where('sku', 'is not', null)
    .where('is_archived', '=', false)
    .where('is_auto_archived', '=', false)
    .execute();
  return new Set(rows.map((row) => row.product_package_id));
}

/**
 * The clusters the chosen drop-off warehouses reach: their own, and those the seller has cross-docking
 * prices to from them. Ozon cross-docks from any drop-off point to every cluster, so drop-offs without
 * prices restrict nothing (null).
 */
async function reachableClusters(db: DbOrTrx, dropOffIds: number[]): Promise<Set<number> | null> {
  if (!dropOffIds.length) return null;
  const priced = await db
    .selectFrom('ozon_cross_docking_prices as p')
    .innerJoin('ozon_warehouses as w', 'w.id', 'p.warehouse_id')
    .select('w.cluster_id')
    .where('p.cross_dock_warehouse_id', 'in', dropOffIds)
    .where('w.cluster_id', 'is not', null)
    .execute();
  if (!priced.length) return null;
  const own = await db
    .selectFrom('ozon_warehouses')
    .select('cluster_id')
    .where('id', 'in', dropOffIds)
    .where('cluster_id', 'is not', null)
    .execute();
  return new Set([...priced, ...own].map((row) => row.cluster_id!));
}

/** A cluster takes supplies while one of its fulfilment warehouses is open. */
function clusterAvailability(states: WarehouseAvailability[]): WarehouseAvailability {
  if (!states.length || states.every((state) => state === 'Unknown')) return 'Unknown';
  if (states.includes('Open')) return 'Open';
  return states.includes('Overloaded') ? 'Overloaded' : 'Closed';
}

export async function clusterSalesReport(
  db: DbOrTrx,
  calendar: SellerCalendar,
  request: ClusterSalesReportRequest,
  now = new Date(),
): Promise<ClusterSalesReportItem[]> {
  const today = calendar.dayOf(now);
  const from = calendar.dayStart(calendar.addDays(today, -request.DaysToAnalyze));
  const to = calendar.dayStart(today);
  const [rows, reachable, packages, clusters, warehouses, availability, shippable] = await Promise.all([
    positions(db, from, to),
    reachableClusters(db, request.DropOffWarehouseIDs),
    db
      .selectFrom('product_packages')
      .select(['id', 'name', 'minimum_warehouse_stock', 'supply_preparation_time_in_days'])
      .execute(),
    db.selectFrom('ozon_warehouse_clusters').select(['id', 'name']).execute(),
    db.selectFrom('ozon_warehouses').select(['id', 'name', 'cluster_id', 'type']).execute(),
    warehouseAvailabilities(db, now),
    shippablePackages(db),
  ]);
  const packageOf = new Map(packages.map((row) => [row.id, row]));
  const clusterName = new Map(clusters.map((row) => [row.id, row.name]));
  const chosen = request.ClusterIDs.length ? new Set(request.ClusterIDs) : null;
  const fulfilment = (clusterId: number) =>
    warehouses.filter(
      (warehouse) => warehouse.cluster_id === clusterId && warehouse.type === OzonWarehouseType.Fulfillment,
    );

  const items: ClusterSalesReportItem[] = [];
  for (const row of rows) {
    if (chosen && !chosen.has(row.cluster_id)) continue;
    if (reachable && !reachable.has(row.cluster_id)) continue;
    const pkg = packageOf.get(row.package_id);
    if (!pkg || !shippable.has(pkg.id)) continue;
    const plan = planClusterShipment(
      {
        salesCount: row.sales,
        available: row.available,
        reserved: row.reserved,
        inTransit: row.in_transit,
        minimalStock: pkg.minimum_warehouse_stock,
        preparationDays: pkg.supply_preparation_time_in_days,
      },
      {
        daysToAnalyze: request.DaysToAnalyze,
        notificationPeriodInDays: request.NotificationPeriodInDays,
        minShipmentAmount: request.MinShipmentAmount,
        minStockDays: request.MinStockDaysAmount,
        maxStockDays: request.MaxStockDaysAmount,
        respectMinimalStock: request.RespectMinimalStock,
        respectSupplyPreparationPeriod: request.RespectSupplyPreparationPeriod,
        respectActiveSupplyOrders: request.RespectActiveSupplyOrders,
      },
    );
    if (!plan) continue;
    const storage = fulfilment(row.cluster_id).map((warehouse) => ({
      ID: warehouse.id,
      Name: warehouse.name,
      Availability: availability.get(warehouse.id) ?? ('Unknown' as const),
    }));
    items.push({
      ID: pkg.id,
      Name: pkg.name,
      Cluster: { ID: row.cluster_id, Name: clusterName.get(row.cluster_id) ?? '' },
      SalesCount: row.sales,
      SalesRate: plan.salesRate,
      AvailableQuantity: row.available,
      ReservedQuantity: row.reserved,
      InTransitQuantity: plan.inTransit,
      StockInDays: plan.stockInDays,
      PreparationDays: plan.preparationDays,
      MinimalStock: plan.minimalStock,
      ShipmentAmountFrom: plan.shipmentFrom,
      ShipmentAmountTo: plan.shipmentTo,
      ClusterAvailability: clusterAvailability(storage.map((warehouse) => warehouse.Availability)),
      UnavailableWarehouses: storage.filter(
        (warehouse) => warehouse.Availability === 'Closed' || warehouse.Availability === 'Overloaded',
      ),
    });
  }
  // Grouped by cluster; within one, what runs out first comes first.
  return items.sort(
    (a, b) =>
      byRussianName(a.Cluster.Name, b.Cluster.Name) ||
      (a.StockInDays ?? Infinity) - (b.StockInDays ?? Infinity) ||
      byRussianName(a.Name, b.Name),
  );
}
