import {
  pnlOzonLines,
  type PnlFigures,
  type PnlMonthFigure,
  type PnlOzonLine,
  type TaxRegime,
} from '../../contracts/profitAndLoss.js';

/**
 * The P&L's arithmetic (docs/money.md, «Profit and loss»), in whole kopecks. A cell holds the sums of one
 * row over one stretch of days: Ozon's money per line, the units, the goods' cost, the seller's handling
 * of refusals, VAT and tax. All the cells of a report live in one PnlSumsTable, a cell being the offset of
 * its numbers: a year by month adds up 44 000 of them, and an object per cell with its lines by name
 * was most of the report's time (docs/performance.md, «A year of profit and loss»).
 */

const LINE_COUNT = pnlOzonLines.length;
/** Each line's place in a cell. */
export const LINE = Object.fromEntries(pnlOzonLines.map((line, index) => [line, index])) as Record<PnlOzonLine, number>;

/** The other numbers of a cell, after its lines. */
export const FIELD = {
  unitsSold: LINE_COUNT,
  unitsReturned: LINE_COUNT + 1,
  unitsRefused: LINE_COUNT + 2,
  /** The goods' cost of the units sold less those returned, kopecks (positive: spent). */
  cost: LINE_COUNT + 3,
  /** Units sold that a batch covers. */
  unitsCosted: LINE_COUNT + 4,
  /** The seller's own handling of the refused postings that came back, kopecks (positive: spent). */
  handling: LINE_COUNT + 5,
  /** VAT and tax, kopecks (positive: owed). */
  vat: LINE_COUNT + 6,
  tax: LINE_COUNT + 7,
} as const;
const CELL_SIZE = LINE_COUNT + 8;

/** Rounds a kopeck amount half away from zero. */
const whole = (kopecks: number) => Math.sign(kopecks) * Math.round(Math.abs(kopecks));
const roubles = (kopecks: number) => kopecks / 100;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

export class PnlSumsTable {
  /** The numbers of every cell; replaced when it grows, so read it again after `add`. */
  data: Float64Array;
  private end = CELL_SIZE;
  /** The cell of no sums, never written: what a row shows in a period it has nothing in. */
  static readonly EMPTY = 0;

  constructor(expectedCells: number) {
    this.data = new Float64Array(CELL_SIZE * (expectedCells + 1));
  }

  /** A new cell at zero. */
  add(): number {
    if (this.end === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const cell = this.end;
    this.end += CELL_SIZE;
    return cell;
  }

  addInto(into: number, from: number): void {
    const data = this.data;
    for (let index = 0; index < CELL_SIZE; index++) data[into + index]! += data[from + index]!;
  }

  /** Ozon's net: every line. */
  ozonNet(cell: number): number {
    let total = 0;
    for (let index = 0; index < LINE_COUNT; index++) total += this.data[cell + index]!;
    return total;
  }

  /** What the buyers paid for the goods kept: sales less returns. */
  netRevenue(cell: number): number {
    return this.data[cell + LINE.Revenue]! + this.data[cell + LINE.Returns]!;
  }

  /**
   * VAT and tax of one cell under a regime (docs/money.md, «Taxes»), in place:
   * - VAT is inside the price: net revenue × rate / (100 + rate);
   * - income is the net revenue without VAT, plus Ozon's compensations;
   * - expenses are every other Ozon charge, the goods' cost and the seller's handling of refusals;
   * - УСН «доходы»: rate × income; УСН «доходы минус расходы» and ОСНО: rate × (income − expenses), which is
   *   negative for a row at a loss (the tax it saves the others: the total is never below zero).
   */
  applyTax(cell: number, regime: TaxRegime): void {
    const data = this.data;
    const revenue = this.netRevenue(cell);
    const compensations = data[cell + LINE.Compensations]!;
    const vat = whole((revenue * regime.VatRate) / (100 + regime.VatRate));
    const income = revenue - vat + compensations;
    const charges = -(this.ozonNet(cell) - revenue - compensations);
    const base =
      regime.Regime === 'UsnIncome'
        ? income
        : income - charges - data[cell + FIELD.cost]! - data[cell + FIELD.handling]!;
    data[cell + FIELD.vat] = vat;
    data[cell + FIELD.tax] = whole((base * regime.Rate) / 100);
  }

  /** The total of a period owes no negative tax: a loss is carried, not refunded. */
  clipTotalTax(cell: number): void {
    if (this.data[cell + FIELD.tax]! < 0) this.data[cell + FIELD.tax] = 0;
  }

  get(cell: number, field: number): number {
    return this.data[cell + field]!;
  }

  /** Units sold that no batch covers. */
  unitsWithoutCost(cell: number): number {
    return Math.max(0, this.data[cell + FIELD.unitsSold]! - this.data[cell + FIELD.unitsCosted]!);
  }

  profit(cell: number): number {
    const data = this.data;
    return (
      this.ozonNet(cell) -
      data[cell + FIELD.cost]! -
      data[cell + FIELD.handling]! -
      data[cell + FIELD.vat]! -
      data[cell + FIELD.tax]!
    );
  }

  /** A figure months side by side may show, as `figures` gives it: a month's one figure alone. */
  figure(cell: number, figure: PnlMonthFigure): number {
    switch (figure) {
      case 'Profit':
        return roubles(this.profit(cell));
      case 'Revenue':
        return roubles(this.data[cell + LINE.Revenue]!);
      case 'Ozon':
        return roubles(this.ozonNet(cell));
      case 'Cost':
        return roubles(-this.data[cell + FIELD.cost]!);
      case 'Tax':
        return roubles(-this.data[cell + FIELD.tax]!);
      case 'UnitsSold':
        return this.data[cell + FIELD.unitsSold]!;
    }
  }

  /** The figures a row shows: roubles, signed as each counts towards the profit. */
  figures(cell: number): PnlFigures {
    const data = this.data;
    const profit = this.profit(cell);
    const lines = {} as Record<PnlOzonLine, number>;
    pnlOzonLines.forEach((line, index) => (lines[line] = roubles(data[cell + index]!)));
    return {
      UnitsSold: this.figure(cell, 'UnitsSold'),
      UnitsReturned: data[cell + FIELD.unitsReturned]!,
      UnitsRefused: data[cell + FIELD.unitsRefused]!,
      ...lines,
      Revenue: this.figure(cell, 'Revenue'),
      Ozon: this.figure(cell, 'Ozon'),
      Cost: this.figure(cell, 'Cost'),
      CancellationHandling: roubles(-data[cell + FIELD.handling]!),
      UnitsWithoutCost: this.unitsWithoutCost(cell),
      Vat: roubles(-data[cell + FIELD.vat]!),
      Tax: this.figure(cell, 'Tax'),
      Profit: roubles(profit),
      MarginPercent: percent(profit, this.netRevenue(cell)),
      RoiPercent: percent(profit, data[cell + FIELD.cost]!),
    };
  }
}

/**
 * Shares `amount` kopecks over `weights` in proportion, each share whole, the shares adding up to the
 * amount exactly (the largest remainders take the odd kopecks).
 */
export function shareByWeight(amount: number, weights: number[]): number[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (totalWeight <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / totalWeight);
  const shares = exact.map((value) => Math.trunc(value));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: Math.abs(value - Math.trunc(value)) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let at = 0; left !== 0 && at < order.length; at++) {
    const step = Math.sign(left);
    shares[order[at]!.index]! += step;
    left -= step;
  }
  return shares;
}
