import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/testApp.js';

type Schema = Record<string, unknown>;
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; schema?: Schema }[];
        requestBody?: { content: Record<string, { schema?: Schema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

/** A number its column cannot hold is a 400 naming the field, never a 500 from PostgreSQL. */
describe('numbers beyond their columns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) => t.call({ method: 'POST', url, payload: payload as object });

  async function expectFieldError(response: Awaited<ReturnType<typeof post>>, field: string) {
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  }

  it('bounds a price to numeric(14, 2), and keeps the largest one exactly', async () => {
    const type = { Name: 'Короб', UnitOfMeasure: 2 };
    const tooBig = await post('/v1/PackageType/AddPackageType', {
      ...type,
      Prices: [{ Date: '2026-01-01', Price: 1e12 }],
    });
    await expectFieldError(tooBig, 'Prices[0].Price');
    const largest = await post('/v1/PackageType/AddPackageType', {
      ...type,
      Prices: [{ Date: '2026-01-01', Price: 999_999_999_999.99 }],
    });
    expect(largest.statusCode).toBe(200);
    const [stored] = (await t.call({ method: 'GET', url: '/v1/PackageType/GetPackageTypes' })).json();
    expect(stored.Prices[0].Price).toBe(999_999_999_999.99);
  });

  it('bounds IDs to integer columns', async () => {
    await expectFieldError(await post('/v1/Product/UpdateProduct', { ID: 2 ** 31, Name: 'X' }), 'ID');
    await expectFieldError(await post('/v1/Product/AddProduct', { Name: 'X', CategoryID: 2 ** 31 }), 'CategoryID');
    await expectFieldError(await post('/v1/OzonCity/FindOzonCityItems', { IDs: [1, 2 ** 31] }), 'IDs[1]');
    const largest = await post('/v1/Product/AddProduct', { ID: 2 ** 31 - 1, Name: 'Последний' });
    expect(largest.json()).toBe(2 ** 31 - 1);
  });

  it('gives every number a request carries a lower and an upper bound', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
    const unbounded: string[] = [];
    // A component is walked where a request refers to it (an answer's, such as the category tree, is not).
    const walked = new Set<string>();
    const walk = (schema: Schema | undefined, at: string) => {
      if (!schema || typeof schema !== 'object') return;
      if ('$ref' in schema) {
        const name = String(schema.$ref).replace('#/components/schemas/', '');
        if (walked.has(name)) return;
        walked.add(name);
        return walk(document.components?.schemas?.[name], name);
      }
      const types = [schema.type].flat();
      const isNumber = types.includes('number') || types.includes('integer');
      const hasMinimum = 'minimum' in schema || 'exclusiveMinimum' in schema;
      const hasMaximum = 'maximum' in schema || 'exclusiveMaximum' in schema;
      if (isNumber && !(hasMinimum && hasMaximum) && !Array.isArray(schema.enum)) unbounded.push(at);
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
        walk(property, `${at}.${name}`);
      walk(schema.items as Schema | undefined, `${at}[]`);
      for (const key of ['anyOf', 'oneOf', 'allOf'])
        ((schema[key] ?? []) as Schema[]).forEach((branch) => walk(branch, at));
    };
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? [])
          walk(parameter.schema, `${method} ${url} ${parameter.name}`);
        for (const content of Object.values(operation.requestBody?.content ?? {}))
          walk(content.schema, `${method} ${url} body`);
      }
    }
    expect(walked).toContain('CityHierarchyItemInput');
    expect(unbounded).toEqual([]);
  });
});
