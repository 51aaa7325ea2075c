import type { HistoryDayFamily } from '../../contracts/history.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { DbOrTrx } from '../db/database.js';
import { financeApi, moscowDays, type AccrualType } from '../ozon/api/finance.js';
import { postingsApi } from '../ozon/api/postings.js';
import { returnsApi, type OzonReturn } from '../ozon/api/returns.js';
import type { OzonTransport } from '../ozon/transport.js';
import { readAccrualDay } from '../operations/operationImport.js';
import type { OperationFromOzon } from '../operations/accrualOperation.js';
import { upsertOperations } from '../operations/operationRepository.js';
import { fboOrder, fbsOrder } from '../sales-orders/postingImport.js';
import { upsertReturns } from '../sales-orders/returnRepository.js';
import { upsertOrders, type OrderFromOzon } from '../sales-orders/orderUpsert.js';

/** One family's records of one seller's day, read from Ozon, by the kind of rows they are written to. */
export type DayRecords =
  | { kind: 'orders'; count: number; records: OrderFromOzon[] }
  | { kind: 'returns'; count: number; records: OzonReturn[] }
  | { kind: 'operations'; count: number; records: OperationFromOzon[] };

/** Reads a family's records of a seller's day from Ozon. */
export type DayReader = (day: string, signal: AbortSignal) => Promise<DayRecords>;

/** The items of every page, each mapped as its page arrives: Ozon's postings weigh many times their rows. */
async function collect<Item, Row>(pages: AsyncGenerator<Item[]>, map: (item: Item) => Row): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const page of pages) for (const item of page) rows.push(map(item));
  return rows;
}

const ordersOf = (orders: OrderFromOzon[]): DayRecords => ({ kind: 'orders', count: orders.length, records: orders });

/**
 * Writes the records of many days, one statement per kind (in the days' order, so a record read twice
 * ends as its last reading, as day by day): the statements' own cost and the summary's hours, which
 * the FBS and FBO postings of a day share, are paid once per batch instead of once per day. Orders go
 * first, so the returns find the items whose returned units they set.
 */
export async function writeDays(trx: DbOrTrx, days: DayRecords[]): Promise<void> {
  const orders: OrderFromOzon[] = [];
  const returns: OzonReturn[] = [];
  const operations: OperationFromOzon[] = [];
  for (const day of days) {
    if (day.kind === 'orders') for (const record of day.records) orders.push(record);
    else if (day.kind === 'returns') for (const record of day.records) returns.push(record);
    else for (const record of day.records) operations.push(record);
  }
  await upsertOrders(trx, orders);
  await upsertReturns(trx, returns);
  await upsertOperations(trx, operations);
}

/**
 * The readers of the day families: postings by their processing day (`in_process_at`), returns by the
 * day the buyer handed them back (both schemes at once), and accruals by their day. Every reader covers
 * exactly the seller's day, so a stored day is whole and two days never share a record's day.
 */
export function historyDayReaders(
  ozon: OzonTransport,
  calendar: SellerCalendar,
  accrualTypes: () => Promise<AccrualType[]>,
): Record<HistoryDayFamily, DayReader> {
  const postings = postingsApi(ozon);
  const period = (day: string) => ({ since: calendar.dayStart(day), to: new Date(calendar.dayEnd(day).getTime() - 1) });
  return {
    FbsPostings: async (day, signal) => ordersOf(await collect(postings.fbsPages(period(day), { signal }), fbsOrder)),
    FboPostings: async (day, signal) => ordersOf(await collect(postings.fboPages(period(day), { signal }), fboOrder)),
    Returns: async (day, signal) => {
      const { since, to } = period(day);
      // Kept as Ozon gives them: the returns' upsert reads Ozon's fields.
      const returns = await collect(
        returnsApi(ozon).pages({ logisticReturnDate: { from: since, to } }, { signal }),
        (item: OzonReturn) => item,
      );
      return { kind: 'returns', count: returns.length, records: returns };
    },
    Operations: async (day, signal) => {
      const types = new Map((await accrualTypes()).map((type) => [type.id, type.name]));
      const { since, to } = period(day);
      // Ozon dates accruals by Moscow day: the seller's day may reach into two of them.
      const operations: OperationFromOzon[] = [];
      for (const moscowDay of moscowDays(since, to)) {
        operations.push(...(await readAccrualDay(financeApi(ozon), moscowDay, types, { from: since, to }, signal)));
      }
      return { kind: 'operations', count: operations.length, records: operations };
    },
  };
}
