import {
  historyDayFamilies,
  type DayRange,
  type HistoryDayFamily,
  type HistoryMonths,
} from '../../contracts/history.js';

/**
 * The earliest day Ozon gives a family, where its documentation names one: accruals from 1 January
 * 2022 (/v1/finance/accrual/by-day). The posting and return lists name no limit.
 */
export const OZON_KEEPS_FROM: Partial<Record<HistoryDayFamily, string>> = { Operations: '2022-01-01' };

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const addDays = (day: string, days: number) => toDay(msOf(day) + days * DAY_MS);

/** The same day of the month `months` months before (the month's last day when it is shorter). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return toDay(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, lastOfMonth)));
}

/** The days a history of this depth holds: from the day `months` back to yesterday (today is not over). */
export function wantedDays(months: HistoryMonths, today: string): DayRange {
  return { From: monthsBefore(today, months), To: addDays(today, -1) };
}

/** Whether Ozon gives the family's records of this day at all. */
export const ozonKeeps = (family: HistoryDayFamily, day: string) => day >= (OZON_KEEPS_FROM[family] ?? '');

/** The family-days of the range still to load, newest first (the overview fills from today backwards). */
export function missingUnits(range: DayRange, stored: Set<string>): { family: HistoryDayFamily; day: string }[] {
  const units: { family: HistoryDayFamily; day: string }[] = [];
  for (let day = range.To; day >= range.From; day = addDays(day, -1)) {
    for (const family of historyDayFamilies) {
      if (ozonKeeps(family, day) && !stored.has(`${family} ${day}`)) units.push({ family, day });
    }
  }
  return units;
}

/** Sorted days as contiguous ranges. */
export function rangesOf(days: string[]): DayRange[] {
  const ranges: DayRange[] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && addDays(last.To, 1) === day) last.To = day;
    else ranges.push({ From: day, To: day });
  }
  return ranges;
}

/** The ranges between stored ranges. */
export const gapsOf = (stored: DayRange[]): DayRange[] =>
  stored.slice(1).map((range, index) => ({ From: addDays(stored[index]!.To, 1), To: addDays(range.From, -1) }));
