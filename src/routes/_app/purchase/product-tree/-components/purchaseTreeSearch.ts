import * as z from 'zod/mini';
import { lenient } from '../../../../../grids/gridSearch.js';
import type { PurchaseTreeRequest } from '../../../../../../contracts/purchasing.js';

/** The product tree's URL: the words of the product name searched. */
export const purchaseTreeSearch = z.object({
  q: lenient(z.string()),
});
export type PurchaseTreeSearch = z.infer<typeof purchaseTreeSearch>;

export const purchaseTreeRequestOf = (search: PurchaseTreeSearch): PurchaseTreeRequest => ({
  ProductName: search.q?.trim() ?? '',
});
