import { sql } from 'kysely';
import { PostingStatus } from '../../contracts/enums.js';
import type { LocalizationIndex } from '../../contracts/reports.js';
import type { DbOrTrx } from '../db/database.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import { ratingApi } from '../ozon/api/rating.js';
import type { OzonTransport } from '../ozon/transport.js';

/** The history the overview shows: this many days up to the date asked for. */
export const LOCALIZATION_HISTORY_DAYS = 90;
/** Ozon counts the index over the sales of the last 14 days. */
const WINDOW_DAYS = 14;

/**
 * Reads Ozon's localization index of today (the rating summary has only today's) and keeps it for its
 * day, so the history outlives Ozon's window. An empty index (no sales in 14 days) is not kept.
 */
export async function recordLocalizationIndex(
  db: DbOrTrx,
  ozon: OzonTransport,
  calendar: SellerCalendar,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const summary = await ratingApi(ozon).summary({ signal: options.signal });
  const index = summary.localization_index.find((entry) => entry.localization_percentage !== undefined);
  const value = index?.localization_percentage;
  if (value === undefined) return;
  const date = calendar.dayOf(index?.calculation_date ? new Date(index.calculation_date) : new Date());
  await db
    .insertInto('ozon_localization_index')
    .values({ date, value })
    .onConflict((conflict) =>
      conflict
        .column('date')
        .doUpdateSet({ value, synced_at: sql`now()` })
        .where('ozon_localization_index.value', '<>', value),
    )
    .execute();
}

/**
 * The index for each day of [from, to]: Ozon's where it was read that day, else the share of units
 * delivered from the buyer's own cluster over the 14 days up to it (items with both clusters known,
 * not cancelled), which is how Ozon counts it. Days without any such sales are left out.
 */
export async function localizationIndexHistory(
  db: DbOrTrx,
  calendar: SellerCalendar,
  from: string,
  to: string,
): Promise<LocalizationIndex[]> {
  const windowStart = calendar.addDays(from, -(WINDOW_DAYS - 1));
  const [stored, daily] = await Promise.all([
    db
      .selectFrom('ozon_localization_index')
      .select([sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day'), 'value'])
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute(),
    db
      .selectFrom('ozon_sales_order_items as i')
      .where('i.date', '>=', calendar.dayStart(windowStart))
      .where('i.date', '<', calendar.dayEnd(to))
      .where('i.status', '<>', PostingStatus.Cancelled)
      .where('i.cluster_from', '<>', '')
      .where('i.cluster_to', '<>', '')
      .select([
        sql<string>`to_char(i.date AT TIME ZONE ${calendar.timeZone}, 'YYYY-MM-DD')`.as('day'),
        sql<string>`sum(i.quantity)`.as('units'),
        sql<string>`coalesce(sum(i.quantity) FILTER (WHERE i.cluster_from = i.cluster_to), 0)`.as('local'),
      ])
      .groupBy(sql`1`)
      .execute(),
  ]);
  const ozon = new Map(stored.map((row) => [row.day, Number(row.value)]));
  const perDay = new Map(daily.map((row) => [row.day, { units: Number(row.units), local: Number(row.local) }]));
  const history: LocalizationIndex[] = [];
  for (let day = from; day <= to; day = calendar.addDays(day, 1)) {
    const value = ozon.get(day);
    if (value !== undefined) {
      history.push({ Date: day, Value: value, Source: 'Ozon' });
      continue;
    }
    let units = 0;
    let local = 0;
    for (let back = 0; back < WINDOW_DAYS; back++) {
      const sales = perDay.get(calendar.addDays(day, -back));
      units += sales?.units ?? 0;
      local += sales?.local ?? 0;
    }
    if (units > 0) history.push({ Date: day, Value: Math.round((local / units) * 10_000) / 100, Source: 'Orders' });
  }
  return history;
}
