import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_METHODS, promotionApi, type Promotion } from '../../server/ozon/api/promotions.js';
import { OzonApiError } from '../../server/ozon/transport.js';
import { collect } from '../../server/ozon/paging.js';
import { startContractSandbox, TEST_NOW, type ContractSandbox } from './harness.js';

describe('promotions: sandbox and client against the contract', () => {
  let sandbox: ContractSandbox;
  let api: ReturnType<typeof promotionApi>;
  let actions: Promotion[];
  beforeAll(async () => {
    sandbox = await startContractSandbox();
    api = promotionApi(sandbox.ozon);
    actions = await api.actions();
  });
  afterAll(() => sandbox.close());

  /** A running promotion whose product list can still change. */
  const open = () =>
    actions.find(
      (action) => action.action_type === 'DISCOUNT' && !action.freeze_date && Date.parse(action.date_start) < +TEST_NOW,
    )!;

  it('lists running and coming promotions of several types, none ended', () => {
    expect(actions.length).toBeGreaterThanOrEqual(6);
    expect(new Set(actions.map((action) => action.action_type)).size).toBeGreaterThanOrEqual(3);
    expect(actions.every((action) => Date.parse(action.date_end) > +TEST_NOW)).toBe(true);
    expect(actions.some((action) => Date.parse(action.date_start) > +TEST_NOW)).toBe(true);
    expect(actions.some((action) => action.is_voucher_action)).toBe(true);
    expect(actions.some((action) => action.freeze_date !== '')).toBe(true);
  });

  it('offers the same promotions and products for the same seed', async () => {
    const again = await startContractSandbox();
    const other = await startContractSandbox({ seed: 7 });
    try {
      const shape = (list: Promotion[]) =>
        list.map(({ id, title, date_start, date_end }) => ({ id, title, date_start, date_end }));
      expect(shape(await promotionApi(again.ozon).actions())).toEqual(shape(actions));
      expect(shape(await promotionApi(other.ozon).actions())).not.toEqual(shape(actions));
      const candidates = async (ozon: ContractSandbox['ozon']) =>
        collect(promotionApi(ozon).candidatePages(actions[0].id));
      expect(await candidates(again.ozon)).toEqual(await candidates(sandbox.ozon));
    } finally {
      await Promise.all([again.close(), other.close()]);
    }
  });

  it('pages participating products by last_id, each once, with prices under the maximum', async () => {
    const action = open();
    const products = await collect(api.productPages(action.id));
    expect(products.length).toBe(action.participating_products_count);
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(
      products.every((product) => product.action_price > 0 && product.action_price <= product.max_action_price),
    ).toBe(true);
    expect(products.every((product) => product.max_action_price < product.price)).toBe(true);

    const first = await api.products({ action_id: action.id, limit: 5 });
    const second = await api.products({ action_id: action.id, limit: 5, last_id: first.last_id });
    expect(first.total).toBe(products.length);
    expect([...first.products, ...second.products].map((product) => product.id)).toEqual(
      products.slice(0, 10).map((product) => product.id),
    );
  });

  it('activating a candidate moves it to the participants; deactivating moves it back', async () => {
    const action = open();
    const [candidate, tooExpensive] = await collect(api.candidatePages(action.id));
    const result = await api.activate(action.id, [
      { product_id: candidate.id, action_price: candidate.max_action_price - 10 },
      { product_id: tooExpensive.id, action_price: tooExpensive.max_action_price + 1 },
      { product_id: 1, action_price: 100 },
    ]);
    expect(result.product_ids).toEqual([candidate.id]);
    expect(result.rejected.map((rejected) => rejected.product_id)).toEqual([tooExpensive.id, 1]);
    expect(result.rejected[0].reason).toMatch(/max_action_price/);

    const participants = await collect(api.productPages(action.id));
    const added = participants.find((product) => product.id === candidate.id);
    expect(added).toMatchObject({ action_price: candidate.max_action_price - 10, add_mode: 'MANUAL' });
    const candidates = await collect(api.candidatePages(action.id));
    expect(candidates.some((product) => product.id === candidate.id)).toBe(false);
    const listed = (await api.actions()).find((item) => item.id === action.id)!;
    expect(listed.participating_products_count).toBe(action.participating_products_count + 1);

    const removed = await api.deactivate(action.id, [candidate.id, tooExpensive.id]);
    expect(removed.product_ids).toEqual([candidate.id]);
    expect(removed.rejected).toEqual([{ product_id: tooExpensive.id, reason: expect.any(String) }]);
    expect((await collect(api.productPages(action.id))).some((product) => product.id === candidate.id)).toBe(false);
    expect((await collect(api.candidatePages(action.id))).some((product) => product.id === candidate.id)).toBe(true);
  });

  it('holds a stock discount to its minimum stock and a frozen promotion to its list', async () => {
    const stock = actions.find((action) => action.action_type === 'STOCK_DISCOUNT')!;
    const [candidate] = (await api.candidates({ action_id: stock.id, limit: 1 })).products;
    expect(candidate.min_stock).toBeGreaterThan(0);
    const short = await api.activate(stock.id, [
      { product_id: candidate.id, action_price: candidate.max_action_price, stock: candidate.min_stock - 1 },
    ]);
    expect(short.rejected[0].reason).toMatch(/min_stock/);
    const enough = await api.activate(stock.id, [
      { product_id: candidate.id, action_price: candidate.max_action_price, stock: candidate.min_stock },
    ]);
    expect(enough.product_ids).toEqual([candidate.id]);

    const frozen = actions.find((action) => action.freeze_date !== '')!;
    const [frozenCandidate] = (await api.candidates({ action_id: frozen.id, limit: 1 })).products;
    const refused = await api.activate(frozen.id, [
      { product_id: frozenCandidate.id, action_price: frozenCandidate.max_action_price },
    ]);
    expect(refused.rejected[0].reason).toMatch(/frozen/);
  });

  it('answers an unknown promotion with an Ozon error body', async () => {
    await expect(api.products({ action_id: 42 })).rejects.toBeInstanceOf(OzonApiError);
    await expect(api.products({ action_id: 42 })).rejects.toMatchObject({ status: 404, code: 5 });
  });

  it('breaks no contract and covers every method of the family', () => {
    expect(sandbox.app.contractViolations).toEqual([]);
    expect([...sandbox.app.exercisedEndpoints].sort()).toEqual(
      Object.values(PROMOTION_METHODS)
        .map((path) => `${path === PROMOTION_METHODS.actions ? 'GET' : 'POST'} ${path}`)
        .sort(),
    );
  });
});
