import * as z from 'zod/mini';
import { PostingStatus } from '../../../../../../contracts/enumValues.js';
import type { FindSalesOzonOrdersRequest } from '../../../../../../contracts/salesOrders.js';
import { dayRange } from '../../../../../app/sellerDays.js';
import { gridSearchFields, lenient, pageRequest } from '../../../../../grids/gridSearch.js';

export const SALES_ORDERS_GRID_ID = 'salesOrders';

const day = lenient(z.iso.date());
const ids = lenient(z.array(z.int().check(z.minimum(1))));

/** The orders screen's URL: grid state, the period in days, and the filters. */
export const salesOrderSearch = z.object({
  ...gridSearchFields,
  sort: lenient(z.enum(['Date', 'OzonOrderNumber', 'Amount'])),
  from: day,
  to: day,
  statuses: lenient(z.array(z.enum(PostingStatus))),
  clusters: ids,
  posting: lenient(z.string()),
  nonLocal: lenient(z.literal(true)),
});
export type SalesOrderSearch = z.infer<typeof salesOrderSearch>;

export function findSalesOrdersRequestOf(search: SalesOrderSearch): Partial<FindSalesOzonOrdersRequest> {
  return {
    ...pageRequest(search),
    ...dayRange(search.from, search.to),
    Statuses: search.statuses ?? [],
    WarehouseClusterIDs: search.clusters ?? [],
    PostingNumbers: search.posting ? [search.posting.trim()] : [],
    NonLocalOnly: search.nonLocal ?? false,
    GatherSummary: true,
    OrderField: search.sort ?? 'Date',
    OrderAscending: search.sort ? !search.desc : false,
  };
}
