// The Ozon methods the product depends on, for the health check: one entry per client family, built
// from that family's `*_METHODS` object, so a version switch there is checked here without a change.
// The probe map is typed by the object's keys: a method added to a family fails to compile until it
// has a probe. A new family is one more `family(...)` line in `dependedMethods`.
import { CATEGORY_METHODS } from './api/categories.js';
import { FINANCE_METHODS } from './api/finance.js';
import { POSTING_METHODS } from './api/postings.js';
import { PRODUCT_METHODS } from './api/products.js';
import { PROMOTION_METHODS } from './api/promotions.js';
import { RATING_METHODS } from './api/rating.js';
import { RETURN_METHODS } from './api/returns.js';
import { REVIEW_METHODS } from './api/reviews.js';
import { SUPPLY_METHODS } from './api/supplies.js';
import { STOCK_ANALYTICS_METHODS, WAREHOUSE_METHODS } from './api/warehouses.js';
import type { MethodProbe } from './healthCheck.js';

type Probe = Pick<MethodProbe, 'body' | 'query' | 'answeredWith' | 'optional' | 'announced'> & {
  method?: 'GET' | 'POST';
};

/**
 * A request Ozon must refuse with 400, for a method that writes or needs the id of something: a live
 * method refuses it and nothing changes; a retired one says "obsolete method" before it looks at the
 * request (a 400 too, told apart by its code), an unknown one 404.
 */
const refused = (body: unknown): Probe => ({ body, answeredWith: [400] });

function family<M extends Record<string, string>>(
  name: string,
  methods: M,
  probes: { [K in keyof M]: Probe },
): MethodProbe[] {
  return Object.entries(methods).map(([key, path]) => {
    const probe = probes[key as keyof M];
    return { family: name, name: key, method: probe.method ?? 'POST', path, ...probe };
  });
}

const DAY = 86_400_000;

/**
 * Ozon's words where its 2026 documentation announces a method's switch-off without a day: the check
 * shows them while the method still answers (`announced`), so the seller hears of it before the day.
 */
export const OZON_ANNOUNCEMENTS = {
  stockOnWarehouses: 'В будущем метод будет отключён. Переключитесь на /v1/analytics/stocks.',
} as const;

/** Every method the product depends on, with a minimal request; date ranges end at `now`'s day. */
export function dependedMethods(now: Date): MethodProbe[] {
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const iso = (ms: number) => new Date(ms).toISOString();

  const week = { since: iso(today - 7 * DAY), to: iso(today) };
  const everything = { visibility: 'ALL' };

  return [
    ...family('postings', POSTING_METHODS, {
      fbsList: { body: { filter: week, limit: 1 } },
      fboList: { body: { filter: week, limit: 1 } },
    }),
    ...family('finance', FINANCE_METHODS, {
      // Switched off by Ozon on 2026-09-08 (the accrual methods replace them): shown, not counted.
      transactionList: {
        body: { filter: { date: { from: week.since, to: week.to }, transaction_type: 'all' }, page: 1, page_size: 1 },
        optional: true,
      },
      transactionTotals: { body: { date: { from: week.since, to: week.to }, transaction_type: 'all' }, optional: true },
      accrualTypes: { body: {} },
      accrualPostings: refused({ posting_numbers: [] }),
      accrualByDay: { body: { date: iso(today - DAY).slice(0, 10), last_id: '' } },
      // A month 0 is refused before any report is looked for.
      realization: refused({ month: 0, year: 0 }),
      realizationByPosting: refused({ month: 0, year: 0 }),
    }),
    ...family('returns', RETURN_METHODS, { list: { body: { filter: {}, limit: 1 } } }),
    ...family('products', PRODUCT_METHODS, {
      list: { body: { filter: everything, limit: 1 } },
      infoList: { body: { offer_id: [] }, answeredWith: [400] },
      prices: { body: { filter: everything, limit: 1 } },
      stocks: { body: { filter: everything, limit: 1 } },
    }),
    ...family('warehouses', WAREHOUSE_METHODS, {
      list: { body: { limit: 1 } },
      clusters: { body: {} },
      clustersByType: { body: { cluster_type: 'CLUSTER_TYPE_OZON' } },
      supplyPoints: { body: { filter_by_supply_type: ['CREATE_TYPE_CROSSDOCK'], search: 'Москва' } },
    }),
    ...family('stock analytics', STOCK_ANALYTICS_METHODS, {
      stocks: refused({ skus: [] }),
      // 1 a minute: when the importers just used it, the client's own 429 still shows it is there.
      turnover: { body: { limit: 1 } },
      // No longer read (the stock import reads /v1/analytics/stocks): shown with Ozon's announcement, not counted.
      stockOnWarehouses: {
        body: { limit: 1, offset: 0, warehouse_type: 'ALL' },
        optional: true,
        announced: OZON_ANNOUNCEMENTS.stockOnWarehouses,
      },
    }),
    ...family('supplies', SUPPLY_METHODS, {
      orderList: { body: { filter: { states: ['COMPLETED'] }, limit: 1, sort_by: 'ORDER_CREATION', sort_dir: 'DESC' } },
      orderGet: refused({ order_ids: [] }),
      bundle: refused({ bundle_ids: [], limit: 1 }),
      // Empty bodies: refused before anything is created. The client counts them against its own
      // 2-drafts-a-minute budget all the same (Ozon does not say whether it does), so a check costs two.
      crossdockDraft: refused({}),
      directDraft: refused({}),
      draftInfo: refused({}),
      draftTimeslots: refused({}),
      supplyCreate: refused({}),
      supplyCreateStatus: refused({}),
      availableWarehouses: { method: 'GET' },
    }),
    ...family('promotions', PROMOTION_METHODS, {
      actions: { method: 'GET' },
      products: refused({ limit: 1 }),
      candidates: refused({ limit: 1 }),
      activate: refused({ products: [] }),
      deactivate: refused({ product_ids: [] }),
    }),
    ...family('reviews', REVIEW_METHODS, {
      list: { body: { limit: 20, sort_dir: 'DESC' } },
      info: refused({ review_id: '' }),
      count: { body: {} },
      changeStatus: refused({ review_ids: [], status: 'PROCESSED' }),
      commentList: refused({ review_id: '', limit: 20 }),
      commentCreate: refused({ review_id: '', text: '' }),
    }),
    ...family('rating', RATING_METHODS, {
      summary: { body: {} },
      history: {
        body: {
          date_from: iso(today - 30 * DAY),
          date_to: iso(today),
          ratings: ['rating_on_time'],
          with_premium_scores: false,
        },
      },
    }),
    ...family('categories', CATEGORY_METHODS, { tree: { body: { language: 'DEFAULT' } } }),
  ];
}
