import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOf } from './specs.js';
import { startContractSandbox, TEST_CABINET, type ContractSandbox } from './harness.js';

const auth = { 'client-id': TEST_CABINET.clientId, 'api-key': TEST_CABINET.apiKey };

/** The methods issue 4 names, in their current versions: each must be served under a contract. */
const REQUIRED = [
  'POST /v4/posting/fbs/list',
  'POST /v3/posting/fbo/list',
  'POST /v1/returns/list',
  'POST /v1/finance/accrual/types',
  'POST /v1/finance/accrual/postings',
  'POST /v1/finance/accrual/by-day',
  'POST /v3/finance/transaction/list',
  'POST /v3/finance/transaction/totals',
  'POST /v3/product/list',
  'POST /v3/product/info/list',
  'POST /v5/product/info/prices',
  'POST /v4/product/info/stocks',
  'POST /v1/analytics/stocks',
  'POST /v1/analytics/turnover/stocks',
  'POST /v2/analytics/stock_on_warehouses',
  'POST /v2/warehouse/list',
  'POST /v2/cluster/list',
  'POST /v1/warehouse/fbo/list',
  'POST /v3/supply-order/list',
  'POST /v3/supply-order/get',
  'POST /v1/supply-order/bundle',
  'POST /v1/draft/crossdock/create',
  'POST /v1/draft/direct/create',
  'POST /v2/draft/create/info',
  'POST /v2/draft/timeslot/info',
  'POST /v2/draft/supply/create',
  'POST /v2/draft/supply/create/status',
  'GET /v1/actions',
  'POST /v1/actions/products',
  'POST /v1/actions/candidates',
  'POST /v1/actions/products/activate',
  'POST /v1/actions/products/deactivate',
  'POST /v2/review/list',
  'POST /v2/review/info',
  'POST /v2/review/count',
  'POST /v1/review/comment/list',
  'POST /v1/review/comment/create',
  'POST /v2/review/change-status',
  'POST /v1/description-category/tree',
  'POST /v1/rating/summary',
  'POST /v1/rating/history',
];

describe('sandbox coverage of the Seller API surface', () => {
  let sandbox: ContractSandbox;
  beforeAll(async () => {
    sandbox = await startContractSandbox();
  });
  afterAll(() => sandbox.close());

  it('serves every method the product depends on', () => {
    const served = sandbox.app.sandboxEndpoints.map((spec) => `${spec.method} ${spec.path}`);
    expect(REQUIRED.filter((method) => !served.includes(method))).toEqual([]);
  });

  it('holds every served method to a contract that compiles', () => {
    for (const spec of sandbox.app.sandboxEndpoints) {
      expect(() => contractOf(spec.contract, spec.method, spec.path), `${spec.method} ${spec.path}`).not.toThrow();
    }
  });

  it('answers the same data for the same seed, other data for another', async () => {
    const again = await startContractSandbox();
    const other = await startContractSandbox({ seed: 7 });
    try {
      const body = { filter: { visibility: 'ALL' }, limit: 20 };
      const first = await sandbox.app.inject({ method: 'POST', url: '/v3/product/list', headers: auth, payload: body });
      const same = await again.app.inject({ method: 'POST', url: '/v3/product/list', headers: auth, payload: body });
      const different = await other.app.inject({
        method: 'POST',
        url: '/v3/product/list',
        headers: auth,
        payload: body,
      });
      expect(first.statusCode).toBe(200);
      expect(same.body).toBe(first.body);
      expect(different.body).not.toBe(first.body);
    } finally {
      await again.close();
      await other.close();
    }
  });
});
