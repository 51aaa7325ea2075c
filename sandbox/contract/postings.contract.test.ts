import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../../server/ozon/paging.js';
import { POSTING_METHODS, postingsApi } from '../../server/ozon/api/postings.js';
import { RETURN_METHODS, returnsApi } from '../../server/ozon/api/returns.js';
import { OzonApiError } from '../../server/ozon/transport.js';
import { postingsOf } from '../world/postings.js';
import { startContractSandbox, TEST_CABINET, TEST_NOW, type ContractSandbox } from './harness.js';

const DAY = 86_400_000;

describe('postings and returns: sandbox and client against the contract', () => {
  let sandbox: ContractSandbox;
  beforeAll(async () => {
    sandbox = await startContractSandbox();
  });
  afterAll(() => sandbox.close());

  const world = () => sandbox.app.worldOf(TEST_CABINET.clientId);

  it('reads every FBS posting of a period exactly once, across pages', async () => {
    const since = new Date(TEST_NOW.getTime() - 20 * DAY);
    const to = new Date(TEST_NOW.getTime() - 10 * DAY);
    const numbers: string[] = [];
    let pages = 0;
    for await (const page of postingsApi(sandbox.ozon).fbsPages({ since, to }, { limit: 50 })) {
      pages++;
      numbers.push(...page.map((posting) => posting.posting_number));
      for (const posting of page) {
        const at = Date.parse(posting.in_process_at);
        expect(at).toBeGreaterThanOrEqual(since.getTime());
        expect(at).toBeLessThanOrEqual(to.getTime());
      }
    }
    // Counted apart from the list: the calendar's postings placed in the period.
    const calendar = postingsOf(world()).calendars.fbs;
    let expected = 0;
    for (let index = 0; index < calendar.total; index++) {
      const at = calendar.timeOf(index);
      if (at >= since.getTime() && at <= to.getTime()) expected++;
    }
    expect(pages).toBeGreaterThan(1);
    expect(numbers.length).toBe(expected);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('reads a period longer than a year in one-year pieces without overlap', async () => {
    const since = new Date(TEST_NOW.getTime() - 400 * DAY);
    const numbers = new Set<string>();
    let count = 0;
    for await (const page of postingsApi(sandbox.ozon).fboPages(
      { since, to: TEST_NOW, statuses: ['cancelled'] },
      { with: { analytics_data: false, financial_data: false } },
    )) {
      for (const posting of page) {
        expect(posting.status).toBe('cancelled');
        numbers.add(posting.posting_number);
        count++;
      }
    }
    expect(count).toBe(numbers.size);
    const fbo = postingsOf(world());
    let expected = 0;
    for (let index = 0; index < fbo.count('fbo'); index++) {
      if (fbo.life({ scheme: 'fbo', index }).status === 'cancelled') expected++;
    }
    expect(count).toBe(expected);
    // About 7% of postings are cancelled.
    expect(count / fbo.count('fbo')).toBeGreaterThan(0.05);
    expect(count / fbo.count('fbo')).toBeLessThan(0.09);
  });

  it('answers PERIOD_IS_TOO_LONG for more than a year in one request', async () => {
    const request = {
      filter: { since: '2025-01-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' },
      limit: 10,
    };
    const error = await postingsApi(sandbox.ozon)
      .fbsPage(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OzonApiError);
    expect((error as OzonApiError).status).toBe(400);
    expect((error as OzonApiError).ozonMessage).toBe('PERIOD_IS_TOO_LONG');
    await expect(postingsApi(sandbox.ozon).fboPage(request)).rejects.toThrow(/PERIOD_IS_TOO_LONG/);
  });

  it('gives FBO postings their analytics and finance: local and non-local, commission and payout', async () => {
    const since = new Date(TEST_NOW.getTime() - 3 * DAY);
    const postings = await collect(postingsApi(sandbox.ozon).fboPages({ since, to: TEST_NOW }));
    expect(postings.length).toBeGreaterThan(100);
    const statuses = new Set(postings.map((posting) => posting.status));
    expect(statuses).toContain('delivering');
    expect(statuses).toContain('delivered');
    const nonLocal = postings.filter(
      (posting) => posting.financial_data!.cluster_from !== posting.financial_data!.cluster_to,
    );
    expect(nonLocal.length / postings.length).toBeGreaterThan(0.1);
    expect(nonLocal.length / postings.length).toBeLessThan(0.3);
    for (const posting of postings) {
      expect(posting.analytics_data?.warehouse_id).toBeGreaterThan(0);
      posting.financial_data!.products.forEach((product, index) => {
        const line = posting.products[index];
        expect(product.product_id).toBe(line.sku);
        expect(product.price).toBe(line.price.amount);
        expect(product.commission.amount).toBeCloseTo(
          (product.price * line.quantity * product.commission.percent) / 100,
          1,
        );
        expect(product.payout).toBeCloseTo(product.price * line.quantity - product.commission.amount, 2);
      });
    }
  });

  it('finds FBS postings by order number and filters by warehouse and status', async () => {
    const since = new Date(TEST_NOW.getTime() - 30 * DAY);
    const api = postingsApi(sandbox.ozon);
    const first = (await api.fbsPage({ filter: { since: since.toISOString(), to: TEST_NOW.toISOString() }, limit: 5 }))
      .postings;
    expect(first).toHaveLength(5);
    const named = await collect(api.fbsPages({ since, to: TEST_NOW, orderNumbers: [first[2].order_number] }));
    expect(named.map((posting) => posting.posting_number)).toEqual([first[2].posting_number]);
    const warehouseId = first[0].delivery_method.warehouse_id;
    const fromWarehouse = await collect(
      api.fbsPages({ since, to: TEST_NOW, warehouseIds: [warehouseId], statuses: ['delivered'] }, { limit: 100 }),
    );
    expect(fromWarehouse.length).toBeGreaterThan(0);
    expect(fromWarehouse.every((posting) => posting.delivery_method.warehouse_id === warehouseId)).toBe(true);
    expect(fromWarehouse.every((posting) => posting.status === 'delivered')).toBe(true);
    const open = await collect(api.fbsPages({ since, to: TEST_NOW, statuses: ['awaiting_packaging'] }));
    expect(open.every((posting) => Date.parse(posting.in_process_at) > TEST_NOW.getTime() - 3 * DAY)).toBe(true);
  });

  it('reads descending and answers the same postings as ascending', async () => {
    const since = new Date(TEST_NOW.getTime() - 2 * DAY);
    const api = postingsApi(sandbox.ozon);
    const up = await collect(api.fbsPages({ since, to: TEST_NOW }, { limit: 20 }));
    const down = await collect(api.fbsPages({ since, to: TEST_NOW }, { limit: 20, sortDir: 'DESC' }));
    expect(down.map((posting) => posting.posting_number)).toEqual(
      up.map((posting) => posting.posting_number).reverse(),
    );
  });

  it('lists returns by last_id, each once, with the posting they come from', async () => {
    const api = returnsApi(sandbox.ozon);
    const returns = await collect(api.pages({}, { limit: 200 }));
    expect(returns.length).toBeGreaterThan(100);
    expect(new Set(returns.map((item) => item.id)).size).toBe(returns.length);
    const kinds = new Set(returns.map((item) => item.type));
    expect(kinds).toEqual(new Set(['ClientReturn', 'FullReturn']));
    const sample = returns[returns.length - 1];
    const fbs = await collect(
      postingsApi(sandbox.ozon).fboPages(
        { since: new Date(TEST_NOW.getTime() - 60 * DAY), to: TEST_NOW, postingNumbers: [sample.posting_number] },
        { with: {} },
      ),
    );
    const fbsSide = await collect(
      postingsApi(sandbox.ozon).fbsPages({
        since: new Date(TEST_NOW.getTime() - 60 * DAY),
        to: TEST_NOW,
        orderNumbers: [sample.order_number],
      }),
    );
    const posting = [...fbs, ...fbsSide][0];
    expect(posting.posting_number).toBe(sample.posting_number);
    expect(posting.products.map((product) => product.sku)).toContain(sample.product.sku);
    // Filtered by date: the same returns as filtering the full list.
    const from = new Date(TEST_NOW.getTime() - 30 * DAY);
    const recent = await collect(api.pages({ logisticReturnDate: { from, to: TEST_NOW } }, { limit: 50 }));
    const expected = returns.filter((item) => Date.parse(item.logistic.return_date!) >= from.getTime());
    expect(recent.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
  });

  it('breaks no contract and covers every method of the family', () => {
    expect(sandbox.app.contractViolations).toEqual([]);
    const exercised = [...sandbox.app.exercisedEndpoints].filter((name) => !name.includes('/finance/'));
    expect(exercised.sort()).toEqual(
      [...Object.values(POSTING_METHODS), ...Object.values(RETURN_METHODS)].map((path) => `POST ${path}`).sort(),
    );
  });
});
