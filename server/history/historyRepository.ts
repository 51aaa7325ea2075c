import { sql } from 'kysely';
import type { HistoryFamily, HistoryListFamily, HistoryMonths } from '../../contracts/history.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { OzonTransport } from '../ozon/transport.js';
import type { DbOrTrx } from '../db/database.js';

/** Marks a family's day (or a whole list, day null) as stored: called in the transaction that wrote it. */
export async function markStored(
  db: DbOrTrx,
  stored: { clientId: string; family: HistoryFamily; day: string; records: number },
): Promise<void> {
  await db
    .insertInto('ozon_history_periods')
    .values({ client_id: stored.clientId, family: stored.family, day: stored.day, record_count: stored.records })
    .onConflict((conflict) =>
      conflict
        .columns(['client_id', 'family', 'day'])
        .doUpdateSet({ record_count: stored.records, loaded_at: sql`now()` }),
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
  await markStored(db, { clientId: ozon.clientId, family, day: calendar.dayOf(new Date()), records });
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
