import type { ImportPostingsQuery } from '../../contracts/salesOrders.js';
import { RECENT_WINDOW_DAYS, type PostingPeriod } from './postingImport.js';

/**
 * The seller's days are Moscow days (UTC+3 all year since 2014); storage and Ozon stay UTC.
 * A configurable zone for every per-day figure is still to come (issue 12).
 */
const SELLER_UTC_OFFSET = '+03:00';
const DAY_MS = 24 * 60 * 60_000;

const dayStart = (day: string) => new Date(`${day}T00:00:00${SELLER_UTC_OFFSET}`);

/**
 * The instants a posting import reads: from the start of dateFrom to the end of dateTo, the seller's
 * days. Without dateFrom, a year before dateTo; without either (a scheduled run), the recent window.
 */
export function postingPeriodOf(params: ImportPostingsQuery | null, now = new Date()): PostingPeriod {
  const to = params?.dateTo ? new Date(dayStart(params.dateTo).getTime() + DAY_MS) : now;
  if (params?.dateFrom) return { from: dayStart(params.dateFrom), to };
  const back = params?.dateTo ? 365 : RECENT_WINDOW_DAYS;
  return { from: new Date(to.getTime() - back * DAY_MS), to };
}
