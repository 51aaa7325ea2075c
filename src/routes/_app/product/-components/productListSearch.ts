import * as z from 'zod/mini';
import type { FindProductsRequest } from '../../../../../contracts/catalogue.js';
import { productOrderFields } from '../../../../../contracts/sortFields.js';
import { gridSearchFields, lenient, pageRequest } from '../../../../grids/gridSearch.js';

export const PRODUCTS_GRID_ID = 'products';

/** The Products screen's URL: grid state, the two server filters and the product whose packages show. */
export const productListSearch = z.object({
  ...gridSearchFields,
  sort: lenient(z.enum(productOrderFields)),
  name: lenient(z.string()),
  id: lenient(z.int().check(z.minimum(1))),
  product: lenient(z.int().check(z.minimum(1))),
});
export type ProductListSearch = z.infer<typeof productListSearch>;

export function findProductsRequestOf(search: ProductListSearch): Partial<FindProductsRequest> {
  return {
    ...pageRequest(search),
    ID: search.id,
    Name: search.name,
    OrderField: search.sort ?? 'ID',
    OrderAscending: !search.desc,
  };
}
