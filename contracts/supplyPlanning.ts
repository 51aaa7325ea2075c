import { z } from 'zod';
import { dateOnly, id } from './common.js';

const days = z.number().int().min(0).max(365);

/** A storage warehouse's state for supplies, from Ozon's load picture (server/supplies/warehouseAvailability.ts). */
export const warehouseAvailability = z.enum(['Open', 'Overloaded', 'Closed', 'Unknown']);
export type WarehouseAvailability = z.infer<typeof warehouseAvailability>;

/** Cluster sales report request (SPEC.md section 3), with the defaults a seller starts from. */
export const clusterSalesReportRequest = z
  .object({
    DaysToAnalyze: z.number().int().min(1).max(365).default(28),
    NotificationPeriodInDays: days.nullable().default(null).describe('Only what runs out within this many days'),
    MinShipmentAmount: z.number().int().min(0).max(1_000_000).default(0),
    MinStockDaysAmount: days.default(14),
    MaxStockDaysAmount: days.default(28),
    RespectMinimalStock: z.boolean().default(true),
    RespectSupplyPreparationPeriod: z.boolean().default(true),
    RespectActiveSupplyOrders: z.boolean().default(true),
    ClusterIDs: z.array(id).max(200).default([]),
    DropOffWarehouseIDs: z.array(id).max(200).default([]),
  })
  .refine((request) => request.MaxStockDaysAmount >= request.MinStockDaysAmount, {
    path: ['MaxStockDaysAmount'],
    message: 'must not be less than MinStockDaysAmount',
  });
export type ClusterSalesReportRequest = z.infer<typeof clusterSalesReportRequest>;

export const unavailableWarehouse = z.object({
  ID: z.number().int(),
  Name: z.string(),
  Availability: warehouseAvailability,
});

/** Cluster sales report item: a package in a cluster, with the shipment that brings it into range. */
export const clusterSalesReportItem = z.object({
  ID: z.number().int().describe('The product package'),
  Name: z.string(),
  Cluster: z.object({ ID: z.number().int(), Name: z.string() }),
  SalesCount: z
    .number()
    .int()
    .describe('Units ordered by buyers of the cluster over DaysToAnalyze, cancelled ones aside'),
  SalesRate: z.number().describe('Units a day'),
  AvailableQuantity: z.number().int(),
  ReservedQuantity: z.number().int(),
  InTransitQuantity: z.number().int(),
  StockInDays: z.number().nullable().describe('Days the available and incoming stock lasts; null when nothing sells'),
  PreparationDays: z.number().int(),
  MinimalStock: z.number().int(),
  ShipmentAmountFrom: z.number().int(),
  ShipmentAmountTo: z.number().int(),
  ClusterAvailability: warehouseAvailability.describe('Open when one of its fulfilment warehouses takes supplies'),
  UnavailableWarehouses: z
    .array(unavailableWarehouse)
    .describe('Its fulfilment warehouses Ozon reports closed or overloaded'),
});
export type ClusterSalesReportItem = z.infer<typeof clusterSalesReportItem>;

/** Stock starvation request (SPEC.md section 3). */
export const stockStarvationRequest = z.object({
  SalesAnalysisInDays: z.number().int().min(1).max(365).default(28),
  NotificationPeriodInDays: days.nullable().default(null).describe('Only what must ship within this many days'),
  Date: dateOnly.nullable().default(null).describe('The last day of the analysis; today when null'),
  RespectMinimalStock: z.boolean().default(true),
  RespectSupplyPreparationPeriod: z.boolean().default(true),
  RespectActiveSupplyOrders: z.boolean().default(true),
});
export type StockStarvationRequest = z.infer<typeof stockStarvationRequest>;

/** Stock starvation item: a package in a warehouse (Ozon's or the seller's own), and the days left to ship more. */
export const stockStarvationItem = z.object({
  WarehouseID: z.number().int(),
  WarehouseName: z.string(),
  WarehouseClusterName: z.string().nullable(),
  StandaloneWarehouse: z.boolean(),
  SellerWarehouse: z.boolean().describe("The seller's own (FBS) warehouse: no Ozon supply goes there, transit 0"),
  ProductPackageID: z.number().int(),
  ProductPackageName: z.string(),
  SalesCount: z.number().int(),
  SalesRate: z.number(),
  Present: z.number().int(),
  Reserved: z.number().int(),
  Moving: z.number().int().describe('Units of active supply orders on their way to the warehouse'),
  StockDays: z.number().nullable(),
  TransitDays: z.number().describe('Days a supply takes to reach the warehouse, from its past supplies'),
  ShipmentDays: z.number().nullable().describe('Days left to ship: stock days less preparation and transit'),
});
export type StockStarvationItem = z.infer<typeof stockStarvationItem>;
