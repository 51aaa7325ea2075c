import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { pnlKnownFees, pnlOzonLines, UNSPLIT_PREFIX } from '../../contracts/profitAndLoss.js';
import type { Db, DbOrTrx } from '../db/database.js';
import { GOODS_COST_FEE } from './pnlRepository.js';

/**
 * The P&L's months per SKU with Ozon's accrual types under the P&L's lines (migration 0027): what a
 * year by month reads, one row per month and SKU. A month is filled here from ozon_pnl_months when it
 * is first read after a change (each change bumps its version) or after the mapping of types to lines
 * changed in the code: the mapping is the app's, so the database's functions cannot keep this table.
 */

/** The advisory lock key of filling the months (any fixed number unique to it). */
const FILL_LOCK = 73_027_001;

const known = pnlKnownFees();
const lineIndex = (line: (typeof pnlOzonLines)[number]) => pnlOzonLines.indexOf(line);
/** Which mapping a month was filled at: the lines and the types under them. */
const MAPPING = createHash('sha256')
  .update(JSON.stringify([pnlOzonLines, known]))
  .digest('hex')
  .slice(0, 16);

/** The known types and their line's index, as a relation fl(fee, line). */
const feeLines = sql`unnest(${known.map(([fee]) => fee)}::text[],
  ${known.map(([, line]) => lineIndex(line))}::integer[]) AS fl(fee, line)`;

/**
 * The sums of P&L summary rows `r` (sku, fee, amount, units, count) joined to `fl` by fee, as one row per
 * group: kopecks per line (a type the app does not know is «other»), the goods' cost, the units.
 */
function linesOf(): RawBuilder<unknown> {
  const line = sql`coalesce(fl.line, ${sql.lit(lineIndex('OtherOzon'))})`;
  const ozon = sql`r.fee <> ${sql.lit(GOODS_COST_FEE)}`;
  const kopecks = (filter: RawBuilder<unknown>) =>
    sql`(coalesce(sum(r.amount) FILTER (WHERE ${filter}), 0) * 100)::bigint`;
  const units = (filter: RawBuilder<unknown>) => sql`coalesce(sum(r.units) FILTER (WHERE ${filter}), 0)::integer`;
  return sql`ARRAY[${sql.join(pnlOzonLines.map((_, index) => kopecks(sql`${ozon} AND ${line} = ${sql.lit(index)}`)))}] AS amounts,
    ${kopecks(sql`NOT ${ozon}`)} AS cost,
    ${units(sql`fl.line = ${sql.lit(lineIndex('Revenue'))}`)} AS units_sold,
    ${units(sql`fl.line = ${sql.lit(lineIndex('Returns'))}`)} AS units_returned,
    ${units(sql`NOT ${ozon}`)} AS units_costed,
    coalesce(sum(r.count) FILTER (WHERE starts_with(r.fee, ${sql.lit(UNSPLIT_PREFIX)})), 0)::integer AS unsplit`;
}

interface StaleMonth {
  month: string;
  version: string;
}

/** The months of the list not filled at their current version and mapping. */
async function staleMonths(db: DbOrTrx, months: string[]): Promise<StaleMonth[]> {
  const result = await sql<StaleMonth>`
    SELECT m.month::text AS month, coalesce(v.version, 0)::text AS version
    FROM unnest(${months}::date[]) AS m(month)
    LEFT JOIN ozon_pnl_month_versions v ON v.month = m.month
    LEFT JOIN pnl_month_sku_fills f ON f.month = m.month
    WHERE f.month IS NULL OR f.version <> coalesce(v.version, 0) OR f.mapping <> ${MAPPING}`.execute(db);
  return result.rows;
}

/**
 * Fills the months (first days) that changed since they were last filled. One filling at a time, across
 * processes: a month's version is read before its rows, so a change after the read leaves it stale, never
 * a stale month marked as filled.
 */
export async function fillPnlMonthSkus(db: Db, months: string[]): Promise<void> {
  if (months.length === 0 || (await staleMonths(db, months)).length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${FILL_LOCK})`.execute(trx);
    const stale = await staleMonths(trx, months);
    if (stale.length === 0) return;
    const list = stale.map((month) => month.month);
    await sql`DELETE FROM pnl_month_skus WHERE month = ANY(${list}::date[])`.execute(trx);
    await sql`INSERT INTO pnl_month_skus (month, sku, amounts, cost, units_sold, units_returned, units_costed, unsplit)
      SELECT r.month, r.sku, ${linesOf()}
      FROM ozon_pnl_months r LEFT JOIN ${feeLines} ON fl.fee = r.fee
      WHERE r.month = ANY(${list}::date[]) AND r.currency_code = 'RUB'
      GROUP BY r.month, r.sku`.execute(trx);
    await sql`INSERT INTO pnl_month_sku_fills (month, version, mapping)
      SELECT u.month, u.version, ${MAPPING}
      FROM unnest(${list}::date[], ${stale.map((month) => month.version)}::bigint[]) AS u(month, version)
      ON CONFLICT (month) DO UPDATE SET version = excluded.version, mapping = excluded.mapping`.execute(trx);
  });
}

/** Ozon's lines of a segment and SKU, as the P&L reads them. */
export interface SkuLinesRow {
  segment: number;
  sku: string;
  /** The integers of SKU_FIGURES, then kopecks per line in the order of pnlOzonLines, comma-separated. */
  figures: string;
}

/**
 * Where each figure sits in a row's `figures`: the goods' cost (kopecks), the units sold, returned and
 * costed, the operations not split, then the lines. One text a row, read by `readSkuFigures`: node-postgres
 * builds a year's 44 000 rows of three fields in half the time of ten, and the numbers are read in a
 * quarter of the time of split and Number (measured at a million postings, docs/performance.md).
 */
export const SKU_FIGURES = { cost: 0, unitsSold: 1, unitsReturned: 2, unitsCosted: 3, unsplit: 4, lines: 5 } as const;

const packed = (alias: string) => {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string>`concat_ws(',', ${column('cost')}, ${column('units_sold')}, ${column('units_returned')},
    ${column('units_costed')}, ${column('unsplit')}, array_to_string(${column('amounts')}, ','))`;
};

/** The integers of a row's `figures` into `into` (reused from row to row), in SKU_FIGURES' order. */
export function readSkuFigures(figures: string, into: number[]): number[] {
  let at = 0;
  let value = 0;
  let negative = false;
  for (let index = 0; index < figures.length; index++) {
    const code = figures.charCodeAt(index);
    if (code === 44 /* , */) {
      into[at++] = negative ? -value : value;
      value = 0;
      negative = false;
    } else if (code === 45 /* - */) negative = true;
    else value = value * 10 + (code - 48);
  }
  into[at] = negative ? -value : value;
  return into;
}

/**
 * Ozon's lines, the goods' cost and the units of the segments per SKU (0: none): whole months from
 * pnl_month_skus (filled first where stale), the days of a month cut by the period or a regime summed
 * from ozon_pnl_days. A segment and SKU may come in several rows: the caller adds them up.
 */
export async function skuLines(
  db: Db,
  pieces: { months: { month: string; segment: number }[]; days: { day: string; segment: number }[] },
): Promise<SkuLinesRow[]> {
  await fillPnlMonthSkus(db, [...new Set(pieces.months.map((piece) => piece.month))]);
  const result = await sql<SkuLinesRow>`
    SELECT p.segment, s.sku, ${packed('s')} AS figures
    FROM unnest(${pieces.months.map((piece) => piece.month)}::date[],
      ${pieces.months.map((piece) => piece.segment)}::integer[]) AS p(month, segment)
    JOIN pnl_month_skus s ON s.month = p.month
    UNION ALL
    SELECT d.segment, d.sku, ${packed('d')}
    FROM (
      SELECT p.segment, r.sku, ${linesOf()}
      FROM unnest(${pieces.days.map((piece) => piece.day)}::date[],
        ${pieces.days.map((piece) => piece.segment)}::integer[]) AS p(day, segment)
      JOIN ozon_pnl_days r ON r.day = p.day
      LEFT JOIN ${feeLines} ON fl.fee = r.fee
      WHERE r.currency_code = 'RUB'
      GROUP BY 1, 2
    ) d`.execute(db);
  return result.rows;
}
