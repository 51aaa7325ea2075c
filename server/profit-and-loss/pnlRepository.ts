import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import { sql, type RawBuilder } from 'kysely';
import { UNSPLIT_PREFIX } from '../../contracts/profitAndLoss.js';
import type { DbOrTrx } from '../db/database.js';
import { refusedReturns } from '../sales-orders/refusedReturns.js';
import type { SummaryPieces } from './pnlPeriods.js';

/**
 * The P&L's reads (docs/money.md, «Profit and loss»). Days are accrual days: the Moscow dates Ozon
 * accrues on, inclusive. A segment is a stretch of days of one period under one tax regime; the
 * answers are per segment (its index in the list, from 0) and SKU.
 */
export interface DaySpan {
  from: string;
  to: string;
}

/** Ozon's sale and return of a posting's goods: the goods' cost moves with them. */
export const SALE_OPERATION = 'OperationAgentDeliveredToCustomer';
export const RETURN_OPERATION = 'ClientReturnAgentOperation';

/** The segments as a relation s(first, last, idx), idx from 0. */
const segmentsRelation = (segments: DaySpan[]) =>
  sql`(SELECT s.first, s.last, (s.idx - 1)::integer AS idx FROM unnest(
    ${segments.map((segment) => segment.from)}::date[], ${segments.map((segment) => segment.to)}::date[])
    WITH ORDINALITY AS s(first, last, idx))`;

/** The instants an accrual day range covers: Ozon's accrual of day D is dated at the start of D in Moscow. */
const moscow = sellerCalendar('Europe/Moscow');
export function moscowInstants(span: DaySpan): { start: Date; end: Date } {
  return { start: moscow.dayStart(span.from), end: moscow.dayEnd(span.to) };
}

const outerSpan = (segments: DaySpan[]): DaySpan => ({
  from: segments.reduce((min, segment) => (segment.from < min ? segment.from : min), segments[0]!.from),
  to: segments.reduce((max, segment) => (segment.to > max ? segment.to : max), segments[0]!.to),
});

/** The fee under which the P&L days keep the goods' cost of the units Ozon accrued a sale or return of. */
export const GOODS_COST_FEE = 'GoodsCost';

/** Units the move takes out of stock (a sale) or puts back (a return, negative). */
const movedUnits = sql`CASE WHEN op.operation_type = ${SALE_OPERATION} THEN a.sold ELSE -a.returned END`;

export interface RefusalRow {
  segment: number;
  sku: string;
  units: number;
  /** The channel's CancelledSaleHandlingPrice of each refused posting charged to this SKU, roubles. */
  handling: string;
}

/**
 * Units of cancelled postings the buyers refused, by the Moscow day they came back (docs/money.md), and
 * the seller's own handling of them: the CancelledSaleHandlingPrice of the channel that sells the
 * posting's scheme, once per posting, charged to its SKU with the most units (the lowest SKU on a tie).
 */
export async function refusals(db: DbOrTrx, segments: DaySpan[]): Promise<RefusalRow[]> {
  const { start, end } = moscowInstants(outerSpan(segments));
  const result = await sql<RefusalRow>`
    WITH ranked AS (${refusedReturns(sql<boolean>`r.return_date >= ${start} AND r.return_date < ${end}`)})
    SELECT s.idx AS segment, f.sku, sum(f.units)::integer AS units,
      -- The posting's scheme found first (by its index), then the channel that sells it.
      coalesce(sum(CASE WHEN f.rank = 1 THEN (SELECT c.cancelled_sale_handling_price
        FROM (SELECT o.type FROM ozon_sales_order_items i JOIN ozon_sales_orders o ON o.id = i.order_id
          WHERE i.posting_number = f.posting_number LIMIT 1) t
        JOIN sales_channels c ON t.type = ANY(c.ozon_order_types) ORDER BY c.id LIMIT 1) END), 0) AS handling
    FROM ranked f
    JOIN ${segmentsRelation(segments)} s ON moscow_day(f.at) BETWEEN s.first AND s.last
    GROUP BY 1, 2`.execute(db);
  return result.rows;
}

export interface CheckRow {
  segment: number;
  net: string | null;
  other_currency: number;
}

/**
 * What the checks compare the report with, per period: the net of the period's accruals from the
 * finance totals per day (ozon_operation_days, kept from the operations' own amounts, not from their
 * lines) and the operations in other currencies.
 */
export async function accrualChecks(db: DbOrTrx, periods: DaySpan[]): Promise<CheckRow[]> {
  // Accruals are dated at the start of their Moscow day, 21:00 UTC of the day before: the UTC day keys
  // of the finance totals are the accrual days less one.
  const result = await sql<CheckRow>`
    SELECT s.idx AS segment,
      (SELECT sum(o.amount) FROM ozon_operation_days o
        WHERE o.currency_code = 'RUB' AND o.day >= (s.first - 1)::timestamp AT TIME ZONE 'UTC'
          AND o.day < s.last::timestamp AT TIME ZONE 'UTC') AS net,
      (SELECT coalesce(sum(o.count), 0)::integer FROM ozon_operation_days o
        WHERE o.currency_code <> 'RUB' AND o.day >= (s.first - 1)::timestamp AT TIME ZONE 'UTC'
          AND o.day < s.last::timestamp AT TIME ZONE 'UTC') AS other_currency
    FROM ${segmentsRelation(periods)} s`.execute(db);
  return result.rows;
}

export interface SkuGroupRow {
  sku: string;
  package_id: number | null;
  package_name: string | null;
  product_id: number | null;
  product_name: string | null;
  category_id: number | null;
  category_name: string | null;
  offer_id: string | null;
}

/** Where each SKU belongs in the seller's catalogue; a SKU not there keeps the article it was sold under. */
export async function skuGroups(db: DbOrTrx, skus: number[]): Promise<SkuGroupRow[]> {
  if (skus.length === 0) return [];
  return skuGroupsOf(db, sql`SELECT unnest(${skus}::bigint[]) AS sku`);
}

/**
 * The groups of the SKUs of a report's lines: those of the months per SKU and of the days. Read beside
 * the lines rather than after them; a refused SKU without lines is looked up after (skuGroups).
 */
export async function lineSkuGroups(db: DbOrTrx, pieces: SummaryPieces): Promise<SkuGroupRow[]> {
  return skuGroupsOf(
    db,
    sql`SELECT sku FROM pnl_month_skus WHERE month = ANY(${pieces.months.map((piece) => piece.month)}::date[]) AND sku <> 0
      UNION SELECT sku FROM ozon_pnl_days WHERE day = ANY(${pieces.days.map((piece) => piece.day)}::date[]) AND sku <> 0`,
  );
}

/** The groups of the SKUs a statement selects (one column, `sku`). */
async function skuGroupsOf(db: DbOrTrx, skus: RawBuilder<unknown>): Promise<SkuGroupRow[]> {
  const result = await sql<SkuGroupRow>`
    SELECT s.sku, pp.id AS package_id, pp.name AS package_name, p.id AS product_id, p.name AS product_name,
      c.id AS category_id, c.name AS category_name,
      CASE WHEN pp.id IS NULL THEN
        (SELECT i.offer_id FROM ozon_sales_order_items i WHERE i.sku = s.sku LIMIT 1) END AS offer_id
    FROM (${skus}) AS s
    LEFT JOIN ozon_products op ON op.sku = s.sku
    LEFT JOIN product_packages pp ON pp.id = op.product_package_id
    LEFT JOIN products p ON p.id = pp.product_id
    LEFT JOIN product_categories c ON c.id = p.category_id`.execute(db);
  return result.rows;
}

export interface CellRow {
  date: string;
  operation_id: string | null;
  operation_type: string | null;
  posting_number: string | null;
  sku: string | null;
  source: string;
  units: number | null;
  amount: string;
}

/**
 * The accrual lines of SKUs (0: the lines without one) under the accrual types given, in the span: what
 * an Ozon cell adds up. An operation not split counts whole under «Unsplit:<its type>».
 */
export async function accrualLinesOf(
  db: DbOrTrx,
  span: DaySpan,
  skus: number[],
  fees: string[],
  page: { offset: number; count: number },
): Promise<{ rows: CellRow[]; total: number; sum: string | null }> {
  const { start, end } = moscowInstants(span);
  const unsplitTypes = fees
    .filter((fee) => fee.startsWith(UNSPLIT_PREFIX))
    .map((fee) => fee.slice(UNSPLIT_PREFIX.length));
  const result = await sql<CellRow & { total: number; sum: string | null }>`
    WITH found AS (
      SELECT moscow_day(op.date)::text AS date, op.id::text AS operation_id, op.operation_type, op.posting_number,
        (line ->> 'Sku') AS sku, line ->> 'Fee' AS source, (line ->> 'Units')::integer AS units,
        (line ->> 'Amount')::numeric AS amount
      FROM ozon_operations op CROSS JOIN LATERAL jsonb_array_elements(op.lines) line
      WHERE op.date >= ${start} AND op.date < ${end} AND op.currency_code = 'RUB' AND op.lines IS NOT NULL
        AND coalesce((line ->> 'Sku')::bigint, 0) = ANY(${skus}::bigint[]) AND line ->> 'Fee' = ANY(${fees}::text[])
      UNION ALL
      SELECT moscow_day(op.date)::text, op.id::text, op.operation_type, op.posting_number, NULL,
        ${UNSPLIT_PREFIX} || op.operation_type, NULL, op.amount
      FROM ozon_operations op
      WHERE op.date >= ${start} AND op.date < ${end} AND op.currency_code = 'RUB' AND op.lines IS NULL
        AND 0 = ANY(${skus}::bigint[]) AND op.operation_type = ANY(${unsplitTypes}::text[])
    )
    SELECT f.*, count(*) OVER ()::integer AS total, sum(f.amount) OVER () AS sum FROM found f
    ORDER BY f.date, f.operation_id, f.sku, f.source
    OFFSET ${page.offset} LIMIT ${page.count}`.execute(db);
  const first = result.rows[0];
  if (first || page.offset === 0) return { rows: result.rows, total: first?.total ?? 0, sum: first?.sum ?? null };
  // A page past the end still says how many there are.
  const whole = await accrualLinesOf(db, span, skus, fees, { offset: 0, count: 1 });
  return { rows: [], total: whole.total, sum: whole.sum };
}

/**
 * The goods' cost of the SKUs in the span, per posting item and batch: what a cost cell adds up. The
 * same units and days as the P&L days keep (migration 0023, refresh_pnl_days): a posting's first sale
 * accrual takes its allocated units out, its first return accrual puts the returned ones back.
 */
export async function costLinesOf(
  db: DbOrTrx,
  span: DaySpan,
  skus: number[],
  page: { offset: number; count: number },
): Promise<{ rows: CellRow[]; total: number; sum: string | null }> {
  const { start, end } = moscowInstants(span);
  const result = await sql<CellRow & { total: number; sum: string | null }>`
    WITH found AS (
      SELECT moscow_day(op.date)::text AS date, op.id::text AS operation_id, op.operation_type, op.posting_number,
        i.sku::text AS sku, b.name AS source, ${movedUnits} AS units, -(${movedUnits} * a.unit_cost) AS amount
      FROM ozon_operations op
      JOIN ozon_sales_order_items i ON i.posting_number = op.posting_number
      JOIN sales_plan_allocations a ON a.order_item_id = i.id
      JOIN sales_plans p ON p.id = a.sales_plan_id
      JOIN sales_items si ON si.id = p.sales_item_id
      JOIN purchase_batch_items bi ON bi.id = si.purchase_batch_item_id
      JOIN purchase_batches b ON b.id = bi.purchase_batch_id
      WHERE op.date >= ${start} AND op.date < ${end} AND op.currency_code = 'RUB' AND i.sku = ANY(${skus}::bigint[])
        AND (op.operation_type = ${SALE_OPERATION} OR (op.operation_type = ${RETURN_OPERATION} AND a.returned > 0))
        AND NOT EXISTS (SELECT 1 FROM ozon_operations e WHERE e.posting_number = op.posting_number
          AND e.operation_type = op.operation_type AND (e.date, e.id) < (op.date, op.id))
    )
    SELECT f.*, count(*) OVER ()::integer AS total, sum(f.amount) OVER () AS sum FROM found f
    ORDER BY f.date, f.posting_number, f.source
    OFFSET ${page.offset} LIMIT ${page.count}`.execute(db);
  const first = result.rows[0];
  if (first || page.offset === 0) return { rows: result.rows, total: first?.total ?? 0, sum: first?.sum ?? null };
  const whole = await costLinesOf(db, span, skus, { offset: 0, count: 1 });
  return { rows: [], total: whole.total, sum: whole.sum };
}

/** The accrual types of the span's P&L days for the SKUs: the cell's line picks its own among them. */
export async function feesOf(db: DbOrTrx, span: DaySpan, skus: number[]): Promise<string[]> {
  const result = await sql<{ fee: string }>`
    SELECT DISTINCT d.fee FROM ozon_pnl_days d
    WHERE d.day BETWEEN ${span.from}::date AND ${span.to}::date AND d.sku = ANY(${skus}::bigint[])`.execute(db);
  return result.rows.map((row) => row.fee);
}
