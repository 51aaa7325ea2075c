import { z } from 'zod';

/** A day as the calls take it: YYYY-MM-DD (the seller's calendar day). */
const day = z.iso.date();

/**
 * The period of a posting import (SPEC.md sections 5 and 7). The FBS import needs dateTo; both take
 * dateFrom as optional (then a year before dateTo, Ozon's longest window for one request).
 */
export const importFbsPostingsQuery = z.object({ dateFrom: day.optional(), dateTo: day });
export const importFboPostingsQuery = z.object({ dateFrom: day.optional(), dateTo: day.optional() });
export type ImportPostingsQuery = z.infer<typeof importFboPostingsQuery>;

/** What a posting import answers (SPEC.md section 3). */
export const postingImportResult = z.object({
  MinImportedDate: z.string().nullable().describe('The earliest in-process date among the postings read'),
  UpdatedOrderCount: z.number().int().describe('Order items added or changed (a second import: 0)'),
  NonLocalSales: z
    .record(z.string(), z.number().int())
    .describe("Items shipped from another cluster than the buyer's, per buyer's cluster"),
});
export type PostingImportResult = z.infer<typeof postingImportResult>;
