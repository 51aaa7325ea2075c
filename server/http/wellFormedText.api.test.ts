import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/testApp.js';

/** PostgreSQL refuses NUL in text and UTF-8 has no lone surrogates: both are a 400 at the edge, never a 500. */
describe('texts that cannot be stored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A raw JSON body, so escapes like \ud800 reach the server as written. */
  const postJson = (url: string, json: string, authorized = true) => {
    const request = { method: 'POST' as const, url, payload: json, headers: { 'content-type': 'application/json' } };
    return authorized ? t.call(request) : t.app.inject(request);
  };

  async function expectRefused(response: Awaited<ReturnType<typeof postJson>>, field: string, reason: RegExp) {
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json();
    expect(problem).toMatchObject({ status: 400, title: 'Validation failed', type: '/problems/validation' });
    expect(problem.errors[field]?.[0]).toMatch(reason);
    expect(problem.detail).toContain(field);
  }

  it('refuses a NUL byte in the login, before any account is looked up', async () => {
    await expectRefused(
      await postJson('/Token/Login', '{"Login":"seller\\u0000","Password":"x"}', false),
      'Login',
      /NUL/,
    );
  });

  it('refuses NUL and lone surrogates in /v1 bodies, naming the field', async () => {
    await expectRefused(await postJson('/v1/Product/AddProduct', '{"Name":"Box\\u0000"}'), 'Name', /NUL/);
    await expectRefused(
      await postJson('/v1/PackageType/AddPackageType', '{"Name":"Film \\udc00","UnitOfMeasure":1}'),
      'Name',
      /lone surrogate/,
    );
    await expectRefused(
      await postJson(
        '/v1/OzonMasterData/ImportOzonCityHierarchy',
        '[{"uid":"RU","name":"Россия","type":"country","nodes":[{"uid":"x\\ud800","name":"S","type":"federal"}]}]',
      ),
      '[0].nodes[0].uid',
      /lone surrogate/,
    );
    await expectRefused(await postJson('/Token/Refresh', '"token\\u0000"', false), 'body', /NUL/);
  });

  it('refuses them in the query and in keys, and lists every bad field', async () => {
    const query = await t.call({ method: 'DELETE', url: '/v1/Product/RemoveProduct?productID=1%00' });
    await expectRefused(query, 'productID', /NUL/);
    const key = await postJson('/v1/Product/FindProducts', '{"Na\\u0000me":"x"}');
    expect(key.statusCode).toBe(400);
    expect(Object.values(key.json().errors).flat()).toEqual([expect.stringMatching(/key .*NUL/)]);
    const both = await postJson('/v1/Product/AddProduct', '{"Name":"\\u0000","WidthMM":1,"X":["ok","\\udfff"]}');
    expect(Object.keys(both.json().errors)).toEqual(['Name', 'X[1]']);
  });

  it('checks every route in one place', async () => {
    const routes = t.app.registeredRoutes.filter(
      (route) => /^\/(v1|Token)\//.test(route.url) && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = `${route.url.replace(/:(\w+)/g, '1')}?probe=%00`;
      const response = await t.call({ method: route.method as 'GET', url });
      expect(response.statusCode, `${route.method} ${url}`).toBe(400);
      expect(response.json().errors, `${route.method} ${url}`).toHaveProperty('probe');
    }
  });

  it('keeps well-formed texts, emoji (surrogate pairs) included', async () => {
    const response = await postJson('/v1/Product/AddProduct', '{"Name":"Коробка \\ud83d\\udce6"}');
    expect(response.statusCode).toBe(200);
    const stored = await t.call({ method: 'GET', url: `/v1/Product/id/${response.json()}` });
    expect(stored.json().Name).toBe('Коробка 📦');
  });
});
