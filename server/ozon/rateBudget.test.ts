import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dependedMethods } from './methods.js';
import {
  cabinetWindows,
  OZON_METHOD_LIMITS,
  perDay,
  perHour,
  perMinute,
  perSecond,
  RateBudget,
  RateWaitTooLong,
  sharedBudget,
} from './rateBudget.js';
import type { Clock } from './retry.js';
import { httpTransport, NON_IDEMPOTENT_METHODS } from './transport.js';

/** A clock that stands still: each reservation's wait shows where in time its slot lies. */
function stillClock(now = 0) {
  const waits: number[] = [];
  const clock: Clock & { waits: number[]; set(ms: number): void } = {
    waits,
    set: (ms) => void (now = ms),
    now: () => now,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason;
      waits.push(ms);
    },
  };
  return clock;
}

/** Slot times of `n` back-to-back reservations made at `now`. */
async function slots(budget: RateBudget, clock: ReturnType<typeof stillClock>, n: number) {
  const before = clock.waits.length;
  const result: number[] = [];
  for (let i = 0; i < n; i++) {
    const count = clock.waits.length;
    await budget.acquire();
    result.push(clock.waits.length > count ? clock.waits[clock.waits.length - 1] : 0);
  }
  expect(clock.waits.length - before).toBeLessThanOrEqual(n);
  return result;
}

describe('rate budget', () => {
  it('lets 50 a second through, in bursts of at most 10 per 200 ms', async () => {
    const clock = stillClock();
    const budget = new RateBudget(cabinetWindows(50), clock);
    const times = await slots(budget, clock, 120);
    const perSecondCounts = [0, 1, 2].map((s) => times.filter((t) => t >= s * 1000 && t < (s + 1) * 1000).length);
    expect(perSecondCounts).toEqual([50, 50, 20]);
    for (const t of times) {
      expect(times.filter((other) => other >= t && other < t + 200).length).toBeLessThanOrEqual(10);
    }
  });

  it('keeps several windows at once: 2 a minute, 50 an hour, 500 a day', async () => {
    const clock = stillClock();
    const budget = new RateBudget([perMinute(2), perHour(50), perDay(500)], clock);
    const times = await slots(budget, clock, 53);
    expect(times.slice(0, 5)).toEqual([0, 0, 60_000, 60_000, 120_000]);
    expect(times[50]).toBe(3_600_000); // the 51st waits for the hour
  });

  it('refuses a wait longer than the caller accepts, without taking the slot', async () => {
    const clock = stillClock();
    const budget = new RateBudget([perMinute(1)], clock);
    await budget.acquire();
    await expect(budget.acquire(undefined, 10_000)).rejects.toBeInstanceOf(RateWaitTooLong);
    clock.set(60_000);
    await budget.acquire(undefined, 10_000);
    expect(clock.waits).toEqual([]);
  });

  it('gives the slot back when the waiting caller cancels', async () => {
    const clock = stillClock();
    clock.sleep = async (_ms, signal) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (signal?.aborted) throw signal.reason;
    };
    const budget = new RateBudget([perSecond(1)], clock);
    await budget.acquire();
    const controller = new AbortController();
    const waiting = budget.acquire(controller.signal);
    expect(budget.nextSlot()).toBe(2000);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(budget.nextSlot()).toBe(1000);
  });

  it('is shared by every transport of one cabinet in the process, and only by those', async () => {
    const clock = stillClock();
    const fetchOk = (async () => new Response('{}', { status: 200 })) as typeof fetch;
    const make = (clientId: string) =>
      httpTransport(
        { baseUrl: 'http://ozon.test', clientId, apiKey: 'k' },
        { fetch: fetchOk, clock, requestsPerSecond: 5 },
      );
    const importerA = make('1');
    const importerB = make('1');
    const otherCabinet = make('2');
    for (let i = 0; i < 3; i++) {
      await importerA.post('/v3/product/list', {}, z.unknown());
      await importerB.post('/v3/product/list', {}, z.unknown());
    }
    await otherCabinet.post('/v3/product/list', {}, z.unknown());
    // Cabinet 1: six requests at 1 per 200 ms; cabinet 2 starts afresh.
    expect(clock.waits).toEqual([200, 400, 600, 800, 1000]);
    expect(sharedBudget('http://ozon.test 1 *', cabinetWindows(5), clock).nextSlot()).toBe(1200);
  });

  it('names methods by the paths the client families use, so a version switch cannot drop a limit unnoticed', () => {
    const used = new Set(dependedMethods(new Date()).map((probe) => probe.path));
    const unused = ['/v1/draft/multi-cluster/create']; // shares the drafts' counter; the product does not call it
    const named = [...Object.values(OZON_METHOD_LIMITS).flatMap((limit) => limit.paths), ...NON_IDEMPOTENT_METHODS];
    expect(named.filter((path) => !used.has(path) && !unused.includes(path))).toEqual([]);
  });
});
