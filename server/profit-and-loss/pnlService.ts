import {
  pnlLineOfFee,
  pnlOzonLines,
  type PnlCell,
  type PnlCellRequest,
  type PnlGrouping,
  type PnlOzonLine,
  type PnlReport,
  type PnlRequest,
  type PnlRow,
} from '../../contracts/profitAndLoss.js';
import type { Db } from '../db/database.js';
import {
  addSums,
  applyTax,
  clipTotalTax,
  emptySums,
  figuresOf,
  monthFigureOf,
  shareByWeight,
  unitsWithoutCost,
  type PnlSums,
} from './pnlFigures.js';
import { periodsOf, regimesUsed, segmentsOf, summaryPieces } from './pnlPeriods.js';
import { readSkuFigures, SKU_FIGURES, skuLines } from './pnlMonthSkus.js';
import { recentCostRevisions } from './costRevisions.js';
import {
  accrualChecks,
  accrualLinesOf,
  costLinesOf,
  feesOf,
  GOODS_COST_FEE,
  refusals,
  skuGroups,
  type CellRow,
  type SkuGroupRow,
} from './pnlRepository.js';
import { listTaxRegimes } from './taxRegimeRepository.js';

/** A row of the report while it is added up: its kind, name and articles, its sums per segment. */
interface RowDraft extends Pick<PnlRow, 'Key' | 'Kind' | 'Name' | 'Articles'> {
  segments: Map<number, PnlSums>;
}

const kopecks = (roubles: string | number) => Math.round(Number(roubles) * 100);
const UNASSIGNED = 'unassigned:';

/** The row a SKU belongs to under a grouping (the catalogue's package, product or category). */
function rowOfSku(group: SkuGroupRow | undefined, sku: number, grouping: PnlGrouping): Omit<RowDraft, 'segments'> {
  if (!group || group.package_id === null) {
    return { Key: `sku:${sku}`, Kind: 'Sku', Name: '', Articles: group?.offer_id ? [group.offer_id] : [] };
  }
  const article = String(group.package_id);
  switch (grouping) {
    case 'Package':
      return { Key: `package:${group.package_id}`, Kind: 'Package', Name: group.package_name!, Articles: [article] };
    case 'Product':
      return { Key: `product:${group.product_id}`, Kind: 'Product', Name: group.product_name!, Articles: [article] };
    case 'Category':
      return {
        Key: `category:${group.category_id ?? 'none'}`,
        Kind: 'Category',
        Name: group.category_name ?? '',
        Articles: [article],
      };
  }
}

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

/**
 * Shares each period's charges without a SKU over the product rows by their net revenue, segment by
 * segment (so each share is taxed under its own regime); the shared rows go.
 */
function shareUnassigned(rows: RowDraft[]): RowDraft[] {
  const unassigned = rows.filter((row) => row.Kind === 'Unassigned');
  const products = rows.filter((row) => row.Kind !== 'Unassigned');
  const segments = new Set(unassigned.flatMap((row) => [...row.segments.keys()]));
  const kept = new Set(unassigned);
  for (const segment of segments) {
    const weights = products.map((row) => {
      const sums = row.segments.get(segment);
      return sums ? Math.max(0, sums.lines.Revenue + sums.lines.Returns) : 0;
    });
    if (!weights.some((weight) => weight > 0)) continue;
    for (const row of unassigned) {
      const sums = row.segments.get(segment);
      if (!sums) continue;
      for (const line of pnlOzonLines) {
        shareByWeight(sums.lines[line], weights).forEach((share, index) => {
          if (share === 0) return;
          const target = products[index]!;
          const into = target.segments.get(segment) ?? emptySums();
          into.lines[line] += share;
          target.segments.set(segment, into);
        });
      }
      row.segments.delete(segment);
      if (row.segments.size === 0) kept.delete(row);
    }
  }
  return [...products, ...kept];
}

/** A row's sums and figures in a period it has nothing in: shared, never written to. */
const NO_SUMS = emptySums();
const NO_FIGURES = figuresOf(NO_SUMS);

/** The P&L (docs/money.md, «Profit and loss»): Ozon's money per row and period, the goods' cost, taxes. */
export function pnlService({ db }: { db: Db }) {
  async function report(request: PnlRequest): Promise<PnlReport> {
    const regimes = await listTaxRegimes(db);
    const periods = periodsOf(request);
    const segments = segmentsOf(periods, regimes);
    const [lines, refused, checks, revisions] = await Promise.all([
      skuLines(db, summaryPieces(segments)),
      refusals(db, segments),
      accrualChecks(db, periods),
      recentCostRevisions(db, periods[0]!.from, periods.at(-1)!.to),
    ]);
    const skus = [...new Set([...lines, ...refused].map((row) => Number(row.sku)).filter((sku) => sku !== 0))];
    const groups = new Map((await skuGroups(db, skus)).map((group) => [Number(group.sku), group]));

    const rows = new Map<string, RowDraft>();
    const draftOf = (base: Omit<RowDraft, 'segments'>): RowDraft => {
      let row = rows.get(base.Key);
      if (!row) rows.set(base.Key, (row = { ...base, Articles: [], segments: new Map() }));
      for (const article of base.Articles) if (!row.Articles.includes(article)) row.Articles.push(article);
      return row;
    };
    const rowsOfSkus = new Map<number, RowDraft>();
    const rowOf = (sku: number): RowDraft => {
      let row = rowsOfSkus.get(sku);
      if (!row) rowsOfSkus.set(sku, (row = draftOf(rowOfSku(groups.get(sku), sku, request.GroupBy))));
      return row;
    };
    const unassignedRowOf = (line: PnlOzonLine) =>
      draftOf({ Key: `${UNASSIGNED}${line}`, Kind: 'Unassigned', Name: line, Articles: [] });
    const sumsOf = (row: RowDraft, segment: number): PnlSums => {
      let sums = row.segments.get(segment);
      if (!sums) row.segments.set(segment, (sums = emptySums()));
      return sums;
    };
    const unsplit = periods.map(() => 0);
    const figures: number[] = [];
    for (const row of lines) {
      readSkuFigures(row.figures, figures);
      unsplit[segments[row.segment]!.period]! += figures[SKU_FIGURES.unsplit]!;
      const sku = Number(row.sku);
      if (sku === 0) {
        // Charges without a SKU: a row per line.
        pnlOzonLines.forEach((line, index) => {
          const amount = figures[SKU_FIGURES.lines + index]!;
          if (amount !== 0) sumsOf(unassignedRowOf(line), row.segment).lines[line] += amount;
        });
        continue;
      }
      const sums = sumsOf(rowOf(sku), row.segment);
      pnlOzonLines.forEach((line, index) => (sums.lines[line] += figures[SKU_FIGURES.lines + index]!));
      sums.cost += figures[SKU_FIGURES.cost]!;
      sums.unitsCosted += figures[SKU_FIGURES.unitsCosted]!;
      sums.unitsSold += figures[SKU_FIGURES.unitsSold]!;
      sums.unitsReturned += figures[SKU_FIGURES.unitsReturned]!;
    }
    for (const row of refused) {
      const sums = sumsOf(rowOf(Number(row.sku)), row.segment);
      sums.unitsRefused += row.units;
      sums.handling += kopecks(row.handling);
    }

    const drafts = request.ShareUnassigned ? shareUnassigned([...rows.values()]) : [...rows.values()];
    const perPeriod = (row: RowDraft) => {
      // A period of one segment (no regime begins in it) keeps the segment's own sums: no copy.
      const sums: (PnlSums | undefined)[] = periods.map(() => undefined);
      for (const [segment, segmentSums] of row.segments) {
        const { period, regime } = segments[segment]!;
        const taxed = applyTax(segmentSums, regime);
        sums[period] = sums[period] ? addSums(sums[period], taxed) : taxed;
      }
      return sums.map((period) => period ?? NO_SUMS);
    };
    const rowSums = drafts.map((row) => ({ row, sums: perPeriod(row) }));
    const total = periods.map(() => emptySums());
    const withoutCost = periods.map(() => emptySums());
    for (const { sums } of rowSums) {
      sums.forEach((period, index) => {
        addSums(total[index]!, period);
        if (period.unitsSold > period.unitsCosted) addSums(withoutCost[index]!, period);
      });
    }
    const revenue = new Map(
      rowSums.map(({ row, sums }) => [row, sums.reduce((sum, period) => sum + period.lines.Revenue, 0)]),
    );
    rowSums.sort(
      (a, b) =>
        Number(a.row.Kind === 'Unassigned') - Number(b.row.Kind === 'Unassigned') ||
        revenue.get(b.row)! - revenue.get(a.row)! ||
        (a.row.Key < b.row.Key ? -1 : a.row.Key > b.row.Key ? 1 : 0),
    );
    const totalFigures = total.map((sums) => figuresOf(clipTotalTax(sums)));
    return {
      Periods: periods.map((period) => ({ Key: period.key, DateFrom: period.from, DateTo: period.to })),
      Rows: rowSums.map(({ row, sums }) => ({
        Key: row.Key,
        Kind: row.Kind,
        Name: row.Name,
        Articles: row.Articles.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
        ...(request.Figure
          ? { Figures: [], Values: sums.map(monthFigureOf[request.Figure]) }
          : { Figures: sums.map((period) => (period === NO_SUMS ? NO_FIGURES : figuresOf(period))) }),
        UnitsWithoutCost: sums.reduce((units, period) => units + unitsWithoutCost(period), 0),
      })),
      Total: totalFigures,
      WithoutCost: withoutCost.map(figuresOf),
      Checks: checks.map((check, index) => {
        const net = kopecks(check.net ?? 0);
        const reported = kopecks(totalFigures[index]!.Ozon);
        return {
          AccrualNet: net / 100,
          OzonLines: reported / 100,
          Difference: (reported - net) / 100,
          UnsplitOperations: unsplit[index]!,
          OtherCurrencyOperations: check.other_currency,
        };
      }),
      TaxRegimes: regimesUsed(segments),
      CostRevisions: revisions.map((revision) => ({
        Month: revision.month,
        RevisedAt: new Date(revision.revised_at).toISOString(),
        CostBefore: -Number(revision.cost_before),
        CostAfter: -Number(revision.cost_after),
        UnitsBefore: revision.units_before,
        UnitsAfter: revision.units_after,
      })),
    };
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
