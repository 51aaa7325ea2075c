import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type SandboxApp } from './app.js';
import { sandboxOptionsFromEnv, SandboxConfigError } from './config.js';
import { TEST_NOW } from './contract/harness.js';
import { NO_REVIEWS_SUBSCRIPTION } from './routes/reviews.routes.js';

describe('SANDBOX_CABINETS', () => {
  it('reads clientId:apiKey as a cabinet with the reviews subscription, and :basic as one without', () => {
    const { cabinets } = sandboxOptionsFromEnv({ SANDBOX_CABINETS: '100000:key-a, 200000:key-b:basic' });
    expect(cabinets).toEqual([
      { clientId: '100000', apiKey: 'key-a', reviewsSubscription: true },
      { clientId: '200000', apiKey: 'key-b', reviewsSubscription: false },
    ]);
    expect(sandboxOptionsFromEnv({}).cabinets).toEqual([
      { clientId: '100000', apiKey: 'sandbox-api-key', reviewsSubscription: true },
    ]);
  });

  it('rejects an entry that is neither clientId:apiKey nor clientId:apiKey:basic', () => {
    for (const value of ['100000', '100000:key:premium', '100000:key:basic:x', ':key']) {
      expect(() => sandboxOptionsFromEnv({ SANDBOX_CABINETS: value }), value).toThrow(SandboxConfigError);
    }
  });
});

describe('a cabinet without the reviews subscription', () => {
  const SUBSCRIBED = { clientId: '100000', apiKey: 'sandbox-api-key' };
  const BASIC = { clientId: '200000', apiKey: 'basic-key', reviewsSubscription: false };
  let app: SandboxApp;
  const call = (cabinet: { clientId: string; apiKey: string }, url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'client-id': cabinet.clientId, 'api-key': cabinet.apiKey },
      payload,
    });

  beforeAll(async () => {
    app = await buildSandbox({
      cabinets: [SUBSCRIBED, BASIC],
      seed: 20261,
      scale: 0.2,
      now: TEST_NOW,
      rateLimitPerSecond: 10_000,
      faults: { errorRate: 0, latencyMs: 0, dropRate: 0 },
    });
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
