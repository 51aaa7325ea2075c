import { z } from 'zod';
import type { CallOptions, OzonTransport } from '../transport.js';
import { FINANCE_METHODS } from './finance.js';

/**
 * Ozon's monthly realization report (docs/money.md, «The realization report»): the goods delivered to
 * buyers and returned by them in a month, at the seller's price, with Ozon's commission. Rubles as
 * numbers. Ozon forms a month's report early in the next month; until then it answers 404.
 */
const moveSchema = z
  .object({
    amount: z.number(),
    commission: z.number(),
    quantity: z.number().int(),
    total: z.number(),
    price_per_instance: z.number().default(0),
    compensation: z.number().default(0),
    bonus: z.number().default(0),
  })
  .loose();
export type RealizationMove = z.infer<typeof moveSchema>;

const itemSchema = z
  .object({
    sku: z.number(),
    offer_id: z.string().default(''),
    name: z.string().default(''),
    barcode: z.string().default(''),
  })
  .loose();

const headerSchema = z
  .object({
    number: z.string().default(''),
    doc_date: z.string().default(''),
    start_date: z.string(),
    stop_date: z.string(),
    doc_amount: z.number().default(0),
    vat_amount: z.number().default(0),
    currency_sys_name: z.string().default('RUB'),
  })
  .loose();
export type RealizationHeader = z.infer<typeof headerSchema>;

/** A row of either report: the product, its price and commission ratio, what was delivered and returned. */
const rowSchema = z
  .object({
    item: itemSchema,
    seller_price_per_instance: z.number().default(0),
    commission_ratio: z.number().default(0),
    delivery_commission: moveSchema.nullable().default(null),
    return_commission: moveSchema.nullable().default(null),
  })
  .loose();

export const realizationResponse = z
  .object({ result: z.object({ header: headerSchema, rows: z.array(rowSchema) }).loose() })
  .loose();
export type RealizationReport = z.infer<typeof realizationResponse>['result'];

export const realizationByPostingResponse = z
  .object({
    header: headerSchema,
    rows: z.array(
      rowSchema.extend({
        order: z.object({ posting_number: z.string().min(1), created_date: z.string().default('') }).loose(),
      }),
    ),
  })
  .loose();
export type RealizationByPosting = z.infer<typeof realizationByPostingResponse>;
export type RealizationPostingRow = RealizationByPosting['rows'][number];

export function realizationApi(ozon: OzonTransport) {
  return {
    /** The month's report per product and price. */
    report: async (year: number, month: number, options?: CallOptions): Promise<RealizationReport> =>
      (await ozon.post(FINANCE_METHODS.realization, { month, year }, realizationResponse, options)).result,
    /** The same month per posting. */
    byPosting: (year: number, month: number, options?: CallOptions): Promise<RealizationByPosting> =>
      ozon.post(FINANCE_METHODS.realizationByPosting, { month, year }, realizationByPostingResponse, options),
  };
}
