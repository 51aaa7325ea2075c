import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { invalidArgument } from '../errors.js';
import { SWITCHED_OFF } from '../serviceDates.js';
import { postingsOf } from '../world/postings.js';
import { fboPostingAnswer, fbsPostingAnswer, type WithBlocks } from '../world/postingsAnswer.js';
import type { Scheme } from '../world/postingsCalendar.js';
import { postingPage } from '../world/postingsQuery.js';
import type { World } from '../world/world.js';
import { readFilter, type ListBody } from './postings.routes.js';

/**
 * The posting lists Ozon switched off on 2026-08-31 (`/v3/posting/fbs/list`, `/v2/posting/fbo/list`),
 * served until then from the same postings as their successors: offset paging (at most 1 000 a page,
 * an offset of at most 20 000), one status instead of a list, and the FBO list's older item shape.
 */
interface OldListBody {
  dir?: string;
  filter?: {
    since?: string;
    to?: string;
    status?: string;
    warehouse_id?: (string | number)[];
    delivery_method_id?: (string | number)[];
    provider_id?: (string | number)[];
    order_id?: number | string;
    last_changed_status_date?: { from?: string; to?: string };
  };
  limit?: number;
  offset?: number;
  translit?: boolean;
  with?: WithBlocks & { translit?: boolean };
}

const MAX_LIMIT = 1000;
const MAX_OFFSET = 20_000;

/** The filter in the successor's words, so both versions select the same postings. */
function successorBody(body: OldListBody): ListBody {
  const filter = body.filter ?? {};
  return {
    filter: {
      since: filter.since,
      to: filter.to,
      statuses: filter.status ? [filter.status] : undefined,
      warehouse_ids: filter.warehouse_id,
      delivery_method_ids: filter.delivery_method_id,
      provider_ids: filter.provider_id,
      order_id: filter.order_id,
      last_changed_status_date: filter.last_changed_status_date,
    },
    limit: 1,
    sort_dir: body.dir,
  };
}

/** One page by offset: the postings the successor lists, skipped and cut. */
function offsetPage(world: World, scheme: Scheme, body: OldListBody) {
  const postings = postingsOf(world);
  const limit = body.limit ?? 0;
  const offset = body.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw invalidArgument(`limit: value must be inside range [1, ${MAX_LIMIT}]`);
  }
  if (!Number.isInteger(offset) || offset < 0) throw invalidArgument('offset: value must be 0 or more');
  if (offset > MAX_OFFSET) throw invalidArgument('MAX_OFFSET_EXCEEDED');
  const filter = readFilter(scheme, successorBody(body), postings);
  // One more than the page, to know whether another follows.
  const { keys } = postingPage(postings, filter, offset + limit + 1, '');
  const page = keys.slice(offset, offset + limit).map((key) => postings.posting(key));
  return { page, hasNext: keys.length > offset + limit };
}

/**
 * The v2 FBO item, as the 2026 example of the list shows it: prices as text with a currency code, the
 * commission in three fields, the quantity beside each financial line; the blocks `with` did not ask
 * for are left out (the list's 2025 contract has them as objects, never null).
 */
function fboPostingV2(answer: ReturnType<typeof fboPostingAnswer>) {
  const { analytics_data, financial_data, legal_info } = answer;
  return {
    additional_data: answer.additional_data,
    ...(analytics_data ? { analytics_data } : {}),
    cancel_reason_id: answer.cancel_reason_id,
    created_at: answer.created_at,
    ...(financial_data
      ? {
          financial_data: {
            cluster_from: financial_data.cluster_from,
            cluster_to: financial_data.cluster_to,
            products: financial_data.products.map(({ commission, ...product }, index) => ({
              ...product,
              commission_amount: commission.amount,
              commission_percent: commission.percent,
              commissions_currency_code: commission.currency,
              currency_code: commission.currency,
              quantity: answer.products[index].quantity,
            })),
          },
        }
      : {}),
    in_process_at: answer.in_process_at,
    ...(legal_info ? { legal_info } : {}),
    order_id: answer.order_id,
    order_number: answer.order_number,
    posting_number: answer.posting_number,
    products: answer.products.map(({ price, ...product }) => ({
      ...product,
      price: price.amount,
      currency_code: price.currency,
    })),
    status: answer.status,
    substatus: answer.substatus,
  };
}

export default function oldPostingListRoutes(app: FastifyInstance) {
  const inService = { until: SWITCHED_OFF.postingListsOld };

  endpoint<OldListBody>(
    app,
    { method: 'POST', path: '/v3/posting/fbs/list', contract: { documented2026: 'v3-posting-fbs-list' }, inService },
    ({ body, world }) => {
      const { page, hasNext } = offsetPage(world, 'fbs', body);
      const translate = Boolean(body.with?.translit);
      return {
        result: {
          postings: page.map((posting) => fbsPostingAnswer(posting, body.with ?? {}, translate)),
          has_next: hasNext,
        },
      };
    },
  );

  endpoint<OldListBody>(
    app,
    { method: 'POST', path: '/v2/posting/fbo/list', contract: { openapi: '06-fbo.json' }, inService },
    ({ body, world }) => {
      const { page } = offsetPage(world, 'fbo', body);
      const translate = Boolean(body.translit);
      return { result: page.map((posting) => fboPostingV2(fboPostingAnswer(posting, body.with ?? {}, translate))) };
    },
  );
}
