import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Clock } from './retry.js';
import {
  httpTransport,
  OzonApiError,
  OzonNetworkError,
  OzonRateLimitError,
  OzonResponseShapeError,
  type TransportOptions,
} from './transport.js';

const API_KEY = 'a7c1e0b2-secret-key-4f9d';
const credentials = { baseUrl: 'http://ozon.test', clientId: '4242', apiKey: API_KEY };
const anything = z.unknown();
const ok = () => json(200, { result: [] });

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
const ozonError = (status: number, code: number, message: string, headers?: Record<string, string>) =>
  json(status, { code, message, details: [] }, headers);
const dropped = () =>
  new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });

/** Virtual time: a wait is recorded and passes at once, so minutes of back-off take no time. */
function virtualClock(start = Date.parse('2026-11-01T00:00:00Z')) {
  let now = start;
  const waits: number[] = [];
  const clock: Clock & { waits: number[] } = {
    waits,
    now: () => now,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason;
      waits.push(ms);
      now += ms;
    },
  };
  return clock;
}

type Step = Response | Error | (() => Response | Promise<Response>);

/** A fetch that plays its steps in order (the last one repeats) and remembers every request. */
function scriptedFetch(...steps: Step[]) {
  const calls: Array<{ url: string; headers: Record<string, string>; body?: string }> = [];
  const fetchImpl = (async (url: URL, init: RequestInit) => {
    calls.push({ url: String(url), headers: init.headers as Record<string, string>, body: init.body as string });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)];
    if (step instanceof Error) throw step;
    return typeof step === 'function' ? step() : step.clone();
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}

function transport(steps: Step[], options: TransportOptions = {}) {
  const clock = virtualClock();
  const fake = scriptedFetch(...steps);
  const ozon = httpTransport(credentials, {
    fetch: fake.fetch,
    clock,
    random: () => 0.5,
    requestsPerSecond: 0,
    methodLimits: {},
    ...options,
  });
  return { ozon, clock, calls: fake.calls };
}

describe('transport: retries', () => {
  it('repeats 500 and 503 with growing, jittered back-off and returns the answer', async () => {
    const { ozon, clock, calls } = transport([
      ozonError(500, 13, 'Internal error'),
      ozonError(503, 14, 'Service is temporarily unavailable'),
      ozonError(500, 13, 'Internal error'),
      ok(),
    ]);
    await expect(ozon.post('/v3/product/list', { limit: 10 }, anything)).resolves.toEqual({ result: [] });
    expect(calls).toHaveLength(4);
    // Full jitter at 0.5: half of 500, 1000, 2000 ms.
    expect(clock.waits).toEqual([250, 500, 1000]);
  });

  it('repeats dropped connections and timeouts', async () => {
    const timedOut = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    const { ozon, calls } = transport([dropped(), timedOut, ok()]);
    await ozon.post('/v3/product/list', {}, anything);
    expect(calls).toHaveLength(3);
  });

  it('stops after the maximum attempts and throws the last error', async () => {
    const { ozon, calls } = transport([ozonError(500, 13, 'Internal error')], { retry: { maxAttempts: 4 } });
    const error = await ozon.post('/v3/product/list', {}, anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OzonApiError);
    expect((error as OzonApiError).status).toBe(500);
    expect(calls).toHaveLength(4);
  });

  it('does not start a wait that would end after the deadline', async () => {
    const { ozon, clock, calls } = transport([ozonError(503, 14, 'Unavailable', { 'Retry-After': '4' })], {
      retry: { deadlineMs: 10_000, maxAttempts: 100 },
    });
    await expect(ozon.post('/v3/product/list', {}, anything)).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(3); // waits 4 s and 4 s; a third wait would end at 12 s
    expect(clock.waits).toEqual([4000, 4000]);
  });

  it.each([
    [400, 3, 'invalid filter'],
    [403, 7, 'Api-Key is missing a required role for a method'],
    [404, 5, 'method is not allowed'],
    [409, 9, 'conflict'],
  ])('does not repeat a %i', async (status, code, message) => {
    const { ozon, calls } = transport([ozonError(status, code, message), ok()]);
    const error = (await ozon.post('/v3/product/list', {}, anything).catch((e: unknown) => e)) as OzonApiError;
    expect(error).toBeInstanceOf(OzonApiError);
    expect(error).toMatchObject({ status, code, ozonMessage: message, method: 'POST /v3/product/list' });
    expect(calls).toHaveLength(1);
  });

  it('does not repeat an answer of the wrong shape', async () => {
    const { ozon, calls } = transport([json(200, { result: 'nope' })]);
    await expect(ozon.post('/v3/product/list', {}, z.object({ result: z.array(z.number()) }))).rejects.toBeInstanceOf(
      OzonResponseShapeError,
    );
    expect(calls).toHaveLength(1);
  });

  it('does not repeat a creating method after a 500 or a drop, but does after a 503', async () => {
    const created = transport([ozonError(500, 13, 'Internal error'), ok()]);
    await expect(created.ozon.post('/v1/review/comment/create', { text: 'Спасибо!' }, anything)).rejects.toMatchObject({
      status: 500,
    });
    expect(created.calls).toHaveLength(1);
    const droppedOnce = transport([dropped(), ok()]);
    await expect(droppedOnce.ozon.post('/v2/draft/supply/create', {}, anything)).rejects.toBeInstanceOf(
      OzonNetworkError,
    );
    const refused = transport([ozonError(503, 14, 'Service is temporarily unavailable'), ok()]);
    await refused.ozon.post('/v1/review/comment/create', {}, anything);
    expect(refused.calls).toHaveLength(2);
  });

  it('makes one attempt only with retry: false, even on 429', async () => {
    const { ozon, calls } = transport([ozonError(429, 8, 'You have reached request rate limit per second'), ok()]);
    await expect(ozon.post('/v3/product/list', {}, anything, { retry: false })).rejects.toMatchObject({ status: 429 });
    expect(calls).toHaveLength(1);
  });
});

describe('transport: rate limits and open circuits', () => {
  it('honours Retry-After in seconds, and 429s do not use up the attempts', async () => {
    const limited = ozonError(429, 8, 'You have reached request rate limit per second', { 'Retry-After': '2' });
    const { ozon, clock, calls } = transport([limited, limited, limited, limited, ok()], { retry: { maxAttempts: 2 } });
    await ozon.post('/v3/product/list', {}, anything);
    expect(calls).toHaveLength(5);
    // Retry-After is the floor; the jitter above it (half of the 500 ms base) spreads the waiters.
    expect(clock.waits).toEqual([2250, 2250, 2250, 2250]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const clock = virtualClock();
    const at = new Date(clock.now() + 7000).toUTCString();
    const { ozon } = transport([ozonError(503, 14, 'Unavailable', { 'Retry-After': at }), ok()], { clock });
    await ozon.post('/v3/product/list', {}, anything);
    expect(clock.waits).toEqual([7000]);
  });

  it('backs off for long when the method circuit is open, however Ozon words the status', async () => {
    const { ozon, clock } = transport([
      ozonError(429, 8, 'Circle is open'),
      ozonError(500, 13, 'circuit breaker is open'),
      ok(),
    ]);
    await ozon.post('/v1/analytics/stocks', {}, anything);
    // Jitter only in the upper half: 30 s base → 22.5 s, then doubled → 45 s.
    expect(clock.waits).toEqual([22_500, 45_000]);
  });

  it("reports the failure, not the method's own limit, when a repeat would break that limit", async () => {
    const { ozon, calls } = transport([dropped(), ok()], { methodLimits: undefined });
    await expect(ozon.post('/v1/analytics/turnover/stocks', {}, anything)).rejects.toBeInstanceOf(OzonNetworkError);
    expect(calls).toHaveLength(1); // 1 a minute: the repeat was not sent
  });

  it('fails at once with 429 when Ozon asks for a longer wait than the call accepts', async () => {
    const { ozon, calls } = transport([ozonError(429, 8, 'limit', { 'Retry-After': '600' }), ok()]);
    const error = await ozon.post('/v1/draft/direct/create', {}, anything).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 600_000, answeredByOzon: true });
    expect(calls).toHaveLength(1);
  });

  it("keeps a method's documented limit itself: the third draft in a minute is refused without a request", async () => {
    const clock = virtualClock();
    const { ozon, calls } = transport([ok()], { clock, methodLimits: undefined });
    await ozon.post('/v1/draft/crossdock/create', {}, anything);
    await ozon.post('/v1/draft/direct/create', {}, anything); // the same counter at Ozon
    const error = await ozon.post('/v1/draft/crossdock/create', {}, anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OzonRateLimitError);
    // Nothing was sent: the refusal proves nothing about Ozon (the health check must not pass it).
    expect(error).toMatchObject({ status: 429, code: 8, retryAfterMs: 60_000, answeredByOzon: false });
    expect(calls).toHaveLength(2);
    // A caller that accepts the wait gets its slot a minute after the first draft.
    await ozon.post('/v1/draft/crossdock/create', {}, anything, { retry: { maxRateWaitMs: 120_000 } });
    expect(calls).toHaveLength(3);
    expect(clock.waits).toEqual([60_000]);
  });
});

describe('transport: cancellation', () => {
  it('stops a back-off at once', async () => {
    const fake = scriptedFetch(ozonError(503, 14, 'Unavailable', { 'Retry-After': '30' }), ok());
    const ozon = httpTransport(credentials, { fetch: fake.fetch, requestsPerSecond: 0 });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 50);
    await expect(ozon.post('/v3/product/list', {}, anything, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.calls).toHaveLength(1);
  });

  it('stops a request in flight and does not repeat it', async () => {
    let calls = 0;
    const hanging = (async (_url: URL, init: RequestInit) => {
      calls++;
      return new Promise<Response>((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    }) as typeof fetch;
    const ozon = httpTransport(credentials, { fetch: hanging, requestsPerSecond: 0 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(ozon.post('/v3/product/list', {}, anything, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toBe(1);
  });

  it('does not send at all when already cancelled', async () => {
    const { ozon, calls } = transport([ok()]);
    await expect(ozon.post('/v3/product/list', {}, anything, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('transport: the Api-Key stays secret', () => {
  const leaks = (error: unknown) =>
    [String(error), (error as Error).message, JSON.stringify(error), inspect(error, { depth: 10 })].some((text) =>
      text.includes(API_KEY),
    );

  it('sends it only as the Api-Key header', async () => {
    const { ozon, calls } = transport([ok()]);
    await ozon.get('/v1/actions', { page: 1 }, anything);
    expect(calls[0].headers).toMatchObject({ 'Client-Id': '4242', 'Api-Key': API_KEY });
    expect(calls[0].url).not.toContain(API_KEY);
  });

  it.each([
    ['an Ozon error that echoes the key', () => ozonError(403, 7, `Invalid Api-Key ${API_KEY}, please check the key`)],
    ['a proxy page that echoes the key', () => new Response(`<html>bad key ${API_KEY}</html>`, { status: 502 })],
    ['a dropped connection', () => dropped()],
    ['an answer of the wrong shape', () => json(200, { result: API_KEY.length })],
  ])('keeps it out of %s', async (_name, step) => {
    const { ozon } = transport([step()], { retry: { maxAttempts: 1 } });
    const error = await ozon.post('/v3/product/list', {}, z.object({ result: z.string() })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(leaks(error)).toBe(false);
  });

  it('keeps it out of a local rate-limit refusal', async () => {
    const { ozon } = transport([ok()], { methodLimits: undefined });
    await ozon.post('/v1/analytics/turnover/stocks', {}, anything);
    const error = await ozon.post('/v1/analytics/turnover/stocks', {}, anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OzonRateLimitError);
    expect(leaks(error)).toBe(false);
  });
});
