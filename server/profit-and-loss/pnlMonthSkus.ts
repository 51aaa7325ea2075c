import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { pnlKnownFees, pnlOzonLines, UNSPLIT_PREFIX } from '../../contracts/profitAndLoss.js';
import type { Db, DbOrTrx } from '../db/database.js';
import { GOODS_COST_FEE } from './pnlRepository.js';
import type { SummaryPieces } from './pnlPeriods.js';

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

/**
 * What a segment's lines come as: one text for all its SKUs, `sku,figures;sku,figures…`, where the
 * figures of a SKU are, comma-separated, the goods' cost (kopecks), the units sold, returned and costed,
 * the operations not split, then kopecks per line in the order of pnlOzonLines (SKU_FIGURES gives the
 * places). A year by month at a million postings is 44 000 SKU months: as rows, packing them in
 * PostgreSQL and building them in node-postgres were most of the report's read; as a text per month,
 * kept when the month is filled (migration 0036), the read takes a fifth of that, and `forEachSku` reads
 * the numbers in a quarter of the time of split and Number (docs/performance.md).
 */
export const SKU_FIGURES = { cost: 0, unitsSold: 1, unitsReturned: 2, unitsCosted: 3, unsplit: 4, lines: 5 } as const;

/** The text of a segment's SKUs from rows `alias` of pnl_month_skus' columns (in the order of their SKUs). */
const segmentText = (alias: string) => {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string>`coalesce(string_agg(concat_ws(',', ${column('sku')}, ${column('cost')}, ${column('units_sold')},
    ${column('units_returned')}, ${column('units_costed')}, ${column('unsplit')}, array_to_string(${column('amounts')}, ',')),
    ';' ORDER BY ${column('sku')}), '')`;
};

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
    await sql`INSERT INTO pnl_month_sku_fills (month, version, mapping, figures)
      SELECT u.month, u.version, ${MAPPING}, (SELECT ${segmentText('s')} FROM pnl_month_skus s WHERE s.month = u.month)
      FROM unnest(${list}::date[], ${stale.map((month) => month.version)}::bigint[]) AS u(month, version)
      ON CONFLICT (month) DO UPDATE SET version = excluded.version, mapping = excluded.mapping, figures = excluded.figures`.execute(
      trx,
    );
  });
}

/** Ozon's lines of a segment's SKUs, as the P&L reads them. */
export interface SegmentLinesRow {
  segment: number;
  /** Every SKU of the segment with its figures (SKU_FIGURES). */
  figures: string;
}

/**
 * Calls `each` with every SKU of a segment's text and its figures, in SKU_FIGURES' order; `into` holds
 * the figures and is reused from SKU to SKU.
 */
export function forEachSku(text: string, into: number[], each: (sku: number, figures: number[]) => void): void {
  const length = text.length;
  let sku = 0;
  let at = -1;
  let value = 0;
  let sign = 1;
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 /* 0 */ && code <= 57 /* 9 */) {
      value = value * 10 + (code - 48);
      continue;
    }
    if (code === 45 /* - */) {
      sign = -1;
      continue;
    }
    // A comma or a semicolon ends a number; a semicolon ends the SKU too.
    if (at === -1) sku = value;
    else into[at] = sign * value;
    at++;
    value = 0;
    sign = 1;
    if (code === 59 /* ; */) {
      each(sku, into);
      at = -1;
    }
  }
  if (length > 0) {
    into[at] = sign * value;
    each(sku, into);
  }
}

/** The fewest characters a SKU takes in a segment's text: a digit and a separator for each number. */
export const SKU_TEXT_MIN_LENGTH = 2 * (1 + SKU_FIGURES.lines + pnlOzonLines.length);

/**
 * Ozon's lines, the goods' cost and the units of the segments per SKU (0: none): whole months from
 * the filled months (fillPnlMonthSkus first), the days of a month cut by the period or a regime summed
 * from ozon_pnl_days. A segment may come in several rows: the caller adds them up.
 */
export async function skuLines(db: DbOrTrx, pieces: SummaryPieces): Promise<SegmentLinesRow[]> {
  const result = await sql<SegmentLinesRow>`
    SELECT p.segment, f.figures
    FROM unnest(${pieces.months.map((piece) => piece.month)}::date[],
      ${pieces.months.map((piece) => piece.segment)}::integer[]) AS p(month, segment)
    JOIN pnl_month_sku_fills f ON f.month = p.month
    UNION ALL
    SELECT d.segment, ${segmentText('d')}
    FROM (
      SELECT p.segment, r.sku, ${linesOf()}
      FROM unnest(${pieces.days.map((piece) => piece.day)}::date[],
        ${pieces.days.map((piece) => piece.segment)}::integer[]) AS p(day, segment)
      JOIN ozon_pnl_days r ON r.day = p.day
      LEFT JOIN ${feeLines} ON fl.fee = r.fee
      WHERE r.currency_code = 'RUB'
      GROUP BY 1, 2
    ) d
    GROUP BY d.segment`.execute(db);
  return result.rows;
}
