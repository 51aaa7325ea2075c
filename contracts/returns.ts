import { z } from 'zod';
import { id } from './common.js';

const day = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

/** SPEC.md's returns filter: the seller's days (inclusive) and the packages; the last 90 days by default. */
export const returnReportRequest = z
  .object({
    DateFrom: day.nullable().default(null),
    DateTo: day.nullable().default(null),
    ProductPackageIDs: z.array(id).max(10_000).default([]),
  })
  .refine((request) => !request.DateFrom || !request.DateTo || request.DateFrom <= request.DateTo, {
    path: ['DateFrom'],
    message: 'must not be later than DateTo',
  });
export type ReturnReportRequest = z.infer<typeof returnReportRequest>;

/**
 * OzonReturnReportItem: the units handed back on a day of the seller's calendar, every day of the period:
 * returned (of postings not cancelled) and refused (of cancelled postings) apart, as docs/money.md defines.
 */
export const returnReportItem = z.object({
  Date: day,
  Quantity: z.number().int().describe('Units returned'),
  RefusedQuantity: z.number().int().describe('Units of cancelled postings handed back (refusals)'),
});
export type ReturnReportItem = z.infer<typeof returnReportItem>;

/** The returns of the period per product package (an article not in the catalogue under its offer_id). */
export const returnPackageItem = z.object({
  ProductPackageID: z.number().int().nullable(),
  OfferID: z.string(),
  ProductName: z.string(),
  Quantity: z.number().int().describe('Units returned'),
  Amount: z.number().describe('Price × units returned'),
  RefusedQuantity: z.number().int().describe('Units of cancelled postings handed back (refusals)'),
  RefusedAmount: z.number().describe('Price × units refused'),
  Currency: z.string(),
  Reasons: z
    .array(z.object({ Reason: z.string(), Quantity: z.number().int() }))
    .describe("The returns' reasons, most frequent first"),
});
export type ReturnPackageItem = z.infer<typeof returnPackageItem>;
