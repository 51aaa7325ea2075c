import { z } from 'zod';
import { dateOnly } from './common.js';

/**
 * Profit and loss (docs/money.md, «Profit and loss»): Ozon's accruals per SKU and line, the goods' cost
 * from the FIFO batches, taxes by the seller's regime. Shared by the server and the web app.
 */

/** The lines Ozon's money is shown under, in the screen's order; each accrual type belongs to one. */
export const pnlOzonLines = [
  'Revenue',
  'Returns',
  'Commission',
  'Logistics',
  'LastMile',
  'ReturnLogistics',
  'Acquiring',
  'Storage',
  'Promotion',
  'OtherServices',
  'Compensations',
  'OtherOzon',
] as const;
export type PnlOzonLine = (typeof pnlOzonLines)[number];

/** Ozon's accrual types (by name, as /v1/finance/accrual/types gives them) under the P&L's lines. */
const FEE_LINES: Record<string, PnlOzonLine> = {
  SaleAmount: 'Revenue',
  ReturnAmount: 'Returns',
  SaleCommission: 'Commission',
  ReturnCommission: 'Commission',
  Logistic: 'Logistics',
  LastMile: 'LastMile',
  DropoffPVZ: 'LastMile',
  ReverseLogistic: 'ReturnLogistics',
  ReturnProcessing: 'ReturnLogistics',
  CancellationProcessing: 'ReturnLogistics',
  NonRedemptionProcessing: 'ReturnLogistics',
  Acquiring: 'Acquiring',
  Storage: 'Storage',
  PayPerClick: 'Promotion',
  MarketingActions: 'Promotion',
  PremiumSubscription: 'OtherServices',
  CrossDocking: 'OtherServices',
  LostGoodsCompensation: 'Compensations',
};

/** An operation read before the split per SKU counts whole, under the line of its operation type. */
const UNSPLIT_LINES: Record<string, PnlOzonLine> = {
  MarketplaceRedistributionOfAcquiringOperation: 'Acquiring',
  OperationMarketplaceServiceStorage: 'Storage',
  OperationElectronicServicesPromotionInSearch: 'Promotion',
  MarketplaceMarketingActionCostOperation: 'Promotion',
  OperationSubscriptionPremium: 'OtherServices',
  OperationMarketplaceCrossDockServiceWriteOff: 'OtherServices',
  OperationLackWriteOff: 'Compensations',
};

/** The fee under which the P&L days keep an operation not split by SKU (migration 0023). */
export const UNSPLIT_PREFIX = 'Unsplit:';

/**
 * Every accrual type the app knows with its line, those of operations not split under their prefix: what
 * the months per SKU are filled by (server/profit-and-loss/pnlMonthSkus.ts).
 */
export const pnlKnownFees = (): [fee: string, line: PnlOzonLine][] => [
  ...Object.entries(FEE_LINES),
  ...Object.entries(UNSPLIT_LINES).map(([type, line]): [string, PnlOzonLine] => [`${UNSPLIT_PREFIX}${type}`, line]),
];

/** The line an accrual type's money is shown under; a type the app does not know is «other». */
export function pnlLineOfFee(fee: string): PnlOzonLine {
  if (fee.startsWith(UNSPLIT_PREFIX)) return UNSPLIT_LINES[fee.slice(UNSPLIT_PREFIX.length)] ?? 'OtherOzon';
  return FEE_LINES[fee] ?? 'OtherOzon';
}

/** What a cell of the P&L may be opened on: an Ozon line, or the goods' cost. */
export const pnlCellLines = [...pnlOzonLines, 'Cost'] as const;
export type PnlCellLine = (typeof pnlCellLines)[number];

export const pnlGroupings = ['Product', 'Category', 'Package'] as const;
export type PnlGrouping = (typeof pnlGroupings)[number];

export const pnlColumnModes = ['Period', 'Months'] as const;

/** What the months side by side may show, one figure a month. */
export const pnlMonthFigures = [
  'Profit',
  'Revenue',
  'Ozon',
  'Cost',
  'Tax',
  'UnitsSold',
] as const satisfies readonly (keyof PnlFigures)[];
export type PnlMonthFigure = (typeof pnlMonthFigures)[number];

/** At most three years at once: a P&L of more is read year by year. */
export const PNL_MAX_DAYS = 3 * 366;

const period = {
  DateFrom: dateOnly.describe('The first accrual day (Moscow date, as Ozon accrues)'),
  DateTo: dateOnly.describe('The last accrual day, inclusive'),
};
const periodInOrder = <T extends { DateFrom: string; DateTo: string }>(request: T) =>
  request.DateFrom <= request.DateTo &&
  Date.parse(request.DateTo) - Date.parse(request.DateFrom) <= PNL_MAX_DAYS * 86_400_000;
const periodIssue = {
  path: ['DateTo'],
  message: `must not be before DateFrom nor more than ${PNL_MAX_DAYS} days after it`,
};

export const pnlRequest = z
  .object({
    ...period,
    Columns: z.enum(pnlColumnModes).default('Period').describe('One period, or its months side by side'),
    GroupBy: z.enum(pnlGroupings).default('Product'),
    ShareUnassigned: z
      .boolean()
      .default(false)
      .describe("Share Ozon's charges without a SKU over the rows by their net revenue"),
    Figure: z
      .enum(pnlMonthFigures)
      .optional()
      .describe('Rows carry this figure alone per period (Values) instead of all of them (Figures)'),
  })
  .refine(periodInOrder, periodIssue);
export type PnlRequest = z.infer<typeof pnlRequest>;

/** One row's figures over one period; money in roubles, signed as it counts towards the profit. */
export const pnlFigures = z.object({
  UnitsSold: z.number().int(),
  UnitsReturned: z.number().int(),
  UnitsRefused: z.number().int().describe('Units of cancelled postings the buyers refused'),
  Revenue: z.number().describe("Ozon's accrual for the goods sold, at the seller's price"),
  Returns: z.number().describe('The sales reversed by returns'),
  Commission: z.number(),
  Logistics: z.number(),
  LastMile: z.number(),
  ReturnLogistics: z.number(),
  Acquiring: z.number(),
  Storage: z.number(),
  Promotion: z.number(),
  OtherServices: z.number(),
  Compensations: z.number(),
  OtherOzon: z.number(),
  Ozon: z.number().describe("The sum of Ozon's lines: what Ozon's accruals net to"),
  Cost: z.number().describe("The goods' cost of the units sold less those returned (negative)"),
  CancellationHandling: z
    .number()
    .describe(
      "The seller's own handling of the refused postings that came back: the channel's CancelledSaleHandlingPrice each (negative)",
    ),
  UnitsWithoutCost: z.number().int().describe('Units sold that no batch covers: their cost is unknown'),
  Vat: z.number().describe('VAT on the net revenue (negative)'),
  Tax: z.number().describe("The regime's tax (negative; positive where a loss lowers the others' tax)"),
  Profit: z.number(),
  MarginPercent: z.number().nullable().describe('Profit over the net revenue'),
  RoiPercent: z.number().nullable().describe("Profit over the goods' cost"),
});
export type PnlFigures = z.infer<typeof pnlFigures>;

export const pnlRowKinds = ['Product', 'Category', 'Package', 'Sku', 'Unassigned'] as const;

export const pnlRow = z.object({
  Key: z.string().describe('Stable within a grouping: the drill-down asks for it'),
  Kind: z.enum(pnlRowKinds),
  Name: z.string().describe('The product, category or package; the Ozon line of a charge without a SKU'),
  Articles: z.array(z.string()).describe('The seller articles (offer IDs) of the row'),
  Figures: z.array(pnlFigures).describe('One per period; none when the request names a Figure'),
  Values: z.array(z.number()).optional().describe("The request's Figure per period, when it names one"),
  UnitsWithoutCost: z.number().int().describe('Units sold that no batch covers, over all the periods'),
});
export type PnlRow = z.infer<typeof pnlRow>;

export const pnlCheck = z.object({
  AccrualNet: z.number().describe("The net of the period's accruals, read from the operations themselves"),
  OzonLines: z.number().describe("The sum of the report's Ozon lines"),
  Difference: z.number(),
  UnsplitOperations: z.number().int().describe('Operations read before the split per SKU: counted whole'),
  OtherCurrencyOperations: z.number().int().describe('Operations not in roubles: outside the report'),
});
export type PnlCheck = z.infer<typeof pnlCheck>;

export const pnlCostRevision = z.object({
  Month: z.string().describe('YYYY-MM, a Moscow month of accruals'),
  RevisedAt: z.string().datetime().describe('When the last allocation run that changed it ran'),
  CostBefore: z
    .number()
    .describe("The month's goods' cost before the first such run lately, as the «Себестоимость» column (negative)"),
  CostAfter: z.number().describe('...and after the last'),
  UnitsBefore: z.number().int().describe('The units sold that the cost covered before...'),
  UnitsAfter: z.number().int().describe('...and after'),
});
export type PnlCostRevision = z.infer<typeof pnlCostRevision>;

export const taxRegimeKinds = ['UsnIncome', 'UsnIncomeMinusExpenses', 'Osno'] as const;
export type TaxRegimeKind = (typeof taxRegimeKinds)[number];
export const vatRates = [0, 5, 7, 10, 20] as const;

export const taxRegime = z.object({
  ValidFrom: dateOnly.describe('The regime applies from this day to the next regime'),
  Regime: z.enum(taxRegimeKinds),
  Rate: z.number().min(0).max(100).describe('Percent: 6 for УСН «доходы», 15 for «доходы минус расходы», 25 for ОСНО'),
  VatRate: z.union(vatRates.map((rate) => z.literal(rate))),
});
export type TaxRegime = z.infer<typeof taxRegime>;

export const DEFAULT_TAX_RATES: Record<TaxRegimeKind, number> = {
  UsnIncome: 6,
  UsnIncomeMinusExpenses: 15,
  Osno: 25,
};

export const taxRegimeList = z
  .object({ Items: z.array(taxRegime).min(1, 'must hold at least one regime').max(100) })
  .superRefine((list, context) => {
    const seen = new Set<string>();
    list.Items.forEach((item, index) => {
      if (seen.has(item.ValidFrom)) {
        context.addIssue({ code: 'custom', path: ['Items', index, 'ValidFrom'], message: 'is given twice' });
      }
      seen.add(item.ValidFrom);
    });
  });
export type TaxRegimeList = z.infer<typeof taxRegimeList>;

export const pnlReport = z.object({
  Periods: z.array(z.object({ Key: z.string(), DateFrom: dateOnly, DateTo: dateOnly })),
  Rows: z.array(pnlRow),
  Total: z.array(pnlFigures),
  WithoutCost: z.array(pnlFigures).describe('The part of the total from rows with units of unknown cost'),
  Checks: z.array(pnlCheck).describe('One per period'),
  TaxRegimes: z.array(taxRegime).describe('The regimes in force over the period'),
  CostRevisions: z
    .array(pnlCostRevision)
    .describe("Past months shown whose goods' cost the FIFO allocation changed lately (docs/money.md)"),
});
export type PnlReport = z.infer<typeof pnlReport>;

export const pnlCellRequest = z
  .object({
    ...period,
    GroupBy: z.enum(pnlGroupings).default('Product'),
    RowKey: z.string().min(1).max(200),
    Line: z.enum(pnlCellLines),
    Offset: z.number().int().min(0).default(0),
    Count: z.number().int().min(1).max(1000).default(200),
  })
  .refine(periodInOrder, periodIssue);
export type PnlCellRequest = z.infer<typeof pnlCellRequest>;

/** One amount a cell adds up: an accrual line of an operation, or the cost of units of a batch. */
export const pnlCellItem = z.object({
  Date: dateOnly,
  OperationID: z.number().nullable(),
  OperationType: z.string().nullable(),
  PostingNumber: z.string().nullable(),
  Sku: z.number().nullable(),
  Source: z.string().describe("Ozon's accrual type, or the batch the units came from"),
  Units: z.number().int().nullable(),
  Amount: z.number(),
});
export type PnlCellItem = z.infer<typeof pnlCellItem>;

export const pnlCell = z.object({
  TotalCount: z.number().int(),
  Sum: z.number().describe('The whole cell, every item counted'),
  Items: z.array(pnlCellItem),
});
export type PnlCell = z.infer<typeof pnlCell>;
