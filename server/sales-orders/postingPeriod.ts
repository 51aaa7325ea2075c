import type { ImportPostingsQuery } from '../../contracts/salesOrders.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import { RECENT_WINDOW_DAYS, type PostingPeriod } from './postingImport.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The instants a posting import reads: from the start of dateFrom to the end of dateTo, the seller's
 * days. Without dateFrom, a year before dateTo; without either (a scheduled run), the recent window.
 */
export function postingPeriodOf(
  params: ImportPostingsQuery | null,
  calendar: SellerCalendar,
  now = new Date(),
): PostingPeriod {
  const to = params?.dateTo ? calendar.dayEnd(params.dateTo) : now;
  if (params?.dateFrom) return { from: calendar.dayStart(params.dateFrom), to };
  const back = params?.dateTo ? 365 : RECENT_WINDOW_DAYS;
  return { from: new Date(to.getTime() - back * DAY_MS), to };
}
