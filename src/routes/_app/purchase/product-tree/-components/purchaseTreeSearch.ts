import { z } from 'zod';
import type { PurchaseTreeRequest } from '../../../../../../contracts/purchasing.js';

/** The product tree's URL: the words of the product name searched. */
export const purchaseTreeSearch = z.object({
  q: z.string().optional().catch(undefined),
});
export type PurchaseTreeSearch = z.infer<typeof purchaseTreeSearch>;

export const purchaseTreeRequestOf = (search: PurchaseTreeSearch): PurchaseTreeRequest => ({
  ProductName: search.q?.trim() ?? '',
});
