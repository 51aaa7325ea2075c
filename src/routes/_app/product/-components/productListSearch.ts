import { z } from 'zod';
import type { FindProductsRequest } from '../../../../../contracts/catalogue.js';
import { productOrderFields } from '../../../../../contracts/sortFields.js';
import { gridSearchFields, pageRequest } from '../../../../grids/gridSearch.js';

export const PRODUCTS_GRID_ID = 'products';

/** The Products screen's URL: grid state, the two server filters and the product whose packages show. */
export const productListSearch = z.object({
  ...gridSearchFields,
  sort: z.enum(productOrderFields).optional().catch(undefined),
  name: z.string().optional().catch(undefined),
  id: z.number().int().min(1).optional().catch(undefined),
  product: z.number().int().min(1).optional().catch(undefined),
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
