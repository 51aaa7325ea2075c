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

/**
 * The period the figures are of: the one asked for, or, left open, the report's own (the server's last
 * 90 days), so that the fields and the history notice speak of the days actually shown.
 */
export const shownPeriod = (search: ReturnsSearch, days: readonly { Date: string }[]) => ({
  from: search.from ?? days[0]?.Date,
  to: search.to ?? days.at(-1)?.Date,
});
