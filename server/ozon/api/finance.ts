import { z } from 'zod';
import { lastIdPages, numberedPages, splitPeriod, type PagingOptions } from '../paging.js';
import type { CallOptions, OzonTransport } from '../transport.js';
import { ozonDecimal } from './postings.js';

export { ACCRUAL_VOCABULARY } from './financeVocabulary.js';

/** Method versions of this family: a switch to a newer version is a change here only. */
export const FINANCE_METHODS = {
  /** Switched off by Ozon on 2026-09-08; its vocabulary is still the Operation model's, and the health check shows it. */
  transactionList: '/v3/finance/transaction/list',
  transactionTotals: '/v3/finance/transaction/totals',
  accrualTypes: '/v1/finance/accrual/types',
  accrualPostings: '/v1/finance/accrual/postings',
  accrualByDay: '/v1/finance/accrual/by-day',
  /** Ozon's monthly realization report, per product and price, and the same per posting. */
  realization: '/v2/finance/realization',
  realizationByPosting: '/v1/finance/realization/posting',
} as const;

export const TRANSACTION_PAGE_LIMIT = 1000;
export const ACCRUAL_POSTINGS_LIMIT = 200;
/** The transaction list and totals take a month at most. */
export const ONE_MONTH = { months: 1 };

/** Ozon's finance dates are Moscow wall-clock time without a zone ("2021-11-01 00:00:00"). */
export function parseMoscowDateTime(value: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(value);
  if (!match) throw new Error(`Not an Ozon finance date: "${value}"`);
  return new Date(`${match[1]}T${match[2]}+03:00`);
}

const moscowDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/, 'YYYY-MM-DD HH:mm:ss');

export const operationSchema = z
  .object({
    operation_id: z.number(),
    operation_type: z.string().min(1),
    operation_date: moscowDateTime,
    operation_type_name: z.string().default(''),
    delivery_charge: z.number().default(0),
    return_delivery_charge: z.number().default(0),
    accruals_for_sale: z.number(),
    sale_commission: z.number(),
    amount: z.number(),
    type: z.string(),
    posting: z
      .object({
        delivery_schema: z.string().default(''),
        order_date: z.string().default(''),
        posting_number: z.string().default(''),
        warehouse_id: z.number().default(0),
      })
      .loose(),
    items: z.array(z.object({ name: z.string().default(''), sku: z.number() }).loose()).default([]),
    services: z.array(z.object({ name: z.string(), price: z.number() }).loose()).default([]),
  })
  .loose();
export type OzonOperation = z.infer<typeof operationSchema>;

export const transactionListResponse = z
  .object({
    result: z
      .object({ operations: z.array(operationSchema), page_count: z.number().int(), row_count: z.number().int() })
      .loose(),
  })
  .loose();

const totalsSchema = z
  .object({
    accruals_for_sale: z.number(),
    sale_commission: z.number(),
    processing_and_delivery: z.number(),
    refunds_and_cancellations: z.number(),
    services_amount: z.number(),
    compensation_amount: z.number(),
    money_transfer: z.number(),
    others_amount: z.number(),
  })
  .loose();
const TOTAL_KEYS = [
  'accruals_for_sale',
  'sale_commission',
  'processing_and_delivery',
  'refunds_and_cancellations',
  'services_amount',
  'compensation_amount',
  'money_transfer',
  'others_amount',
] as const;
/** The eight buckets of the totals, in rubles. */
export type TransactionTotals = Record<(typeof TOTAL_KEYS)[number], number>;
export const transactionTotalsResponse = z.object({ result: totalsSchema }).loose();

const money = z.object({ amount: ozonDecimal, currency: z.string().default('RUB') }).loose();
const fee = z.object({ type_id: z.number().int(), accrued: money }).loose();

export const accrualTypesResponse = z
  .object({
    accrual_types: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string() }).loose()),
  })
  .loose();
export type AccrualType = z.infer<typeof accrualTypesResponse>['accrual_types'][number];

export const accrualPostingsResponse = z
  .object({
    posting_accruals: z.array(
      z
        .object({
          posting_number: z.string(),
          accruals: z.array(
            z
              .object({
                accrual_date: z.string(),
                accrued: money,
                quantity: z.number().int().default(0),
                seller_price: money.optional(),
                sku: z.number(),
                type_id: z.number().int(),
              })
              .loose(),
          ),
        })
        .loose(),
    ),
  })
  .loose();
export type PostingAccruals = z.infer<typeof accrualPostingsResponse>['posting_accruals'][number];

export const accrualSchema = z
  .object({
    accrual_id: z.number(),
    date: z.string(),
    unit_number: z.string().default(''),
    accrued_category: z.string(),
    total_amount: money,
    posting: z
      .object({
        delivery_schema: z.string().default(''),
        products: z.array(
          z
            .object({
              sku: z.number(),
              commission: z
                .object({
                  sale_amount: money.optional(),
                  sale_commission: money.optional(),
                  seller_price: money.optional(),
                })
                .loose()
                .optional(),
              delivery: z
                .object({ services: z.array(fee).default([]) })
                .loose()
                .optional(),
            })
            .loose(),
        ),
      })
      .loose()
      .nullable()
      .default(null),
    item_fees: z
      .object({ fees: z.array(z.object({ sku: z.number(), fees: z.array(fee) }).loose()) })
      .loose()
      .nullable()
      .default(null),
    non_item_fee: fee.nullable().default(null),
  })
  .loose();
export type Accrual = z.infer<typeof accrualSchema>;
export const accrualsByDayResponse = z
  .object({ accruals: z.array(accrualSchema), last_id: z.string().default('') })
  .loose();

/**
 * What to read: a period (any length: it is read a month at a time) or one posting. Ozon takes
 * exactly one of the two (the filter is `oneOf` date / posting_number).
 */
export type TransactionFilter = (
  { from: Date; to: Date; postingNumber?: undefined } | { postingNumber: string; from?: undefined; to?: undefined }
) & {
  operationTypes?: string[];
  transactionType?: 'all' | 'orders' | 'returns' | 'services' | 'compensation' | 'transferDelivery' | 'other';
};

function transactionFilterOf(filter: TransactionFilter) {
  return {
    ...(filter.postingNumber !== undefined
      ? { posting_number: filter.postingNumber }
      : { date: { from: filter.from.toISOString(), to: filter.to.toISOString() } }),
    operation_type: filter.operationTypes ?? [],
    transaction_type: filter.transactionType ?? 'all',
  };
}

/** The request periods of a filter: a posting needs one request, a period one per month. */
const periodsOf = (filter: TransactionFilter): TransactionFilter[] =>
  filter.postingNumber !== undefined
    ? [filter]
    : splitPeriod(filter.from, filter.to, ONE_MONTH).map((period) => ({ ...filter, ...period }));

/** The Moscow calendar days [from, to] touches, as YYYY-MM-DD. */
export function moscowDays(from: Date, to: Date): string[] {
  const day = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  const days: string[] = [];
  for (let at = Date.parse(`${day(from)}T00:00:00Z`); at <= Date.parse(`${day(to)}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

export function financeApi(ozon: OzonTransport) {
  const api = {
    transactionPage: (
      filter: TransactionFilter,
      page: number,
      pageSize = TRANSACTION_PAGE_LIMIT,
      options?: CallOptions,
    ) =>
      ozon.post(
        FINANCE_METHODS.transactionList,
        { filter: transactionFilterOf(filter), page, page_size: pageSize },
        transactionListResponse,
        options,
      ),

    /** Every operation of the period (read a month at a time), page by page, each exactly once. */
    async *transactionPages(
      filter: TransactionFilter,
      options: PagingOptions & { pageSize?: number } = {},
    ): AsyncGenerator<OzonOperation[]> {
      for (const part of periodsOf(filter)) {
        yield* numberedPages(async (page) => {
          const answer = await api.transactionPage(part, page, options.pageSize, options);
          return { items: answer.result.operations, pageCount: answer.result.page_count };
        }, options);
      }
    },

    /** Totals of the period or posting; a period longer than a month is summed month by month. */
    async transactionTotals(filter: TransactionFilter, options?: CallOptions): Promise<TransactionTotals> {
      const sum = Object.fromEntries(TOTAL_KEYS.map((key) => [key, 0])) as TransactionTotals;
      for (const part of periodsOf(filter)) {
        // The totals take no operation types.
        const { operation_type: _none, ...body } = transactionFilterOf(part);
        const { result } = await ozon.post(FINANCE_METHODS.transactionTotals, body, transactionTotalsResponse, options);
        // Kopecks, so that month sums do not gather float dust.
        for (const key of TOTAL_KEYS) sum[key] = Math.round(sum[key] * 100 + result[key] * 100) / 100;
      }
      return sum;
    },

    accrualTypes: async (options?: CallOptions) =>
      (await ozon.post(FINANCE_METHODS.accrualTypes, {}, accrualTypesResponse, options)).accrual_types,

    /** The accruals of postings, asked for 200 postings at a time. */
    async accrualPostings(postingNumbers: string[], options?: CallOptions): Promise<PostingAccruals[]> {
      const all: PostingAccruals[] = [];
      for (let i = 0; i < postingNumbers.length; i += ACCRUAL_POSTINGS_LIMIT) {
        const chunk = postingNumbers.slice(i, i + ACCRUAL_POSTINGS_LIMIT);
        const answer = await ozon.post(
          FINANCE_METHODS.accrualPostings,
          { posting_numbers: chunk },
          accrualPostingsResponse,
          options,
        );
        all.push(...answer.posting_accruals);
      }
      return all;
    },

    /** Every accrual of a Moscow day (YYYY-MM-DD), page by page by last_id. */
    accrualDayPages(date: string, options: PagingOptions = {}): AsyncGenerator<Accrual[]> {
      return lastIdPages<Accrual, string>(
        FINANCE_METHODS.accrualByDay,
        '',
        async (lastId) => {
          const page = await ozon.post(
            FINANCE_METHODS.accrualByDay,
            { date, last_id: lastId },
            accrualsByDayResponse,
            options,
          );
          return { items: page.accruals, lastId: page.last_id };
        },
        options,
      );
    },

    /** Every accrual of the Moscow days of [from, to], day by day. */
    async *accrualPages(from: Date, to: Date, options: PagingOptions = {}): AsyncGenerator<Accrual[]> {
      for (const day of moscowDays(from, to)) yield* api.accrualDayPages(day, options);
    },
  };
  return api;
}
