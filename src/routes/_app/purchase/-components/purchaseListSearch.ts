import { z } from 'zod';
import type { FindPurchaseBatchesRequest } from '../../../../../contracts/purchasing.js';
import { gridSearchFields, pageRequest } from '../../../../grids/gridSearch.js';

export const PURCHASES_GRID_ID = 'purchases';

const day = z.iso.date().optional().catch(undefined);

/**
 * The purchase list's URL: page and page size (the server orders by date, newest first, and sorts by
 * nothing else), the period of the batch dates, the name searched, packages the batches sell, and an
 * article (a package ID) another screen may link with.
 */
export const purchaseListSearch = z.object({
  ...gridSearchFields,
  from: day,
  to: day,
  name: z.string().optional().catch(undefined),
  packages: z.array(z.number().int().min(1)).optional().catch(undefined),
  article: z.string().optional().catch(undefined),
});
export type PurchaseListSearch = z.infer<typeof purchaseListSearch>;

/** Batch dates are days, not instants: the period goes as it is, both ends included. */
export function findPurchaseBatchesRequestOf(search: PurchaseListSearch): Partial<FindPurchaseBatchesRequest> {
  return {
    ...pageRequest(search),
    DateFrom: search.from ?? null,
    DateTo: search.to ?? null,
    ProductPackageIDs: search.packages ?? [],
    Article: search.article?.trim() ?? '',
    Name: search.name?.trim() ?? '',
  };
}
