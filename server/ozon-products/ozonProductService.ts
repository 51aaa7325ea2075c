import type {
  FindActiveOzonProductsRequest,
  FindOzonProductsRequest,
  OzonProduct,
  UpdateOzonProductItem,
} from '../../contracts/ozonProducts.js';
import type { Paged } from '../../contracts/common.js';
import type { Db } from '../db/database.js';
import { NotFoundError, ValidationError } from '../http/problems.js';
import { findActiveProducts, findProducts, removeProduct, updateSettings } from './productQueries.js';

/** The seller's cards on Ozon: reads with the spec's filters, settings (imports run as sync jobs). */
export function ozonProductService({ db }: { db: Db }) {
  return {
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
