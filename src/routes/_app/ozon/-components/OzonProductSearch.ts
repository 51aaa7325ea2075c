import * as z from 'zod/mini';
import type { FindOzonProductsRequest } from '../../../../../contracts/ozonProducts.js';
import { ozonProductOrderFields } from '../../../../../contracts/sortFields.js';
import { gridSearchFields, lenient, pageRequest } from '../../../../grids/gridSearch.js';

export const OZON_PRODUCTS_GRID_ID = 'ozonProducts';

/** A toggle filter: on is `true` in the URL, off is absent (the server then does not filter). */
const toggle = lenient(z.literal(true));

/**
 * The Ozon products screen's URL: grid state, the name search, the package ID of the filter panel,
 * the three toggles above the grid and the card whose stock breakdown shows.
 */
export const ozonProductSearch = z.object({
  ...gridSearchFields,
  sort: lenient(z.enum(ozonProductOrderFields)),
  name: lenient(z.string()),
  id: lenient(z.int().check(z.minimum(1))),
  badIndex: toggle,
  anyIndex: toggle,
  geo: toggle,
  product: lenient(z.int().check(z.minimum(1))),
});
export type OzonProductSearch = z.infer<typeof ozonProductSearch>;

/** The toggles above the grid, each with its search key. */
export const OZON_PRODUCT_TOGGLES = ['badIndex', 'anyIndex', 'geo'] as const;

export function findOzonProductsRequestOf(search: OzonProductSearch): Partial<FindOzonProductsRequest> {
  return {
    ...pageRequest(search),
    ProductName: search.name ?? null,
    ProductPackageID: search.id ?? null,
    HasBadPriceIndex: search.badIndex ?? null,
    HasAnyPriceIndex: search.anyIndex ?? null,
    EnableGeoTargeting: search.geo ?? null,
    // The grid shows the present stock of every card: a page of cards brings its stocks along.
    IncludeStocks: true,
    OrderField: search.sort ?? 'ProductPackageID',
    OrderAscending: !search.desc,
  };
}
