import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postingsApi } from '../../server/ozon/api/postings.js';
import { PRODUCT_METHODS, productApi } from '../../server/ozon/api/products.js';
import { stockAnalyticsApi } from '../../server/ozon/api/warehouses.js';
import { collect } from '../../server/ozon/paging.js';
import { OzonApiError } from '../../server/ozon/transport.js';
import { startContractSandbox, TEST_CABINET, TEST_NOW, type ContractSandbox } from './harness.js';
import { allStockReportRows } from './stockReport.js';

describe('products: sandbox and client against the contract', () => {
  let sandbox: ContractSandbox;
  let products: ReturnType<typeof productApi>;
  const world = () => sandbox.app.worldOf(TEST_CABINET.clientId);

  beforeAll(async () => {
    sandbox = await startContractSandbox();
    products = productApi(sandbox.ozon);
  });
  afterAll(() => sandbox.close());

  it('lists every card exactly once, the archive only with ARCHIVED', async () => {
    const live = (await collect(products.listPages({}, {}, 7))).map((item) => item.product_id);
    const archived = await collect(products.listPages({ visibility: 'ARCHIVED' }, {}, 3));
    const cards = world().catalogue.cards;
    expect(new Set(live).size).toBe(live.length);
    expect(live.sort()).toEqual(
      cards
        .filter((card) => !card.isArchived)
        .map((card) => card.productId)
        .sort(),
    );
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((item) => item.archived)).toBe(true);
    expect(archived.map((item) => item.product_id).sort()).toEqual(
      cards
        .filter((card) => card.isArchived)
        .map((card) => card.productId)
        .sort(),
    );
    const page = await products.list({ limit: 5 });
    expect(page.total).toBe(live.length);
  });

  it('finds cards by id whatever their visibility, and shows the planted problems', async () => {
    const { planted, cards } = world().catalogue;
    const archivedCard = cards.find((card) => card.isArchived)!;
    const byId = await products.list({ filter: { offer_id: [archivedCard.offerId] } });
    expect(byId.items.map((item) => item.product_id)).toEqual([archivedCard.productId]);

    const offers = (await collect(products.listPages())).map((item) => item.offer_id);
    for (const missing of planted.missingPackageIds) expect(offers).toContain(String(missing));
    for (const bad of planted.badOfferIds) expect(offers).toContain(bad);

    const withoutSku = await products.info({ product_id: planted.productsWithoutSku });
    expect(withoutSku.map((item) => item.sku)).toEqual(planted.productsWithoutSku.map(() => 0));
    expect(withoutSku.every((item) => item.statuses?.is_created === false)).toBe(true);

    const bySku = await products.info({ sku: [cards[0].sku, 999_999] });
    expect(bySku.map((item) => item.offer_id)).toEqual([cards[0].offerId]);
    expect(bySku[0].price).toBe(cards[0].price);
  });

  it('reads details of every card in batches, with commissions per scheme and discounted stock', async () => {
    const ids = (await collect(products.listPages())).map((item) => item.product_id);
    const details = (await collect(products.infoPages(ids))).flat();
    expect(details.map((item) => item.id).sort()).toEqual([...ids].sort());
    for (const item of details) {
      expect(item.commissions.map((commission) => commission.sale_schema)).toEqual(['FBO', 'FBS', 'RFBS']);
      const card = world().catalogue.cards.find((candidate) => candidate.productId === item.id)!;
      expect(item.commissions[0].percent).toBe(card.commission.fbo);
    }
    expect(details.some((item) => item.has_discounted_fbo_item && item.discounted_fbo_stocks > 0)).toBe(true);
  });

  it('pages prices once each, with a mix of price index colours and some without competitors', async () => {
    const prices = (await collect(products.pricePages({}, {}, 9))).flat();
    const ids = prices.map((item) => item.product_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(world().catalogue.cards.filter((card) => !card.isArchived).length);
    const colours = new Set(prices.map((item) => item.price_indexes.color_index));
    expect([...colours].sort()).toEqual(['GREEN', 'RED', 'WITHOUT_INDEX', 'YELLOW']);
    const without = prices.find((item) => item.price_indexes.color_index === 'WITHOUT_INDEX')!;
    expect(without.price_indexes.ozon_index_data).toBeUndefined();
    const red = prices.find((item) => item.price_indexes.color_index === 'RED')!;
    const worst = Math.max(
      ...[
        red.price_indexes.ozon_index_data,
        red.price_indexes.external_index_data,
        red.price_indexes.self_marketplaces_index_data,
      ]
        .filter((data) => data !== undefined)
        .map((data) => Number(data.price_index_value)),
    );
    expect(worst).toBeGreaterThan(1.1);
    for (const item of prices) {
      expect(item.price.old_price).toBeGreaterThan(item.price.price);
      expect(item.commissions.fbo_direct_flow_trans_max_amount).toBeGreaterThan(
        item.commissions.fbo_direct_flow_trans_min_amount,
      );
    }
  });

  it('agrees on stocks across /v4/product/info/stocks, /v1/analytics/stocks and the stock report', async () => {
    const analytics = stockAnalyticsApi(sandbox.ozon);
    const stocks = (await collect(products.stockPages({}, {}, 11))).flat();
    expect(new Set(stocks.map((item) => item.product_id)).size).toBe(stocks.length);
    const fbo = stocks.flatMap((item) => item.stocks.filter((stock) => stock.type === 'fbo'));
    expect(fbo.some((stock) => stock.present === 0)).toBe(true);
    expect(stocks.some((item) => item.stocks.some((stock) => stock.type === 'fbs'))).toBe(true);

    const perWarehouse = (await collect(analytics.stockPages(fbo.map((stock) => stock.sku)))).flat();
    const report = await allStockReportRows(sandbox.ozon, 150);
    const reportOf = new Map(report.map((row) => [`${row.sku} ${row.warehouse_name}`, row]));
    for (const stock of fbo) {
      const rows = perWarehouse.filter((row) => row.sku === stock.sku);
      expect(rows.map((row) => row.warehouse_id).sort()).toEqual([...stock.warehouse_ids].sort());
      expect(rows.reduce((sum, row) => sum + row.available_stock_count, 0)).toBe(stock.present - stock.reserved);
      let reserved = 0;
      for (const row of rows) {
        const reported = reportOf.get(`${row.sku} ${row.warehouse_name}`);
        expect(reported?.free_to_sell_amount ?? 0).toBe(row.available_stock_count);
        expect(reported?.promised_amount ?? 0).toBe(row.transit_stock_count);
        reserved += reported?.reserved_amount ?? 0;
      }
      expect(reserved).toBe(stock.reserved);
    }
    // Reserved units are the open FBO postings' (not yet handed to delivery), at the warehouse each ships from.
    const open = (
      await collect(
        postingsApi(sandbox.ozon).fboPages({
          since: new Date(TEST_NOW.getTime() - 30 * 86_400_000),
          to: TEST_NOW,
          statuses: ['awaiting_packaging', 'awaiting_deliver'],
        }),
      )
    ).flat();
    expect(open.length).toBeGreaterThan(5);
    const ordered = new Map<string, number>();
    for (const posting of open) {
      for (const line of posting.products) {
        const key = `${line.sku} ${posting.analytics_data!.warehouse_name}`;
        ordered.set(key, (ordered.get(key) ?? 0) + line.quantity);
      }
    }
    const reservedInReport = new Map(
      report
        .filter((row) => row.reserved_amount > 0)
        .map((row) => [`${row.sku} ${row.warehouse_name}`, row.reserved_amount]),
    );
    expect(reservedInReport).toEqual(ordered);
    const sample = stocks.slice(0, 20).map((item) => item.product_id);
    for (const item of await products.info({ product_id: sample })) {
      const v4 = stocks.find((stock) => stock.product_id === item.id)!;
      expect(item.stocks.stocks.map(({ source, present, reserved }) => ({ source, present, reserved }))).toEqual(
        v4.stocks.map(({ type, present, reserved }) => ({ source: type, present, reserved })),
      );
    }
  });

  it('answers bad requests with Ozon error bodies', async () => {
    // Requests that break the contract on purpose go to a sandbox that does not record violations.
    const loose = await startContractSandbox({ checkContracts: false });
    try {
      const api = productApi(loose.ozon);
      await expect(api.list({ limit: 0 })).rejects.toMatchObject({ status: 400, code: 3 });
      await expect(api.prices({ filter: { visibility: 'NOT_A_VISIBILITY' } })).rejects.toBeInstanceOf(OzonApiError);
      await expect(api.stocks({ cursor: 'not base64 json' })).rejects.toMatchObject({ status: 400 });
      await expect(api.info({ offer_id: Array.from({ length: 1001 }, (_, i) => String(i)) })).rejects.toMatchObject({
        status: 400,
      });
    } finally {
      await loose.close();
    }
  });

  it('gives the same data for the same seed', async () => {
    const again = await startContractSandbox();
    try {
      const first = await productApi(again.ozon).prices({ limit: 50 });
      const second = await products.prices({ limit: 50 });
      expect(first).toEqual(second);
    } finally {
      await again.close();
    }
  });

  it('breaks no contract and covers every method of the family', () => {
    expect(sandbox.app.contractViolations).toEqual([]);
    const exercised = [...sandbox.app.exercisedEndpoints].filter((name) =>
      Object.values(PRODUCT_METHODS).some((path) => name === `POST ${path}`),
    );
    expect(exercised.sort()).toEqual(
      Object.values(PRODUCT_METHODS)
        .map((path) => `POST ${path}`)
        .sort(),
    );
  });
});
