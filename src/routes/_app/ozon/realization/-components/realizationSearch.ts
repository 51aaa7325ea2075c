import { addMonths, format } from 'date-fns';
import * as z from 'zod/mini';
import type { RealizationComparisonRequest } from '../../../../../../contracts/realization.js';
import { gridSearchFields, lenient, pageRequest } from '../../../../../grids/gridSearch.js';

export const REALIZATION_GRID_ID = 'realization';

export const realizationSearch = z.object({
  ...gridSearchFields,
  month: lenient(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
});
export type RealizationSearch = z.infer<typeof realizationSearch>;

/** Without a month, the last one over: Ozon forms a month's report early in the next. */
export const lastMonth = (now = new Date()) => format(addMonths(now, -1), 'yyyy-MM');

/** The months to choose from: the last two years, newest first (Ozon's API gives them from 2023-08). */
export function recentMonths(now = new Date(), count = 24): string[] {
  return Array.from({ length: count }, (_, index) => format(addMonths(now, -1 - index), 'yyyy-MM')).filter(
    (month) => month >= '2023-08',
  );
}

export function realizationRequestOf(
  search: RealizationSearch,
  now = new Date(),
): Partial<RealizationComparisonRequest> {
  return { ...pageRequest(search), Month: search.month ?? lastMonth(now) };
}
