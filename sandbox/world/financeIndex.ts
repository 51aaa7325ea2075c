import {
  dailyOperations,
  isPostingOperationId,
  mskDayOf,
  operationById,
  operationTimes,
  postingOperationId,
  postingOperations,
  serialOfOperationId,
  type Operation,
} from './financeOperations.js';
import { LONGEST_LIFE_MS } from './postingLife.js';
import { keyOfSerial, serialOf } from './postingNumbers.js';
import { SCHEMES, postingsOf } from './postings.js';
import type { World } from './world.js';

/**
 * Which operations happened in a period, in the order of time: found from the postings' lives
 * (no prices needed) and the daily operations, kept as two number arrays (moment, id) from which
 * any operation can be rebuilt. A few recent periods are cached, so that reading a month page by
 * page does not look at every posting again for each page.
 */
export interface OperationRefs {
  at: Float64Array;
  id: Float64Array;
}

const CACHED_PERIODS = 6;

function findOperations(world: World, from: number, to: number): OperationRefs {
  const postings = postingsOf(world);
  const at: number[] = [];
  const ids: number[] = [];
  for (const scheme of SCHEMES) {
    // A posting's operations come at most LONGEST_LIFE after it is placed.
    const [first, end] = postings.calendars[scheme].rangeOf(from - LONGEST_LIFE_MS, to);
    for (let index = first; index < end; index++) {
      const times = operationTimes(postings.life({ scheme, index }), postings.nowMs);
      for (let slot = 0; slot < times.length; slot++) {
        const time = times[slot];
        if (time !== null && time >= from && time <= to) {
          at.push(time);
          ids.push(postingOperationId(serialOf({ scheme, index }), slot));
        }
      }
    }
  }
  for (let day = mskDayOf(from); day <= mskDayOf(to); day++) {
    for (const operation of dailyOperations(world, postings, day)) {
      if (operation.at >= from && operation.at <= to) {
        at.push(operation.at);
        ids.push(operation.id);
      }
    }
  }
  const order = Array.from(at.keys()).sort((a, b) => at[a] - at[b] || ids[a] - ids[b]);
  return { at: Float64Array.from(order, (i) => at[i]), id: Float64Array.from(order, (i) => ids[i]) };
}

export function operationsBetween(world: World, from: number, to: number): OperationRefs {
  const cache = world.memo('finance-periods', () => new Map<string, OperationRefs>());
  const key = `${from}:${to}`;
  let refs = cache.get(key);
  if (refs) {
    cache.delete(key);
  } else {
    refs = findOperations(world, from, to);
    if (cache.size >= CACHED_PERIODS) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, refs);
  return refs;
}

/**
 * The operations with these ids, built in full. Operations of one posting are built together
 * (one posting, several operations), which keeps totals over a month to one build per posting.
 */
export function operationsByIds(world: World, ids: ArrayLike<number>): Operation[] {
  const postings = postingsOf(world);
  const byPosting = new Map<number, Operation[]>();
  const result: Operation[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    let operation: Operation | null | undefined;
    if (isPostingOperationId(id)) {
      const serial = serialOfOperationId(id);
      let operations = byPosting.get(serial);
      if (!operations) {
        operations = postingOperations(postings, keyOfSerial(serial));
        byPosting.set(serial, operations);
        if (byPosting.size > 10_000) byPosting.delete(byPosting.keys().next().value!);
      }
      operation = operations.find((candidate) => candidate.id === id);
    } else {
      operation = operationById(world, postings, id);
    }
    if (operation) result.push(operation);
  }
  return result;
}
