import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { invalidArgument } from '../errors.js';
import type { PostingKey } from '../world/postingNumbers.js';
import { postingsOf, type Postings } from '../world/postings.js';
import { fboPostingAnswer, fbsPostingAnswer, type WithBlocks } from '../world/postingsAnswer.js';
import type { Scheme } from '../world/postingsCalendar.js';
import { checkPeriod, instant, postingPage, type PostingFilter } from '../world/postingsQuery.js';

export interface ListBody {
  cursor?: string;
  filter?: {
    since?: string;
    to?: string;
    statuses?: string[];
    warehouse_ids?: (string | number)[];
    delivery_method_ids?: (string | number)[];
    provider_ids?: (string | number)[];
    order_id?: number | string;
    order_numbers?: string[];
    posting_numbers?: string[];
    last_changed_status_date?: { from?: string; to?: string };
    is_blr_traceable?: boolean;
  };
  limit?: number;
  sort_dir?: string;
  translit?: boolean;
  with?: WithBlocks & { translit?: boolean };
}

const idSet = (values: (string | number)[] | undefined, field: string): Set<number> | undefined => {
  if (!values?.length) return undefined;
  return new Set(
    values.map((value) => {
      const id = Number(value);
      if (!Number.isSafeInteger(id)) throw invalidArgument(`${field} must hold integer ids`);
      return id;
    }),
  );
};

/** Names of postings or orders in the filter, resolved to postings (unknown names match nothing). */
function namedKeys(postings: Postings, filter: NonNullable<ListBody['filter']>): PostingKey[] | undefined {
  const lists: PostingKey[][] = [];
  if (filter.posting_numbers?.length) {
    lists.push(filter.posting_numbers.map((number) => postings.byPostingNumber(number)).filter((key) => key !== null));
  }
  if (filter.order_numbers?.length) {
    lists.push(filter.order_numbers.map((number) => postings.byOrderNumber(number)).filter((key) => key !== null));
  }
  if (filter.order_id !== undefined && Number(filter.order_id) !== 0) {
    const key = postings.byOrderId(Number(filter.order_id));
    lists.push(key ? [key] : []);
  }
  if (!lists.length) return undefined;
  // Several name filters together: a posting must be named by all of them.
  const same = (a: PostingKey, b: PostingKey) => a.scheme === b.scheme && a.index === b.index;
  return lists.reduce((kept, list) => kept.filter((key) => list.some((other) => same(key, other))));
}

export function readFilter(scheme: Scheme, body: ListBody, postings: Postings): PostingFilter {
  const filter = body.filter;
  if (!filter || filter.since === undefined || filter.to === undefined) {
    throw invalidArgument('filter.since and filter.to are required');
  }
  const since = instant(filter.since, 'filter.since');
  const to = instant(filter.to, 'filter.to');
  checkPeriod(since, to);
  const limit = body.limit ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalidArgument('limit: value must be inside range [1, 100]');
  }
  const direction = (body.sort_dir ?? 'ASC').toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') throw invalidArgument('sort_dir must be ASC or DESC');
  const changed = filter.last_changed_status_date;
  return {
    scheme,
    since,
    to,
    descending: direction === 'DESC',
    statuses: filter.statuses?.length ? new Set(filter.statuses) : undefined,
    warehouseIds: idSet(filter.warehouse_ids, 'filter.warehouse_ids'),
    deliveryMethodIds: idSet(filter.delivery_method_ids, 'filter.delivery_method_ids'),
    providerIds: idSet(filter.provider_ids, 'filter.provider_ids'),
    keys: namedKeys(postings, filter),
    lastChanged:
      changed && (changed.from || changed.to)
        ? {
            from: changed.from ? instant(changed.from, 'filter.last_changed_status_date.from') : -Infinity,
            to: changed.to ? instant(changed.to, 'filter.last_changed_status_date.to') : Infinity,
          }
        : undefined,
    blrTraceable: filter.is_blr_traceable,
  };
}

/** The FBS and FBO posting lists: cursor paging, at most a year, at most 100 a page. */
export default function postingRoutes(app: FastifyInstance) {
  endpoint<ListBody>(
    app,
    { method: 'POST', path: '/v4/posting/fbs/list', contract: { documented2026: 'v4-posting-fbs-list' } },
    ({ body, world }) => {
      const postings = postingsOf(world);
      const filter = readFilter('fbs', body, postings);
      const page = postingPage(postings, filter, body.limit!, body.cursor ?? '');
      const translate = Boolean(body.translit ?? body.with?.translit);
      return {
        postings: page.keys.map((key) => fbsPostingAnswer(postings.posting(key), body.with ?? {}, translate)),
        has_next: page.cursor !== '',
        cursor: page.cursor,
      };
    },
  );

  endpoint<ListBody>(
    app,
    { method: 'POST', path: '/v3/posting/fbo/list', contract: { documented2026: 'v3-posting-fbo-list' } },
    ({ body, world }) => {
      const postings = postingsOf(world);
      const filter = readFilter('fbo', body, postings);
      const page = postingPage(postings, filter, body.limit!, body.cursor ?? '');
      return {
        has_next: page.cursor !== '',
        cursor: page.cursor,
        postings: page.keys.map((key) =>
          fboPostingAnswer(postings.posting(key), body.with ?? {}, Boolean(body.translit)),
        ),
      };
    },
  );
}
