import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STOCK_ANALYTICS_METHODS,
  WAREHOUSE_METHODS,
  stockAnalyticsApi,
  warehouseApi,
} from '../../server/ozon/api/warehouses.js';
import { collect } from '../../server/ozon/paging.js';
import { supplyPoints } from '../world/stocksPlaces.js';
import { startContractSandbox, TEST_CABINET, type ContractSandbox } from './harness.js';
import { allStockReportRows, stockReport } from './stockReport.js';

describe('warehouses, clusters and stock analytics: sandbox and client against the contract', () => {
  let sandbox: ContractSandbox;
  let warehouses: ReturnType<typeof warehouseApi>;
  let analytics: ReturnType<typeof stockAnalyticsApi>;
  const world = () => sandbox.app.worldOf(TEST_CABINET.clientId);

  beforeAll(async () => {
    sandbox = await startContractSandbox();
    warehouses = warehouseApi(sandbox.ozon);
    analytics = stockAnalyticsApi(sandbox.ozon);
  });
  afterAll(() => sandbox.close());

  it('lists the own FBS and rFBS warehouses once each, page by page and by id', async () => {
    const all = await collect(warehouses.listPages({}, 1));
    expect(all.map((warehouse) => warehouse.warehouse_id).sort()).toEqual(
      world()
        .fbsWarehouses.map((warehouse) => warehouse.id)
        .sort(),
    );
    expect(all.map((warehouse) => warehouse.is_rfbs).sort()).toEqual([false, true]);
    expect(all.every((warehouse) => warehouse.address_info?.address)).toBe(true);
    const one = await warehouses.list({ warehouse_ids: [all[1].warehouse_id] });
    expect(one.warehouses.map((warehouse) => warehouse.name)).toEqual([all[1].name]);
    expect(one.has_next).toBe(false);
  });

  it('lists the clusters with their warehouses, in Russia and the CIS', async () => {
    const macrolocal = await warehouses.clusters();
    for (const cluster of world().clusters) {
      const found = macrolocal.find((item) => item.macrolocal_cluster_id === cluster.macrolocalId);
      expect(found?.data.macrolocal_cluster.name).toBe(cluster.name);
      expect(found?.data.fulfillments.map((warehouse) => warehouse.warehouse_id)).toEqual(
        cluster.warehouses.map((warehouse) => warehouse.id),
      );
    }
    expect(macrolocal.some((item) => item.data.macrolocal_cluster.country.uid !== 'RU')).toBe(true);

    const russian = await warehouses.clustersByType('CLUSTER_TYPE_OZON');
    expect(russian.map((cluster) => cluster.id)).toEqual(world().clusters.map((cluster) => cluster.id));
    const cis = await warehouses.clustersByType('CLUSTER_TYPE_CIS');
    expect(cis.length).toBeGreaterThan(0);
    expect(cis.every((cluster) => cluster.type === 'CLUSTER_TYPE_CIS')).toBe(true);
    const kazan = world().clusters.find((cluster) => cluster.name === 'Казань')!;
    expect((await warehouses.clustersByType('CLUSTER_TYPE_OZON', [kazan.id])).map((cluster) => cluster.name)).toEqual([
      'Казань',
    ]);
  });

  it('finds supply points by name or address, pick-up points only by their full name', async () => {
    const kazan = await warehouses.supplyPoints('Казань');
    expect(kazan.map((point) => point.name)).toContain('КАЗАНЬ_РФЦ_НОВЫЙ');
    expect(kazan.some((point) => point.warehouse_type === 'WAREHOUSE_TYPE_ORDERS_RECEIVING_POINT')).toBe(true);
    const direct = await warehouses.supplyPoints('РФЦ_', ['CREATE_TYPE_DIRECT']);
    expect(direct.length).toBeGreaterThan(5);
    expect(
      direct.every((point) =>
        ['WAREHOUSE_TYPE_FULL_FILLMENT', 'WAREHOUSE_TYPE_CROSS_DOCK'].includes(point.warehouse_type),
      ),
    ).toBe(true);
    const crossdock = await warehouses.supplyPoints('Москва', ['CREATE_TYPE_CROSSDOCK']);
    const pickup = crossdock.find((point) => point.warehouse_type === 'WAREHOUSE_TYPE_DELIVERY_POINT');
    expect(pickup).toBeUndefined();
    expect(await warehouses.supplyPoints('Пункт выдачи Ozon, Москва')).toEqual([]);
    const fullName = supplyPoints(world()).find((point) => point.type === 'WAREHOUSE_TYPE_DELIVERY_POINT')!.name;
    expect((await warehouses.supplyPoints(fullName.toUpperCase())).map((point) => point.name)).toEqual([fullName]);
  });

  it('reports stocks per warehouse, with liquidity, tags and filters', async () => {
    const skus = world()
      .catalogue.cards.filter((card) => !card.isArchived && card.sku)
      .map((card) => card.sku);
    const rows = (await collect(analytics.stockPages(skus))).flat();
    expect(new Set(rows.map((row) => `${row.sku} ${row.warehouse_id}`)).size).toBe(rows.length);
    expect(rows.some((row) => row.available_stock_count === 0)).toBe(true);
    expect(new Set(rows.map((row) => row.turnover_grade_cluster)).size).toBeGreaterThan(3);
    const clusterIds = new Set(world().clusters.map((cluster) => cluster.id));
    expect(rows.every((row) => clusterIds.has(row.cluster_id))).toBe(true);

    const moscow = world().clusters[0];
    const inMoscow = await analytics.stocks(skus.slice(0, 100), { cluster_ids: [moscow.id] });
    expect(inMoscow.length).toBeGreaterThan(0);
    expect(inMoscow.every((row) => row.cluster_id === moscow.id)).toBe(true);
    const byMacrolocal = await analytics.stocks(skus.slice(0, 100), { macrolocal_cluster_ids: [moscow.macrolocalId] });
    expect(byMacrolocal).toEqual(inMoscow);
  });

  it('shows discounted stock under its own SKU in the report and the stock analytics', async () => {
    const report = await allStockReportRows(sandbox.ozon, 100);
    expect(new Set(report.map((row) => `${row.sku} ${row.warehouse_name}`)).size).toBe(report.length);
    const known = new Set(world().catalogue.cards.map((card) => card.sku));
    const discounted = report.filter((row) => !known.has(row.sku));
    expect(discounted.length).toBeGreaterThan(0);
    const items = await analytics.stocks([discounted[0].sku]);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.item_tags.includes('DISCOUNT'))).toBe(true);
    expect(items.find((item) => item.warehouse_name === discounted[0].warehouse_name)?.available_stock_count).toBe(
      discounted[0].free_to_sell_amount,
    );
    expect(await stockReport(sandbox.ozon, { limit: 100, warehouse_type: 'EXPRESS_DARK_STORE' })).toEqual([]);
  });

  it('reports turnover for every stocked SKU in one page (Ozon allows a request a minute)', async () => {
    const turnover = (await collect(analytics.turnoverPages())).flat();
    expect(new Set(turnover.map((item) => item.sku)).size).toBe(turnover.length);
    expect(turnover.length).toBeGreaterThan(50);
    expect(turnover.some((item) => item.idc_grade === 'GRADES_GREEN')).toBe(true);
    // ads is rounded to hundredths; idc is computed from the exact daily sales.
    for (const item of turnover.filter((entry) => entry.ads >= 0.5)) {
      expect(Math.abs(item.idc - item.current_stock / item.ads)).toBeLessThan(item.idc * 0.02 + 0.1);
    }
  });

  it('breaks no contract and covers every method of the families', () => {
    expect(sandbox.app.contractViolations).toEqual([]);
    expect([...sandbox.app.exercisedEndpoints].sort()).toEqual(
      [...Object.values(WAREHOUSE_METHODS), ...Object.values(STOCK_ANALYTICS_METHODS)]
        .map((path) => `POST ${path}`)
        .sort(),
    );
  });
});
