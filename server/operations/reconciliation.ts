import { sql } from 'kysely';
import { PostingStatus, TransactionType } from '../../contracts/enums.js';
import type {
  Discrepancy,
  DiscrepancyKind,
  ReconciliationReport,
  ReconciliationRequest,
} from '../../contracts/reconciliation.js';
import { discrepancyKinds } from '../../contracts/reconciliation.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { DbOrTrx } from '../db/database.js';
import { OPERATION_SUMS, operationSumsOf } from './operationRepository.js';

/** Ozon's operation for a delivered posting: it carries the sale. */
const SALE_OPERATION = 'OperationAgentDeliveredToCustomer';
/** Kopecks: a difference below this is rounding, not a discrepancy. */
const TOLERANCE = 0.005;

/**
 * The discrepancies of the period, one row each, from the postings of orders placed in it (and the
 * returns handed back in it) against every finance operation of those postings, whenever accrued:
 * - DeliveredWithoutSale: delivered, but no sale accrued;
 * - SaleDiffers: the sale accrued differs from the price × quantity of the items not cancelled;
 * - ReturnWithoutOperation: Ozon lists a return, but no return operation was accrued for the posting;
 * - ServicesOnCancelled: a cancelled posting was charged for services (logistics, processing).
 */
interface DiscrepancyRow {
  kind: DiscrepancyKind;
  posting_number: string;
  sales_order_id: string | null;
  date: Date;
  currency: string;
  expected: string;
  actual: string;
}

function discrepancyCtes(from: Date, to: Date) {
  return sql`
    WITH postings AS (
      SELECT i.posting_number, i.currency_code AS currency, min(i.order_id) AS order_id, min(i.date) AS date,
        bool_and(i.status = ${PostingStatus.Delivered}) AS delivered,
        bool_and(i.status = ${PostingStatus.Cancelled}) AS cancelled,
        coalesce(sum(i.price * i.quantity) FILTER (WHERE i.status <> ${PostingStatus.Cancelled}), 0) AS amount
      FROM ozon_sales_order_items i
      WHERE i.date >= ${from} AND i.date < ${to}
      GROUP BY i.posting_number, i.currency_code
    ),
    accrued AS (
      SELECT op.posting_number,
        count(*) FILTER (WHERE op.operation_type = ${SALE_OPERATION}) AS sales,
        coalesce(sum(op.accruals_for_sale) FILTER (WHERE op.operation_type = ${SALE_OPERATION}), 0) AS sale,
        coalesce(sum(op.amount - op.accruals_for_sale - op.sale_commission), 0) AS services
      FROM ozon_operations op
      WHERE op.posting_number IN (SELECT posting_number FROM postings)
      GROUP BY op.posting_number
    ),
    -- A posting is at most one of the three kinds: delivered or cancelled, with or without a sale.
    checked AS (
      SELECT p.*, a.sale, a.services,
        CASE WHEN p.delivered AND coalesce(a.sales, 0) = 0 THEN 'DeliveredWithoutSale'
          WHEN a.sales > 0 AND abs(a.sale - p.amount) > ${TOLERANCE} THEN 'SaleDiffers'
          WHEN p.cancelled AND abs(a.services) > ${TOLERANCE} THEN 'ServicesOnCancelled' END AS kind
      FROM postings p LEFT JOIN accrued a ON a.posting_number = p.posting_number
    ),
    found AS (
      SELECT c.kind, c.posting_number, c.order_id AS sales_order_id, c.date, c.currency,
      CASE c.kind WHEN 'ServicesOnCancelled' THEN 0 ELSE c.amount END AS expected,
      CASE c.kind WHEN 'DeliveredWithoutSale' THEN 0 WHEN 'SaleDiffers' THEN c.sale ELSE c.services END AS actual
    FROM checked c WHERE c.kind IS NOT NULL
    UNION ALL
    SELECT 'ReturnWithoutOperation', r.posting_number,
      (SELECT i.order_id FROM ozon_sales_order_items i WHERE i.posting_number = r.posting_number LIMIT 1),
      min(r.return_date), r.currency_code, -sum(r.price * r.quantity), 0
    FROM ozon_returns r
    WHERE r.return_date >= ${from} AND r.return_date < ${to}
      AND NOT EXISTS (SELECT 1 FROM ozon_operations op
        WHERE op.posting_number = r.posting_number AND op.transaction_type = ${TransactionType.Returns})
    GROUP BY r.posting_number, r.currency_code)`;
}

export async function reconcile(
  db: DbOrTrx,
  calendar: SellerCalendar,
  request: ReconciliationRequest,
): Promise<ReconciliationReport> {
  const from = calendar.dayStart(request.DateFrom);
  const to = calendar.dayEnd(request.DateTo);
  const kinds = request.Kinds.length ? request.Kinds : [...discrepancyKinds];
  // One statement: the discrepancies are found once, then counted per kind and paged.
  const [answer, totals] = await Promise.all([
    sql<{ posting_count: string; counts: { kind: DiscrepancyKind; count: number }[]; page: DiscrepancyRow[] }>`
      ${discrepancyCtes(from, to)}
      SELECT (SELECT count(DISTINCT posting_number) FROM postings) AS posting_count,
        (SELECT coalesce(json_agg(json_build_object('kind', c.kind, 'count', c.count)), '[]')
          FROM (SELECT kind, count(*) AS count FROM found GROUP BY kind) c) AS counts,
        (SELECT coalesce(json_agg(f ORDER BY f.date, f.posting_number, f.kind), '[]')
          FROM (SELECT * FROM found WHERE kind IN (${sql.join(kinds)})
            ORDER BY date, posting_number, kind OFFSET ${request.Offset} LIMIT ${request.Count}) f) AS page`.execute(
      db,
    ),
    db
      .selectFrom('ozon_operations as op')
      .where('op.date', '>=', from)
      .where('op.date', '<', to)
      .select(['op.operation_type', 'op.currency_code', ...OPERATION_SUMS])
      .groupBy(['op.operation_type', 'op.currency_code'])
      .orderBy(sql`abs(sum(op.amount))`, 'desc')
      .execute(),
  ]);
  const { posting_count, counts, page } = answer.rows[0]!;
  const countOf = new Map(counts.map((row) => [row.kind, Number(row.count)]));
  const item = (row: DiscrepancyRow): Discrepancy => ({
    Kind: row.kind,
    PostingNumber: row.posting_number,
    SalesOrderID: row.sales_order_id === null ? null : Number(row.sales_order_id),
    Date: new Date(row.date).toISOString(),
    Currency: row.currency,
    Expected: Number(row.expected),
    Actual: Number(row.actual),
    Difference: Math.round((Number(row.actual) - Number(row.expected)) * 100) / 100,
  });
  return {
    TotalCount: kinds.reduce((sum, kind) => sum + (countOf.get(kind) ?? 0), 0),
    Items: page.map(item),
    KindCounts: discrepancyKinds.map((kind) => ({ Kind: kind, Count: countOf.get(kind) ?? 0 })),
    PostingCount: Number(posting_count),
    OperationTotals: totals.map((row) => ({ OperationType: row.operation_type, ...operationSumsOf(row) })),
  };
}
