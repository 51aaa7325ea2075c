import { sql } from 'kysely';
import type { HistoryFamily, HistoryListFamily, HistoryMonths } from '../../contracts/history.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { OzonTransport } from '../ozon/transport.js';
import type { DbOrTrx } from '../db/database.js';

/** A family's day (or a whole list's day of reading) stored, with its records. */
export interface StoredPeriod {
  family: HistoryFamily;
  day: string;
  records: number;
}

/** Marks the cabinet's periods as stored: called in the transaction that wrote them. */
export async function markStored(db: DbOrTrx, clientId: string, periods: StoredPeriod[]): Promise<void> {
  if (periods.length === 0) return;
  await db
    .insertInto('ozon_history_periods')
    .values(periods.map(({ family, day, records }) => ({ client_id: clientId, family, day, record_count: records })))
    .onConflict((conflict) =>
      conflict
        .columns(['client_id', 'family', 'day'])
        .doUpdateSet({ record_count: sql`excluded.record_count`, loaded_at: sql`now()` }),
    )
    .execute();
}

/** A whole list (supply orders, reviews) was read: the history holds it as of today. */
export async function markListRead(
  db: DbOrTrx,
  ozon: OzonTransport,
  calendar: SellerCalendar,
  family: HistoryListFamily,
  records: number,
): Promise<void> {
  await markStored(db, ozon.clientId, [{ family, day: calendar.dayOf(new Date()), records }]);
}

/** The stored days of the cabinet's families within [from, to], as "family day" keys. */
export async function storedDayKeys(db: DbOrTrx, clientId: string, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('ozon_history_periods')
    .select(['family', 'day'])
    .where('client_id', '=', clientId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return new Set(rows.map((row) => `${row.family} ${row.day}`));
}

/** Every stored day of the cabinet, per family, oldest first, with its record count. */
export async function storedDays(
  db: DbOrTrx,
  clientId: string,
): Promise<Map<string, { day: string; records: number }[]>> {
  const rows = await db
    .selectFrom('ozon_history_periods')
    .select(['family', 'day', 'record_count'])
    .where('client_id', '=', clientId)
    .orderBy('family')
    .orderBy('day')
    .execute();
  const byFamily = new Map<string, { day: string; records: number }[]>();
  for (const row of rows) {
    const list = byFamily.get(row.family) ?? [];
    list.push({ day: row.day, records: row.record_count });
    byFamily.set(row.family, list);
  }
  return byFamily;
}

export async function historyMonthsAsked(db: DbOrTrx): Promise<HistoryMonths | null> {
  const row = await db.selectFrom('ozon_history_settings').select('months').executeTakeFirst();
  return (row?.months as HistoryMonths | undefined) ?? null;
}

/** Keeps the depth the seller asked for (on connect, or «загрузить историю глубже»). */
export async function askHistoryMonths(db: DbOrTrx, months: HistoryMonths, askedBy: string): Promise<HistoryMonths> {
  const row = await db
    .insertInto('ozon_history_settings')
    .values({ id: 1, months, asked_by: askedBy })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({
        months,
        asked_by: askedBy,
        asked_at: sql`now()`,
      }),
    )
    .returning('months')
    .executeTakeFirstOrThrow();
  return row.months as HistoryMonths;
}
