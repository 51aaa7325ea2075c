import type { NotificationSettings } from '../../contracts/notificationChannels.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';

const HOUR_MS = 3_600_000;

/**
 * When the user's quiet hours end, if `now` falls within them (whole hours of the seller's time zone;
 * 22 to 8 spans midnight); null outside them or when the user has none.
 */
export function quietUntil(settings: NotificationSettings, now: Date, calendar: SellerCalendar): Date | null {
  const { QuietFrom: from, QuietTo: to } = settings;
  if (from === null || to === null || from === to) return null;
  const today = calendar.dayOf(now);
  const dayStart = calendar.dayStart(today);
  const hour = Math.floor((now.getTime() - dayStart.getTime()) / HOUR_MS);
  const endOf = (day: string) => new Date(calendar.dayStart(day).getTime() + to * HOUR_MS);
  if (from < to) return hour >= from && hour < to ? endOf(today) : null;
  if (hour >= from) return endOf(calendar.addDays(today, 1));
  return hour < to ? endOf(today) : null;
}
