import { sellerCalendar, type SellerCalendar } from '../../contracts/sellerCalendar.js';

/**
 * The seller's calendar in the browser: the server's SELLER_TIME_ZONE (from /config.json), so a
 * day picked in a filter means the same instants as the server's per-day figures.
 */
let calendar = sellerCalendar();

export function setSellerTimeZone(timeZone: string): void {
  calendar = sellerCalendar(timeZone);
}

export const sellerDays = (): SellerCalendar => calendar;

/** The filter period of [from, to] days as the API's instants: to is exclusive, the next day's start. */
export const dayRange = (from: string | undefined, to: string | undefined) => ({
  DateFrom: from ? calendar.dayStart(from).toISOString() : null,
  DateTo: to ? calendar.dayEnd(to).toISOString() : null,
});
