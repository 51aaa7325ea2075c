import type { ImportOperationsQuery, OperationImportResult } from '../../contracts/operations.js';
import type { Db } from '../db/database.js';
import { sellerCalendar, type SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Progress } from '../jobs/progress.js';
import { ACCRUAL_VOCABULARY, financeApi, moscowDays } from '../ozon/api/finance.js';
import type { OzonTransport } from '../ozon/transport.js';
import { operationOfAccrual, type OperationFromOzon } from './accrualOperation.js';
import { upsertOperations } from './operationRepository.js';

/**
 * Ozon corrects accruals after the fact (returns reverse sales weeks later): a scheduled run, and a
 * call without dateFrom, re-read a month back.
 */
export const RECENT_OPERATION_DAYS = 31;

/** Ozon dates accruals by Moscow day. */
const moscow = sellerCalendar('Europe/Moscow');

/**
 * The operations of Ozon's accruals of one Moscow day whose instant falls within [from, to]: the first
 * and last Moscow days of a period may reach outside the seller's days.
 */
export async function readAccrualDay(
  api: ReturnType<typeof financeApi>,
  moscowDay: string,
  typeNames: Map<number, string>,
  range: { from: Date; to: Date },
  signal?: AbortSignal,
): Promise<OperationFromOzon[]> {
  const operations: OperationFromOzon[] = [];
  for await (const page of api.accrualDayPages(moscowDay, { signal })) {
    for (const accrual of page) {
      const operation = operationOfAccrual(accrual, typeNames, moscow.dayStart);
      if (operation.date >= range.from && operation.date <= range.to) operations.push(operation);
    }
  }
  return operations;
}

/** The seller's days an operations import reads (inclusive), from a call's query or for a scheduled run. */
export function operationPeriodOf(
  params: ImportOperationsQuery | null,
  calendar: SellerCalendar,
  now = new Date(),
): { from: string; to: string } {
  const to = params?.dateTo ?? calendar.dayOf(now);
  return { from: params?.dateFrom ?? calendar.addDays(to, -(RECENT_OPERATION_DAYS - 1)), to };
}

/**
 * Reads Ozon's accruals of the seller's days [from, to] (by Moscow day, as Ozon dates them, a page of
 * a thousand at a time) and writes each day's operations in a transaction of its own: a failed run
 * keeps the days it wrote, and a re-run changes nothing there. Accrual types are named once per run.
 */
export async function importOzonOperations(
  db: Db,
  ozon: OzonTransport,
  period: { from: string; to: string },
  calendar: SellerCalendar,
  options: { signal?: AbortSignal; progress?: Progress } = {},
): Promise<OperationImportResult> {
  const api = financeApi(ozon);
  const types = await api.accrualTypes({ signal: options.signal });
  const typeNames = new Map(types.map((type) => [type.id, type.name]));
  const unknown = types.filter((type) => !ACCRUAL_VOCABULARY[type.name]).map((type) => type.name);
  const from = calendar.dayStart(period.from);
  const to = new Date(calendar.dayEnd(period.to).getTime() - 1);
  const days = moscowDays(from, to);
  options.progress?.advance(0, days.length);
  let count = 0;
  let updated = 0;
  for (const day of days) {
    const operations = await readAccrualDay(api, day, typeNames, { from, to }, options.signal);
    count += operations.length;
    updated += await db.transaction().execute((trx) => upsertOperations(trx, operations));
    options.progress?.advance(1);
    // Every day written is stored for good: a stop names the days kept.
    options.progress?.kept?.({
      Kind: 'Period',
      From: from.toISOString(),
      To: new Date(Math.min(moscow.dayEnd(day).getTime() - 1, to.getTime())).toISOString(),
      Records: count,
    });
  }
  return {
    DateFrom: period.from,
    DateTo: period.to,
    OperationCount: count,
    UpdatedOperationCount: updated,
    UnknownAccrualTypes: unknown,
  };
}
