/** Figures both purchase screens work out from what the server sends (the list and the product tree). */

/** How much of the planned packages sold, in percent; none when nothing is planned. */
export function soldPercent(sold: number, planned: number): number | null {
  return planned > 0 ? (sold / planned) * 100 : null;
}

/** The margin of planned figures, in percent (profit over revenue, docs/unit-economics.md); none without revenue. */
export function marginPercent(profit: number, revenue: number): number | null {
  return revenue > 0 ? (profit / revenue) * 100 : null;
}

/**
 * A day of the wire (`yyyy-mm-dd`) as that day's local midnight: a date column shows the day the seller
 * typed whatever the browser's time zone (`new Date('2026-09-15')` is UTC midnight, the day before in
 * America). Anything else is no date.
 */
export function dayDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Money that may be missing (fact before the first sale) added up: none while every part is none. */
export function addMissing(sum: number | null, value: number | null): number | null {
  if (value === null) return sum;
  return Math.round(((sum ?? 0) + value) * 100) / 100;
}
