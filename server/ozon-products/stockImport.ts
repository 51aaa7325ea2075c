import type { StockImportResult } from '../../contracts/ozonProducts.js';
import type { Db } from '../db/database.js';
import { productApi } from '../ozon/api/products.js';
import { stockAnalyticsApi } from '../ozon/api/warehouses.js';
import type { OzonTransport } from '../ozon/transport.js';
import { packageIdOf } from './productImport.js';
import type { Progress } from '../jobs/progress.js';
import { PrerequisiteMissingError } from '../domain/errors.js';
import { findWarehouses } from '../warehouses/warehouseRepository.js';
import { productSkus } from './ozonProductRepository.js';
import { clusterStockTotals, replaceStocks, type StockFromOzon } from './ozonProductStockRepository.js';

/**
 * Replaces the stocks with what Ozon reports now: FBO stocks per Ozon warehouse from the stock report
 * (the only FBO method that gives reserved and discounted units per warehouse; it names warehouses, so
 * they are matched by name or alias, case-insensitively), and FBS/rFBS stocks per own warehouse from
 * the product stocks (matched by Ozon warehouse id). One transaction: the stocks are one snapshot.
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
  // Two passes over the cards (the FBO report, then the FBS stocks): the total is known up front.
  options.progress?.advance(0, 2 * products.size);
  const reported = new Set<string>();
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

  for await (const page of stockAnalyticsApi(ozon).reportPages(call)) {
    const before = reported.size;
    page.forEach((item) => reported.add(item.item_code));
    options.progress?.advance(Math.min(reported.size, products.size) - Math.min(before, products.size));
    for (const item of page) {
      const packageId = packageOf(item.item_code);
      if (packageId === null) continue;
      const warehouseId = byName.get(item.warehouse_name.trim().toLowerCase());
      if (warehouseId === undefined) {
        missingWarehouses.add(item.warehouse_name);
        continue;
      }
      const row = rowOf(packageId, warehouseId);
      // Ozon sells discounted units of a card under a SKU of their own.
      const discounted = item.sku !== products.get(packageId);
      const present = item.free_to_sell_amount + item.reserved_amount;
      if (discounted) {
        row.discounted_present += present;
        row.discounted_reserved += item.reserved_amount;
      } else {
        row.present += present;
        row.reserved += item.reserved_amount;
      }
    }
  }

  options.progress?.advance(products.size - Math.min(reported.size, products.size));
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
