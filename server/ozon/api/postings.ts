import { z } from 'zod';
import { cursorPages, ONE_YEAR, splitPeriod, type PagingOptions, type Period } from '../paging.js';
import type { CallOptions, OzonTransport } from '../transport.js';

/** Method versions of this family: a switch to a newer version is a change here only. */
export const POSTING_METHODS = {
  fbsList: '/v4/posting/fbs/list',
  fboList: '/v3/posting/fbo/list',
} as const;

/** Ozon's page size limit for both lists. */
export const POSTING_PAGE_LIMIT = 100;

/** A decimal Ozon sends as a number or as a string ("1530.0000"): read as a number of rubles. */
export const ozonDecimal = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, 'a decimal number')
    .transform(Number),
]);
/** A date-time Ozon sends (ISO 8601, up to microseconds): kept as the string, checked to parse. */
export const ozonDateTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'a date-time');
/** An int64 Ozon sends as a number or a string; ids of this seller stay below 2^53. */
export const ozonInt64 = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

const cancellationSchema = z
  .object({
    cancel_reason_id: z.number().default(0),
    cancel_reason: z.string().default(''),
    cancellation_type: z.string().default(''),
    cancelled_after_ship: z.boolean().default(false),
    cancellation_initiator: z.string().default(''),
  })
  .loose();

const financialProduct = z
  .object({
    product_id: z.number(),
    price: ozonDecimal,
    old_price: ozonDecimal.default(0),
    payout: ozonDecimal.default(0),
    total_discount_value: ozonDecimal.default(0),
    actions: z.array(z.string()).default([]),
  })
  .loose();

/** Analytics of a posting, as FBS and FBO share them; each scheme names the warehouse its own way. */
function analyticsOf<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .object({
      city: z.string().default(''),
      delivery_type: z.string().default(''),
      warehouse_id: z.number(),
      is_premium: z.boolean().default(false),
      payment_type_group_name: z.string().default(''),
      ...extra,
    })
    .loose()
    .nullable()
    .default(null);
}

export const fbsPostingSchema = z
  .object({
    posting_number: z.string().min(1),
    order_id: z.number(),
    order_number: z.string(),
    status: z.string(),
    substatus: z.string().default(''),
    in_process_at: ozonDateTime,
    shipment_date: ozonDateTime.nullable().default(null),
    delivering_date: ozonDateTime.nullable().default(null),
    delivery_method: z
      .object({ id: z.number(), name: z.string(), warehouse_id: z.number(), warehouse: z.string() })
      .loose(),
    cancellation: cancellationSchema.nullable().default(null),
    products: z.array(
      z
        .object({
          sku: z.number(),
          offer_id: z.string(),
          name: z.string(),
          quantity: z.number().int(),
          price: ozonDecimal,
          currency_code: z.string().default('RUB'),
        })
        .loose(),
    ),
    analytics_data: analyticsOf({ region: z.string().default(''), warehouse: z.string().default('') }),
    financial_data: z
      .object({
        products: z.array(
          financialProduct.extend({
            commission_amount: ozonDecimal.default(0),
            commission_percent: z.number().default(0),
            quantity: z.number().int().default(1),
          }),
        ),
        cluster_from: z.string().default(''),
        cluster_to: z.string().default(''),
      })
      .loose()
      .nullable()
      .default(null),
  })
  .loose();
export type FbsPosting = z.infer<typeof fbsPostingSchema>;

export const fboPostingSchema = z
  .object({
    posting_number: z.string().min(1),
    order_id: z.number(),
    order_number: z.string(),
    status: z.string(),
    substatus: z.string().default(''),
    created_at: ozonDateTime,
    in_process_at: ozonDateTime,
    cancel_reason_id: z.number().default(0),
    cancellation: cancellationSchema.nullable().default(null),
    products: z.array(
      z
        .object({
          sku: z.number(),
          offer_id: z.string(),
          name: z.string(),
          quantity: z.number().int(),
          price: z.object({ amount: ozonDecimal, currency: z.string().default('RUB') }).loose(),
        })
        .loose(),
    ),
    analytics_data: analyticsOf({ warehouse_name: z.string().default('') }),
    financial_data: z
      .object({
        products: z.array(
          financialProduct.extend({
            commission: z
              .object({ amount: ozonDecimal, percent: z.number(), currency: z.string().default('RUB') })
              .loose(),
          }),
        ),
        cluster_from: z.string().default(''),
        cluster_to: z.string().default(''),
      })
      .loose()
      .nullable()
      .default(null),
  })
  .loose();
export type FboPosting = z.infer<typeof fboPostingSchema>;

const pageOf = <T extends z.ZodType>(posting: T) =>
  z.object({ postings: z.array(posting), has_next: z.boolean(), cursor: z.string().default('') }).loose();
export const fbsListResponse = pageOf(fbsPostingSchema);
export const fboListResponse = pageOf(fboPostingSchema);

/** The body of one list request, as Ozon documents it (dates are ISO strings). */
export interface PostingListRequest {
  filter: {
    since: string;
    to: string;
    statuses?: string[];
    /** FBO only. */
    posting_numbers?: string[];
    /** FBS only. */
    warehouse_ids?: string[];
    /** FBS only. */
    order_numbers?: string[];
    /** FBS only. */
    order_id?: number;
  };
  limit: number;
  sort_dir?: 'ASC' | 'DESC';
  cursor?: string;
  translit?: boolean;
  with?: PostingWith;
}

export interface PostingWith {
  analytics_data?: boolean;
  financial_data?: boolean;
  legal_info?: boolean;
  /** FBS only. */
  barcodes?: boolean;
}

/** What to read: a period of `in_process_at` (any length: it is read a year at a time) and filters. */
export interface PostingListFilter {
  since: Date;
  to: Date;
  statuses?: string[];
  /** FBO only. */
  postingNumbers?: string[];
  /** FBS only. */
  warehouseIds?: (number | string)[];
  /** FBS only. */
  orderNumbers?: string[];
}

export interface PostingPagesOptions extends PagingOptions {
  with?: PostingWith;
  limit?: number;
  sortDir?: 'ASC' | 'DESC';
}

const defaultWith: PostingWith = { analytics_data: true, financial_data: true };

function fbsRequest(
  filter: PostingListFilter,
  period: { from: Date; to: Date },
  options: PostingPagesOptions,
): PostingListRequest {
  return {
    filter: {
      since: period.from.toISOString(),
      to: period.to.toISOString(),
      ...(filter.statuses?.length ? { statuses: filter.statuses } : {}),
      ...(filter.warehouseIds?.length ? { warehouse_ids: filter.warehouseIds.map(String) } : {}),
      ...(filter.orderNumbers?.length ? { order_numbers: filter.orderNumbers } : {}),
    },
    limit: options.limit ?? POSTING_PAGE_LIMIT,
    sort_dir: options.sortDir ?? 'ASC',
    with: { ...defaultWith, ...options.with },
  };
}

function fboRequest(
  filter: PostingListFilter,
  period: { from: Date; to: Date },
  options: PostingPagesOptions,
): PostingListRequest {
  const { barcodes: _barcodes, ...blocks } = { ...defaultWith, ...options.with };
  return {
    filter: {
      since: period.from.toISOString(),
      to: period.to.toISOString(),
      ...(filter.statuses?.length ? { statuses: filter.statuses } : {}),
      ...(filter.postingNumbers?.length ? { posting_numbers: filter.postingNumbers } : {}),
    },
    limit: options.limit ?? POSTING_PAGE_LIMIT,
    sort_dir: options.sortDir ?? 'ASC',
    with: blocks,
  };
}

/** Periods in the order the read goes: newest first when sorting DESC. */
function periodsOf(filter: PostingListFilter, options: PostingPagesOptions) {
  const periods = splitPeriod(filter.since, filter.to, ONE_YEAR);
  return options.sortDir === 'DESC' ? periods.reverse() : periods;
}

export function postingsApi(ozon: OzonTransport) {
  /** Every posting of a list method over the filter's period, split into years, each exactly once. */
  async function* pages<Posting>(
    method: string,
    schema: z.ZodType<{ postings: Posting[]; cursor: string; has_next: boolean }>,
    request: (period: Period) => object,
    filter: PostingListFilter,
    options: PostingPagesOptions,
  ): AsyncGenerator<Posting[]> {
    for (const period of periodsOf(filter, options)) {
      const body = request(period);
      yield* cursorPages(
        method,
        async (cursor) => {
          const page = await ozon.post(method, { ...body, cursor }, schema, { signal: options.signal });
          return { items: page.postings, cursor: page.cursor, hasNext: page.has_next };
        },
        options,
      );
    }
  }

  return {
    /** One page of FBS/rFBS postings, as Ozon answers it (the period must be a year at most). */
    fbsPage: (request: PostingListRequest, options?: CallOptions) =>
      ozon.post(POSTING_METHODS.fbsList, request, fbsListResponse, options),
    fboPage: (request: PostingListRequest, options?: CallOptions) =>
      ozon.post(POSTING_METHODS.fboList, request, fboListResponse, options),

    /** Every FBS/rFBS posting of the period, page by page, each exactly once. */
    fbsPages: (filter: PostingListFilter, options: PostingPagesOptions = {}): AsyncGenerator<FbsPosting[]> =>
      pages(POSTING_METHODS.fbsList, fbsListResponse, (period) => fbsRequest(filter, period, options), filter, options),

    /** Every FBO posting of the period, page by page, each exactly once. */
    fboPages: (filter: PostingListFilter, options: PostingPagesOptions = {}): AsyncGenerator<FboPosting[]> =>
      pages(POSTING_METHODS.fboList, fboListResponse, (period) => fboRequest(filter, period, options), filter, options),
  };
}
