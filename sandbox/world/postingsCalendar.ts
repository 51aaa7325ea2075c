import { Random } from '../random.js';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/** Moscow time, in which Ozon's sellers and finance reports live (UTC+3, no daylight saving). */
export const MSK_OFFSET_MS = 3 * HOUR_MS;

/** The two posting lists: FBO (from Ozon's warehouses) and FBS/rFBS (from the seller's own). */
export type Scheme = 'fbo' | 'fbs';

/** A year of a mid-size seller at scale 1, and how it splits between the schemes. */
export const POSTINGS_PER_YEAR = 150_000;
export const SCHEME_SHARE: Record<Scheme, number> = { fbo: 0.75, fbs: 0.25 };

/** A small integer hash (murmur3's finaliser over two words): cheap per-posting noise without a Random. */
export function mix32(a: number, b: number): number {
  let h = (Math.imul(a | 0, 0x9e3779b1) ^ (b | 0)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

// Household goods: a summer dip, the spring holidays, and the November sales and New Year peak.
const MONTH_FACTOR = [0.85, 0.9, 1.0, 0.95, 0.85, 0.78, 0.75, 0.85, 0.95, 1.0, 1.3, 1.45];
// Monday first: buyers order most on the weekend.
const WEEKDAY_FACTOR = [0.94, 0.92, 0.94, 0.97, 1.0, 1.13, 1.18];
// Orders by hour of the Moscow day: a night lull, a working-day plateau and an evening peak.
const MSK_HOUR_WEIGHT = [
  0.6, 0.35, 0.2, 0.15, 0.15, 0.2, 0.4, 0.8, 1.2, 1.5, 1.7, 1.8, 1.8, 1.8, 1.7, 1.7, 1.7, 1.8, 1.9, 2.1, 2.3, 2.3, 1.9,
  1.2,
];

/** Cumulative share of a UTC day's orders at the start of each UTC hour (25 points, 0..1). */
const UTC_HOUR_CDF = (() => {
  const weights = Array.from({ length: 24 }, (_, hour) => MSK_HOUR_WEIGHT[(hour + 3) % 24]);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cdf = [0];
  for (const weight of weights) cdf.push(cdf[cdf.length - 1] + weight / total);
  cdf[24] = 1;
  return cdf;
})();

/** Share of a UTC day's orders placed before `fraction` of the day has passed. */
function dayShareBefore(fraction: number): number {
  const hours = Math.min(24, Math.max(0, fraction * 24));
  const hour = Math.min(23, Math.floor(hours));
  return UTC_HOUR_CDF[hour] + (UTC_HOUR_CDF[hour + 1] - UTC_HOUR_CDF[hour]) * (hours - hour);
}

/** The moment of the day (as a fraction) by which `share` of its orders are placed: the inverse. */
function dayFractionAt(share: number): number {
  let hour = 0;
  while (hour < 23 && UTC_HOUR_CDF[hour + 1] <= share) hour++;
  const width = UTC_HOUR_CDF[hour + 1] - UTC_HOUR_CDF[hour];
  return (hour + (width > 0 ? (share - UTC_HOUR_CDF[hour]) / width : 0)) / 24;
}

/** Sale days that stand out of the month: 11.11, Black Friday, the gift weeks. */
function eventFactor(date: Date): number {
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  if (month === 11 && day === 11) return 2.2;
  if (month === 11 && day >= 10 && day <= 12) return 1.4;
  if (month === 11 && date.getUTCDay() === 5 && day + 7 > 30) return 1.9; // Black Friday
  if (month === 11 && day >= 24 && day <= 30) return 1.25;
  if (month === 12 && day >= 15 && day <= 28) return 1.3;
  if ((month === 12 && day === 31) || (month === 1 && day <= 2)) return 0.5;
  if (month === 3 && day >= 3 && day <= 7) return 1.25;
  if (month === 2 && day >= 19 && day <= 22) return 1.15;
  return 1;
}

/** Monthly factors interpolated between mid-months, so that the curve has no steps on the 1st. */
function seasonFactor(date: Date): number {
  const month = date.getUTCMonth();
  const position = month + (date.getUTCDate() - 1) / 30 - 0.5;
  const lower = Math.floor(position);
  const weight = position - lower;
  const at = (index: number) => MONTH_FACTOR[((index % 12) + 12) % 12];
  return at(lower) * (1 - weight) + at(lower + 1) * weight;
}

/**
 * How many postings of one scheme fall on each day of the year up to "now", and when each is
 * placed. Counts are per UTC day with weekly, seasonal and event shape, a year of growth and
 * noise; prefix sums turn a posting's index into its day (binary search), and the order of
 * indexes is the order of time, so a period of time is a range of indexes.
 */
export class PostingCalendar {
  /** Epoch day (UTC) of day 0: 365 whole days before today, then today up to "now". */
  readonly firstDay: number;
  readonly days: number;
  /** prefix[d] = postings before day d; prefix[days] = total. */
  private readonly prefix: Float64Array;
  /** Share of the day's orders the day holds (1 except for today, which ends at "now"). */
  private readonly dayShare: Float64Array;

  constructor(
    readonly scheme: Scheme,
    readonly seed: number,
    readonly scale: number,
    readonly nowMs: number,
  ) {
    const today = Math.floor(nowMs / DAY_MS);
    this.firstDay = today - 365;
    this.days = 366;
    const weights = new Float64Array(this.days);
    this.dayShare = new Float64Array(this.days).fill(1);
    this.dayShare[this.days - 1] = dayShareBefore((nowMs - today * DAY_MS) / DAY_MS);
    let fullYear = 0;
    for (let d = 0; d < this.days; d++) {
      const date = new Date((this.firstDay + d) * DAY_MS);
      const noise = Math.exp(0.09 * new Random(seed, 'posting-day', scheme, this.firstDay + d).gaussian());
      const growth = 1 + (0.25 * d) / 365;
      weights[d] = WEEKDAY_FACTOR[(date.getUTCDay() + 6) % 7] * seasonFactor(date) * eventFactor(date) * growth * noise;
      if (d < this.days - 1) fullYear += weights[d];
    }
    const perYear = POSTINGS_PER_YEAR * scale * SCHEME_SHARE[scheme];
    this.prefix = new Float64Array(this.days + 1);
    for (let d = 0; d < this.days; d++) {
      const expected = (perYear * weights[d] * this.dayShare[d]) / fullYear;
      // Stochastic rounding keeps small scales from losing their fractional postings every day.
      const extra = mix32(seed ^ 0x5bd1e995, this.firstDay + d) / 4294967296 < expected % 1 ? 1 : 0;
      this.prefix[d + 1] = this.prefix[d] + Math.floor(expected) + extra;
    }
  }

  get total(): number {
    return this.prefix[this.days];
  }

  startOfDay(day: number): number {
    return (this.firstDay + day) * DAY_MS;
  }

  /** The day holding posting `index` (0 <= index < total). */
  dayOf(index: number): number {
    let low = 0;
    let high = this.days - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.prefix[middle] <= index) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  countOn(day: number): number {
    return this.prefix[day + 1] - this.prefix[day];
  }

  /** Postings placed before day `day` (an index). */
  firstIndexOf(day: number): number {
    return this.prefix[Math.max(0, Math.min(this.days, day))];
  }

  /**
   * When posting `index` was placed: the j-th of the day's n postings sits in the j-th of n equal
   * slices of the day's order volume, at a hashed point inside it. Increasing with the index.
   */
  timeOf(index: number): number {
    const day = this.dayOf(index);
    const j = index - this.prefix[day];
    const n = this.countOn(day);
    const jitter = mix32(this.seed, index * 2 + (this.scheme === 'fbs' ? 1 : 0)) / 4294967296;
    const share = ((j + jitter) / n) * this.dayShare[day];
    return this.startOfDay(day) + Math.floor(dayFractionAt(share) * DAY_MS);
  }

  /** The first index placed at or after `time` (total when none). */
  lowerBound(time: number): number {
    let low = 0;
    let high = this.total;
    if (time > this.nowMs) return high;
    const day = Math.floor(time / DAY_MS) - this.firstDay;
    if (day < 0) return 0;
    // Only the day of `time` needs searching: earlier days are before it, later ones after it.
    low = this.firstIndexOf(day);
    high = this.firstIndexOf(day + 1);
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.timeOf(middle) < time) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Indexes of postings placed in [since, to], both inclusive: [first, end). */
  rangeOf(since: number, to: number): [number, number] {
    const first = this.lowerBound(since);
    const end = to >= this.nowMs ? this.total : this.lowerBound(to + 1);
    return [first, Math.max(first, end)];
  }
}
