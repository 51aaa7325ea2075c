import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/testApp.js';

describe('HTTP surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 on every registered /v1 route without a token', async () => {
    const routes = t.app.registeredRoutes.filter((route) => route.url.startsWith('/v1/') && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(16);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(401);
      expect(response.json().status).toBe(401);
    }
  });

  it('serves health, readiness and the client configuration without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ status: 'ok' });
    const config = (await t.app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(config).toEqual({
      ReaderUrl: '',
      CommandUrl: '',
      ShipmentUrl: '',
      SecurityTokenUrl: '',
      SearchTermUrl: '',
      MachineLearningUrl: '/ml',
      AiChatUrl: 'https://api.together.xyz/v1',
      SellerTimeZone: 'Europe/Moscow',
    });
  });

  it('lets each service family address be overridden by the environment', async () => {
    const other = await buildTestApp({
      env: { SEARCH_TERM_URL: 'https://terms.example.com/', ML_URL: 'http://ml:9000' },
    });
    try {
      const config = (await other.app.inject({ method: 'GET', url: '/config.json' })).json();
      expect(config.SearchTermUrl).toBe('https://terms.example.com');
      expect(config.MachineLearningUrl).toBe('http://ml:9000');
      expect(config.ReaderUrl).toBe('');
    } finally {
      await other.close();
    }
  });

  it('sends security headers and no CORS headers by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // An API answer opened on its own loads nothing and shows in no frame; a page's policy is in spa.api.test.ts.
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unknown API path with a 404 problem', async () => {
    const response = await t.call({ method: 'GET', url: '/v1/Nothing/Here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('describes its own API in OpenAPI, with every /v1 operation secured', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    const findProducts = document.paths['/v1/Product/FindProducts'].post;
    expect(findProducts.operationId).toBe('findProducts');
    expect(findProducts.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/Token/Login'].post.security).toBeUndefined();
    const docs = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});

describe('when the database is gone', () => {
  it('answers 500 without internals, and readiness says 503', async () => {
    const t = await buildTestApp();
    const token = await t.token();
    await t.database.close();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/Product/FindProducts',
        payload: {},
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(500);
      const problem = response.json();
      expect(problem).toMatchObject({ status: 500, title: 'Internal Server Error' });
      expect(problem.instance).toMatch(/^urn:request:/);
      expect(response.body).not.toMatch(/pglite|kysely|stack|at \w+ \(/i);
      expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    } finally {
      await t.app.close();
    }
  });
});
