/** The change from `before` to `now` as a fraction (0.12 is +12 %), or null where there is nothing to compare with. */
export function changeOf(now: number, before: number): number | null {
  if (before === 0) return null;
  return (now - before) / Math.abs(before);
}
