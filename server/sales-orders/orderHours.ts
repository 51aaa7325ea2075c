import { sql, type RawBuilder } from 'kysely';
import { PostingStatus } from '../../contracts/enums.js';
import type { DbOrTrx } from '../db/database.js';
import { DAY_MS, HOUR_MS, type Range } from '../db/wholeUnits.js';

/** The advisory lock key of the hourly summary's recomputation (any fixed number unique to it). */
const ORDER_HOURS_LOCK = 280_001;

/** An item shipped from another cluster than the buyer's (both known). */
export const NON_LOCAL = sql<boolean>`(i.cluster_from <> '' AND i.cluster_to <> '' AND i.cluster_from <> i.cluster_to)`;
const CANCELLED = sql<boolean>`i.status = ${PostingStatus.Cancelled}`;
const DELIVERED = sql<boolean>`i.status = ${PostingStatus.Delivered}`;
/** A unit Ozon lists as handed back: returned when its posting was delivered, refused when cancelled (docs/money.md). */
const HANDED_BACK = sql<boolean>`i.returned_quantity > 0`;
const RETURNED = sql<boolean>`${HANDED_BACK} AND NOT ${CANCELLED}`;
const REFUSED = sql<boolean>`${HANDED_BACK} AND ${CANCELLED}`;

/**
 * The counts of the summary over a set of items `i`, as one select list: orders and units in all,
 * cancelled, delivered (finalized), non-local, returned and refused (units handed back of a cancelled
 * posting, already among the cancelled). The hourly table stores exactly these.
 */
export const COUNT_FIGURES = sql`
  count(DISTINCT i.order_id) AS orders, coalesce(sum(i.quantity), 0) AS products,
  count(DISTINCT i.order_id) FILTER (WHERE ${CANCELLED}) AS cancelled_orders,
  coalesce(sum(i.quantity) FILTER (WHERE ${CANCELLED}), 0) AS cancelled_products,
  count(DISTINCT i.order_id) FILTER (WHERE ${DELIVERED}) AS finalized_orders,
  coalesce(sum(i.quantity) FILTER (WHERE ${DELIVERED}), 0) AS finalized_products,
  count(DISTINCT i.order_id) FILTER (WHERE ${NON_LOCAL}) AS non_local_orders,
  coalesce(sum(i.quantity) FILTER (WHERE ${NON_LOCAL}), 0) AS non_local_products,
  count(DISTINCT i.order_id) FILTER (WHERE ${RETURNED}) AS returned_orders,
  coalesce(sum(i.returned_quantity) FILTER (WHERE NOT ${CANCELLED}), 0) AS returned_products,
  count(DISTINCT i.order_id) FILTER (WHERE ${REFUSED}) AS refused_orders,
  coalesce(sum(i.returned_quantity) FILTER (WHERE ${CANCELLED}), 0) AS refused_products`;

/** The money of the summary per currency over a set of items `i`. */
export const SUM_FIGURES = sql`
  i.currency_code, count(*) AS items, sum(i.price * i.quantity) AS amount,
  coalesce(sum(i.price * i.quantity) FILTER (WHERE NOT ${CANCELLED}), 0) AS sales,
  coalesce(sum(i.price * i.quantity) FILTER (WHERE ${DELIVERED}), 0) AS finalized_sales,
  coalesce(sum(i.price * i.returned_quantity) FILTER (WHERE NOT ${CANCELLED}), 0) AS returns,
  coalesce(sum(i.price * i.returned_quantity) FILTER (WHERE ${CANCELLED}), 0) AS refusals`;

export const COUNT_COLUMNS = [
  'orders',
  'products',
  'cancelled_orders',
  'cancelled_products',
  'finalized_orders',
  'finalized_products',
  'non_local_orders',
  'non_local_products',
  'returned_orders',
  'returned_products',
  'refused_orders',
  'refused_products',
] as const;
export type Counts = Record<(typeof COUNT_COLUMNS)[number], number>;
export interface Sums {
  currency_code: string;
  items: number;
  amount: number;
  sales: number;
  finalized_sales: number;
  returns: number;
  refusals: number;
}

/** The money columns of `Sums`, added up alike. */
export const SUM_COLUMNS = ['items', 'amount', 'sales', 'finalized_sales', 'returns', 'refusals'] as const;

/** The UTC hours the instants fall in. */
export const hoursOf = (dates: Date[]) => [
  ...new Set(dates.map((date) => Math.floor(date.getTime() / HOUR_MS) * HOUR_MS)),
];

/**
 * Recomputes the given hours, and the daily groups of their days, from their items: called in the
 * transaction that changed those items, so the summaries never see items and hours apart.
 */
export async function refreshOrderHours(db: DbOrTrx, hours: number[]): Promise<void> {
  if (hours.length === 0) return;
  const instants = hours.map((hour) => new Date(hour).toISOString());
  const from = new Date(Math.min(...hours));
  const to = new Date(Math.max(...hours) + HOUR_MS);
  // Two imports (FBS and FBO, or a history beside a schedule) may recompute one hour at once: each would
  // insert it and the second would fail on the key. One at a time, until the transaction ends; the
  // second then reads the first one's items too.
  await sql`SELECT pg_advisory_xact_lock(${ORDER_HOURS_LOCK})`.execute(db);
  const inHours = sql`i.date >= ${from} AND i.date < ${to}
    AND date_trunc('hour', i.date) = ANY(${sql.val(instants)}::timestamptz[])`;
  await sql`DELETE FROM ozon_sales_order_hours WHERE hour = ANY(${sql.val(instants)}::timestamptz[])`.execute(db);
  await sql`DELETE FROM ozon_sales_order_hour_sums WHERE hour = ANY(${sql.val(instants)}::timestamptz[])`.execute(db);
  await sql`INSERT INTO ozon_sales_order_hours (hour, ${sql.join(COUNT_COLUMNS.map((column) => sql.ref(column)))})
    SELECT date_trunc('hour', i.date) AS hour, ${COUNT_FIGURES}
    FROM ozon_sales_order_items i WHERE ${inHours} GROUP BY 1`.execute(db);
  await sql`INSERT INTO ozon_sales_order_hour_sums (hour, currency_code, ${sql.join(SUM_COLUMNS.map((column) => sql.ref(column)))})
    SELECT date_trunc('hour', i.date) AS hour, ${SUM_FIGURES}
    FROM ozon_sales_order_items i WHERE ${inHours} GROUP BY 1, i.currency_code`.execute(db);
  // The filtered summaries' daily groups of the same items (migration 0019 defines how).
  const days = [...new Set(hours.map((hour) => Math.floor(hour / DAY_MS) * DAY_MS))];
  await sql`SELECT refresh_sales_order_day_groups(${sql.val(days.map((day) => new Date(day).toISOString()))}::timestamptz[])`.execute(
    db,
  );
}

/** The counts and sums of the hours in [from, to) from the hourly tables. */
export async function summedHours(db: DbOrTrx, range: Range): Promise<{ counts: Counts; sums: Sums[] }> {
  const where = (column: RawBuilder<unknown>) =>
    sql.join(
      [
        sql`true`,
        ...(range.from ? [sql`${column} >= ${range.from}`] : []),
        ...(range.to ? [sql`${column} < ${range.to}`] : []),
      ],
      sql` AND `,
    );
  const [counts, sums] = await Promise.all([
    sql<Counts>`SELECT ${sql.join(COUNT_COLUMNS.map((column) => sql`coalesce(sum(${sql.ref(column)}), 0) AS ${sql.ref(column)}`))}
      FROM ozon_sales_order_hours WHERE ${where(sql.ref('hour'))}`.execute(db),
    sql<Sums>`SELECT currency_code, ${sql.join(SUM_COLUMNS.map((column) => sql`sum(${sql.ref(column)}) AS ${sql.ref(column)}`))}
      FROM ozon_sales_order_hour_sums WHERE ${where(sql.ref('hour'))} GROUP BY currency_code`.execute(db),
  ]);
  return { counts: counts.rows[0]!, sums: sums.rows };
}
