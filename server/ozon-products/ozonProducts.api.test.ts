import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../contracts/common.js';
import type { OzonProduct, ProductImportResult, StockImportResult } from '../../contracts/ozonProducts.js';
import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import { buildDemoTestApp } from '../test/testApp.js';

describe("The seller's cards on Ozon", () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  beforeAll(async () => {
    t = await buildDemoTestApp();
    await seedDemoCatalogue(t.database.db, t.ozon.demoWorld!);
    expect((await t.call({ method: 'POST', url: '/v1/Warehouse/ImportOzonWarehouses' })).statusCode).toBe(204);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown = {}) =>
    t.call({ method: 'POST', url: `/v1/OzonProduct/${url}`, payload: payload as object });
  const importProducts = async () => {
    const response = await post('ImportOzonProducts');
    expect(response.statusCode).toBe(200);
    return response.json<ProductImportResult>();
  };
  const importStocks = async () => {
    const response = await post('ImportOzonProductStocks');
    expect(response.statusCode).toBe(200);
    return response.json<StockImportResult>();
  };
  const find = async (payload: unknown = {}) => {
    const response = await post('FindOzonProducts', payload);
    expect(response.statusCode).toBe(200);
    return response.json<Paged<OzonProduct>>();
  };
  const snapshot = async () => ({
    products: (await sql`SELECT * FROM ozon_products ORDER BY product_package_id`.execute(t.database.db)).rows,
    commissions: (
      await sql`SELECT * FROM ozon_product_commissions ORDER BY product_package_id, schema`.execute(t.database.db)
    ).rows,
    stocks: (
      await sql`SELECT * FROM ozon_product_stocks ORDER BY product_package_id, warehouse_id`.execute(t.database.db)
    ).rows,
  });

  it('imports every card with a package, reports exactly the planted problems, and twice changes nothing', async () => {
    const world = t.ozon.demoWorld!;
    const { planted } = world.catalogue;
    const result = await importProducts();
    expect(result.MissingProductPackageIDs).toEqual([...planted.missingPackageIds].sort((a, b) => a - b));
    expect(result.BadProductPackageIDs).toEqual([...planted.badOfferIds].sort());
    expect(result.ProductsWithoutSkus.map((item) => item.OzonProductID)).toEqual(
      [...planted.productsWithoutSku].sort((a, b) => a - b),
    );
    expect(result.ProductsWithChangedPriceIndices).toEqual([]);

    const all = await find({ Count: 1000 });
    const withPackage = world.catalogue.cards.filter((card) => card.packageId !== null);
    expect(all.TotalCount).toBe(withPackage.length);
    const archived = all.Items.filter((product) => product.IsArchived || product.IsAutoArchived);
    expect(archived.length).toBe(withPackage.filter((card) => card.isArchived).length);
    const card = withPackage[0];
    const product = all.Items.find((item) => item.ProductPackageID === card.packageId)!;
    expect(product).toMatchObject({ OzonProductID: card.productId, Sku: card.sku, Price: card.price });
    expect(product.Barcodes).toEqual([card.barcode]);
    expect(product.Commissions.map((commission) => commission.Schema).sort()).toEqual(['FBO', 'FBS', 'RFBS']);
    const withoutSku = all.Items.filter((item) => planted.productsWithoutSku.includes(item.OzonProductID));
    expect(withoutSku.map((item) => item.Sku)).toEqual([null, null]);

    const before = await snapshot();
    const again = await importProducts();
    expect(again).toEqual(result);
    expect(await snapshot()).toEqual(before);
  });

  it('reports a price index that changed between two imports, with the last non-zero index', async () => {
    const [product] = (await find({ HasAnyPriceIndex: true, Count: 1 })).Items;
    const index = Math.max(
      ...[product.ExternalPriceIndexValue, product.OzonPriceIndexValue, product.SelfPriceIndexValue].map(
        (value) => value ?? 0,
      ),
    );
    await sql`UPDATE ozon_products SET external_price_index_value = 2.5, last_non_zero_price_index = 2.5
      WHERE product_package_id = ${product.ProductPackageID}`.execute(t.database.db);
    const result = await importProducts();
    expect(result.ProductsWithChangedPriceIndices).toEqual([
      {
        ProductPackageID: product.ProductPackageID,
        LastNonZeroPriceIndex: 2.5,
        OldPriceIndex: 2.5,
        NewPriceIndex: index,
      },
    ]);
    const [after] = (await find({ ProductPackageID: product.ProductPackageID })).Items;
    expect(after.LastNonZeroPriceIndex).toBe(index);
    expect(after.ExternalPriceIndexValue).toBe(product.ExternalPriceIndexValue);
  });

  it('filters by name, package, IDs, SKUs, Ozon ids, price indexes and orders', async () => {
    const all = (await find({ Count: 1000 })).Items;
    const sample = all[5];
    const word = sample.Name.split(/[ ,]/)[0];
    const byName = await find({ ProductName: word.toUpperCase(), Count: 1000 });
    expect(byName.Items.length).toBeGreaterThan(0);
    expect(byName.Items.every((item) => item.Name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await find({ ProductPackageID: sample.ProductPackageID })).Items.map((item) => item.OzonProductID)).toEqual(
      [sample.OzonProductID],
    );
    const two = [all[1], all[3]];
    const ids = (request: object) => find(request).then((page) => page.Items.map((item) => item.ProductPackageID));
    const expected = two.map((item) => item.ProductPackageID);
    expect(await ids({ IDs: expected })).toEqual(expected);
    expect(await ids({ Skus: two.map((item) => item.Sku) })).toEqual(expected);
    expect(await ids({ OzonProductIDs: two.map((item) => item.OzonProductID) })).toEqual(expected);

    const withIndex = await find({ HasAnyPriceIndex: true, Count: 1000 });
    const withoutIndex = await find({ HasAnyPriceIndex: false, Count: 1000 });
    expect(withIndex.TotalCount + withoutIndex.TotalCount).toBe(all.length);
    expect(withIndex.TotalCount).toBeGreaterThan(0);
    expect(withoutIndex.Items.every((item) => item.ColorIndex !== 'GREEN' && item.OzonPriceIndexValue === null)).toBe(
      true,
    );
    const bad = await find({ HasBadPriceIndex: true, Count: 1000 });
    expect(bad.TotalCount).toBeGreaterThan(0);
    expect(bad.Items.every((item) => item.ColorIndex === 'RED')).toBe(true);
    expect((await find({ HasBadPriceIndex: false })).TotalCount).toBe(all.length - bad.TotalCount);

    const page = await find({ OrderField: 'Price', OrderAscending: false, Offset: 2, Count: 10 });
    expect(page.TotalCount).toBe(all.length);
    const prices = page.Items.map((item) => item.Price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const top = [...all].sort((a, b) => (b.Price ?? 0) - (a.Price ?? 0));
    expect(prices[0]).toBe(top[2].Price);
  });

  it('imports stocks per warehouse, shows the change per cluster, and twice changes nothing', async () => {
    const first = await importStocks();
    expect(first.MissingWarehouses).toEqual([]);
    expect(first.ClusterStocks.length).toBeGreaterThan(0);
    expect(first.ClusterStocks.every((cluster) => cluster.OldStock === 0 && cluster.NewStock > 0)).toBe(true);
    const before = await snapshot();
    const second = await importStocks();
    expect(await snapshot()).toEqual(before);
    expect(second.ClusterStocks.every((cluster) => cluster.OldStock === cluster.NewStock)).toBe(true);
    expect(second.ClusterStocks.map((cluster) => cluster.NewStock)).toEqual(
      first.ClusterStocks.map((cluster) => cluster.NewStock),
    );

    const withStocks = (await find({ IncludeStocks: true, Count: 1000 })).Items.filter((item) => item.Stocks.length);
    expect(withStocks.length).toBeGreaterThan(0);
    const stock = withStocks[0].Stocks[0];
    expect(stock.Warehouse?.ID).toBe(stock.WarehouseID);
    expect(stock.Present).toBeGreaterThanOrEqual(stock.Reserved);
    const stocks = withStocks.flatMap((item) => item.Stocks);
    // Own FBS warehouses are there too. (What the FBO stocks are made of: stockImport.api.test.ts.)
    expect(stocks.some((item) => item.Warehouse?.SellerWarehouse)).toBe(true);
    expect((await find({ Count: 1000 })).Items.every((item) => item.Stocks.length === 0)).toBe(true);
  });

  it('finds the cards with stock in at least MinimumClusterCount clusters', async () => {
    const active = async (payload: object) => (await post('FindActiveOzonProducts', payload)).json<OzonProduct[]>();
    const clustersOf = async (product: OzonProduct) => {
      const ids = product.Stocks.filter((stock) => stock.Present > 0).map((stock) => stock.WarehouseID);
      const rows = await t.database.db
        .selectFrom('ozon_warehouses')
        .select('cluster_id')
        .where('id', 'in', ids)
        .where('cluster_id', 'is not', null)
        .execute();
      return new Set(rows.map((row) => row.cluster_id)).size;
    };
    const one = await active({ MinimumClusterCount: 1, Count: 1000 });
    expect(one.length).toBeGreaterThan(0);
    const three = await active({ MinimumClusterCount: 3, Count: 1000 });
    expect(three.length).toBeLessThan(one.length);
    for (const product of three) expect(await clustersOf(product)).toBeGreaterThanOrEqual(3);
    const left = one.filter((product) => !three.some((item) => item.ProductPackageID === product.ProductPackageID));
    for (const product of left.slice(0, 20)) expect(await clustersOf(product)).toBeLessThan(3);
  });

  it("saves the seller's settings, which a later import keeps; removes a card", async () => {
    const [a, b] = (await find({ Count: 2 })).Items;
    const settings = {
      ProductPackageID: a.ProductPackageID,
      EnableGeoTargeting: true,
      OzonSearchQuery: 'органайзер для ванной',
      OzonNegativeAnalogSkus: [1_799_000_000],
      OzonPositiveAnalogSkus: [b.Sku!],
    };
    expect((await post('UpdateOzonProducts', [settings])).statusCode).toBe(204);
    await importProducts();
    const geo = await find({ EnableGeoTargeting: true });
    expect(geo.Items.map((item) => item.ProductPackageID)).toEqual([a.ProductPackageID]);
    expect(geo.Items[0]).toMatchObject({ ...settings });
    expect((await find({ EnableGeoTargeting: false })).TotalCount).toBe((await find()).TotalCount - 1);

    const remove = (id: number) =>
      t.call({ method: 'DELETE', url: `/v1/OzonProduct/RemoveOzonProduct?productPackageID=${id}` });
    expect((await remove(b.ProductPackageID)).statusCode).toBe(204);
    expect((await find({ ProductPackageID: b.ProductPackageID })).TotalCount).toBe(0);
    expect((await remove(b.ProductPackageID)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const fields = async (url: string, payload: unknown) => {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json<{ errors: Record<string, string[]> }>().errors);
    };
    expect(await fields('FindOzonProducts', { Count: 0 })).toEqual(['Count']);
    expect(await fields('FindOzonProducts', { OrderField: 'Colour' })).toEqual(['OrderField']);
    expect(await fields('FindOzonProducts', { Skus: ['x'] })).toEqual(['Skus[0]']);
    expect(await fields('FindActiveOzonProducts', { MinimumClusterCount: 0 })).toEqual(['MinimumClusterCount']);
    const [product] = (await find({ Count: 1 })).Items;
    const item = {
      ProductPackageID: product.ProductPackageID,
      EnableGeoTargeting: false,
      OzonSearchQuery: null,
      OzonNegativeAnalogSkus: [],
      OzonPositiveAnalogSkus: [],
    };
    expect(await fields('UpdateOzonProducts', [{ ...item, OzonPositiveAnalogSkus: [-1] }])).toEqual([
      '[0].OzonPositiveAnalogSkus[0]',
    ]);
    expect(await fields('UpdateOzonProducts', [item, { ...item, ProductPackageID: 987654 }])).toEqual([
      '[1].ProductPackageID',
    ]);
    const remove = await t.call({ method: 'DELETE', url: '/v1/OzonProduct/RemoveOzonProduct?productPackageID=x' });
    expect(remove.statusCode).toBe(400);
    expect(Object.keys(remove.json().errors)).toEqual(['productPackageID']);
  });
});
