import { z } from 'zod';
import { postingStatus } from '../../../../../../contracts/enums.js';
import type { FindSalesOzonOrdersRequest } from '../../../../../../contracts/salesOrders.js';
import { dayRange } from '../../../../../app/sellerDays.js';
import { gridSearchFields, pageRequest } from '../../../../../grids/gridSearch.js';

export const SALES_ORDERS_GRID_ID = 'salesOrders';

const day = z.iso.date().optional().catch(undefined);
const ids = z.array(z.number().int().min(1)).optional().catch(undefined);

/** The orders screen's URL: grid state, the period in days, and the filters. */
export const salesOrderSearch = z.object({
  ...gridSearchFields,
  sort: z.enum(['Date', 'OzonOrderNumber', 'Amount']).optional().catch(undefined),
  from: day,
  to: day,
  statuses: z.array(postingStatus).optional().catch(undefined),
  clusters: ids,
  posting: z.string().optional().catch(undefined),
  nonLocal: z.literal(true).optional().catch(undefined),
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
