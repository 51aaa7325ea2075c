import { z } from 'zod';
import { id, pageRequest } from './common.js';
import { ozonSalesOrderType, postingStatus } from './enums.js';

/** A day as the calls take it: YYYY-MM-DD (the seller's calendar day). */
const day = z.iso.date();

/**
 * The period of a posting import (SPEC.md sections 5 and 7). The FBS import needs dateTo; both take
 * dateFrom as optional (then a year before dateTo, Ozon's longest window for one request).
 */
export const importFbsPostingsQuery = z.object({ dateFrom: day.optional(), dateTo: day });
export const importFboPostingsQuery = z.object({ dateFrom: day.optional(), dateTo: day.optional() });
export type ImportPostingsQuery = z.infer<typeof importFboPostingsQuery>;

/** What a posting import answers (SPEC.md section 3). */
export const postingImportResult = z.object({
  MinImportedDate: z.string().nullable().describe('The earliest in-process date among the postings read'),
  UpdatedOrderCount: z.number().int().describe('Order items added or changed (a second import: 0)'),
  NonLocalSales: z
    .record(z.string(), z.number().int())
    .describe("Items shipped from another cluster than the buyer's, per buyer's cluster"),
  UpdatedReturnCount: z
    .number()
    .int()
    .default(0)
    .describe('Returns handed back in the period, added or changed (a second import: 0)'),
});
export type PostingImportResult = z.infer<typeof postingImportResult>;

const isoDateTime = z.iso.datetime({ offset: true });

/** The filters and order of FindSalesOzonOrders (SPEC.md section 3), with their defaults. */
export const findSalesOzonOrdersRequest = z.object({
  ...pageRequest,
  DateFrom: isoDateTime.nullable().default(null).describe('Orders from this instant on (inclusive)'),
  DateTo: isoDateTime.nullable().default(null).describe('Orders before this instant (exclusive)'),
  OrderField: z.enum(['Date', 'OzonOrderNumber', 'Amount']).default('Date'),
  OrderAscending: z.boolean().default(false),
  GatherSummary: z.boolean().default(false),
  NonLocalOnly: z.boolean().default(false).describe("Only items shipped from another cluster than the buyer's"),
  PostingNumbers: z.array(z.string().trim().min(1).max(64)).max(1000).default([]),
  ProductPackageIDs: z.array(id).max(10_000).default([]),
  WarehouseIDs: z.array(id).max(10_000).default([]).describe('Warehouses the items were shipped from'),
  WarehouseClusterIDs: z.array(id).max(1000).default([]).describe("The buyers' clusters (delivered to)"),
  Statuses: z.array(postingStatus).max(20).default([]),
  SalesPlanUnprocessedOnly: z
    .boolean()
    .default(false)
    .describe('Only items the allocation to sales plans has not taken in (CalcSalesPlans)'),
});
export type FindSalesOzonOrdersRequest = z.infer<typeof findSalesOzonOrdersRequest>;

export const ozonSalesOrderItem = z.object({
  ID: z.number().int(),
  PostingNumber: z.string(),
  Sku: z.number().int(),
  OfferID: z.string(),
  ProductPackageID: z.number().int().nullable(),
  ProductName: z.string().nullable(),
  Status: postingStatus,
  CurrencyCode: z.string(),
  Price: z.number(),
  Quantity: z.number().int(),
  City: z.string(),
  Region: z.string(),
  ClusterFrom: z.string(),
  ClusterTo: z.string(),
  ClusterFromID: z.number().int().nullable(),
  ClusterToID: z.number().int().nullable(),
  DeliveryType: z.string(),
  OzonWarehouseID: z.number().int().nullable(),
  OzonWarehouseName: z.string().nullable(),
});
export type OzonSalesOrderItem = z.infer<typeof ozonSalesOrderItem>;

export const ozonSalesOrder = z.object({
  ID: z.number().int(),
  OzonOrderID: z.number().int(),
  OzonOrderNumber: z.string(),
  Date: z.string(),
  Type: ozonSalesOrderType,
  OrderItems: z.array(ozonSalesOrderItem).describe('The items of the order that pass the filters'),
});
export type OzonSalesOrder = z.infer<typeof ozonSalesOrder>;

/** Money of one currency: sums never add different currencies. */
export const salesOrderSums = z.object({
  Currency: z.string(),
  Amount: z.number().describe('Price × quantity of every filtered item, whatever its status'),
  TotalSales: z.number().describe('Price × quantity of the filtered items not cancelled'),
  FinalizedSales: z.number().describe('Price × quantity of the filtered items delivered'),
  Returns: z.number().describe('Price × units returned of the filtered items delivered (refusals apart)'),
  Refusals: z.number().describe('Price × units handed back of the filtered items cancelled (buyers refusing them)'),
});

/** What the filtered orders add up to (docs/orders.md says what each figure counts). */
export const salesOrderSummary = z.object({
  TotalOrderCount: z.number().int(),
  TotalProductCount: z.number().int(),
  FilteredOrderCount: z.number().int(),
  FilteredProductCount: z.number().int(),
  CancelledOrderCount: z.number().int(),
  CancelledProductCount: z.number().int(),
  FinalizedOrderCount: z.number().int(),
  FinalizedProductCount: z.number().int(),
  NonLocalOrderCount: z.number().int(),
  NonLocalProductCount: z.number().int(),
  ReturnedOrderCount: z.number().int().describe('Orders with a delivered item Ozon lists a return of'),
  ReturnedProductCount: z.number().int().describe('Units returned of delivered items (at most the units ordered)'),
  RefusedOrderCount: z
    .number()
    .int()
    .describe('Orders with a cancelled item handed back (a refusal: already among the cancelled)'),
  RefusedProductCount: z.number().int().describe('Units handed back of cancelled items'),
  Sums: z.array(salesOrderSums).describe('Per currency, the most used first'),
});
export type SalesOrderSummary = z.infer<typeof salesOrderSummary>;

export const salesOrderPage = z.object({
  TotalCount: z.number().int(),
  Items: z.array(ozonSalesOrder),
  Summary: salesOrderSummary.nullable(),
  PostingNumbers: z.array(z.string()),
  ProductPackageIDs: z.array(z.number().int()),
  WarehouseIDs: z.array(z.number().int()),
  WarehouseClusterIDs: z.array(z.number().int()),
  Statuses: z.array(postingStatus),
});
export type SalesOrderPage = z.infer<typeof salesOrderPage>;
