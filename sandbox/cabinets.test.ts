import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type SandboxApp } from './app.js';
import { DEFAULT_CABINET, sandboxOptionsFromEnv, SandboxConfigError, type Cabinet } from './config.js';
import { TEST_NOW } from './contract/harness.js';
import { NO_REVIEWS_SUBSCRIPTION } from './routes/reviews.routes.js';

/** A sandbox of the given cabinets, called in-process, without limits or faults. */
const quietSandbox = (cabinets: Cabinet[]) =>
  buildSandbox({
    cabinets,
    seed: 20261,
    scale: 0.2,
    now: TEST_NOW,
    rateLimitPerSecond: 10_000,
    faults: { errorRate: 0, latencyMs: 0, dropRate: 0 },
  });

const KEY_A = '3f9a1c2e-6b7d-4e8f-a012-3456789abcde';
const KEY_B = 'c0ffee00-1234-4abc-8def-0123456789ab';

describe('SANDBOX_CABINETS', () => {
  it('reads clientId:apiKey as a cabinet with the reviews subscription, and :basic as one without', () => {
    const { cabinets } = sandboxOptionsFromEnv({ SANDBOX_CABINETS: `100000:${KEY_A}, 200000:${KEY_B}:basic` });
    expect(cabinets).toEqual([
      { clientId: '100000', apiKey: KEY_A, reviewsSubscription: true },
      { clientId: '200000', apiKey: KEY_B, reviewsSubscription: false },
    ]);
  });

  it('has a default cabinet shaped as Ozon issues them: a numeric Client-Id and a UUID Api-Key', () => {
    const [cabinet] = sandboxOptionsFromEnv({}).cabinets;
    expect(cabinet).toEqual({ ...DEFAULT_CABINET, reviewsSubscription: true });
    expect(cabinet.clientId).toMatch(/^\d+$/);
    expect(cabinet.apiKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('rejects an entry that is not clientId:apiKey[:basic] with Ozon-shaped values', () => {
    for (const value of [
      '100000',
      `100000:${KEY_A}:premium`,
      `100000:${KEY_A}:basic:x`,
      `:${KEY_A}`,
      '100000:sandbox-api-key',
      `client-1:${KEY_A}`,
      `0:${KEY_A}`,
    ]) {
      expect(() => sandboxOptionsFromEnv({ SANDBOX_CABINETS: value }), value).toThrow(SandboxConfigError);
    }
  });
});

describe('the Client-Id and Api-Key headers, checked as Ozon checks them', () => {
  let app: SandboxApp;
  const call = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/v1/rating/summary', headers, payload: {} });

  beforeAll(async () => {
    app = await quietSandbox([DEFAULT_CABINET]);
  });
  afterAll(() => app.close());

  it('answers the right pair, refuses a Client-Id that is not a positive integer with 400', async () => {
    expect((await call({ 'client-id': DEFAULT_CABINET.clientId, 'api-key': DEFAULT_CABINET.apiKey })).statusCode).toBe(
      200,
    );
    const letters = await call({ 'client-id': 'seller-1', 'api-key': DEFAULT_CABINET.apiKey });
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toEqual({
      code: 3,
      message: 'Client-Id header value should be positive integer',
      details: [],
    });
  });

  it('refuses a key that is not a UUID, or not the cabinet’s, as an invalid Api-Key', async () => {
    for (const apiKey of ['sandbox-api-key', DEFAULT_CABINET.apiKey.replace(/-/g, ''), KEY_A]) {
      const response = await call({ 'client-id': DEFAULT_CABINET.clientId, 'api-key': apiKey });
      expect(response.statusCode, apiKey).toBe(403);
      expect(response.json(), apiKey).toEqual({
        code: 7,
        message: 'Invalid Api-Key, please check the key and try again',
        details: [],
      });
    }
  });
});

describe('a cabinet without the reviews subscription', () => {
  const SUBSCRIBED = DEFAULT_CABINET;
  const BASIC = { clientId: '200000', apiKey: KEY_B, reviewsSubscription: false };
  let app: SandboxApp;
  const call = (cabinet: { clientId: string; apiKey: string }, url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'client-id': cabinet.clientId, 'api-key': cabinet.apiKey },
      payload,
    });

  beforeAll(async () => {
    app = await quietSandbox([SUBSCRIBED, BASIC]);
  });
  afterAll(() => app.close());

  it('gets 403 with code 7 from every review method; a subscribed cabinet gets reviews', async () => {
    const denied = await call(BASIC, '/v2/review/list', { limit: 20 });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ code: 7, message: NO_REVIEWS_SUBSCRIPTION, details: [] });
    expect(NO_REVIEWS_SUBSCRIPTION).toBe(
      'Method is available only for sellers with the Review management or Premium Pro subscription',
    );
    for (const [url, payload] of [
      ['/v2/review/info', { review_id: 'x' }],
      ['/v2/review/count', {}],
      ['/v2/review/change-status', { review_ids: ['x'], status: 'VIEWED' }],
      ['/v1/review/comment/list', { review_id: 'x', limit: 20 }],
      ['/v1/review/comment/create', { review_id: 'x', text: 'Спасибо' }],
    ] as const) {
      const response = await call(BASIC, url, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe(7);
    }

    const allowed = await call(SUBSCRIBED, '/v2/review/list', { limit: 20 });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().reviews).toHaveLength(20);
  });

  it('still serves the basic cabinet its other methods', async () => {
    const response = await call(BASIC, '/v1/rating/summary', {});
    expect(response.statusCode).toBe(200);
  });
});

describe('the harness changes the faults while the sandbox runs', () => {
  let app: SandboxApp;
  const headers = { 'client-id': DEFAULT_CABINET.clientId, 'api-key': DEFAULT_CABINET.apiKey };
  const setFaults = (payload: unknown, callHeaders: Record<string, string> = headers) =>
    app.inject({ method: 'POST', url: '/sandbox/faults', headers: callHeaders, payload: payload as object });

  beforeAll(async () => {
    app = await quietSandbox([DEFAULT_CABINET]);
  });
  afterAll(() => app.close());

  it('answers every call with errors once the error rate is 1, and as before once it is 0 again', async () => {
    const rating = () => app.inject({ method: 'POST', url: '/v1/rating/summary', headers, payload: {} });
    const set = await setFaults({ errorRate: 1 });
    expect(set.json()).toEqual({ errorRate: 1, latencyMs: 0, dropRate: 0 });
    for (let call = 0; call < 5; call++) expect((await rating()).statusCode).toBeGreaterThanOrEqual(500);
    expect((await setFaults({ errorRate: 0, latencyMs: 5 })).json()).toEqual({
      errorRate: 0,
      latencyMs: 5,
      dropRate: 0,
    });
    expect((await rating()).statusCode).toBe(200);
  });

  it('names the field it refuses, and takes no call without a cabinet key', async () => {
    const refused = await setFaults({ latencyMs: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('latencyMs');
    expect((await setFaults({ errorRate: 1 }, { 'client-id': DEFAULT_CABINET.clientId })).statusCode).toBe(403);
  });
});
