import { z } from 'zod';
import { id, idParam, integerParam, paged, pageRequest } from './common.js';
import { supplyOrderState } from './enums.js';
import { supplyOrderOrderFields } from './sortFields.js';

export { supplyOrderOrderFields };

const isoDateTime = z.iso.datetime({ offset: true });

export const warehouseRef = z.object({ ID: z.number().int(), Name: z.string() });
export const packageRef = z.object({ ID: z.number().int(), Name: z.string() });

/** OzonSupplyOrderItem (SPEC.md section 3): a package's quantity in one storage warehouse of the order. */
export const ozonSupplyOrderItem = z.object({
  OzonSupplyOrderID: z.number().int(),
  SupplyID: z.number().int().describe("Ozon's supply (one per storage warehouse of the order)"),
  Sku: z.number().int(),
  OfferID: z.string(),
  Name: z.string().describe("The product's name on Ozon"),
  ProductPackageID: z.number().int().nullable(),
  ProductPackage: packageRef.nullable(),
  Quantity: z.number().int(),
  OzonWarehouseID: z.number().int().nullable(),
  OzonWarehouseOzonID: z.number().int(),
  OzonWarehouse: warehouseRef.nullable(),
});
export type OzonSupplyOrderItem = z.infer<typeof ozonSupplyOrderItem>;

/** OzonSupplyOrder (SPEC.md section 3) with Ozon's order id, its timeslot and drop-off. */
export const ozonSupplyOrder = z.object({
  ID: z.number().int(),
  OzonOrderID: z.number().int(),
  OzonOrderNumber: z.string(),
  Date: z.string(),
  State: supplyOrderState,
  Status: z.string().describe("Ozon's own state name (OVERDUE shows as Cancelled with this status)"),
  StateUpdatedAt: z.string().nullable(),
  IsCrossDock: z.boolean(),
  DropOffWarehouseName: z.string(),
  OzonWarehouseOzonID: z.number().int().nullable(),
  OzonWarehouse: warehouseRef.nullable(),
  OzonCrossDockWarehouseID: z.number().int().nullable(),
  OzonCrossDockWarehouse: warehouseRef.nullable(),
  TimeslotFrom: z.string().nullable(),
  TimeslotTo: z.string().nullable(),
  TotalQuantity: z.number().int(),
  TotalItemCount: z.number().int(),
  OrderItems: z.array(ozonSupplyOrderItem),
});
export type OzonSupplyOrder = z.infer<typeof ozonSupplyOrder>;

/** Supply orders: SPEC.md's Offset and Count, and the grid's filters. */

export const findOzonSupplyOrdersRequest = z.object({
  ...pageRequest,
  States: z.array(supplyOrderState).max(11).default([]).describe('Only these states; empty for all'),
  DateFrom: isoDateTime.nullable().default(null).describe('Created from this instant on'),
  DateTo: isoDateTime.nullable().default(null).describe('Created before this instant'),
  OrderNumber: z.string().trim().max(64).nullable().default(null).describe('Orders whose number contains this'),
  IncludeItems: z.boolean().default(true),
  OrderField: z
    .enum(supplyOrderOrderFields)
    .default('Date')
    .describe('Created (Date), the slot, units or items; ties by ID, an order without a slot last either way'),
  OrderAscending: z.boolean().default(false).describe('Largest (newest) first unless ascending'),
});
export type FindOzonSupplyOrdersRequest = z.infer<typeof findOzonSupplyOrdersRequest>;

export const ozonSupplyOrderPage = paged(ozonSupplyOrder).extend({
  StateCounts: z
    .array(z.object({ State: supplyOrderState, Count: z.number().int() }))
    .describe('Orders per state, the state filter aside'),
});
export type OzonSupplyOrderPage = z.infer<typeof ozonSupplyOrderPage>;

export { supplyOrderImportResult, type SupplyOrderImportResult } from './supplyResults.js';

/** UpdateOzonSupplyOrderCrossDockWarehouse: both required (SPEC.md section 5). */
export const crossDockWarehouseQuery = z.object({
  supplyOrderID: integerParam(z.number().int().min(1)),
  warehouseID: idParam,
});
export const supplyOrderIdSchema = id;
