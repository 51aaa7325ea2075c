import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { invalidArgument } from '../errors.js';
import type { World } from '../world/world.js';
import { postingsOf, type Postings } from '../world/postings.js';
import { instant } from '../world/postingsQuery.js';
import { keyOfSerial } from '../world/postingNumbers.js';
import { FIRST_RETURN_ID, returnAnswer, returnsOf, visualState } from '../world/postingsReturns.js';

interface TimeRange {
  time_from?: string;
  time_to?: string;
}

interface ReturnsBody {
  filter?: {
    logistic_return_date?: TimeRange;
    storage_tariffication_start_date?: TimeRange;
    visual_status_change_moment?: TimeRange;
    order_id?: number | string;
    posting_numbers?: string[];
    product_name?: string;
    offer_id?: string;
    visual_status_name?: string;
    warehouse_id?: number | string;
    barcode?: string;
    return_schema?: string;
  };
  limit?: number;
  last_id?: number | string;
}

const range = (value: TimeRange | undefined, field: string) =>
  value && (value.time_from || value.time_to)
    ? {
        from: value.time_from ? instant(value.time_from, `${field}.time_from`) : -Infinity,
        to: value.time_to ? instant(value.time_to, `${field}.time_to`) : Infinity,
      }
    : undefined;

/** Whether return `rank` (of the posting `serial`) passes the filter; built in full only when needed. */
function matcher(postings: Postings, world: World, filter: NonNullable<ReturnsBody['filter']>) {
  const statusChange = range(filter.visual_status_change_moment, 'filter.visual_status_change_moment');
  const storageStart = range(filter.storage_tariffication_start_date, 'filter.storage_tariffication_start_date');
  const postingNumbers = filter.posting_numbers?.length ? new Set(filter.posting_numbers) : undefined;
  const orderId = filter.order_id !== undefined && Number(filter.order_id) !== 0 ? Number(filter.order_id) : undefined;
  const schema = filter.return_schema?.toUpperCase();
  const needsAnswer =
    storageStart || filter.product_name || filter.offer_id || filter.warehouse_id || filter.barcode || orderId;
  return (rank: number, serial: number): boolean => {
    const key = keyOfSerial(serial);
    if (schema && schema !== key.scheme.toUpperCase()) return false;
    if (postingNumbers && !postingNumbers.has(postings.numbers(key).postingNumber)) return false;
    if (statusChange || filter.visual_status_name) {
      const state = visualState(postings.life(key), serial, postings.nowMs);
      if (filter.visual_status_name && state.status !== filter.visual_status_name) return false;
      if (statusChange && (state.since < statusChange.from || state.since > statusChange.to)) return false;
    }
    if (!needsAnswer) return true;
    const answer = returnAnswer(postings, world, rank, serial);
    if (orderId !== undefined && answer.order_id !== Number(orderId)) return false;
    if (filter.offer_id && answer.product.offer_id !== filter.offer_id) return false;
    if (filter.barcode && answer.logistic.barcode !== filter.barcode) return false;
    if (filter.product_name && !answer.product.name.toLowerCase().includes(filter.product_name.toLowerCase())) {
      return false;
    }
    if (filter.warehouse_id && ![answer.place.id, answer.target_place.id].includes(Number(filter.warehouse_id))) {
      return false;
    }
    if (storageStart) {
      const start = answer.storage.tariffication_start_date;
      if (!start || Date.parse(start) < storageStart.from || Date.parse(start) > storageStart.to) return false;
    }
    return true;
  };
}

/** The first entry at or after `time` in the index sorted by return moment. */
function lowerBound(values: Float64Array, time: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle] < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** FBO and FBS returns: last_id paging (ids grow with the moment of the return), up to 500 a page. */
export default function returnRoutes(app: FastifyInstance) {
  endpoint<ReturnsBody>(
    app,
    { method: 'POST', path: '/v1/returns/list', contract: { documented2026: 'v1-returns-list' } },
    ({ body, world }) => {
      const limit = body.limit ?? 0;
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
        throw invalidArgument('limit: value must be inside range [1, 500]');
      }
      const filter = body.filter ?? {};
      const dateFilters = [
        filter.logistic_return_date,
        filter.storage_tariffication_start_date,
        filter.visual_status_change_moment,
      ].filter((value) => value && (value.time_from || value.time_to));
      if (dateFilters.length > 1) {
        throw invalidArgument(
          'use only one of logistic_return_date, storage_tariffication_start_date, visual_status_change_moment',
        );
      }
      if ((filter.posting_numbers?.length ?? 0) > 50) throw invalidArgument('posting_numbers: at most 50 items');
      const lastId = Number(body.last_id ?? 0);
      if (!Number.isSafeInteger(lastId) || lastId < 0) throw invalidArgument('last_id must be a whole number');

      const postings = postingsOf(world);
      const index = returnsOf(world);
      const returned = range(filter.logistic_return_date, 'filter.logistic_return_date');
      // The return date orders the index: its filter is a range of ranks; the rest are checked one by one.
      let rank = Math.max(0, lastId - FIRST_RETURN_ID + 1);
      let end = index.at.length;
      if (returned) {
        rank = Math.max(rank, lowerBound(index.at, returned.from));
        end = Math.min(end, lowerBound(index.at, returned.to + 1));
      }
      const accept = matcher(postings, world, filter);
      const found: number[] = [];
      let hasNext = false;
      for (; rank < end; rank++) {
        if (!accept(rank, index.serial[rank])) continue;
        if (found.length === limit) {
          hasNext = true;
          break;
        }
        found.push(rank);
      }
      return {
        returns: found.map((item) => returnAnswer(postings, world, item, index.serial[item])),
        has_next: hasNext,
      };
    },
  );
}
