import { Random } from '../random.js';
import { DAY_MS, HOUR_MS, localDate, localMidnight, type WarehouseTimezone } from './supplyTime.js';

/** Ozon lets a seller book a slot at most 28 days ahead. */
export const MAX_TIMESLOT_DAYS = 28;

export interface TimeslotDay {
  /** Local date, "YYYY-MM-DD". */
  date: string;
  slots: { from: number; to: number }[];
}

/**
 * A warehouse's free one-hour unloading slots between two local dates. The slot grid is 08:00-20:00
 * local; which slots are still free is a property of the warehouse and the day (other sellers book
 * the rest), so every draft sees the same picture. Today is never bookable; Sundays are mostly shut.
 */
export function freeTimeslots(
  seed: number,
  warehouseId: number,
  timezone: WarehouseTimezone,
  fromDate: string,
  toDate: string,
  now: number,
): TimeslotDay[] {
  const today = localDate(now, timezone);
  const last = localDate(localMidnight(today, timezone) + MAX_TIMESLOT_DAYS * DAY_MS, timezone);
  const days: TimeslotDay[] = [];
  for (let day = localMidnight(fromDate, timezone); ; day += DAY_MS) {
    const date = localDate(day, timezone);
    if (date > toDate || date > last) break;
    if (date <= today) continue;
    const random = new Random(seed, 'timeslots', warehouseId, date);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 && random.chance(0.7)) continue;
    // Nearer days are busier: a third of the slots free next week, most of them in four weeks.
    const ahead = Math.round((day - localMidnight(today, timezone)) / DAY_MS);
    const freeShare = Math.min(0.85, 0.25 + ahead * 0.025);
    const slots: TimeslotDay['slots'] = [];
    for (let hour = 8; hour < 20; hour++) {
      if (random.chance(freeShare)) slots.push({ from: day + hour * HOUR_MS, to: day + (hour + 1) * HOUR_MS });
    }
    if (slots.length) days.push({ date, slots });
  }
  return days;
}

/** Whether a slot (given by its start and end) is one of the warehouse's free slots. */
export function isFreeTimeslot(
  seed: number,
  warehouseId: number,
  timezone: WarehouseTimezone,
  slot: { from: number; to: number },
  now: number,
): boolean {
  const date = localDate(slot.from, timezone);
  return freeTimeslots(seed, warehouseId, timezone, date, date, now).some((day) =>
    day.slots.some((free) => free.from === slot.from && free.to === slot.to),
  );
}
