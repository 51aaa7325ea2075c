import {
  pnlLineOfFee,
  type PnlCell,
  type PnlCellRequest,
  type PnlGrouping,
  type PnlReport,
  type PnlRequest,
} from '../../contracts/profitAndLoss.js';
import type { Db } from '../db/database.js';
import { periodsOf, segmentsOf, summaryPieces } from './pnlPeriods.js';
import { fillPnlMonthSkus, skuLines } from './pnlMonthSkus.js';
import { recentCostRevisions } from './costRevisions.js';
import { pnlReport, rowOfSku, UNASSIGNED } from './pnlReport.js';
import {
  accrualChecks,
  accrualLinesOf,
  costLinesOf,
  feesOf,
  GOODS_COST_FEE,
  lineSkuGroups,
  refusals,
  skuGroups,
  type CellRow,
} from './pnlRepository.js';
import { listTaxRegimes } from './taxRegimeRepository.js';

const kopecks = (roubles: string | number) => Math.round(Number(roubles) * 100);

/** The SKUs of a row key under a grouping (0 for the charges without one). */
async function skusOfRow(db: Db, key: string, grouping: PnlGrouping, span: { from: string; to: string }) {
  if (key.startsWith(UNASSIGNED)) return [0];
  if (key.startsWith('sku:')) return [Number(key.slice(4))];
  const sold = await skusWithAccruals(db, span);
  const groups = await skuGroups(db, sold);
  const bySku = new Map(groups.map((group) => [Number(group.sku), group]));
  return sold.filter((sku) => rowOfSku(bySku.get(sku), sku, grouping).Key === key);
}

/** The SKUs with accruals in the span. */
async function skusWithAccruals(db: Db, span: { from: string; to: string }): Promise<number[]> {
  const rows = await db
    .selectFrom('ozon_pnl_days')
    .where('day', '>=', span.from)
    .where('day', '<=', span.to)
    .where('sku', '<>', 0)
    .select('sku')
    .distinct()
    .execute();
  return rows.map((row) => Number(row.sku));
}

/** The P&L (docs/money.md, «Profit and loss»): Ozon's money per row and period, the goods' cost, taxes. */
export function pnlService({ db }: { db: Db }) {
  async function report(request: PnlRequest): Promise<PnlReport> {
    const regimes = await listTaxRegimes(db);
    const periods = periodsOf(request);
    const segments = segmentsOf(periods, regimes);
    const pieces = summaryPieces(segments);
    await fillPnlMonthSkus(db, [...new Set(pieces.months.map((piece) => piece.month))]);
    const [lines, refused, checks, revisions, lineGroups] = await Promise.all([
      skuLines(db, pieces),
      refusals(db, segments),
      accrualChecks(db, periods),
      recentCostRevisions(db, periods[0]!.from, periods.at(-1)!.to),
      lineSkuGroups(db, pieces),
    ]);
    const groups = new Map(lineGroups.map((group) => [Number(group.sku), group]));
    const refusedOnly = [...new Set(refused.map((row) => Number(row.sku)))].filter((sku) => !groups.has(sku));
    for (const group of await skuGroups(db, refusedOnly)) groups.set(Number(group.sku), group);
    return pnlReport(request, { periods, segments, lines, refused, checks, revisions, groups });
  }

  /** What one cell adds up: the accrual lines of its row's SKUs under its line, or their goods' cost. */
  async function cell(request: PnlCellRequest): Promise<PnlCell> {
    const span = { from: request.DateFrom, to: request.DateTo };
    const skus = await skusOfRow(db, request.RowKey, request.GroupBy, span);
    const page = { offset: request.Offset, count: request.Count };
    let found: { rows: CellRow[]; total: number; sum: string | null };
    if (request.Line === 'Cost') {
      found = await costLinesOf(db, span, skus, page);
    } else {
      const fees = (await feesOf(db, span, skus)).filter(
        (fee) => fee !== GOODS_COST_FEE && pnlLineOfFee(fee) === request.Line,
      );
      found = await accrualLinesOf(db, span, skus, fees, page);
    }
    return {
      TotalCount: found.total,
      Sum: kopecks(found.sum ?? 0) / 100,
      Items: found.rows.map((row) => ({
        Date: row.date,
        OperationID: row.operation_id === null ? null : Number(row.operation_id),
        OperationType: row.operation_type,
        PostingNumber: row.posting_number,
        Sku: row.sku === null ? null : Number(row.sku),
        Source: row.source,
        Units: row.units,
        Amount: Number(row.amount),
      })),
    };
  }

  return { report, cell, regimes: () => listTaxRegimes(db) };
}
export type PnlService = ReturnType<typeof pnlService>;
