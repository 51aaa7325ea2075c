import { z } from 'zod';
import { pageRequest } from './common.js';
import { discrepancyKind, discrepancyKinds } from './enums.js';

export { discrepancyKind, discrepancyKinds, type DiscrepancyKind } from './enums.js';

const day = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

/** The period is the seller's days the orders were placed in (returns: handed back in). */
export const reconciliationRequest = z
  .object({
    ...pageRequest,
    DateFrom: day,
    DateTo: day,
    Kinds: z.array(discrepancyKind).max(discrepancyKinds.length).default([]).describe('Only these; empty for all'),
  })
  .refine((request) => request.DateFrom <= request.DateTo, {
    path: ['DateFrom'],
    message: 'must not be later than DateTo',
  });
export type ReconciliationRequest = z.infer<typeof reconciliationRequest>;

export const discrepancy = z.object({
  Kind: discrepancyKind,
  PostingNumber: z.string(),
  SalesOrderID: z.number().int().nullable(),
  Date: z.string().describe('When the order was placed, or the item handed back'),
  Currency: z.string(),
  Expected: z.number().describe('What the posting says Ozon should have accrued'),
  Actual: z.number().describe('What Ozon accrued'),
  Difference: z.number().describe('Actual − Expected'),
});
export type Discrepancy = z.infer<typeof discrepancy>;

/** The period's operations of one type and currency, added up. */
export const operationTypeTotal = z.object({
  OperationType: z.string(),
  Currency: z.string(),
  Count: z.number().int(),
  Amount: z.number(),
  AccrualsForSale: z.number(),
  SaleCommission: z.number(),
  Services: z.number(),
});

export const reconciliationReport = z.object({
  TotalCount: z.number().int().describe('Discrepancies under the kind filter'),
  Items: z.array(discrepancy),
  KindCounts: z
    .array(z.object({ Kind: discrepancyKind, Count: z.number().int() }))
    .describe('Every kind, filter aside'),
  PostingCount: z.number().int().describe('Postings of the period checked'),
  OperationTotals: z.array(operationTypeTotal).describe("The period's operations per type, the largest first"),
});
export type ReconciliationReport = z.infer<typeof reconciliationReport>;
