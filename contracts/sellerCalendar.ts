/** Europe/Moscow: Ozon's own zone, and most sellers'. */
export const DEFAULT_SELLER_TIME_ZONE = 'Europe/Moscow';

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The seller's days. Ozon works in UTC and storage stays UTC; every per-day figure (latest sales,
 * charts, returns per day, import periods) counts the days of the seller's time zone.
 */
export interface SellerCalendar {
  timeZone: string;
  /** The instant the day (YYYY-MM-DD) begins. */
  dayStart(day: string): Date;
  /** The instant the next day begins: the exclusive end of the day. */
  dayEnd(day: string): Date;
  /** The seller's day an instant falls on (YYYY-MM-DD). */
  dayOf(at: Date): string;
  /** The day `days` after (or before, negative) the given one. */
  addDays(day: string, days: number): string;
  /** The seller's wall-clock time at an instant, as a Date whose UTC fields read it. */
  wallClock(at: Date): Date;
}

const QUARTER_HOUR_MS = 900_000;
/** A year of quarter hours: the offsets one long export needs, and a bound on what a process keeps. */
const OFFSETS_KEPT = 35_136;

export function sellerCalendar(timeZone = DEFAULT_SELLER_TIME_ZONE): SellerCalendar {
  const formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const wallClock = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  /** How far the zone's clock is ahead of UTC at an instant, in ms (Intl alone: no library in the browser). */
  const offsetOf = (instant: number) => {
    const part = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
    const shown = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
    return shown - Math.floor(instant / 1000) * 1000;
  };
  // A grid or an export reads thousands of instants, and Intl takes microseconds for each. Zones change
  // their offset on a quarter hour, so an offset is worked out once for its quarter hour.
  const offsets = new Map<number, number>();
  const offsetAt = (instant: number) => {
    const quarter = Math.floor(instant / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      if (offsets.size >= OFFSETS_KEPT) offsets.clear();
      offsets.set(quarter, (offset = offsetOf(quarter * QUARTER_HOUR_MS)));
    }
    return offset;
  };
  const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
  // Imports ask for the same few days' starts for every record (Intl is slow): each day is worked out once.
  const starts = new Map<string, number>();
  const calendar: SellerCalendar = {
    timeZone,
    dayStart(day) {
      let start = starts.get(day);
      if (start === undefined) {
        const [year, month, date] = parts(day);
        const midnightUtc = Date.UTC(year, month - 1, date);
        // The zone's offset at its midnight; checked again there, as a summer-time change may lie between.
        const guess = midnightUtc - offsetAt(midnightUtc);
        start = midnightUtc - offsetAt(guess);
        starts.set(day, start);
      }
      return new Date(start);
    },
    dayEnd: (day) => calendar.dayStart(calendar.addDays(day, 1)),
    dayOf: (at) => formatter.format(at),
    wallClock: (at) => new Date(at.getTime() + offsetAt(at.getTime())),
    addDays(day, days) {
      const [year, month, date] = parts(day);
      return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
    },
  };
  return calendar;
}
