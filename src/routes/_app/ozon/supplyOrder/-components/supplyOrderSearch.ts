import * as z from 'zod/mini';
import { SupplyOrderState } from '../../../../../../contracts/enumValues.js';
import type { FindOzonSupplyOrdersRequest } from '../../../../../../contracts/supplyOrders.js';
import { dayRange } from '../../../../../app/sellerDays.js';
import { gridSearchFields, lenient, pageRequest } from '../../../../../grids/gridSearch.js';
import { supplyOrderOrderFields } from '../../../../../../contracts/sortFields.js';

export const SUPPLY_ORDERS_GRID_ID = 'supplyOrders';

const day = lenient(z.iso.date());

/** The supply orders screen's URL: grid state, the states, the period of creation, an order number, the opened order. */
export const supplyOrderSearch = z.object({
  ...gridSearchFields,
  sort: lenient(z.enum(supplyOrderOrderFields)),
  states: lenient(z.array(z.enum(SupplyOrderState))),
  from: day,
  to: day,
  number: lenient(z.string()),
  order: lenient(z.int()),
});
export type SupplyOrderSearch = z.infer<typeof supplyOrderSearch>;

export function findSupplyOrdersRequestOf(search: SupplyOrderSearch): Partial<FindOzonSupplyOrdersRequest> {
  return {
    ...pageRequest(search),
    ...dayRange(search.from, search.to),
    States: search.states ?? [],
    OrderNumber: search.number?.trim() || null,
    OrderField: search.sort ?? 'Date',
    OrderAscending: search.sort ? !search.desc : false,
  };
}
