import {
  pnlOzonLines,
  type PnlFigures,
  type PnlMonthFigure,
  type PnlOzonLine,
  type TaxRegime,
} from '../../contracts/profitAndLoss.js';

/**
 * The P&L's arithmetic (docs/money.md, «Profit and loss»), in whole kopecks: the sums of one row over
 * one stretch of days under one tax regime, their taxes, and the figures a row shows.
 */
export interface PnlSums {
  /** Ozon's money per line, kopecks, signed as accrued. */
  lines: Record<PnlOzonLine, number>;
  unitsSold: number;
  unitsReturned: number;
  unitsRefused: number;
  /** The goods' cost of the units sold less those returned, kopecks (positive: spent). */
  cost: number;
  /** Units sold that a batch covers. */
  unitsCosted: number;
  /** The seller's own handling of the refused postings that came back, kopecks (positive: spent). */
  handling: number;
  /** VAT and tax, kopecks (positive: owed). */
  vat: number;
  tax: number;
}

/** Every line at zero, what a row's lines start from: spread, never written to (a frozen one spreads slower). */
const NO_LINES = Object.fromEntries(pnlOzonLines.map((line) => [line, 0])) as Record<PnlOzonLine, number>;

export const emptySums = (): PnlSums => ({
  lines: { ...NO_LINES },
  unitsSold: 0,
  unitsReturned: 0,
  unitsRefused: 0,
  cost: 0,
  unitsCosted: 0,
  handling: 0,
  vat: 0,
  tax: 0,
});

export function addSums(into: PnlSums, from: PnlSums): PnlSums {
  for (const line of pnlOzonLines) into.lines[line] += from.lines[line];
  into.unitsSold += from.unitsSold;
  into.unitsReturned += from.unitsReturned;
  into.unitsRefused += from.unitsRefused;
  into.cost += from.cost;
  into.unitsCosted += from.unitsCosted;
  into.handling += from.handling;
  into.vat += from.vat;
  into.tax += from.tax;
  return into;
}

const ozonNet = (sums: PnlSums) => pnlOzonLines.reduce((total, line) => total + sums.lines[line], 0);
/** What the buyers paid for the goods kept: sales less returns. */
const netRevenue = (sums: PnlSums) => sums.lines.Revenue + sums.lines.Returns;
/** Rounds a kopeck amount half away from zero. */
const whole = (kopecks: number) => Math.sign(kopecks) * Math.round(Math.abs(kopecks));

/**
 * VAT and tax of one row's sums under a regime (docs/money.md, «Taxes»), in place:
 * - VAT is inside the price: net revenue × rate / (100 + rate);
 * - income is the net revenue without VAT, plus Ozon's compensations;
 * - expenses are every other Ozon charge, the goods' cost and the seller's handling of refusals;
 * - УСН «доходы»: rate × income; УСН «доходы минус расходы» and ОСНО: rate × (income − expenses), which is
 *   negative for a row at a loss (the tax it saves the others: the total is never below zero).
 */
export function applyTax(sums: PnlSums, regime: TaxRegime): PnlSums {
  const revenue = netRevenue(sums);
  sums.vat = whole((revenue * regime.VatRate) / (100 + regime.VatRate));
  const income = revenue - sums.vat + sums.lines.Compensations;
  const charges = -(ozonNet(sums) - revenue - sums.lines.Compensations);
  const base = regime.Regime === 'UsnIncome' ? income : income - charges - sums.cost - sums.handling;
  sums.tax = whole((base * regime.Rate) / 100);
  return sums;
}

/** The total of a period owes no negative tax: a loss is carried, not refunded. */
export function clipTotalTax(total: PnlSums): PnlSums {
  if (total.tax < 0) total.tax = 0;
  return total;
}

const roubles = (kopecks: number) => kopecks / 100;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);
const profitOf = (sums: PnlSums) => ozonNet(sums) - sums.cost - sums.handling - sums.vat - sums.tax;
/** Units sold that no batch covers. */
export const unitsWithoutCost = (sums: PnlSums) => Math.max(0, sums.unitsSold - sums.unitsCosted);

/** The figures months side by side may show, each as `figuresOf` gives it: a month's one figure alone. */
export const monthFigureOf: Record<PnlMonthFigure, (sums: PnlSums) => number> = {
  Profit: (sums) => roubles(profitOf(sums)),
  Revenue: (sums) => roubles(sums.lines.Revenue),
  Ozon: (sums) => roubles(ozonNet(sums)),
  Cost: (sums) => roubles(-sums.cost),
  Tax: (sums) => roubles(-sums.tax),
  UnitsSold: (sums) => sums.unitsSold,
};

/** The figures a row shows: roubles, signed as each counts towards the profit. */
export function figuresOf(sums: PnlSums): PnlFigures {
  const profit = profitOf(sums);
  const lines = { ...NO_LINES };
  for (const line of pnlOzonLines) lines[line] = roubles(sums.lines[line]);
  return {
    UnitsSold: monthFigureOf.UnitsSold(sums),
    UnitsReturned: sums.unitsReturned,
    UnitsRefused: sums.unitsRefused,
    ...lines,
    Revenue: monthFigureOf.Revenue(sums),
    Ozon: monthFigureOf.Ozon(sums),
    Cost: monthFigureOf.Cost(sums),
    CancellationHandling: roubles(-sums.handling),
    UnitsWithoutCost: unitsWithoutCost(sums),
    Vat: roubles(-sums.vat),
    Tax: monthFigureOf.Tax(sums),
    Profit: roubles(profit),
    MarginPercent: percent(profit, netRevenue(sums)),
    RoiPercent: percent(profit, sums.cost),
  };
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
