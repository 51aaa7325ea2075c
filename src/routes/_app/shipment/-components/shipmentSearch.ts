import * as z from 'zod/mini';
import type { FindShipmentsRequest } from '../../../../../contracts/shipments.js';
import { gridSearchFields, lenient, pageRequest } from '../../../../grids/gridSearch.js';
import { shipmentOrderFields } from '../../../../../contracts/sortFields.js';

export const SHIPMENTS_GRID_ID = 'shipments';

/** The shipments screen's URL: grid state, the first day shown, the opened shipment. */
export const shipmentSearch = z.object({
  ...gridSearchFields,
  sort: lenient(z.enum(shipmentOrderFields)),
  from: lenient(z.iso.date()),
  shipment: lenient(z.int()),
});
export type ShipmentSearch = z.infer<typeof shipmentSearch>;

export function findShipmentsRequestOf(search: ShipmentSearch): Partial<FindShipmentsRequest> {
  return {
    ...pageRequest(search),
    DateFrom: search.from ?? null,
    OrderField: search.sort ?? 'Date',
    OrderAscending: search.sort ? !search.desc : false,
  };
}
