import { z } from 'zod';
import { dateOnly, paged, pageRequest } from './common.js';
import { supplyOrderState } from './enums.js';
import { packageRef, warehouseRef } from './supplyOrders.js';
import { shipmentOrderFields } from './sortFields.js';

export { shipmentOrderFields };

/** How the goods of a shipment go to Ozon: through a drop-off point (cross-dock) or straight to the storage warehouse. */
export const shipmentChannels = ['OzonFboCrossDock', 'OzonFboDirect'] as const;
export const shipmentChannel = z.enum(shipmentChannels);
export type ShipmentChannel = (typeof shipmentChannels)[number];

export const shipmentPackage = z.object({
  ProductPackageID: z.number().int().nullable(),
  ProductPackage: packageRef.nullable(),
  Name: z.string().describe("The product's name on Ozon"),
  Quantity: z.number().int(),
});

export const shipmentSupply = z.object({
  SupplyOrderID: z.number().int(),
  OzonOrderNumber: z.string(),
  State: supplyOrderState,
  StorageWarehouse: warehouseRef.nullable(),
  TimeslotFrom: z.string().nullable(),
  Quantity: z.number().int(),
  Items: z.array(shipmentPackage),
});

/** A shipment: the supplies handed over on one day at one place, with what they hold and cost. */
export const shipment = z.object({
  ID: z.number().int(),
  Date: z.string(),
  Channel: shipmentChannel,
  DropOffWarehouseName: z.string(),
  TransportCost: z.number().nullable().describe("Cross-docking by the seller's tariffs; null when a price is missing"),
  PackagingCost: z.number().nullable().describe('Null until packaging is assigned to the packages'),
  TotalQuantity: z.number().int(),
  Supplies: z.array(shipmentSupply),
  Packages: z.array(shipmentPackage).describe('The units of every supply, per package'),
});
export type Shipment = z.infer<typeof shipment>;

/** Shipments (SPEC.md section 3): from DateFrom on, newest first unless another order is asked. */
export const findShipmentsRequest = z.object({
  ...pageRequest,
  DateFrom: dateOnly.nullable().default(null),
  OrderField: z
    .enum(shipmentOrderFields)
    .default('Date')
    .describe('Ties by ID; a cost not known yet comes last either way'),
  OrderAscending: z.boolean().default(false).describe('Largest (newest) first unless ascending'),
});
export type FindShipmentsRequest = z.infer<typeof findShipmentsRequest>;
export const shipmentPage = paged(shipment);

export const updateShipmentsResult = z.object({
  ShipmentCount: z.number().int(),
  UpdatedShipmentCount: z.number().int().describe('Added, changed or removed (a second update: 0)'),
});
export type UpdateShipmentsResult = z.infer<typeof updateShipmentsResult>;
