import { invalidArgument } from '../errors.js';
import { hashSeed } from '../random.js';
import { deliveryMethodOf } from './postingsAnswer.js';
import { LONGEST_OPEN_MS, type PostingLife } from './postingLife.js';
import type { PostingKey } from './postingNumbers.js';
import type { Postings } from './postings.js';
import type { Scheme } from './postingsCalendar.js';

/**
 * A posting list request, read the way both lists read it: a period of `in_process_at` (one year
 * at most), filters, a direction, and an opaque cursor that holds the next index to look at.
 * Postings are numbered in time order, so the period is a range of indexes; only the postings
 * in it are looked at, one page (plus one, to know has_next) at a time.
 */
export interface PostingFilter {
  scheme: Scheme;
  since: number;
  to: number;
  descending: boolean;
  statuses?: Set<string>;
  warehouseIds?: Set<number>;
  deliveryMethodIds?: Set<number>;
  providerIds?: Set<number>;
  /** When the request names postings or orders: only these. */
  keys?: PostingKey[];
  lastChanged?: { from: number; to: number };
  /** Traceable goods (Belarus) are none of this seller's: `true` matches nothing. */
  blrTraceable?: boolean;
}

const OPEN_STATUSES = new Set(['awaiting_packaging', 'awaiting_deliver', 'delivering']);

/** Parses an ISO date-time of a filter; an invalid one is Ozon's 400. */
export function instant(value: unknown, field: string): number {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  if (!Number.isFinite(time)) throw invalidArgument(`${field} must be a date-time, got ${JSON.stringify(value)}`);
  return time;
}

/** Ozon's one-year limit on a posting list period. */
export function checkPeriod(since: number, to: number): void {
  if (to < since) throw invalidArgument('filter.to must not be earlier than filter.since');
  const yearLater = new Date(since);
  yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
  if (to > yearLater.getTime()) throw invalidArgument('PERIOD_IS_TOO_LONG');
}

function matches(filter: PostingFilter, life: PostingLife): boolean {
  if (filter.statuses && !filter.statuses.has(life.status)) return false;
  if (filter.warehouseIds && !filter.warehouseIds.has(life.warehouse.id)) return false;
  if (filter.deliveryMethodIds || filter.providerIds) {
    const method = deliveryMethodOf(life);
    if (filter.deliveryMethodIds && !filter.deliveryMethodIds.has(method.id)) return false;
    if (filter.providerIds && !filter.providerIds.has(method.tpl_provider_id)) return false;
  }
  if (filter.lastChanged) {
    if (life.statusChangedAt < filter.lastChanged.from || life.statusChangedAt > filter.lastChanged.to) return false;
  }
  return filter.blrTraceable !== true;
}

/** The cursor binds a position to the filter it was made for: reusing it with another is an error. */
const filterHash = (filter: PostingFilter) =>
  hashSeed(
    JSON.stringify(filter, (_key, value: unknown) =>
      value instanceof Set ? [...(value as Set<unknown>)].sort() : value,
    ),
  ).toString(36);

export function encodeCursor(filter: PostingFilter, next: number): string {
  return Buffer.from(JSON.stringify({ n: next, f: filterHash(filter) })).toString('base64url');
}

function decodeCursor(filter: PostingFilter, cursor: string): number {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { n?: unknown; f?: unknown };
    if (typeof parsed.n === 'number' && Number.isInteger(parsed.n) && parsed.f === filterHash(filter)) return parsed.n;
  } catch {
    /* answered below */
  }
  throw invalidArgument('invalid cursor: it belongs to another request or is damaged');
}

export interface PostingPage {
  keys: PostingKey[];
  /** The cursor of the next page, or "" when this is the last one. */
  cursor: string;
}

/** One page of the postings matching the filter, starting at the cursor. */
export function postingPage(postings: Postings, filter: PostingFilter, limit: number, cursor: string): PostingPage {
  const calendar = postings.calendars[filter.scheme];
  let [first, end] = calendar.rangeOf(filter.since, filter.to);
  // Unfinished postings are all recent: a filter of open statuses only needs the last weeks.
  if (filter.statuses && [...filter.statuses].every((status) => OPEN_STATUSES.has(status))) {
    first = Math.max(first, calendar.lowerBound(postings.nowMs - LONGEST_OPEN_MS));
    end = Math.max(first, end);
  }
  const step = filter.descending ? -1 : 1;
  let position = cursor ? decodeCursor(filter, cursor) : filter.descending ? end - 1 : first;

  // A list of named postings is walked in index order; otherwise every index of the range.
  const candidates = filter.keys
    ?.filter((key) => key.scheme === filter.scheme && key.index >= first && key.index < end)
    .map((key) => key.index)
    .sort((a, b) => (a - b) * step);
  const found: PostingKey[] = [];
  const take = (index: number): boolean => {
    if (!matches(filter, postings.life({ scheme: filter.scheme, index }))) return false;
    if (found.length === limit) return true;
    found.push({ scheme: filter.scheme, index });
    return false;
  };
  if (candidates) {
    for (const index of candidates) {
      if ((index - position) * step < 0) continue;
      if (take(index)) return { keys: found, cursor: encodeCursor(filter, index) };
    }
  } else {
    for (; position >= first && position < end; position += step) {
      if (take(position)) return { keys: found, cursor: encodeCursor(filter, position) };
    }
  }
  return { keys: found, cursor: '' };
}
