import * as z from 'zod/mini';
import { lenient } from '../../../../../grids/gridSearch.js';
import type { ReturnReportRequest } from '../../../../../../contracts/returns.js';

const day = lenient(z.iso.date());

/** The returns screen's URL: the period in the seller's days (the last 90 by default) and the packages. */
export const returnsSearch = z.object({
  from: day,
  to: day,
  packages: lenient(z.array(z.int().check(z.minimum(1)))),
});
export type ReturnsSearch = z.infer<typeof returnsSearch>;

export const returnReportRequestOf = (search: ReturnsSearch): Partial<ReturnReportRequest> => ({
  DateFrom: search.from ?? null,
  DateTo: search.to ?? null,
  ProductPackageIDs: search.packages ?? [],
});
