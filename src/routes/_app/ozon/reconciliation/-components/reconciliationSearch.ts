import * as z from 'zod/mini';
import { discrepancyKinds } from '../../../../../../contracts/enumValues.js';
import type { ReconciliationRequest } from '../../../../../../contracts/reconciliation.js';
import { sellerDays } from '../../../../../app/sellerDays.js';
import { gridSearchFields, lenient, pageRequest } from '../../../../../grids/gridSearch.js';

export const RECONCILIATION_GRID_ID = 'reconciliation';
/** Without a period, the last 30 of the seller's days: Ozon accrues a delivery within days. */
const DEFAULT_DAYS = 30;

const day = lenient(z.iso.date());

export const reconciliationSearch = z.object({
  ...gridSearchFields,
  from: day,
  to: day,
  kinds: lenient(z.array(z.enum(discrepancyKinds))),
});
export type ReconciliationSearch = z.infer<typeof reconciliationSearch>;

export function reconciliationRequestOf(
  search: ReconciliationSearch,
  now = new Date(),
): Partial<ReconciliationRequest> {
  const calendar = sellerDays();
  const to = search.to ?? calendar.dayOf(now);
  return {
    ...pageRequest(search),
    DateFrom: search.from ?? calendar.addDays(to, -(DEFAULT_DAYS - 1)),
    DateTo: to,
    Kinds: search.kinds ?? [],
  };
}
