import { z } from 'zod';
import { supplyOrderState } from '../../../../../../contracts/enums.js';
import type { FindOzonSupplyOrdersRequest } from '../../../../../../contracts/supplyOrders.js';
import { dayRange } from '../../../../../app/sellerDays.js';
import { gridSearchFields, pageRequest } from '../../../../../grids/gridSearch.js';

export const SUPPLY_ORDERS_GRID_ID = 'supplyOrders';

const day = z.iso.date().optional().catch(undefined);

/** The supply orders screen's URL: grid state, the states, the period of creation, an order number, the opened order. */
export const supplyOrderSearch = z.object({
  ...gridSearchFields,
  states: z.array(supplyOrderState).optional().catch(undefined),
  from: day,
  to: day,
  number: z.string().optional().catch(undefined),
  order: z.number().int().optional().catch(undefined),
});
export type SupplyOrderSearch = z.infer<typeof supplyOrderSearch>;

export function findSupplyOrdersRequestOf(search: SupplyOrderSearch): Partial<FindOzonSupplyOrdersRequest> {
  return {
    ...pageRequest(search),
    ...dayRange(search.from, search.to),
    States: search.states ?? [],
    OrderNumber: search.number?.trim() || null,
  };
}
