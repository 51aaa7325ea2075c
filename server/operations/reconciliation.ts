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

function discrepancies(from: Date, to: Date) {
  return sql<DiscrepancyRow>`
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
    )
    SELECT 'DeliveredWithoutSale' AS kind, p.posting_number, p.order_id AS sales_order_id, p.date, p.currency,
      p.amount AS expected, 0 AS actual
    FROM postings p LEFT JOIN accrued a ON a.posting_number = p.posting_number
    WHERE p.delivered AND coalesce(a.sales, 0) = 0
    UNION ALL
    SELECT 'SaleDiffers', p.posting_number, p.order_id, p.date, p.currency, p.amount, a.sale
    FROM postings p JOIN accrued a ON a.posting_number = p.posting_number
    WHERE a.sales > 0 AND abs(a.sale - p.amount) > ${TOLERANCE}
    UNION ALL
    SELECT 'ServicesOnCancelled', p.posting_number, p.order_id, p.date, p.currency, 0, a.services
    FROM postings p JOIN accrued a ON a.posting_number = p.posting_number
    WHERE p.cancelled AND abs(a.services) > ${TOLERANCE}
    UNION ALL
    SELECT 'ReturnWithoutOperation', r.posting_number,
      (SELECT i.order_id FROM ozon_sales_order_items i WHERE i.posting_number = r.posting_number LIMIT 1),
      min(r.return_date), r.currency_code, -sum(r.price * r.quantity), 0
    FROM ozon_returns r
    WHERE r.return_date >= ${from} AND r.return_date < ${to}
      AND NOT EXISTS (SELECT 1 FROM ozon_operations op
        WHERE op.posting_number = r.posting_number AND op.transaction_type = ${TransactionType.Returns})
    GROUP BY r.posting_number, r.currency_code`;
}

export async function reconcile(
  db: DbOrTrx,
  calendar: SellerCalendar,
  request: ReconciliationRequest,
): Promise<ReconciliationReport> {
  const from = calendar.dayStart(request.DateFrom);
  const to = calendar.dayEnd(request.DateTo);
  const kinds = request.Kinds.length ? request.Kinds : [...discrepancyKinds];
  const found = discrepancies(from, to);
  const [counts, page, postings, totals] = await Promise.all([
    sql<{ kind: DiscrepancyKind; count: string }>`
      SELECT d.kind, count(*) AS count FROM (${found}) d GROUP BY d.kind`.execute(db),
    sql<DiscrepancyRow>`
      SELECT * FROM (${found}) d WHERE d.kind IN (${sql.join(kinds)})
      ORDER BY d.date, d.posting_number, d.kind
      OFFSET ${request.Offset} LIMIT ${request.Count}`.execute(db),
    db
      .selectFrom('ozon_sales_order_items')
      .select(sql<string>`count(DISTINCT posting_number)`.as('count'))
      .where('date', '>=', from)
      .where('date', '<', to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ozon_operations as op')
      .where('op.date', '>=', from)
      .where('op.date', '<', to)
      .select([
        'op.operation_type',
        'op.currency_code',
        sql<string>`count(*)`.as('count'),
        sql<string>`sum(op.amount)`.as('amount'),
        sql<string>`sum(op.accruals_for_sale)`.as('accruals_for_sale'),
        sql<string>`sum(op.sale_commission)`.as('sale_commission'),
        sql<string>`sum(op.amount - op.accruals_for_sale - op.sale_commission)`.as('services'),
      ])
      .groupBy(['op.operation_type', 'op.currency_code'])
      .orderBy(sql`abs(sum(op.amount))`, 'desc')
      .execute(),
  ]);
  const countOf = new Map(counts.rows.map((row) => [row.kind, Number(row.count)]));
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
    Items: page.rows.map(item),
    KindCounts: discrepancyKinds.map((kind) => ({ Kind: kind, Count: countOf.get(kind) ?? 0 })),
    PostingCount: Number(postings.count),
    OperationTotals: totals.map((row) => ({
      OperationType: row.operation_type,
      Currency: row.currency_code,
      Count: Number(row.count),
      Amount: Number(row.amount),
      AccrualsForSale: Number(row.accruals_for_sale),
      SaleCommission: Number(row.sale_commission),
      Services: Number(row.services),
    })),
  };
}
