import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/testApp.js';

/** Bad input is a 400 problem whose `errors` names the field. */
describe('validation errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { BODY_LIMIT_BYTES: '4096' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) => t.call({ method: 'POST', url, payload: payload as object });

  async function expectFieldError(responsePromise: ReturnType<typeof post>, field: string) {
    const response = await responsePromise;
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json();
    expect(problem).toMatchObject({ status: 400, title: 'Validation failed', type: '/problems/validation' });
    expect(Object.keys(problem.errors)).toContain(field);
    expect(problem.detail).toContain(field);
    return problem;
  }

  it('names a field of the wrong type', async () => {
    await expectFieldError(post('/v1/Product/FindProducts', { Count: 'ten' }), 'Count');
  });

  it('names a missing required field', async () => {
    const problem = await expectFieldError(post('/v1/Product/AddProduct', { StockAmount: 3 }), 'Name');
    expect(problem.errors.Name[0]).toMatch(/expected string/i);
  });

  it('names a blank name', async () => {
    await expectFieldError(post('/v1/Product/AddProduct', { Name: '   ' }), 'Name');
  });

  it('names an enum number that does not exist', async () => {
    await expectFieldError(post('/v1/PackageType/AddPackageType', { Name: 'Box', UnitOfMeasure: 9 }), 'UnitOfMeasure');
  });

  it('names a malformed date inside a list', async () => {
    await expectFieldError(
      post('/v1/PackageType/AddPackageType', {
        Name: 'Box',
        UnitOfMeasure: 2,
        Prices: [
          { Date: '2026-11-01', Price: 10 },
          { Date: '2026-13-45', Price: 12 },
        ],
      }),
      'Prices[1].Date',
    );
  });

  it('names an unknown order field', async () => {
    await expectFieldError(post('/v1/Product/FindProducts', { OrderField: 'Password' }), 'OrderField');
  });

  it('names a bad query parameter and a bad path parameter', async () => {
    await expectFieldError(t.call({ method: 'DELETE', url: '/v1/Product/RemoveProduct?productID=abc' }), 'productID');
    await expectFieldError(t.call({ method: 'DELETE', url: '/v1/Product/RemoveProduct' }), 'productID');
    await expectFieldError(t.call({ method: 'GET', url: '/v1/Product/id/0' }), 'productID');
  });

  it('answers malformed JSON with a 400 about the body', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/v1/Product/AddProduct',
      payload: '{"Name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('body');
  });

  it('answers an oversized body with 413', async () => {
    const response = await post('/v1/Product/FindProducts', {
      ExcludedIDs: Array.from({ length: 2000 }, (_, i) => i + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 413, title: 'Content Too Large' });
  });

  it('writes nothing when any field is bad', async () => {
    await post('/v1/PackageType/AddPackageType', {
      Name: 'Film',
      UnitOfMeasure: 1,
      Prices: [{ Date: 'yesterday', Price: 1 }],
    });
    const types = (await t.call({ method: 'GET', url: '/v1/PackageType/GetPackageTypes' })).json();
    expect(types).toEqual([]);
  });
});
