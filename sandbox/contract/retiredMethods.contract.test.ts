import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../../server/ozon/paging.js';
import { postingsApi } from '../../server/ozon/api/postings.js';
import { ANNOUNCED, serviceStateAt, SWITCHED_OFF } from '../serviceDates.js';
import { startContractSandbox, TEST_CABINET, TEST_NOW, type ContractSandbox } from './harness.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const headers = { 'client-id': TEST_CABINET.clientId, 'api-key': TEST_CABINET.apiKey };
const OBSOLETE = { code: 9, message: 'obsolete method cannot be used', details: [] };

const post = (sandbox: ContractSandbox, url: string, payload: object) =>
  sandbox.app.inject({ method: 'POST', url, headers, payload });

describe('the days Ozon switched methods off', () => {
  it('switches a method off at the start of its Moscow day', () => {
    const dates = { until: SWITCHED_OFF.postingListsOld };
    expect(serviceStateAt(dates, new Date('2026-08-30T20:59:59.999Z'))).toBe('inService');
    expect(serviceStateAt(dates, new Date('2026-08-30T21:00:00Z'))).toBe('retired');
    expect(serviceStateAt(undefined, new Date('2030-01-01T00:00:00Z'))).toBe('inService');
    // An announced switch-off without a day changes nothing yet.
    expect(serviceStateAt({ announced: ANNOUNCED.stockOnWarehouses }, new Date('2030-01-01T00:00:00Z'))).toBe(
      'inService',
    );
  });
});

describe('after the switch-off (the sandbox at TEST_NOW, 2026-11-01)', () => {
  let sandbox: ContractSandbox;
  beforeAll(async () => {
    sandbox = await startContractSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers every switched-off method as Ozon does, whatever the request', async () => {
    const retired = sandbox.app.sandboxEndpoints.filter(
      (spec) => serviceStateAt(spec.inService, TEST_NOW) === 'retired',
    );
    expect(retired.map((spec) => spec.path).sort()).toEqual([
      '/v1/draft/create',
      '/v1/draft/create/info',
      '/v1/draft/supply/create',
      '/v1/draft/supply/create/status',
      '/v1/draft/timeslot/info',
      '/v1/warehouse/list',
      '/v2/posting/fbo/list',
      '/v3/finance/transaction/list',
      '/v3/finance/transaction/totals',
      '/v3/posting/fbs/list',
    ]);
    for (const spec of retired) {
      for (const payload of [{}, { filter: { since: '2026-10-01T00:00:00Z', to: '2026-10-02T00:00:00Z' }, limit: 1 }]) {
        const response = await post(sandbox, spec.path, payload);
        expect(response.statusCode, spec.path).toBe(400);
        expect(response.json(), spec.path).toEqual(OBSOLETE);
      }
    }
    expect(sandbox.app.contractViolations).toEqual([]);
  });

  it('still checks the key first: a wrong key gets the key refused, not the method', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/v3/posting/fbs/list',
      headers: { ...headers, 'api-key': '00000000-1111-4222-8333-444444444444' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(7);
  });

  it('answers the v1 warehouse list (off since 2026-04-07) with code 9, as Ozon does, not a 404', async () => {
    expect(SWITCHED_OFF.warehouseListV1).toBe('2026-04-07');
    const response = await post(sandbox, '/v1/warehouse/list', { limit: 200, offset: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(OBSOLETE);
  });

  it('serves a method whose switch-off Ozon announced without a day as before', async () => {
    const announced = sandbox.app.sandboxEndpoints.filter((spec) => spec.inService?.announced);
    expect(announced.map((spec) => [spec.path, spec.inService])).toEqual([
      ['/v2/analytics/stock_on_warehouses', { announced: ANNOUNCED.stockOnWarehouses }],
    ]);
    const response = await post(sandbox, '/v2/analytics/stock_on_warehouses', { limit: 10, offset: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.rows.length).toBe(10);
    // Ozon's words, as its 2026 page puts them (the example's copy keeps the page's first sentence).
    const example = JSON.parse(
      fs.readFileSync(path.join(HERE, 'examples2026', 'v2-analytics-stock_on_warehouses.json'), 'utf8'),
    ) as { notice: string };
    expect(ANNOUNCED.stockOnWarehouses.startsWith(example.notice)).toBe(true);
  });

  it('tells a switched-off method from one Ozon never had', async () => {
    const unknown = await post(sandbox, '/v9/posting/fbs/list', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 5, message: 'method is not allowed: POST /v9/posting/fbs/list' });
  });
});

describe('before the switch-off', () => {
  // The last evening the old posting lists answered (Moscow time 23:00 on 2026-08-30).
  const now = new Date('2026-08-30T20:00:00Z');
  const since = '2026-08-01T00:00:00Z';
  const to = '2026-08-30T00:00:00Z';
  let sandbox: ContractSandbox;
  beforeAll(async () => {
    sandbox = await startContractSandbox({ now });
  });
  afterAll(() => sandbox.close());

  /** Every posting number of the old list, page by page by offset. */
  async function oldList(path: string, limit: number, read: (body: unknown) => { numbers: string[]; more: boolean }) {
    const numbers: string[] = [];
    for (let offset = 0; ; offset += limit) {
      const response = await post(sandbox, path, { dir: 'ASC', filter: { since, to }, limit, offset });
      expect(response.statusCode, response.body).toBe(200);
      const page = read(response.json());
      numbers.push(...page.numbers);
      if (!page.more) return numbers;
    }
  }

  it('serves the v3 FBS list by offset: the same postings, in the same order, as its successor', async () => {
    const old = await oldList('/v3/posting/fbs/list', 200, (body) => {
      const { result } = body as { result: { postings: { posting_number: string }[]; has_next: boolean } };
      return { numbers: result.postings.map((posting) => posting.posting_number), more: result.has_next };
    });
    const successor = await collect(postingsApi(sandbox.ozon).fbsPages({ since: new Date(since), to: new Date(to) }));
    expect(old.length).toBeGreaterThan(400);
    expect(old).toEqual(successor.map((posting) => posting.posting_number));
  });

  it('serves the v2 FBO list by offset, with its item shape: prices as text with a currency code', async () => {
    const old = await oldList('/v2/posting/fbo/list', 1000, (body) => {
      const { result } = body as { result: { posting_number: string }[] };
      return { numbers: result.map((posting) => posting.posting_number), more: result.length === 1000 };
    });
    const successor = await collect(postingsApi(sandbox.ozon).fboPages({ since: new Date(since), to: new Date(to) }));
    expect(old.length).toBeGreaterThan(1000);
    expect(old).toEqual(successor.map((posting) => posting.posting_number));

    const response = await post(sandbox, '/v2/posting/fbo/list', {
      filter: { since, to, status: 'delivered' },
      limit: 5,
      offset: 0,
      with: { financial_data: true, analytics_data: true },
    });
    const [posting] = response.json().result;
    expect(posting.status).toBe('delivered');
    expect(posting.products[0]).toMatchObject({ price: expect.stringMatching(/^\d+(\.\d+)?$/), currency_code: 'RUB' });
    expect(posting.financial_data.products[0]).toMatchObject({
      commission_amount: expect.any(Number),
      commission_percent: expect.any(Number),
      currency_code: 'RUB',
    });
  });

  it('refuses pages past their limits as Ozon did', async () => {
    const tooBig = await post(sandbox, '/v3/posting/fbs/list', { filter: { since, to }, limit: 1001, offset: 0 });
    expect(tooBig.statusCode).toBe(400);
    const tooFar = await post(sandbox, '/v2/posting/fbo/list', { filter: { since, to }, limit: 10, offset: 20_001 });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe('MAX_OFFSET_EXCEEDED');
  });

  it('keeps to the documented contracts of the old lists (only the page refused on purpose breaks one)', () => {
    expect(sandbox.app.contractViolations).toEqual([
      { endpoint: 'POST /v3/posting/fbs/list', direction: 'request', problems: ['/limit must be <= 1000'] },
    ]);
  });

  it('says plainly that it does not model the v1 supply drafts before their switch-off', async () => {
    const early = await startContractSandbox({ now: new Date('2026-03-01T00:00:00Z') });
    try {
      const response = await post(early, '/v1/draft/create/info', { operation_id: 'x' });
      expect(response.statusCode).toBe(501);
      expect(response.json().message).toContain('/v2/draft/create/info');
    } finally {
      await early.close();
    }
  });
});
