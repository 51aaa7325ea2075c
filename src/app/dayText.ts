/** A seller's day 'YYYY-MM-DD' as the seller reads it (12.03.2026 in Russian). */
export const dayText = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
