/**
 * Ozon's paging styles, each as an async generator of pages that reads every item exactly once:
 * a cursor (`cursor` + `has_next`), a `last_id` (the id of the last item read), an offset, and a
 * page number (`page` + `page_count`). The method's own client says how a page is fetched; the
 * loop, the stop condition and the guard against a marketplace that repeats itself live here.
 * Also the splitting of a long date range into the periods Ozon accepts (PERIOD_IS_TOO_LONG).
 */

export interface PagingOptions {
  signal?: AbortSignal;
}

/** Ozon sent a paging token that would read the same page again (a loop), so reading stops. */
export class PagingLoopError extends Error {
  constructor(method: string, token: string) {
    super(`Ozon ${method} returned the paging token "${token}" twice; stopping instead of looping.`);
    this.name = 'PagingLoopError';
  }
}

export interface CursorPage<T> {
  items: T[];
  cursor: string;
  hasNext: boolean;
}

/** Cursor paging: start with "", continue with the answer's cursor while has_next. */
export async function* cursorPages<T>(
  method: string,
  fetchPage: (cursor: string) => Promise<CursorPage<T>>,
  options: PagingOptions = {},
): AsyncGenerator<T[]> {
  const seen = new Set<string>();
  let cursor = '';
  for (;;) {
    options.signal?.throwIfAborted();
    const page = await fetchPage(cursor);
    if (page.items.length) yield page.items;
    if (!page.hasNext || !page.cursor) return;
    if (seen.has(page.cursor)) throw new PagingLoopError(method, page.cursor);
    seen.add(page.cursor);
    cursor = page.cursor;
  }
}

export interface LastIdPage<T, Id extends string | number> {
  items: T[];
  lastId: Id;
  /** When the method says so; otherwise reading stops at an empty page or an unchanged last_id. */
  hasNext?: boolean;
}

/** `last_id` paging: start with the method's "nothing read yet" id, continue with the last id read. */
export async function* lastIdPages<T, Id extends string | number>(
  method: string,
  first: Id,
  fetchPage: (lastId: Id) => Promise<LastIdPage<T, Id>>,
  options: PagingOptions = {},
): AsyncGenerator<T[]> {
  const seen = new Set<Id>([first]);
  let lastId = first;
  for (;;) {
    options.signal?.throwIfAborted();
    const page = await fetchPage(lastId);
    if (page.items.length) yield page.items;
    if (page.hasNext === false || !page.items.length || page.lastId === '' || page.lastId === lastId) return;
    if (seen.has(page.lastId)) throw new PagingLoopError(method, String(page.lastId));
    seen.add(page.lastId);
    lastId = page.lastId;
  }
}

export interface OffsetPage<T> {
  items: T[];
  /** When the method says so; otherwise a short page is the last one. */
  hasNext?: boolean;
  total?: number;
}

/** Offset paging: `offset` grows by the items read; a short page, has_next false or the total ends it. */
export async function* offsetPages<T>(
  fetchPage: (offset: number, limit: number) => Promise<OffsetPage<T>>,
  limit: number,
  options: PagingOptions = {},
): AsyncGenerator<T[]> {
  let offset = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    const page = await fetchPage(offset, limit);
    if (page.items.length) yield page.items;
    offset += page.items.length;
    if (page.hasNext === false || page.items.length < limit) return;
    if (page.total !== undefined && offset >= page.total) return;
    if (page.hasNext === undefined && !page.items.length) return;
  }
}

export interface NumberedPage<T> {
  items: T[];
  /** How many pages the whole answer has (Ozon's page_count; 0 when there is nothing). */
  pageCount: number;
}

/** Page-number paging (1-based): pages 1..page_count, the count taken from the first answer. */
export async function* numberedPages<T>(
  fetchPage: (page: number) => Promise<NumberedPage<T>>,
  options: PagingOptions = {},
): AsyncGenerator<T[]> {
  let pageCount = 1;
  for (let page = 1; page <= pageCount; page++) {
    options.signal?.throwIfAborted();
    const answer = await fetchPage(page);
    // The count of the first answer is kept: data arriving while reading must not stretch the loop.
    if (page === 1) pageCount = answer.pageCount;
    if (answer.items.length) yield answer.items;
    if (!answer.items.length) return;
  }
}

/** All items of a paged read, in order (for small reads; large ones should consume the pages). */
export async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page);
  return all;
}

export interface Period {
  from: Date;
  to: Date;
}

export interface PeriodSpan {
  years?: number;
  months?: number;
  days?: number;
}

/** `at` moved forward by a calendar span (UTC): one year from 29 Feb is 28 Feb... as Date does it. */
export function addSpan(at: Date, span: PeriodSpan): Date {
  const next = new Date(at.getTime());
  if (span.years) next.setUTCFullYear(next.getUTCFullYear() + span.years);
  if (span.months) next.setUTCMonth(next.getUTCMonth() + span.months);
  if (span.days) next.setUTCDate(next.getUTCDate() + span.days);
  return next;
}

/**
 * Splits [from, to] (both inclusive, as Ozon reads since/to) into periods no longer than `span`,
 * back to back without overlap: the next period starts one millisecond after the previous one
 * ends, so an item stamped exactly at a boundary is read once. Ozon's limit is "not more than a
 * year" (a month for the transaction list): a period of exactly one span is allowed.
 */
export function splitPeriod(from: Date, to: Date, span: PeriodSpan): Period[] {
  if (to.getTime() < from.getTime()) return [];
  const periods: Period[] = [];
  let start = from;
  for (;;) {
    const limit = addSpan(start, span);
    if (limit.getTime() <= start.getTime()) throw new Error('A period span must be positive.');
    if (to.getTime() <= limit.getTime()) {
      periods.push({ from: start, to });
      return periods;
    }
    const end = new Date(limit.getTime() - 1);
    periods.push({ from: start, to: end });
    start = new Date(end.getTime() + 1);
  }
}

/** Ozon's limit for the posting lists: one year. */
export const ONE_YEAR: PeriodSpan = { years: 1 };
