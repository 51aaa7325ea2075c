import { z } from 'zod';
import { lastIdPages, type PagingOptions } from '../paging.js';
import type { CallOptions, OzonTransport } from '../transport.js';
import { ozonDateTime, ozonDecimal, ozonInt64 } from './postings.js';

/** Method versions of this family: a switch to a newer version is a change here only. */
export const RETURN_METHODS = {
  list: '/v1/returns/list',
} as const;

/** Ozon's page size limit for the returns list. */
export const RETURNS_PAGE_LIMIT = 500;

/** An id Ozon sends as an int64 string (2026) or a number (2025): kept as the string. */
const ozonId = z.union([z.string().regex(/^\d+$/), z.number().int().transform(String)]);
const money = z.object({ price: ozonDecimal, currency_code: z.string().default('RUB') }).loose();

export const returnSchema = z
  .object({
    id: ozonId,
    type: z.string(),
    schema: z.string(),
    order_id: ozonInt64,
    order_number: z.string(),
    posting_number: z.string().min(1),
    return_reason_name: z.string().default(''),
    product: z
      .object({
        sku: ozonInt64,
        offer_id: z.string(),
        name: z.string().default(''),
        price: money,
        commission: money.optional(),
        quantity: z.number().int(),
      })
      .loose(),
    logistic: z
      .object({
        return_date: ozonDateTime.nullable().default(null),
        final_moment: ozonDateTime.nullable().default(null),
        barcode: z.string().default(''),
      })
      .loose(),
    visual: z
      .object({
        status: z.object({ id: z.number(), display_name: z.string(), sys_name: z.string() }).loose(),
        change_moment: ozonDateTime,
      })
      .loose(),
    place: z.object({ id: ozonId, name: z.string() }).loose().nullable().default(null),
    target_place: z.object({ id: ozonId, name: z.string() }).loose().nullable().default(null),
  })
  .loose();
export type OzonReturn = z.infer<typeof returnSchema>;

export const returnsListResponse = z.object({ returns: z.array(returnSchema), has_next: z.boolean() }).loose();

export interface ReturnsFilter {
  /** When the buyer handed the item back (Ozon allows one date filter per request). */
  logisticReturnDate?: { from: Date; to: Date };
  visualStatusChangeMoment?: { from: Date; to: Date };
  postingNumbers?: string[];
  offerId?: string;
  schema?: 'FBS' | 'FBO';
  visualStatusName?: string;
}

export interface ReturnsPagesOptions extends PagingOptions {
  limit?: number;
}

const timeRange = (range: { from: Date; to: Date }) => ({
  time_from: range.from.toISOString(),
  time_to: range.to.toISOString(),
});

function filterOf(filter: ReturnsFilter) {
  return {
    ...(filter.logisticReturnDate ? { logistic_return_date: timeRange(filter.logisticReturnDate) } : {}),
    ...(filter.visualStatusChangeMoment
      ? { visual_status_change_moment: timeRange(filter.visualStatusChangeMoment) }
      : {}),
    ...(filter.postingNumbers?.length ? { posting_numbers: filter.postingNumbers } : {}),
    ...(filter.offerId ? { offer_id: filter.offerId } : {}),
    ...(filter.schema ? { return_schema: filter.schema } : {}),
    ...(filter.visualStatusName ? { visual_status_name: filter.visualStatusName } : {}),
  };
}

export function returnsApi(ozon: OzonTransport) {
  return {
    /** One page of returns after `last_id` (0 for the first). */
    page: (filter: ReturnsFilter, lastId: number, limit = RETURNS_PAGE_LIMIT, options?: CallOptions) =>
      ozon.post(
        RETURN_METHODS.list,
        { filter: filterOf(filter), limit, last_id: lastId },
        returnsListResponse,
        options,
      ),

    /** Every return matching the filter, page by page, each exactly once. */
    pages(filter: ReturnsFilter, options: ReturnsPagesOptions = {}): AsyncGenerator<OzonReturn[]> {
      return lastIdPages<OzonReturn, number>(
        RETURN_METHODS.list,
        0,
        async (lastId) => {
          const page = await this.page(filter, lastId, options.limit ?? RETURNS_PAGE_LIMIT, { signal: options.signal });
          const last = page.returns[page.returns.length - 1];
          return { items: page.returns, lastId: last ? Number(last.id) : lastId, hasNext: page.has_next };
        },
        options,
      );
    },
  };
}
