import * as z from 'zod/mini';
import { lenient } from '../../../../../grids/gridSearch.js';
import type { StockStarvationRequest } from '../../../../../../contracts/supplyPlanning.js';

const count = (max: number) => lenient(z.int().check(z.minimum(0), z.maximum(max)));
const flag = lenient(z.boolean());

/** The stock starvation report's parameters in the URL; an absent switch is on (the server's default). */
export const starvationSearch = z.object({
  days: count(365),
  notify: count(365),
  date: lenient(z.iso.date()),
  minimal: flag,
  preparation: flag,
  active: flag,
});
export type StarvationSearch = z.infer<typeof starvationSearch>;

export const DEFAULT_ANALYSIS_DAYS = 28;

export function starvationRequestOf(search: StarvationSearch): Partial<StockStarvationRequest> {
  return {
    SalesAnalysisInDays: search.days || DEFAULT_ANALYSIS_DAYS,
    NotificationPeriodInDays: search.notify ?? null,
    Date: search.date ?? null,
    RespectMinimalStock: search.minimal ?? true,
    RespectSupplyPreparationPeriod: search.preparation ?? true,
    RespectActiveSupplyOrders: search.active ?? true,
  };
}

/** How urgent a row is: already late, due within a week, within two, or not yet. */
export type Urgency = 'late' | 'week' | 'fortnight' | 'calm';

export function urgencyOf(shipmentDays: number | null): Urgency {
  if (shipmentDays === null) return 'calm';
  if (shipmentDays < 0) return 'late';
  if (shipmentDays <= 7) return 'week';
  return shipmentDays <= 14 ? 'fortnight' : 'calm';
}
