import { DEFAULT_HISTORY_MONTHS, type HistoryLoadResult, type HistoryMonths } from '../../contracts/history.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import type { OzonTransport } from '../ozon/transport.js';
import { missingUnits, wantedDays } from './historyDays.js';
import { loadOzonHistory } from './historyLoad.js';
import { historyMonthsAsked, storedDayKeys } from './historyRepository.js';

/** The depth a history run loads: the depth the seller asked last. */
export async function historyMonthsOf(db: Db): Promise<HistoryMonths> {
  return (await historyMonthsAsked(db)) ?? DEFAULT_HISTORY_MONTHS;
}

/** Whether the scheduled run would load anything: a depth was asked and a day of it is missing. */
export async function historyHasWork(db: Db, ozon: OzonTransport, calendar: SellerCalendar): Promise<boolean> {
  const months = await historyMonthsAsked(db);
  if (!months) return false;
  const range = wantedDays(months, calendar.dayOf(new Date()));
  return missingUnits(range, await storedDayKeys(db, ozon.clientId, range.From, range.To)).length > 0;
}

/**
 * The history job: loads to the depth asked, and again while the seller asked a deeper one during the
 * run (a second ask joins the running job instead of waiting for it). Progress counts over the rounds.
 */
export async function loadHistoryAsAsked(
  db: Db,
  ozon: OzonTransport,
  calendar: SellerCalendar,
  options: { signal?: AbortSignal; progress?: Progress } = {},
): Promise<HistoryLoadResult> {
  let done = 0;
  const progress: Progress = {
    advance(count, total) {
      done += count;
      options.progress?.advance(count, total === undefined ? undefined : total + doneBefore);
    },
  };
  let doneBefore = 0;
  let months = await historyMonthsOf(db);
  let result = await loadOzonHistory(db, ozon, calendar, months, { signal: options.signal, progress });
  while ((await historyMonthsOf(db)) !== months) {
    months = await historyMonthsOf(db);
    doneBefore = done;
    result = await loadOzonHistory(db, ozon, calendar, months, { signal: options.signal, progress, lists: false });
  }
  return result;
}
