import { sellerDays } from '../../app/sellerDays.js';

/** YYYY-MM-DD of a day the date pickers give (their local midnight); null for an unfinished or impossible one. */
export function dayOfPicked(value: Date | null): string | null {
  if (!value || Number.isNaN(value.getTime())) return null;
  const two = (part: number) => String(part).padStart(2, '0');
  const year = value.getFullYear();
  if (year < 1000 || year > 9999) return null;
  return `${year}-${two(value.getMonth() + 1)}-${two(value.getDate())}`;
}

/** YYYY-MM-DD as the local midnight the date pickers work with. */
export function pickedOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** The seller's today (SELLER_TIME_ZONE), as the pickers mark it, whatever the browser's own zone. */
export const sellerToday = (): string => sellerDays().dayOf(new Date());

/** The periods sellers pick most: the last 7, 30 and 90 days, this month so far, and last month. */
export const DAY_PRESETS = ['days7', 'days30', 'days90', 'thisMonth', 'lastMonth'] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];

export function presetRange(preset: DayPreset, today: string): { from: string; to: string } {
  const days = sellerDays();
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'days7':
      return { from: days.addDays(today, -6), to: today };
    case 'days30':
      return { from: days.addDays(today, -29), to: today };
    case 'days90':
      return { from: days.addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = days.addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The preset a range is, if it is one (to show it chosen). */
export function presetOf(from: string | undefined, to: string | undefined, today: string): DayPreset | undefined {
  return DAY_PRESETS.find((preset) => {
    const range = presetRange(preset, today);
    return range.from === from && range.to === to;
  });
}
