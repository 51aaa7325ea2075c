import { z } from 'zod';
import { discrepancyKind } from '../../../../../../contracts/enums.js';
import type { ReconciliationRequest } from '../../../../../../contracts/reconciliation.js';
import { sellerDays } from '../../../../../app/sellerDays.js';
import { gridSearchFields, pageRequest } from '../../../../../grids/gridSearch.js';

export const RECONCILIATION_GRID_ID = 'reconciliation';
/** Without a period, the last 30 of the seller's days: Ozon accrues a delivery within days. */
const DEFAULT_DAYS = 30;

const day = z.iso.date().optional().catch(undefined);

export const reconciliationSearch = z.object({
  ...gridSearchFields,
  from: day,
  to: day,
  kinds: z.array(discrepancyKind).optional().catch(undefined),
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
