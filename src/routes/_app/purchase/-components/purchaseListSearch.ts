import * as z from 'zod/mini';
import type { FindPurchaseBatchesRequest } from '../../../../../contracts/purchasing.js';
import { gridSearchFields, lenient, pageRequest } from '../../../../grids/gridSearch.js';
import { purchaseBatchOrderFields } from '../../../../../contracts/sortFields.js';

export const PURCHASES_GRID_ID = 'purchases';

const day = lenient(z.iso.date());

/**
 * The purchase list's URL: page, page size and sort (by date, newest first, unless the seller sorts by a
 * sum or a figure of the plans), the period of the batch dates, the name searched, packages the batches
 * sell, and an article (a package ID) another screen may link with.
 */
export const purchaseListSearch = z.object({
  ...gridSearchFields,
  sort: lenient(z.enum(purchaseBatchOrderFields)),
  from: day,
  to: day,
  name: lenient(z.string()),
  packages: lenient(z.array(z.int().check(z.minimum(1)))),
  article: lenient(z.string()),
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
    OrderField: search.sort ?? 'Date',
    OrderAscending: search.sort ? !search.desc : false,
  };
}
