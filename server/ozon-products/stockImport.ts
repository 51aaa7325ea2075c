import type { StockImportResult } from '../../contracts/ozonProducts.js';
import type { Db } from '../db/database.js';
import { productApi } from '../ozon/api/products.js';
import { ANALYTICS_SKU_BATCH, stockAnalyticsApi } from '../ozon/api/warehouses.js';
import type { OzonTransport } from '../ozon/transport.js';
import { reservedFboUnits } from './fboReserve.js';
import { packageIdOf } from './productImport.js';
import type { Progress } from '../jobs/progress.js';
import { PrerequisiteMissingError } from '../domain/errors.js';
import { findWarehouses } from '../warehouses/warehouseRepository.js';
import { productSkus } from './ozonProductRepository.js';
import { clusterStockTotals, replaceStocks, type StockFromOzon } from './ozonProductStockRepository.js';

/**
 * Replaces the stocks with what Ozon reports now. FBO stocks per Ozon warehouse: the units free to sell
 * from /v1/analytics/stocks (asked for the cards' SKUs, 100 at a time), plus the units reserved by the
 * FBO postings not yet handed to delivery (fboReserve.ts), which that method leaves out; Ozon's
 * discounted copies of a card (another SKU, or the DISCOUNT tag) count as its discounted units.
 * Warehouses are matched by Ozon id, then by name or alias (case-insensitive). FBS/rFBS stocks per own
 * warehouse come from the product stocks (by Ozon warehouse id). One transaction: one snapshot.
 */
export async function importOzonProductStocks(
  db: Db,
  ozon: OzonTransport,
  options: { signal?: AbortSignal; now?: Date; progress?: Progress } = {},
): Promise<StockImportResult> {
  const call = { signal: options.signal };
  const at = options.now ?? new Date();
  const products = await productSkus(db);
  const warehouses = await findWarehouses(db, { IDs: [], OzonIDs: [], IncludeAliases: true, IncludeClusters: false });
  // Stocks are kept per warehouse: without the warehouses every stock would be dropped.
  if (warehouses.length === 0) throw new PrerequisiteMissingError('ImportOzonWarehouses');
  // Two passes over the cards (the FBO analytics, then the FBS stocks): the total is known up front.
  options.progress?.advance(0, 2 * products.size);
  const byName = new Map<string, number>();
  for (const warehouse of warehouses) {
    for (const name of [warehouse.Name, ...warehouse.Aliases]) byName.set(name.trim().toLowerCase(), warehouse.ID);
  }
  const byOzonId = new Map(warehouses.map((warehouse) => [Number(warehouse.OzonID), warehouse.ID]));

  const missingWarehouses = new Set<string>();
  const bad = new Set<string>();
  const missing = new Set<number>();
  const stocks = new Map<string, StockFromOzon>();
  const packageOf = (offerId: string): number | null => {
    const packageId = packageIdOf(offerId);
    if (packageId === null) bad.add(offerId);
    else if (!products.has(packageId)) missing.add(packageId);
    else return packageId;
    return null;
  };
  // Ozon ids first (both FBO sources give them); a name or the seller's alias where the id is unknown.
  const warehouseOf = (ozonId: number, name: string): number | undefined => {
    const id = byOzonId.get(ozonId) ?? byName.get(name.trim().toLowerCase());
    if (id === undefined) missingWarehouses.add(name || String(ozonId));
    return id;
  };
  // Ozon sells discounted units of a card under a SKU of their own, tagged DISCOUNT.
  const isDiscounted = (packageId: number, sku: number, tags: string[]) =>
    sku !== products.get(packageId) || tags.includes('DISCOUNT');
  const rowOf = (packageId: number, warehouseId: number) => {
    const key = `${packageId}/${warehouseId}`;
    let row = stocks.get(key);
    if (!row) {
      row = {
        product_package_id: packageId,
        warehouse_id: warehouseId,
        present: 0,
        reserved: 0,
        discounted_present: 0,
        discounted_reserved: 0,
      };
      stocks.set(key, row);
    }
    return row;
  };

  // Every card with an SKU, asked for in Ozon's batches of 100; the progress moves a batch at a time.
  const skus = [...new Set([...products.values()].filter((sku): sku is number => sku !== null))];
  const analytics = stockAnalyticsApi(ozon);
  for (let start = 0; start < skus.length; start += ANALYTICS_SKU_BATCH) {
    options.signal?.throwIfAborted();
    const batch = skus.slice(start, start + ANALYTICS_SKU_BATCH);
    for (const item of await analytics.stocks(batch, {}, call)) {
      const packageId = packageOf(item.offer_id);
      if (packageId === null) continue;
      const warehouseId = warehouseOf(item.warehouse_id, item.warehouse_name);
      if (warehouseId === undefined) continue;
      const row = rowOf(packageId, warehouseId);
      if (isDiscounted(packageId, item.sku, item.item_tags)) row.discounted_present += item.available_stock_count;
      else row.present += item.available_stock_count;
    }
    options.progress?.advance(batch.length);
  }

  // Ordered units are on the shelf until Ozon hands them to delivery: present and reserved both.
  for await (const page of reservedFboUnits(ozon, at, options.signal)) {
    for (const line of page) {
      const packageId = packageOf(line.offerId);
      if (packageId === null) continue;
      const warehouseId = warehouseOf(line.warehouseId, line.warehouseName);
      if (warehouseId === undefined) continue;
      const row = rowOf(packageId, warehouseId);
      if (isDiscounted(packageId, line.sku, [])) {
        row.discounted_present += line.units;
        row.discounted_reserved += line.units;
      } else {
        row.present += line.units;
        row.reserved += line.units;
      }
    }
  }

  // Cards without an SKU have no FBO stock to ask for: the first pass reaches its share of the total.
  options.progress?.advance(products.size - skus.length);
  let listed = 0;
  for await (const page of productApi(ozon).stockPages({}, call)) {
    const before = listed;
    listed += page.length;
    options.progress?.advance(Math.min(listed, products.size) - Math.min(before, products.size));
    for (const item of page) {
      for (const stock of item.stocks.filter((entry) => entry.type !== 'fbo' && entry.warehouse_ids.length === 1)) {
        const packageId = packageOf(item.offer_id);
        if (packageId === null) continue;
        const warehouseId = byOzonId.get(Number(stock.warehouse_ids[0]));
        if (warehouseId === undefined) {
          missingWarehouses.add(String(stock.warehouse_ids[0]));
          continue;
        }
        const row = rowOf(packageId, warehouseId);
        row.present += stock.present;
        row.reserved += stock.reserved;
      }
    }
  }

  // Both passes are over: the progress reaches its total even where Ozon listed fewer cards.
  options.progress?.advance(products.size - Math.min(listed, products.size));
  const rows = [...stocks.values()].filter((row) => row.present + row.reserved + row.discounted_present > 0);
  const [before, after] = await db.transaction().execute(async (trx) => {
    const old = await clusterStockTotals(trx);
    await replaceStocks(trx, rows, at);
    options.signal?.throwIfAborted();
    return [old, await clusterStockTotals(trx)];
  });

  const clusterIds = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
  return {
    MissingWarehouses: [...missingWarehouses].sort(),
    BadProductPackageIDs: [...bad].sort(),
    MissingProductPackageIDs: [...missing].sort((a, b) => a - b),
    ClusterStocks: clusterIds.map((id) => ({
      ClusterID: id,
      ClusterName: (after.get(id) ?? before.get(id))!.name,
      OldStock: before.get(id)?.stock ?? 0,
      NewStock: after.get(id)?.stock ?? 0,
      OldDiscountedStock: before.get(id)?.discounted ?? 0,
      NewDiscountedStock: after.get(id)?.discounted ?? 0,
    })),
  };
}
