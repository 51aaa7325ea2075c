import { dateFormat } from '../grids/formatters.js';

const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/**
 * A seller's day 'YYYY-MM-DD' as the seller reads it (12.03.2026 in Russian), or a month 'YYYY-MM' with
 * options naming month and year. A day has no time zone: it is read in UTC, so neither the browser's
 * zone nor the seller's can move it to the day before. Anything else is shown as it is, as react-intl
 * does: a label never takes the screen down.
 */
export function dayText(day: string, locale: string, options: Intl.DateTimeFormatOptions = DAY_MONTH_YEAR): string {
  const date = new Date(`${day.length === 7 ? `${day}-01` : day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
}
