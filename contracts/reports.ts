import { z } from 'zod';
import { ozonSalesOrder } from './salesOrders.js';
import { postingStatus } from './enums.js';

export { WAITING_STATUSES } from './enumValues.js';

const day = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

/** Sales of one currency over the overview's periods: sums never add different currencies. */
export const latestSalesSums = z.object({
  Currency: z.string(),
  LastDaySum: z.number(),
  LastWeekSum: z.number(),
  PreviousWeekSum: z.number(),
});

/** What Ozon accrued to the seller (net of its charges) over the two weeks, per currency. */
export const weekSales = z.object({
  Currency: z.string(),
  LastWeekIncome: z.number(),
  PreviousWeekIncome: z.number(),
});

export const latestSale = z.object({
  Date: z.string(),
  PostingNumber: z.string(),
  OrderID: z.number().int(),
  ProductName: z.string().nullable(),
  OfferID: z.string(),
  Quantity: z.number().int(),
  Price: z.number(),
  CurrencyCode: z.string(),
  Status: postingStatus,
});

export const salesDay = z.object({
  Date: day,
  OrderCount: z.number().int().describe('Orders placed, cancelled ones too'),
  Sum: z.number().describe('Sales not cancelled, in the main currency'),
});

/**
 * LatestSales (SPEC.md section 3), in the seller's days: the day so far, the last seven days (today
 * included) against the seven before, the latest sales, and the days of the chart. Sales are price ×
 * quantity of items not cancelled; counts are orders placed (cancelled ones too). The main currency comes first.
 */
export const latestSalesReport = z.object({
  Today: day,
  LastDayOrderCount: z.number().int(),
  LastWeekOrderCount: z.number().int(),
  PreviousWeekOrderCount: z.number().int(),
  Sums: z.array(latestSalesSums),
  WeekSales: z.array(weekSales),
  LastSales: z.array(latestSale),
  Days: z.array(salesDay).describe('Every day of the chart, oldest first, in the main currency'),
  MainCurrency: z.string().nullable(),
});
export type LatestSalesReport = z.infer<typeof latestSalesReport>;

export const latestSalesQuery = z.object({
  days: z.coerce.number().int().min(7).max(366).default(90).describe('Days of the chart'),
});

export const waitingOrders = z.object({
  Order: ozonSalesOrder.nullable().describe('The oldest order with a posting the seller must still pack or ship'),
  WaitingOrderCount: z.number().int(),
  EarliestNonProcessed: ozonSalesOrder
    .nullable()
    .describe(
      'The oldest order with an item the allocation to sales plans has not taken in: not delivered or cancelled yet, or no plan had room',
    ),
  NonProcessedOrderCount: z.number().int(),
});
export type WaitingOrders = z.infer<typeof waitingOrders>;

/** SPEC.md section 5: the localization index calls need date (the seller's day); without it, 400. */
export const localizationIndexQuery = z.object({ date: day });

/** OzonLocalizationIndex: Ozon's value where it was read that day, else estimated from the orders. */
export const localizationIndex = z.object({
  Date: day,
  Value: z.number(),
  Source: z.enum(['Ozon', 'Orders']).describe("Ozon's own figure, or the share of local units of the 14 days before"),
});
export type LocalizationIndex = z.infer<typeof localizationIndex>;
