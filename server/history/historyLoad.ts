import type { HistoryLoadResult, HistoryMonths } from '../../contracts/history.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import { financeApi, type AccrualType } from '../ozon/api/finance.js';
import type { OzonTransport } from '../ozon/transport.js';
import { enqueueJob } from '../jobs/jobRepository.js';
import { historyCoverage } from './historyCoverage.js';
import { batchWriter } from './batchWriter.js';
import { historyDayReaders, type DayRecords } from './historyDayFamilies.js';
import { missingUnits, wantedDays } from './historyDays.js';
import { markStored, storedDayKeys } from './historyRepository.js';

/**
 * Ozon calls in flight at once. The cabinet's rate budget paces them (shared with the schedules); a
 * few at once hide Ozon's latency, which a single line of calls would wait out call by call.
 */
export const HISTORY_CONCURRENCY = 10;

/** The imports that read the whole lists of the history (their runs mark the list as read). */
export const HISTORY_LIST_KINDS = ['ImportOzonSupplyOrders', 'ImportOzonProductReviews'] as const;

/**
 * Loads the cabinet's history to the depth asked: every missing (family, day) of postings FBS and
 * FBO, returns and accruals, newest first, each written with its checkpoint in one transaction, so a
 * cancel, a restart or a kill keeps every finished day and the next run loads only the rest; the
 * whole lists (supply orders, reviews) are read by their own imports, queued beside it. Reads overlap
 * the writes: while the days read are written (those that came together in one transaction, each with
 * its checkpoint), the next ones are read.
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
  // The lists Ozon gives whole (supply orders, reviews) are their own families' imports: queued beside
  // this run (or joined), they read the whole list while the days load.
  if (options.lists !== false) {
    for (const kind of HISTORY_LIST_KINDS) await enqueueJob(db, { kind, startedBy: 'history' });
  }
  options.progress?.advance(0, units.length);

  // Accrual types are named once per run, when the first accrual day needs them.
  let types: Promise<AccrualType[]> | undefined;
  const readers = historyDayReaders(ozon, calendar, () => (types ??= financeApi(ozon).accrualTypes({ signal })));
  // A failed read stops the other readers at once; the job ends only when all have settled.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const concurrency = Math.min(options.concurrency ?? HISTORY_CONCURRENCY, units.length);
  let loadedRecords = 0;
  const writer = batchWriter<{ unit: (typeof units)[number]; records: DayRecords }>(async (batch) => {
    await db.transaction().execute(async (trx) => {
      for (const { unit, records } of batch) {
        signal.throwIfAborted();
        await records.write(trx);
        await markStored(trx, { clientId, family: unit.family, day: unit.day, records: records.count });
      }
    });
    for (const { records } of batch) loadedRecords += records.count;
    options.progress?.advance(batch.length);
  }, concurrency * 2);
  let next = 0;
  async function reader(): Promise<void> {
    while (next < units.length) {
      await writer.room();
      signal.throwIfAborted();
      const unit = units[next++]!;
      writer.push({ unit, records: await readers[unit.family](unit.day, signal) });
    }
  }
  const outcomes = await Promise.allSettled(
    Array.from({ length: concurrency }, () =>
      reader().catch((error: unknown) => {
        stop.abort(error);
        throw error;
      }),
    ),
  );
  // The days read are written before the run goes on (or ends with the first failure).
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  const flushed = await writer.flush().then(
    () => null,
    (error: unknown) => error,
  );
  if (failed || flushed) throw options.signal?.aborted ? options.signal.reason : (failed?.reason ?? flushed);

  return {
    Months: months,
    LoadedPeriods: units.length,
    LoadedRecords: loadedRecords,
    Coverage: await historyCoverage(db, clientId, calendar, now),
  };
}
