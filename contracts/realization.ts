import { z } from 'zod';
import { pageRequest } from './common.js';

/**
 * Ozon's monthly realization report against the accruals of the month (docs/money.md, «The realization
 * report»): its import and the comparison, posting by posting.
 */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a month as YYYY-MM' });

/** The month to read; without it, the last month Ozon has formed the report of. */
export const importRealizationQuery = z
  .object({ month: month.optional() })
  .refine((query) => !query.month || query.month >= '2023-08', {
    path: ['month'],
    message: "must not be earlier than 2023-08: Ozon's API gives the report from August 2023",
  });
export type ImportRealizationQuery = z.infer<typeof importRealizationQuery>;

export const realizationImportResult = z.object({
  Month: z.string().describe('The month read (YYYY-MM)'),
  RowCount: z.number().int().describe('Rows of the per-posting report'),
  PostingCount: z.number().int(),
  DocAmount: z.number().describe('«Всего к начислению» of the report, roubles'),
  NotFormedMonth: z
    .string()
    .optional()
    .describe('The month a run without a month asked for first, whose report Ozon has not formed yet'),
});
export type RealizationImportResult = z.infer<typeof realizationImportResult>;

/** What the report and the accruals both say of a posting's product. */
export const realizationFields = [
  'Delivered',
  'SalesAmount',
  'SalesCommission',
  'Returned',
  'ReturnsAmount',
  'ReturnsCommission',
] as const;
export const realizationField = z.enum(realizationFields);
export type RealizationField = z.infer<typeof realizationField>;

export const realizationComparisonRequest = z.object({ ...pageRequest, Month: month });
export type RealizationComparisonRequest = z.infer<typeof realizationComparisonRequest>;

export const realizationDifference = z.object({
  PostingNumber: z.string(),
  Sku: z.number().int(),
  Article: z.string().describe("The seller's article (offer_id) from the report, or of the SKU's posting"),
  Field: realizationField,
  Report: z.number().describe('What the realization report says (units or roubles)'),
  Accrued: z.number().describe('What the accruals of the month say'),
  Difference: z.number().describe('Accrued − Report'),
});
export type RealizationDifference = z.infer<typeof realizationDifference>;

/** The month's sums on each side, roubles; Net = sales − commission − (returns − their commission). */
export const realizationTotals = z.object({
  SalesAmount: z.number(),
  SalesCommission: z.number(),
  ReturnsAmount: z.number(),
  ReturnsCommission: z.number(),
  Net: z.number(),
});
export type RealizationTotals = z.infer<typeof realizationTotals>;

export const realizationComparison = z.object({
  Month: z.string(),
  Report: z
    .object({
      Number: z.string(),
      DocDate: z.string(),
      DocAmount: z.number(),
      ReadAt: z.string(),
    })
    .nullable()
    .describe('The stored report of the month; null until it is read'),
  ReportTotals: realizationTotals,
  AccruedTotals: realizationTotals,
  /** Accrued − report, of the net and as a share of the report's net (%). */
  NetDifference: z.number(),
  NetDifferencePercent: z.number().nullable(),
  PostingCount: z.number().int().describe('Postings with a difference'),
  UnsplitOperations: z.number().int().describe('Sale or return accruals of the month read before their split per SKU'),
  TotalCount: z.number().int(),
  Items: z.array(realizationDifference),
});
export type RealizationComparison = z.infer<typeof realizationComparison>;
