import { z } from 'zod';
import { pageRequest } from './common.js';
import { transactionType } from './enums.js';
import { operationOrderFields } from './sortFields.js';

export { operationOrderFields };

const day = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

/**
 * The period of an operations import (SPEC.md section 7): optional days of the seller's calendar.
 * Without dateTo, today; without dateFrom, a month before dateTo (Ozon's accruals are read a day
 * at a time, so any length is allowed, a year at most per call).
 */
export const importOperationsQuery = z
  .object({ dateFrom: day.optional(), dateTo: day.optional() })
  .refine((query) => !query.dateFrom || query.dateFrom >= '2022-01-01', {
    path: ['dateFrom'],
    message: "must not be earlier than 2022-01-01: Ozon's accruals begin there",
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    path: ['dateFrom'],
    message: 'must not be later than dateTo',
  });
export type ImportOperationsQuery = z.infer<typeof importOperationsQuery>;

export const operationImportResult = z.object({
  DateFrom: z.string().describe('The first day read (YYYY-MM-DD)'),
  DateTo: z.string().describe('The last day read (YYYY-MM-DD)'),
  OperationCount: z.number().int().describe('Operations Ozon accrued in the period'),
  UpdatedOperationCount: z.number().int().describe('Operations added or changed (a second import: 0)'),
  UnknownAccrualTypes: z.array(z.string()).describe('Accrual types this version does not map yet: kept as "other"'),
});
export type OperationImportResult = z.infer<typeof operationImportResult>;

/**
 * The filters of FindOzonOperations: SPEC.md's Offset, Count, DateFrom, DateTo, and the grid's own. The
 * period is in the seller's days (SELLER_TIME_ZONE), as SPEC's filters send dates: plain, without time.
 */
export const findOzonOperationsRequest = z.object({
  ...pageRequest,
  DateFrom: day.nullable().default(null).describe("The period's first day, the seller's (YYYY-MM-DD)"),
  DateTo: day.nullable().default(null).describe("The period's last day, inclusive (YYYY-MM-DD)"),
  TransactionTypes: z
    .array(transactionType.exclude(['All']))
    .max(6)
    .default([])
    .describe('Only these kinds; empty (or All) for every kind'),
  OperationTypes: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  PostingNumber: z.string().trim().max(64).nullable().default(null).describe('Operations of this posting only'),
  OrderField: z
    .enum(operationOrderFields)
    .default('Date')
    .describe('Date or a money column (ServicesTotal: the services by docs/money.md); ties by ID'),
  OrderAscending: z.boolean().default(false).describe('Largest (newest) first unless ascending'),
});
export type FindOzonOperationsRequest = z.infer<typeof findOzonOperationsRequest>;

export const operationService = z.object({ Type: z.string(), Price: z.number() });

export const ozonOperation = z.object({
  ID: z.number().int(),
  Date: z.string(),
  OperationType: z.string(),
  TransactionType: transactionType,
  AccrualType: z.string().describe("Ozon's accrual category: POSTING, ITEM or NON_ITEM"),
  CurrencyCode: z.string(),
  Amount: z.number(),
  AccrualsForSale: z.number(),
  SaleCommission: z.number(),
  DeliveryCharge: z.number(),
  ReturnDeliveryCharge: z.number(),
  PostingNumber: z.string().nullable(),
  SalesOrderID: z.number().int().nullable().describe('The order of the posting, once its postings are imported'),
  Services: z.array(operationService),
});
export type OzonOperation = z.infer<typeof ozonOperation>;

/** The filtered operations of one kind and currency, added up. */
export const operationTotal = z.object({
  TransactionType: transactionType,
  Currency: z.string(),
  Count: z.number().int(),
  Amount: z.number(),
  AccrualsForSale: z.number(),
  SaleCommission: z.number(),
  Services: z.number().describe('The services inside the operations (delivery, returns processing...)'),
});
export type OperationTotal = z.infer<typeof operationTotal>;

export const operationPage = z.object({
  TotalCount: z.number().int(),
  Items: z.array(ozonOperation),
  Totals: z.array(operationTotal).describe('Per kind and currency, of every filtered operation'),
});
export type OperationPage = z.infer<typeof operationPage>;
