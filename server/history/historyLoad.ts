import { setMaxListeners } from 'node:events';
import type { HistoryLoadResult, HistoryMonths } from '../../contracts/history.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import { financeApi, type AccrualType } from '../ozon/api/finance.js';
import type { OzonTransport } from '../ozon/transport.js';
import { importOzonProductReviews } from '../reviews/reviewImport.js';
import { importOzonSupplyOrders } from '../supplies/supplyOrderImport.js';
import { historyCoverage } from './historyCoverage.js';
import { batchWriter } from './batchWriter.js';
import { historyDayReaders, writeDays, type DayRecords } from './historyDayFamilies.js';
import { missingUnits, wantedDays } from './historyDays.js';
import { markListRead, markStored, storedDayKeys } from './historyRepository.js';

/**
 * Ozon calls in flight at once. The cabinet's rate budget paces them (shared with the schedules); a
 * few at once hide Ozon's latency, which a single line of calls would wait out call by call.
 */
export const HISTORY_CONCURRENCY = 10;

/**
 * Read and waiting to be written, at most: twice as many days as readers, and no more records than
 * this (two days of a seller ten times the default's size): what waits is held in memory.
 */
const MAX_WAITING_RECORDS = 5_000;

/**
 * Loads the cabinet's history to the depth asked: every missing (family, day) of postings FBS and
 * FBO, returns and accruals, newest first, each written with its checkpoint in one transaction, so a
 * cancel, a restart or a kill keeps every finished day and the next run loads only the rest; the
 * whole lists (supply orders, reviews) are read by their imports beside the days. Reads overlap
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
  const lists = options.lists !== false;
  options.progress?.advance(0, units.length + (lists ? 2 : 0));

  // Accrual types are named once per run, when the first accrual day needs them.
  let types: Promise<AccrualType[]> | undefined;
  const readers = historyDayReaders(ozon, calendar, () => (types ??= financeApi(ozon).accrualTypes({ signal })));
  // A failed read stops the other readers at once; the job ends only when all have settled.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  // Every reader and its calls listen to it: more than Node's default of ten listeners, on purpose.
  setMaxListeners(0, signal);
  const concurrency = Math.min(options.concurrency ?? HISTORY_CONCURRENCY, units.length);
  let loadedRecords = 0;
  const writer = batchWriter<{ unit: (typeof units)[number]; records: DayRecords }>(
    async (batch) => {
      signal.throwIfAborted();
      await db.transaction().execute(async (trx) => {
        await writeDays(
          trx,
          batch.map(({ records }) => records),
        );
        await markStored(
          trx,
          clientId,
          batch.map(({ unit, records }) => ({ family: unit.family, day: unit.day, records: records.count })),
        );
      });
      for (const { records } of batch) loadedRecords += records.count;
      options.progress?.advance(batch.length);
    },
    // Full at 1: at twice as many days as readers, or at the records' limit, whichever comes first.
    1,
    ({ records }) => Math.max(1 / (concurrency * 2), records.count / MAX_WAITING_RECORDS),
  );
  // The lists Ozon gives whole are read by their imports beside the days, within this job: the job
  // takes one of the engine's places, the other stays free for the seller's and the schedules' runs.
  // The two side by side: one after the other, they outlast the days (a year's supplies are hundreds of
  // calls, the reviews thousands of records and their threads).
  async function readSupplyOrders(): Promise<void> {
    const orders = await importOzonSupplyOrders(db, ozon, calendar, { signal });
    await markListRead(db, ozon, calendar, 'SupplyOrders', orders.OrderCount);
    options.progress?.advance(1);
    loadedRecords += orders.OrderCount;
  }
  async function readReviews(): Promise<void> {
    const reviews = await importOzonProductReviews(db, ozon, { signal });
    if (reviews.Available) await markListRead(db, ozon, calendar, 'Reviews', reviews.ReviewCount);
    options.progress?.advance(1);
    loadedRecords += reviews.ReviewCount;
  }
  let next = 0;
  async function reader(): Promise<void> {
    for (;;) {
      await writer.room();
      signal.throwIfAborted();
      // Taken after the wait: another reader may have taken the last unit meanwhile.
      const unit = units[next++];
      if (!unit) return;
      writer.push({ unit, records: await readers[unit.family](unit.day, signal) });
    }
  }
  const stopOnFailure = (work: Promise<void>) =>
    work.catch((error: unknown) => {
      stop.abort(error);
      throw error;
    });
  const outcomes = await Promise.allSettled([
    ...Array.from({ length: concurrency }, () => stopOnFailure(reader())),
    ...(lists ? [stopOnFailure(readSupplyOrders()), stopOnFailure(readReviews())] : []),
  ]);
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
