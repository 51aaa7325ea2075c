/** A period of instants, open at either end when null. */
export type Range = { from: Date | null; to: Date | null };

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The whole units (UTC hours, UTC days) inside [from, to), open ends: all of them; null when there is none. */
function wholeUnits(unitMs: number, from: Date | null, to: Date | null): Range | null {
  const start = from ? new Date(Math.ceil(from.getTime() / unitMs) * unitMs) : null;
  const end = to ? new Date(Math.floor(to.getTime() / unitMs) * unitMs) : null;
  if (start && end && start >= end) return null;
  return { from: start, to: end };
}

export const wholeHours = (from: Date | null, to: Date | null) => wholeUnits(HOUR_MS, from, to);
export const wholeDays = (from: Date | null, to: Date | null) => wholeUnits(DAY_MS, from, to);

/**
 * What a period adds up to, put together from its whole units read from a summary kept by unit and the
 * part-units at its ends read from the rows themselves. Exact when every row lies in one instant and the
 * summary is kept with the rows.
 */
export async function byWholeUnits<Figures>(
  period: Range,
  whole: (from: Date | null, to: Date | null) => Range | null,
  summary: (range: Range) => Promise<Figures>,
  rows: (from: Date | null, to: Date | null) => Promise<Figures>,
  add: (parts: Figures[]) => Figures,
): Promise<Figures> {
  const { from, to } = period;
  const range = whole(from, to);
  if (!range) return rows(from, to);
  const parts = [summary(range)];
  if (from && range.from && from < range.from) parts.push(rows(from, range.from));
  if (to && range.to && range.to < to) parts.push(rows(range.to, to));
  return add(await Promise.all(parts));
}
