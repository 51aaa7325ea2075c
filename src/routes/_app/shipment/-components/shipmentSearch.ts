import { z } from 'zod';
import type { FindShipmentsRequest } from '../../../../../contracts/shipments.js';
import { gridSearchFields, pageRequest } from '../../../../grids/gridSearch.js';

export const SHIPMENTS_GRID_ID = 'shipments';

/** The shipments screen's URL: grid state, the first day shown, the opened shipment. */
export const shipmentSearch = z.object({
  ...gridSearchFields,
  from: z.iso.date().optional().catch(undefined),
  shipment: z.number().int().optional().catch(undefined),
});
export type ShipmentSearch = z.infer<typeof shipmentSearch>;

export function findShipmentsRequestOf(search: ShipmentSearch): Partial<FindShipmentsRequest> {
  return { ...pageRequest(search), DateFrom: search.from ?? null };
}
