import { sql } from 'kysely';
import {
  historyDayFamilies,
  historyListFamilies,
  type FamilyCoverage,
  type HistoryCoverage,
  type HistoryListFamily,
} from '../../contracts/history.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { DbOrTrx } from '../db/database.js';
import { addDays, gapsOf, OZON_KEEPS_FROM, ozonKeeps, rangesOf, wantedDays } from './historyDays.js';
import { historyMonthsAsked, storedDays } from './historyRepository.js';

/** The earliest record of a whole list, the seller's day it falls on. */
const EARLIEST: Record<HistoryListFamily, { table: string; column: string }> = {
  SupplyOrders: { table: 'ozon_supply_orders', column: 'date' },
  Reviews: { table: 'ozon_product_reviews', column: 'published_at' },
};

/**
 * What the cabinet's history holds, per family: the stored days as ranges and the gaps between them,
 * and the first day from which every day family is whole up to yesterday (figures from it are exact).
 */
export async function historyCoverage(
  db: DbOrTrx,
  clientId: string | null,
  calendar: SellerCalendar,
  now = new Date(),
): Promise<HistoryCoverage> {
  const months = await historyMonthsAsked(db);
  const today = calendar.dayOf(now);
  const wanted = months ? wantedDays(months, today) : null;
  const stored = clientId ? await storedDays(db, clientId) : new Map<string, { day: string; records: number }[]>();

  const families: FamilyCoverage[] = historyDayFamilies.map((family) => {
    const days = stored.get(family) ?? [];
    const ranges = rangesOf(days.map((entry) => entry.day));
    const keepsFrom = OZON_KEEPS_FROM[family];
    return {
      Family: family,
      From: ranges[0]?.From ?? null,
      To: ranges.at(-1)?.To ?? null,
      Stored: ranges,
      Gaps: gapsOf(ranges),
      StoredDays: days.length,
      Records: days.reduce((sum, entry) => sum + entry.records, 0),
      OzonKeepsFrom: keepsFrom && wanted && wanted.From < keepsFrom ? keepsFrom : null,
    };
  });
  for (const family of historyListFamilies) {
    const reads = stored.get(family) ?? [];
    const { table, column } = EARLIEST[family];
    const earliest = reads.length
      ? await sql<{ first: Date | null }>`SELECT min(${sql.ref(column)}) AS first FROM ${sql.table(table)}`.execute(db)
      : null;
    const first = earliest?.rows[0]?.first;
    const lastRead = reads.at(-1);
    families.push({
      Family: family,
      From: lastRead ? (first ? calendar.dayOf(new Date(first)) : lastRead.day) : null,
      To: lastRead?.day ?? null,
      Stored: lastRead ? [{ From: first ? calendar.dayOf(new Date(first)) : lastRead.day, To: lastRead.day }] : [],
      Gaps: [],
      StoredDays: reads.length,
      Records: lastRead?.records ?? 0,
      OzonKeepsFrom: null,
    });
  }

  // Walk back from yesterday while every day family has the day (or Ozon keeps none of it).
  const yesterday = addDays(today, -1);
  const have = new Map(
    historyDayFamilies.map((family) => [family, new Set((stored.get(family) ?? []).map((d) => d.day))]),
  );
  let completeFrom: string | null = null;
  const earliestStored = families
    .filter((family) => (historyDayFamilies as readonly string[]).includes(family.Family) && family.From)
    .map((family) => family.From!)
    .sort()[0];
  for (let day = yesterday; earliestStored && day >= earliestStored; day = addDays(day, -1)) {
    const whole = historyDayFamilies.every((family) => !ozonKeeps(family, day) || have.get(family)!.has(day));
    if (!whole) break;
    completeFrom = day;
  }
  return {
    Months: months,
    WantedFrom: wanted?.From ?? null,
    WantedTo: yesterday,
    CompleteFrom: completeFrom,
    Families: families,
  };
}
