import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/testApp.js';

/** Paths and queries are read strictly: what a loose Number() would turn into some record's ID is refused. */
describe('URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a percent-encoding that does not decode with a 400 problem', async () => {
    const response = await t.call({ method: 'GET', url: '/v1/Product/id/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, title: 'Bad Request', errors: { url: [expect.any(String)] } });
  });

  it('reads IDs in paths and queries as plain decimal digits only', async () => {
    expect(
      (await t.call({ method: 'POST', url: '/v1/Product/AddProduct', payload: { ID: 16, Name: 'Шестнадцать' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/v1/PackageType/AddPackageType',
          payload: { Name: 'Короб', UnitOfMeasure: 2 },
        })
      ).json(),
    ).toBe(1);
    expect((await t.call({ method: 'GET', url: '/v1/Product/id/16' })).statusCode).toBe(200);

    const loose = ['0x10', '1e1', '16.0', '%2B16', '+16', '%2016', '-16', '16abc'];
    const urls = [
      ...loose.map((value) => ['GET', `/v1/Product/id/${value}`, 'productID']),
      ...[...loose, ''].map((value) => ['DELETE', `/v1/Product/RemoveProduct?productID=${value}`, 'productID']),
      ...loose.map((value) => [
        'DELETE',
        `/v1/PackageType/RemovePackageType?packageTypeID=${value.replace('16', '1')}`,
        'packageTypeID',
      ]),
      ...loose.map((value) => [
        'DELETE',
        `/v1/Product/RemoveProductPackage?productPackageID=${value}`,
        'productPackageID',
      ]),
      ...loose.map((value) => [
        'DELETE',
        `/v1/OzonProduct/RemoveOzonProduct?productPackageID=${value}`,
        'productPackageID',
      ]),
    ];
    for (const [method, url, field] of urls) {
      const response = await t.call({ method: method as 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), url).toEqual([field]);
    }
    // Nothing was read or removed on the way.
    expect((await t.call({ method: 'GET', url: '/v1/Product/id/16' })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/v1/PackageType/GetPackageTypes' })).json()).toHaveLength(1);
  });
});
