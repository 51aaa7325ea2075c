import type {
  FindActiveOzonProductsRequest,
  FindOzonProductsRequest,
  OzonProduct,
  OzonProductStock,
  UpdateOzonProductItem,
} from '../../contracts/ozonProducts.js';
import type { Paged } from '../../contracts/common.js';
import type { Db } from '../db/database.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { findWarehouses } from '../warehouses/warehouseRepository.js';
import {
  findProducts,
  findProductsAmong,
  removeProduct,
  updateSettings,
  type ProductWithCommissions,
} from './ozonProductRepository.js';
import { findStocks, packagesStockedInClusters } from './ozonProductStockRepository.js';

/** The seller's cards on Ozon: reads with the spec's filters, settings (imports run as sync jobs). */
export function ozonProductService({ db }: { db: Db }) {
  /** The cards with their stocks per warehouse, each stock with its warehouse. */
  async function withStocks(products: ProductWithCommissions[], include: boolean): Promise<OzonProduct[]> {
    const stocks = include ? await stocksOf(products.map((product) => product.ProductPackageID)) : [];
    return products.map((product) => ({
      ...product,
      Stocks: stocks.filter((stock) => stock.ProductID === product.ProductPackageID),
    }));
  }

  async function stocksOf(ids: number[]): Promise<OzonProductStock[]> {
    const rows = await findStocks(db, ids);
    const warehouseIds = [...new Set(rows.map((row) => row.WarehouseID))];
    const warehouses = warehouseIds.length
      ? await findWarehouses(db, { IDs: warehouseIds, OzonIDs: [], IncludeAliases: true, IncludeClusters: false })
      : [];
    const byId = new Map(warehouses.map((warehouse) => [warehouse.ID, warehouse]));
    return rows.map((row) => ({ ...row, Warehouse: byId.get(row.WarehouseID) ?? null }));
  }

  return {
    find: async (request: FindOzonProductsRequest): Promise<Paged<OzonProduct>> => {
      const page = await findProducts(db, request);
      return { TotalCount: page.TotalCount, Items: await withStocks(page.Items, request.IncludeStocks) };
    },

    /** Cards with stock at hand in at least MinimumClusterCount clusters, with their stocks. */
    findActive: async (request: FindActiveOzonProductsRequest): Promise<OzonProduct[]> =>
      withStocks(
        await findProductsAmong(db, packagesStockedInClusters(db, request.MinimumClusterCount), request),
        true,
      ),

    /** All or nothing: an item naming a card that is not there fails the whole list. */
    update: (items: UpdateOzonProductItem[]): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const seen = new Set<number>();
        for (const [index, item] of items.entries()) {
          if (seen.has(item.ProductPackageID)) {
            throw new ValidationError(`[${index}].ProductPackageID`, 'is in the list twice');
          }
          seen.add(item.ProductPackageID);
          if (!(await updateSettings(trx, item))) {
            throw new ValidationError(
              `[${index}].ProductPackageID`,
              `there is no Ozon product of package ${item.ProductPackageID}`,
            );
          }
        }
      }),

    remove: async (productPackageId: number): Promise<void> => {
      if (!(await removeProduct(db, productPackageId))) {
        throw new NotFoundError(`There is no Ozon product of package ${productPackageId}.`);
      }
    },
  };
}
export type OzonProductService = ReturnType<typeof ozonProductService>;
