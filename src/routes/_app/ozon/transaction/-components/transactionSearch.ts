import * as z from 'zod/mini';
import { TransactionType } from '../../../../../../contracts/enumValues.js';
import type { FindOzonOperationsRequest } from '../../../../../../contracts/operations.js';
import { gridSearchFields, lenient, pageRequest } from '../../../../../grids/gridSearch.js';
import { operationOrderFields } from '../../../../../../contracts/sortFields.js';

export const TRANSACTIONS_GRID_ID = 'transactions';

const day = lenient(z.iso.date());
// Every kind but All, which is no filter.
const { All: _all, ...operationKinds } = TransactionType;

/** The finance operations screen's URL: grid state, the period in the seller's days, kinds and a posting. */
export const transactionSearch = z.object({
  ...gridSearchFields,
  sort: lenient(z.enum(operationOrderFields)),
  from: day,
  to: day,
  kinds: lenient(z.array(z.enum(operationKinds))),
  posting: lenient(z.string()),
});
export type TransactionSearch = z.infer<typeof transactionSearch>;

export function findOperationsRequestOf(search: TransactionSearch): Partial<FindOzonOperationsRequest> {
  return {
    ...pageRequest(search),
    // The API takes the seller's days as they are (the server knows the seller's zone).
    DateFrom: search.from ?? null,
    DateTo: search.to ?? null,
    TransactionTypes: search.kinds ?? [],
    PostingNumber: search.posting?.trim() || null,
    OrderField: search.sort ?? 'Date',
    OrderAscending: search.sort ? !search.desc : false,
  };
}
