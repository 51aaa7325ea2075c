import { z } from 'zod';
import type { ReturnReportRequest } from '../../../../../../contracts/returns.js';

const day = z.iso.date().optional().catch(undefined);

/** The returns screen's URL: the period in the seller's days (the last 90 by default) and the packages. */
export const returnsSearch = z.object({
  from: day,
  to: day,
  packages: z.array(z.number().int().min(1)).optional().catch(undefined),
});
export type ReturnsSearch = z.infer<typeof returnsSearch>;

export const returnReportRequestOf = (search: ReturnsSearch): Partial<ReturnReportRequest> => ({
  DateFrom: search.from ?? null,
  DateTo: search.to ?? null,
  ProductPackageIDs: search.packages ?? [],
});
