import { sql } from 'kysely';
import type {
  RealizationComparison,
  RealizationComparisonRequest,
  RealizationDifference,
  RealizationField,
  RealizationTotals,
} from '../../contracts/realization.js';
import type { Db } from '../db/database.js';
import { moscowInstants, RETURN_OPERATION, SALE_OPERATION } from './pnlRepository.js';

/**
 * The realization report of a month against the accruals of the month (docs/money.md, «The realization
 * report»): per posting and SKU, the units delivered and returned, their amounts at the seller's price
 * and Ozon's commission on each side. The accruals are the month's sale and buyer's-return accruals, by
 * the Moscow day Ozon accrued them on, split per SKU as Ozon gives them.
 */
interface SideRow {
  posting_number: string;
  sku: string;
  offer_id: string | null;
  r_delivered: number | null;
  r_sales: string | null;
  r_sales_commission: string | null;
  r_returned: number | null;
  r_returns: string | null;
  r_returns_commission: string | null;
  a_delivered: number | null;
  a_sales: string | null;
  a_sales_commission: string | null;
  a_returned: number | null;
  a_returns: string | null;
  a_returns_commission: string | null;
}

const kopecks = (value: string | number | null) => Math.round(Number(value ?? 0) * 100);

/** Each field: its value on the report's side and on the accruals' (units, or kopecks for money). */
const FIELDS: { field: RealizationField; money: boolean; report: keyof SideRow; accrued: keyof SideRow }[] = [
  { field: 'Delivered', money: false, report: 'r_delivered', accrued: 'a_delivered' },
  { field: 'SalesAmount', money: true, report: 'r_sales', accrued: 'a_sales' },
  { field: 'SalesCommission', money: true, report: 'r_sales_commission', accrued: 'a_sales_commission' },
  { field: 'Returned', money: false, report: 'r_returned', accrued: 'a_returned' },
  { field: 'ReturnsAmount', money: true, report: 'r_returns', accrued: 'a_returns' },
  { field: 'ReturnsCommission', money: true, report: 'r_returns_commission', accrued: 'a_returns_commission' },
];

function emptyTotals(): Record<keyof RealizationTotals, number> {
  return { SalesAmount: 0, SalesCommission: 0, ReturnsAmount: 0, ReturnsCommission: 0, Net: 0 };
}
const inRoubles = (totals: Record<keyof RealizationTotals, number>): RealizationTotals => ({
  SalesAmount: totals.SalesAmount / 100,
  SalesCommission: totals.SalesCommission / 100,
  ReturnsAmount: totals.ReturnsAmount / 100,
  ReturnsCommission: totals.ReturnsCommission / 100,
  Net: (totals.SalesAmount - totals.SalesCommission - totals.ReturnsAmount + totals.ReturnsCommission) / 100,
});

export async function compareRealization(
  db: Db,
  request: RealizationComparisonRequest,
): Promise<RealizationComparison> {
  const monthStart = `${request.Month}-01`;
  const [year, month] = request.Month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const { start, end } = moscowInstants({ from: monthStart, to: last });
  const header = await db
    .selectFrom('ozon_realization_reports')
    .where('month', '=', monthStart)
    .select(['number', 'doc_date', 'doc_amount', 'read_at'])
    .executeTakeFirst();
  const rows = await sql<SideRow>`
    WITH report AS (
      SELECT posting_number, sku, min(offer_id) AS offer_id,
        sum(delivered_quantity)::integer AS delivered, sum(delivered_amount) AS sales,
        sum(delivered_commission) AS sales_commission, sum(returned_quantity)::integer AS returned,
        sum(returned_amount) AS returns, sum(returned_commission) AS returns_commission
      FROM ozon_realization_rows WHERE month = ${monthStart}::date GROUP BY 1, 2
    ),
    accrued AS (
      SELECT op.posting_number, (line ->> 'Sku')::bigint AS sku,
        coalesce(sum((line ->> 'Units')::integer) FILTER (WHERE line ->> 'Fee' = 'SaleAmount'), 0)::integer AS delivered,
        coalesce(sum((line ->> 'Amount')::numeric) FILTER (WHERE line ->> 'Fee' = 'SaleAmount'), 0) AS sales,
        -coalesce(sum((line ->> 'Amount')::numeric) FILTER (WHERE line ->> 'Fee' = 'SaleCommission'), 0) AS sales_commission,
        coalesce(sum((line ->> 'Units')::integer) FILTER (WHERE line ->> 'Fee' = 'ReturnAmount'), 0)::integer AS returned,
        -coalesce(sum((line ->> 'Amount')::numeric) FILTER (WHERE line ->> 'Fee' = 'ReturnAmount'), 0) AS returns,
        coalesce(sum((line ->> 'Amount')::numeric) FILTER (WHERE line ->> 'Fee' = 'ReturnCommission'), 0) AS returns_commission
      FROM ozon_operations op CROSS JOIN LATERAL jsonb_array_elements(op.lines) line
      WHERE op.date >= ${start} AND op.date < ${end} AND op.currency_code = 'RUB'
        AND op.operation_type IN (${SALE_OPERATION}, ${RETURN_OPERATION}) AND op.posting_number IS NOT NULL
        AND line ->> 'Fee' IN ('SaleAmount', 'SaleCommission', 'ReturnAmount', 'ReturnCommission')
        AND line ->> 'Sku' IS NOT NULL
      GROUP BY 1, 2
    )
    SELECT coalesce(r.posting_number, a.posting_number) AS posting_number, coalesce(r.sku, a.sku) AS sku,
      coalesce(r.offer_id, (SELECT i.offer_id FROM ozon_sales_order_items i
        WHERE i.posting_number = a.posting_number AND i.sku = a.sku)) AS offer_id,
      r.delivered AS r_delivered, r.sales AS r_sales, r.sales_commission AS r_sales_commission,
      r.returned AS r_returned, r.returns AS r_returns, r.returns_commission AS r_returns_commission,
      a.delivered AS a_delivered, a.sales AS a_sales, a.sales_commission AS a_sales_commission,
      a.returned AS a_returned, a.returns AS a_returns, a.returns_commission AS a_returns_commission
    FROM report r FULL JOIN accrued a ON a.posting_number = r.posting_number AND a.sku = r.sku
    ORDER BY 1, 2`.execute(db);
  const unsplit = await sql<{ count: number }>`
    SELECT count(*)::integer AS count FROM ozon_operations op
    WHERE op.date >= ${start} AND op.date < ${end} AND op.lines IS NULL
      AND op.operation_type IN (${SALE_OPERATION}, ${RETURN_OPERATION})`.execute(db);

  const reportTotals = emptyTotals();
  const accruedTotals = emptyTotals();
  const differences: RealizationDifference[] = [];
  const postings = new Set<string>();
  for (const row of rows.rows) {
    reportTotals.SalesAmount += kopecks(row.r_sales);
    reportTotals.SalesCommission += kopecks(row.r_sales_commission);
    reportTotals.ReturnsAmount += kopecks(row.r_returns);
    reportTotals.ReturnsCommission += kopecks(row.r_returns_commission);
    accruedTotals.SalesAmount += kopecks(row.a_sales);
    accruedTotals.SalesCommission += kopecks(row.a_sales_commission);
    accruedTotals.ReturnsAmount += kopecks(row.a_returns);
    accruedTotals.ReturnsCommission += kopecks(row.a_returns_commission);
    for (const { field, money, report, accrued } of FIELDS) {
      const reported = money ? kopecks(row[report]) : Number(row[report] ?? 0);
      const got = money ? kopecks(row[accrued]) : Number(row[accrued] ?? 0);
      if (reported === got) continue;
      postings.add(row.posting_number);
      const scale = money ? 100 : 1;
      differences.push({
        PostingNumber: row.posting_number,
        Sku: Number(row.sku),
        Article: row.offer_id ?? '',
        Field: field,
        Report: reported / scale,
        Accrued: got / scale,
        Difference: (got - reported) / scale,
      });
    }
  }
  const reportSide = inRoubles(reportTotals);
  const accruedSide = inRoubles(accruedTotals);
  const netDifference = kopecks(accruedSide.Net) - kopecks(reportSide.Net);
  return {
    Month: request.Month,
    Report: header
      ? {
          Number: header.number,
          DocDate: header.doc_date,
          DocAmount: Number(header.doc_amount),
          ReadAt: new Date(header.read_at).toISOString(),
        }
      : null,
    ReportTotals: reportSide,
    AccruedTotals: accruedSide,
    NetDifference: netDifference / 100,
    NetDifferencePercent:
      reportSide.Net !== 0 ? Math.round((netDifference / kopecks(reportSide.Net)) * 100_000) / 1000 : null,
    PostingCount: postings.size,
    UnsplitOperations: unsplit.rows[0]?.count ?? 0,
    TotalCount: differences.length,
    Items: differences.slice(request.Offset, request.Offset + request.Count),
  };
}
