/**
 * The price-list analyzer (docs/price-analysis.md): a supplier's price list in, per row the selling price
 * that brings each target rate of return after commission, delivery and returns. The formula is shared
 * by the server (which writes the XLSX) and the tests; the screen checks its parameters with the same schema.
 */
import { z } from 'zod';

/** The largest price list accepted, in bytes (before base64). */
export const PRICE_LIST_MAX_BYTES = 10 * 1024 * 1024;
/** The length of `bytes` bytes in base64. */
export const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);
/** Rows of each sheet the preview shows, for the seller to pick the sheet, the header row and the columns. */
export const PREVIEW_ROWS = 20;
/** The most rates of return one analysis computes. */
export const MAX_RATES = 10;

/** A column as the seller picks it: its letter (A, B, … AA) and the header's text, if there is one. */
export const priceListColumn = z.object({ Key: z.string(), Title: z.string() });
export type PriceListColumn = z.infer<typeof priceListColumn>;

// Written with the zod parts the first screen already carries (nullable, regex): zod lives in its bundle.
export const priceListCell = z.union([z.string(), z.number()]).nullable();
export type PriceListCell = z.infer<typeof priceListCell>;

export const priceListSheetPreview = z.object({
  Name: z.string(),
  /** A sheet hidden in Excel: listed, so SheetIndex counts every sheet of the workbook as Excel does. */
  Hidden: z.boolean(),
  /** 1-based row of the column headers as guessed (the first row with two texts or more); 0 for none. */
  HeaderRow: z.number().int(),
  /** Every column that holds a value, titled by the guessed header row. */
  Columns: z.array(priceListColumn),
  /** The first rows that hold a value, with their 1-based numbers in the sheet; cells in column order. */
  Rows: z.array(z.object({ Row: z.number().int(), Cells: z.array(priceListCell) })),
  /** Rows that hold a value, in all. */
  RowCount: z.number().int(),
});
export type PriceListSheetPreview = z.infer<typeof priceListSheetPreview>;

export const priceListPreview = z.object({
  FileName: z.string(),
  Format: z.enum(['xlsx', 'csv']),
  Sheets: z.array(priceListSheetPreview),
});
export type PriceListPreview = z.infer<typeof priceListPreview>;

/** Base64 (RFC 4648 section 4), padded to whole quads: one character class, so 14 million characters take no backtracking. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The price list itself: its bytes in base64, at most 10 MB of them. */
const priceListContent = z
  .string()
  .min(1, 'must not be blank')
  .regex(BASE64, 'must be the file in base64')
  .refine((text) => text.length % 4 === 0, 'must be the file in base64')
  .max(base64Length(PRICE_LIST_MAX_BYTES), 'must be a file of 10 MB at most')
  .describe('The price list (XLSX or CSV, UTF-8 or Windows-1251), base64; at most 10 MB before encoding');

const fileName = z
  .string()
  .max(255)
  .optional()
  .describe("The price list's file name: names the result (price-analysis-<name>.xlsx)");

export const previewPriceListModel = z.object({ PriceListContent: priceListContent, FileName: fileName });
export type PreviewPriceListModel = z.infer<typeof previewPriceListModel>;

const columnKey = z
  .string()
  .regex(/^[A-Z]{1,3}$/, 'must be a column letter, A to ZZZ')
  .describe('A column letter, as in Excel and the preview: A, B, … AA');

const percent = (max: number) => z.number().min(0).max(max);
const money = z.number().min(0).max(100_000_000);

/**
 * AnalyzePriceModel (SPEC.md section 3): what to compute. Percentages as 0..100 (a rate of return of 30
 * means the profit is 30 % of the purchase price); money in roubles per unit.
 */
export const analyzePriceModel = z.object({
  RatesOfReturn: z
    .array(percent(1000))
    .min(1)
    .max(MAX_RATES)
    .describe('Target rates of return, percent of the purchase price: one selling price per rate'),
  ReturnPercentage: percent(99).describe('Share of sold units that come back, percent'),
  CommissionPercent: percent(99).describe("The marketplace's commission, percent of the selling price"),
  DeliveryCost: money.describe('Delivery of one unit to the buyer, roubles'),
  ReturnCost: money.describe('What one return costs in all, roubles'),
  OutputColumns: z
    .array(columnKey)
    .max(100)
    .default([])
    .describe('Input columns copied to the result, in this order (the name column goes first if missing)'),
  NameColumn: columnKey.optional(),
  PriceColumn: columnKey.describe('The column of purchase prices'),
  SheetIndex: z.number().int().min(0).max(1000).default(0).describe('0-based sheet of the workbook; 0 for a CSV'),
  HeaderRow: z
    .number()
    .int()
    .min(0)
    .max(1000)
    .optional()
    .describe('1-based row of the column headers, the data below it; 0: none; absent: guessed as in the preview'),
  PriceListContent: priceListContent,
  FileName: fileName,
});
export type AnalyzePriceModel = z.input<typeof analyzePriceModel>;
export type AnalyzePriceParameters = z.output<typeof analyzePriceModel>;

/**
 * What is wrong with a price list (the problem `/problems/price-list`, member `Reason`), for the web app
 * to say in the seller's language, with the members Sheet, Row, Column, ColumnTitle and Value where they apply.
 */
export const priceListProblemReasons = [
  'OldExcelFormat',
  'NotAPriceList',
  'Unreadable',
  'TooManyRows',
  'TooLarge',
  'NoSheet',
  'NoColumn',
  'NotANumber',
  'NegativePrice',
  'NoPrices',
] as const;
export type PriceListProblemReason = (typeof priceListProblemReasons)[number];

/** The economics of one unit, as shares (0.17 for 17 %) and roubles. */
export interface UnitCosts {
  /** Commission share of the selling price, k. */
  commission: number;
  /** Delivery of one unit to the buyer, D. */
  delivery: number;
  /** Share of sold units that come back, r. */
  returnShare: number;
  /** What one return costs in all (its way out, its way back, handling), Rc. */
  returnCost: number;
}

export function unitCostsOf(
  model: Pick<AnalyzePriceParameters, 'CommissionPercent' | 'DeliveryCost' | 'ReturnPercentage' | 'ReturnCost'>,
): UnitCosts {
  return {
    commission: model.CommissionPercent / 100,
    delivery: model.DeliveryCost,
    returnShare: model.ReturnPercentage / 100,
    returnCost: model.ReturnCost,
  };
}

/** Kopecks, so a sum of roubles does not carry binary fractions (0.1 + 0.2). */
const toKopecks = (roubles: number) => Math.round(roubles * 100);

/**
 * Profit of one sold unit bought at `purchase` and sold at `price`:
 * P × (1 − k) − C − D − r × Rc, rounded to the kopeck (halves away from zero).
 */
export function unitProfit(price: number, purchase: number, costs: UnitCosts): number {
  const exact = price * (1 - costs.commission) - purchase - costs.delivery - costs.returnShare * costs.returnCost;
  return (Math.sign(exact) * Math.round(Math.abs(exact) * 100 + 1e-7)) / 100;
}

/**
 * The selling price whose profit is `rate` (a share: 0.3) of the purchase price C:
 * P = (C × (1 + R) + D + r × Rc) / (1 − k), rounded up to the kopeck, so the profit is never short.
 */
export function sellingPrice(purchase: number, rate: number, costs: UnitCosts): number {
  if (costs.commission >= 1) throw new RangeError('The commission takes the whole price');
  const needed =
    toKopecks(purchase) * (1 + rate) + toKopecks(costs.delivery) + costs.returnShare * toKopecks(costs.returnCost);
  // A tolerance of a millionth of a kopeck keeps an exact result (900.00) from rounding up to 900.01.
  let kopecks = Math.ceil(needed / (1 - costs.commission) - 1e-6);
  while (unitProfit(kopecks / 100, purchase, costs) < Math.round(purchase * rate * 100) / 100) kopecks += 1;
  return kopecks / 100;
}
