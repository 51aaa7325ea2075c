import { z } from 'zod';
import { transactionType } from '../../../../../../contracts/enums.js';
import type { FindOzonOperationsRequest } from '../../../../../../contracts/operations.js';
import { gridSearchFields, pageRequest } from '../../../../../grids/gridSearch.js';

export const TRANSACTIONS_GRID_ID = 'transactions';

const day = z.iso.date().optional().catch(undefined);

/** The finance operations screen's URL: grid state, the period in the seller's days, kinds and a posting. */
export const transactionSearch = z.object({
  ...gridSearchFields,
  sort: z.enum(['Date']).optional().catch(undefined),
  from: day,
  to: day,
  kinds: z
    .array(transactionType.exclude(['All']))
    .optional()
    .catch(undefined),
  posting: z.string().optional().catch(undefined),
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
    OrderAscending: search.sort ? !search.desc : false,
  };
}
