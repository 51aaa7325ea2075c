import { describe, expect, it } from 'vitest';
import { contractOf } from './specs.js';

describe('contract checker', () => {
  const tree = contractOf({ openapi: '20-categoryapi.json' }, 'POST', '/v1/description-category/tree');

  it('accepts an answer of the documented shape', () => {
    expect(
      tree.validateResponse(200, {
        result: [{ description_category_id: 1, category_name: 'A', disabled: false, children: [] }],
      }),
    ).toEqual([]);
  });

  it('names what breaks the OpenAPI schema, in requests and answers', () => {
    expect(tree.validateResponse(200, { result: [{ description_category_id: 'one' }] })).toEqual([
      '/result/0/description_category_id must be integer',
    ]);
    expect(tree.validateRequest({ language: 'KLINGON' })[0]).toMatch(
      /^\/language must be equal to one of the allowed values/,
    );
  });

  it('holds error answers to Ozon error body and refuses undocumented statuses', () => {
    expect(tree.validateResponse(500, { code: 13, message: 'Internal error', details: [] })).toEqual([]);
    expect(tree.validateResponse(500, { error: 'boom' }).length).toBeGreaterThan(0);
  });

  it('refuses a method the reference file does not have', () => {
    expect(() => contractOf({ openapi: '20-categoryapi.json' }, 'POST', '/v9/nothing')).toThrow(/is not in/);
  });
});

describe('contract checker on Swagger-2-style required flags', () => {
  it('reads "required": true inside a property as the parent requiring it', () => {
    const fboList = contractOf({ openapi: '02-fbosupplyrequest.json' }, 'POST', '/v1/warehouse/fbo/list');
    expect(fboList.validateRequest({ filter_by_supply_type: ['CREATE_TYPE_CROSSDOCK'] })).toContain(
      "(root) must have required property 'search'",
    );
    expect(fboList.validateRequest({ filter_by_supply_type: ['CREATE_TYPE_CROSSDOCK'], search: 'Москва' })).toEqual([]);
  });
});
