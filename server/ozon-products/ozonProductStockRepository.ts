import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.js';

/** All SQL of the cards' stocks per warehouse (ozon_product_stocks). */

/** A card's stock at one warehouse, as an import writes it. */
export interface StockFromOzon {
  product_package_id: number;
  warehouse_id: number;
  present: number;
  reserved: number;
  discounted_present: number;
  discounted_reserved: number;
}

export interface ClusterStockTotals {
  id: number;
  name: string;
  stock: number;
  discounted: number;
}

const STOCK_COLUMNS = ['present', 'reserved', 'discounted_present', 'discounted_reserved'] as const;
const BATCH_ROWS = 1000;

/** The units present per cluster (warehouses without a cluster are left out), by cluster id. */
export async function clusterStockTotals(db: DbOrTrx): Promise<Map<number, ClusterStockTotals>> {
  const rows = await db
    .selectFrom('ozon_product_stocks as s')
    .innerJoin('ozon_warehouses as w', 'w.id', 's.warehouse_id')
    .innerJoin('ozon_warehouse_clusters as c', 'c.id', 'w.cluster_id')
    .select([
      'c.id',
      'c.name',
      sql<number>`sum(s.present)::int`.as('stock'),
      sql<number>`sum(s.discounted_present)::int`.as('discounted'),
    ])
    .groupBy(['c.id', 'c.name'])
    .execute();
  return new Map(rows.map((row) => [row.id, { ...row, stock: Number(row.stock), discounted: Number(row.discounted) }]));
}

/** The stocks of these cards, by card and warehouse. */
export function findStocks(db: DbOrTrx, productPackageIds: number[]) {
  if (!productPackageIds.length) return Promise.resolve([]);
  return db
    .selectFrom('ozon_product_stocks')
    .select([
      'product_package_id as ProductID',
      'warehouse_id as WarehouseID',
      'present as Present',
      'reserved as Reserved',
      'discounted_present as DiscountedPresent',
      'discounted_reserved as DiscountedReserved',
    ])
    .where('product_package_id', 'in', productPackageIds)
    .orderBy('product_package_id')
    .orderBy('warehouse_id')
    .execute();
}

/** A subquery of the packages with units present in at least this many clusters. */
export function packagesStockedInClusters(db: DbOrTrx, minimumClusterCount: number) {
  return db
    .selectFrom('ozon_product_stocks as s')
    .innerJoin('ozon_warehouses as w', 'w.id', 's.warehouse_id')
    .select('s.product_package_id')
    .where('s.present', '>', 0)
    .where('w.cluster_id', 'is not', null)
    .groupBy('s.product_package_id')
    .having(sql<boolean>`count(DISTINCT w.cluster_id) >= ${minimumClusterCount}`);
}
export type StockedPackages = ReturnType<typeof packagesStockedInClusters>;

/**
 * Makes the stocks exactly these rows: deletes the ones Ozon no longer reports (one statement) and
 * upserts the rest, writing only rows that changed.
 */
export async function replaceStocks(trx: DbOrTrx, rows: StockFromOzon[], at: Date): Promise<void> {
  const packageIds = rows.map((row) => row.product_package_id);
  const warehouseIds = rows.map((row) => row.warehouse_id);
  await trx
    .deleteFrom('ozon_product_stocks')
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM unnest(${packageIds}::int[], ${warehouseIds}::int[]) AS kept (product_package_id, warehouse_id)
        WHERE kept.product_package_id = ozon_product_stocks.product_package_id AND kept.warehouse_id = ozon_product_stocks.warehouse_id)`,
    )
    .execute();
  const list = (table: string) => sql.join(STOCK_COLUMNS.map((column) => sql.ref(`${table}.${column}`)));
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await trx
      .insertInto('ozon_product_stocks')
      .values(rows.slice(start, start + BATCH_ROWS).map((row) => ({ ...row, synced_at: at })))
      .onConflict((conflict) =>
        conflict
          .columns(['product_package_id', 'warehouse_id'])
          .doUpdateSet({
            ...Object.fromEntries(STOCK_COLUMNS.map((column) => [column, sql.ref(`excluded.${column}`)])),
            synced_at: at,
          })
          .where(sql<boolean>`(${list('ozon_product_stocks')}) IS DISTINCT FROM (${list('excluded')})`),
      )
      .execute();
  }
}
