import {
  pnlOzonLines,
  type PnlGrouping,
  type PnlReport,
  type PnlRequest,
  type PnlRow,
} from '../../contracts/profitAndLoss.js';
import { FIELD, LINE, PnlSumsTable, shareByWeight } from './pnlFigures.js';
import { regimesUsed, type PnlPeriod, type PnlSegment } from './pnlPeriods.js';
import { forEachSku, SKU_FIGURES, SKU_TEXT_MIN_LENGTH, type SegmentLinesRow } from './pnlMonthSkus.js';
import type { CostRevisionRow } from './costRevisions.js';
import type { CheckRow, RefusalRow, SkuGroupRow } from './pnlRepository.js';

/**
 * Adds up the P&L's reads into the report (docs/money.md, «Profit and loss»): rows by the grouping, their
 * sums per segment taxed under its regime, per period, the totals and the checks against the accruals.
 */

/** A row of the report while it is added up: its kind, name and articles, its cell per segment (0: none). */
interface RowDraft extends Pick<PnlRow, 'Key' | 'Kind' | 'Name' | 'Articles'> {
  cells: Int32Array;
}

export const UNASSIGNED = 'unassigned:';
const EMPTY = PnlSumsTable.EMPTY;
const kopecks = (roubles: string | number) => Math.round(Number(roubles) * 100);

/** The row a SKU belongs to under a grouping (the catalogue's package, product or category). */
export function rowOfSku(group: SkuGroupRow | undefined, sku: number, grouping: PnlGrouping): Omit<RowDraft, 'cells'> {
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

/**
 * Shares each period's charges without a SKU over the product rows by their net revenue, segment by
 * segment (so each share is taxed under its own regime); the shared rows go.
 */
function shareUnassigned(rows: RowDraft[], table: PnlSumsTable): RowDraft[] {
  const unassigned = rows.filter((row) => row.Kind === 'Unassigned');
  const products = rows.filter((row) => row.Kind !== 'Unassigned');
  const kept = new Set(unassigned);
  const segmentCount = rows[0]?.cells.length ?? 0;
  for (let segment = 0; segment < segmentCount; segment++) {
    if (!unassigned.some((row) => row.cells[segment] !== EMPTY)) continue;
    const weights = products.map((row) => Math.max(0, table.netRevenue(row.cells[segment]!)));
    if (!weights.some((weight) => weight > 0)) continue;
    for (const row of unassigned) {
      const cell = row.cells[segment]!;
      if (cell === EMPTY) continue;
      for (let line = 0; line < pnlOzonLines.length; line++) {
        shareByWeight(table.get(cell, line), weights).forEach((share, index) => {
          if (share === 0) return;
          const target = products[index]!;
          if (target.cells[segment] === EMPTY) target.cells[segment] = table.add();
          table.data[target.cells[segment]! + line]! += share;
        });
      }
      row.cells[segment] = EMPTY;
      if (row.cells.every((other) => other === EMPTY)) kept.delete(row);
    }
  }
  return [...products, ...kept];
}

export interface PnlReads {
  periods: PnlPeriod[];
  segments: PnlSegment[];
  lines: SegmentLinesRow[];
  refused: RefusalRow[];
  checks: CheckRow[];
  revisions: CostRevisionRow[];
  groups: Map<number, SkuGroupRow>;
}

export function pnlReport(
  request: Pick<PnlRequest, 'GroupBy' | 'ShareUnassigned' | 'Figure'>,
  { periods, segments, lines, refused, checks, revisions, groups }: PnlReads,
): PnlReport {
  // Room for every SKU of the texts at most, so that the table seldom grows.
  const skuCount = lines.reduce((count, row) => count + Math.ceil(row.figures.length / SKU_TEXT_MIN_LENGTH), 0);
  const table = new PnlSumsTable(skuCount + refused.length + 2 * periods.length);
  const rows = new Map<string, RowDraft>();
  const draftOf = (base: Omit<RowDraft, 'cells'>): RowDraft => {
    let row = rows.get(base.Key);
    if (!row) rows.set(base.Key, (row = { ...base, Articles: [], cells: new Int32Array(segments.length) }));
    for (const article of base.Articles) if (!row.Articles.includes(article)) row.Articles.push(article);
    return row;
  };
  const rowsOfSkus = new Map<number, RowDraft>();
  const rowOf = (sku: number): RowDraft => {
    let row = rowsOfSkus.get(sku);
    if (!row) rowsOfSkus.set(sku, (row = draftOf(rowOfSku(groups.get(sku), sku, request.GroupBy))));
    return row;
  };
  const cellOf = (row: RowDraft, segment: number): number =>
    row.cells[segment] === EMPTY ? (row.cells[segment] = table.add()) : row.cells[segment]!;

  const unsplit = periods.map(() => 0);
  const figures: number[] = [];
  for (const { segment, figures: text } of lines) {
    const period = segments[segment]!.period;
    forEachSku(text, figures, (sku) => {
      unsplit[period]! += figures[SKU_FIGURES.unsplit]!;
      if (sku === 0) {
        // Charges without a SKU: a row per line.
        pnlOzonLines.forEach((line, index) => {
          const amount = figures[SKU_FIGURES.lines + index]!;
          if (amount === 0) return;
          const unassigned = draftOf({ Key: `${UNASSIGNED}${line}`, Kind: 'Unassigned', Name: line, Articles: [] });
          table.data[cellOf(unassigned, segment) + index]! += amount;
        });
        return;
      }
      const cell = cellOf(rowOf(sku), segment);
      const data = table.data;
      for (let index = 0; index < pnlOzonLines.length; index++) {
        data[cell + index]! += figures[SKU_FIGURES.lines + index]!;
      }
      data[cell + FIELD.cost]! += figures[SKU_FIGURES.cost]!;
      data[cell + FIELD.unitsCosted]! += figures[SKU_FIGURES.unitsCosted]!;
      data[cell + FIELD.unitsSold]! += figures[SKU_FIGURES.unitsSold]!;
      data[cell + FIELD.unitsReturned]! += figures[SKU_FIGURES.unitsReturned]!;
    });
  }
  for (const row of refused) {
    const cell = cellOf(rowOf(Number(row.sku)), row.segment);
    table.data[cell + FIELD.unitsRefused]! += row.units;
    table.data[cell + FIELD.handling]! += kopecks(row.handling);
  }

  const drafts = request.ShareUnassigned ? shareUnassigned([...rows.values()], table) : [...rows.values()];
  const total = periods.map(() => table.add());
  const withoutCost = periods.map(() => table.add());
  const rowCells = drafts.map((row) => {
    // Each segment taxed under its regime; a period of one segment (no regime begins in it) keeps the
    // segment's own cell, a period of several adds them up in its first.
    const cells = new Int32Array(periods.length);
    row.cells.forEach((cell, segment) => {
      if (cell === EMPTY) return;
      const { period, regime } = segments[segment]!;
      table.applyTax(cell, regime);
      if (cells[period] === EMPTY) cells[period] = cell;
      else table.addInto(cells[period]!, cell);
    });
    let revenue = 0;
    cells.forEach((cell, period) => {
      if (cell === EMPTY) return;
      table.addInto(total[period]!, cell);
      if (table.unitsWithoutCost(cell) > 0) table.addInto(withoutCost[period]!, cell);
      revenue += table.get(cell, LINE.Revenue);
    });
    return { row, cells, revenue };
  });
  rowCells.sort(
    (a, b) =>
      Number(a.row.Kind === 'Unassigned') - Number(b.row.Kind === 'Unassigned') ||
      b.revenue - a.revenue ||
      (a.row.Key < b.row.Key ? -1 : a.row.Key > b.row.Key ? 1 : 0),
  );
  const noFigures = table.figures(EMPTY);
  const totalFigures = total.map((cell) => {
    table.clipTotalTax(cell);
    return table.figures(cell);
  });
  return {
    Periods: periods.map((period) => ({ Key: period.key, DateFrom: period.from, DateTo: period.to })),
    Rows: rowCells.map(({ row, cells }) => {
      return {
        Key: row.Key,
        Kind: row.Kind,
        Name: row.Name,
        Articles: row.Articles.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
        ...(request.Figure
          ? { Figures: [], Values: Array.from(cells, (cell) => table.figure(cell, request.Figure!)) }
          : {
              Figures: Array.from(cells, (cell) => (cell === EMPTY ? noFigures : table.figures(cell))),
            }),
        UnitsWithoutCost: cells.reduce((units, cell) => units + table.unitsWithoutCost(cell), 0),
      };
    }),
    Total: totalFigures,
    WithoutCost: withoutCost.map((cell) => table.figures(cell)),
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
