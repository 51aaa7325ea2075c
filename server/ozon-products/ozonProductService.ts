import type {
  FindActiveOzonProductsRequest,
  FindOzonProductsRequest,
  OzonProduct,
  ProductImportResult,
  StockImportResult,
  UpdateOzonProductItem,
} from '../../contracts/ozonProducts.js';
import type { Paged } from '../../contracts/common.js';
import type { Db } from '../db/database.js';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../http/problems.js';
import type { JobRegistry } from '../jobs/jobRegistry.js';
import type { OzonTransport } from '../ozon/transport.js';
import { importOzonProducts } from './productImport.js';
import { findActiveProducts, findProducts, removeProduct, updateSettings } from './productQueries.js';
import { importOzonProductStocks } from './stockImport.js';

/** The seller's cards on Ozon: imports of cards and stocks, reads with the spec's filters, settings. */
export function ozonProductService({ db, ozon, jobs }: { db: Db; ozon?: OzonTransport; jobs: JobRegistry }) {
  const cabinet = () => {
    if (!ozon) throw new ServiceUnavailableError('No Ozon cabinet is configured.');
    return ozon;
  };
  return {
    // Imports run as jobs: to their end even when the caller leaves, their progress in GetJobs.
    importProducts: (): Promise<ProductImportResult> => {
      const transport = cabinet();
      return jobs.run('ImportOzonProducts', (progress) => importOzonProducts(db, transport, { progress }));
    },

    importStocks: (): Promise<StockImportResult> => {
      const transport = cabinet();
      return jobs.run('ImportOzonProductStocks', (progress) => importOzonProductStocks(db, transport, { progress }));
    },

    find: (request: FindOzonProductsRequest): Promise<Paged<OzonProduct>> => findProducts(db, request),

    findActive: (request: FindActiveOzonProductsRequest): Promise<OzonProduct[]> => findActiveProducts(db, request),

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
