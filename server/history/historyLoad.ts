import type { HistoryLoadResult, HistoryMonths } from '../../contracts/history.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import { financeApi, type AccrualType } from '../ozon/api/finance.js';
import type { OzonTransport } from '../ozon/transport.js';
import { importOzonProductReviews } from '../reviews/reviewImport.js';
import { importOzonSupplyOrders } from '../supplies/supplyOrderImport.js';
import { historyCoverage } from './historyCoverage.js';
import { historyDayReaders } from './historyDayFamilies.js';
import { missingUnits, wantedDays } from './historyDays.js';
import { markStored, storedDayKeys } from './historyRepository.js';

/**
 * Ozon calls in flight at once. The cabinet's rate budget paces them (shared with the schedules); a
 * few at once hide Ozon's latency, which a single line of calls would wait out call by call.
 */
export const HISTORY_CONCURRENCY = 8;

/** Runs one transaction at a time, in the order asked: the history's writes never race each other. */
function serialised() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(write: () => Promise<T>): Promise<T> => {
    const next = tail.then(write, write);
    tail = next.catch(() => undefined);
    return next;
  };
}

/**
 * Loads the cabinet's history to the depth asked: every missing (family, day) of postings FBS and
 * FBO, returns and accruals, newest first, each written with its checkpoint in one transaction, so a
 * cancel, a restart or a kill keeps every finished day and the next run loads only the rest; then
 * the whole lists (supply orders, reviews). Reads overlap the writes: while one day is written, the
 * next ones are read.
 */
export async function loadOzonHistory(
  db: Db,
  ozon: OzonTransport,
  calendar: SellerCalendar,
  months: HistoryMonths,
  options: { signal?: AbortSignal; progress?: Progress; now?: Date; concurrency?: number; lists?: boolean } = {},
): Promise<HistoryLoadResult> {
  const now = options.now ?? new Date();
  const clientId = ozon.clientId;
  const range = wantedDays(months, calendar.dayOf(now));
  const units = missingUnits(range, await storedDayKeys(db, clientId, range.From, range.To));
  const lists = options.lists !== false;
  options.progress?.advance(0, units.length + (lists ? 2 : 0));

  // Accrual types are named once per run, when the first accrual day needs them.
  let types: Promise<AccrualType[]> | undefined;
  const readers = historyDayReaders(ozon, calendar, () => (types ??= financeApi(ozon).accrualTypes({ signal })));
  // A failed read stops the other readers at once; the job ends only when all have settled.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const write = serialised();
  let loadedRecords = 0;
  let next = 0;
  async function reader(): Promise<void> {
    while (next < units.length) {
      signal.throwIfAborted();
      const unit = units[next++]!;
      const records = await readers[unit.family](unit.day, signal);
      await write(() =>
        db.transaction().execute(async (trx) => {
          signal.throwIfAborted();
          await records.write(trx);
          await markStored(trx, { clientId, family: unit.family, day: unit.day, records: records.count });
        }),
      );
      loadedRecords += records.count;
      options.progress?.advance(1);
    }
  }
  const outcomes = await Promise.allSettled(
    Array.from({ length: Math.min(options.concurrency ?? HISTORY_CONCURRENCY, units.length) }, () =>
      reader().catch((error: unknown) => {
        stop.abort(error);
        throw error;
      }),
    ),
  );
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw options.signal?.aborted ? options.signal.reason : failed.reason;

  if (lists) {
    // The lists Ozon gives whole: each import writes in one transaction; the checkpoint follows it.
    const today = calendar.dayOf(now);
    const orders = await importOzonSupplyOrders(db, ozon, calendar, { signal });
    await markStored(db, { clientId, family: 'SupplyOrders', day: today, records: orders.OrderCount });
    options.progress?.advance(1);
    const reviews = await importOzonProductReviews(db, ozon, { signal });
    await markStored(db, { clientId, family: 'Reviews', day: today, records: reviews.ReviewCount });
    options.progress?.advance(1);
    loadedRecords += orders.OrderCount + reviews.ReviewCount;
  }
  return {
    Months: months,
    LoadedPeriods: units.length,
    LoadedRecords: loadedRecords,
    Coverage: await historyCoverage(db, clientId, calendar, now),
  };
}
