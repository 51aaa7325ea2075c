/** Figures both purchase screens work out from what the server sends (the list and the product tree). */

/** How much of the planned packages sold, in percent; none when nothing is planned. */
export function soldPercent(sold: number, planned: number): number | null {
  return planned > 0 ? (sold / planned) * 100 : null;
}

/** The margin of planned figures, in percent (profit over revenue, docs/unit-economics.md); none without revenue. */
export function marginPercent(profit: number, revenue: number): number | null {
  return revenue > 0 ? (profit / revenue) * 100 : null;
}

/** Money that may be missing (fact before the first sale) added up: none while every part is none. */
export function addMissing(sum: number | null, value: number | null): number | null {
  if (value === null) return sum;
  return Math.round(((sum ?? 0) + value) * 100) / 100;
}
