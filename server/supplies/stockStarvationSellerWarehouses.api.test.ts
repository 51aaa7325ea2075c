import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockStarvationItem } from '../../contracts/supplyPlanning.js';
import { stockTable } from '../../sandbox/world/stocks.js';
import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import { postingsApi } from '../ozon/api/postings.js';
import { httpTransport } from '../ozon/transport.js';
import { buildDemoTestApp } from '../test/testApp.js';

/**
 * The stock starvation report over a sandbox seller who also ships FBS from warehouses of their own
 * («Склад продавца, Москва», an rFBS one): those warehouses are in the report beside Ozon's, marked as
 * the seller's, with their sales (the FBS postings shipped from them) and stock (what Ozon lists for
 * them) counted as at Ozon's warehouses.
 */
describe("the stock starvation report and the seller's own warehouses", () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  // 28 days before 1 November 2026 in Moscow days: 4 October 00:00 to 1 November 00:00 (UTC+3).
  const from = new Date('2026-10-03T21:00:00Z');
  const to = new Date('2026-10-31T21:00:00Z');

  beforeAll(async () => {
    t = await buildDemoTestApp({ SANDBOX_SCALE: '0.2' });
    await seedDemoCatalogue(t.database.db, t.ozon.demoWorld!);
    const call = async (url: string) => {
      const response = await t.call({ method: 'POST', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    };
    await call('/v1/Warehouse/ImportOzonWarehouses');
    await call('/v1/OzonProduct/ImportOzonProducts');
    await call('/v1/OzonProduct/ImportOzonProductStocks');
    await call('/v1/Posting/ImportOzonFbsPostings?dateFrom=2026-10-01&dateTo=2026-10-31');
  }, 120_000);
  afterAll(() => t?.close());

  const report = async () => {
    const response = await t.call({
      method: 'POST',
      url: '/v1/Report/GetOzonStockStarvationReport',
      payload: { Date: '2026-11-01', SalesAnalysisInDays: 28 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StockStarvationItem[]>();
  };

  /** Units of each package shipped from each of the seller's warehouses in the period, as the sandbox lists them. */
  async function fbsSales(): Promise<Map<string, number>> {
    const world = t.ozon.demoWorld!;
    const packages = new Set(world.catalogue.products.flatMap((product) => product.packages.map((pkg) => pkg.id)));
    const sales = new Map<string, number>();
    for await (const page of postingsApi(httpTransport(t.ozon.credentials)).fbsPages({ since: from, to })) {
      for (const posting of page) {
        if (posting.status === 'cancelled') continue;
        for (const product of posting.products) {
          if (!packages.has(Number(product.offer_id))) continue;
          const key = `${posting.delivery_method.warehouse} ${product.offer_id}`;
          sales.set(key, (sales.get(key) ?? 0) + product.quantity);
        }
      }
    }
    return sales;
  }

  it("lists the seller's warehouses beside Ozon's, marked, with their FBS sales and stock", async () => {
    const world = t.ozon.demoWorld!;
    const items = await report();
    const own = items.filter((item) => item.SellerWarehouse);
    const sellerNames = world.fbsWarehouses.map((warehouse) => warehouse.name);
    expect(new Set(own.map((item) => item.WarehouseName))).toEqual(new Set(sellerNames));
    // Ozon's warehouses are still there, and none of them is marked as the seller's.
    expect(items.some((item) => !item.SellerWarehouse)).toBe(true);
    expect(
      items.filter((item) => !item.SellerWarehouse).every((item) => !sellerNames.includes(item.WarehouseName)),
    ).toBe(true);

    // Sales: every unit shipped from an own warehouse in the 28 days, cancelled postings aside.
    const expected = await fbsSales();
    expect(expected.size).toBeGreaterThan(5);
    const shown = new Map(own.map((item) => [`${item.WarehouseName} ${item.ProductPackageID}`, item.SalesCount]));
    for (const [key, units] of expected) expect(shown.get(key), key).toBe(units);
    expect(own.filter((item) => item.SalesCount > 0)).toHaveLength(expected.size);

    // Stock: what Ozon lists at each own warehouse, present and reserved.
    const stocks = [...stockTable(world).fbsByProduct.values()]
      .flat()
      .filter((row) => row.card.packageId !== null && row.present > 0);
    expect(stocks.length).toBeGreaterThan(5);
    for (const stock of stocks) {
      const item = own.find(
        (candidate) =>
          candidate.WarehouseName === stock.warehouse.name && candidate.ProductPackageID === stock.card.packageId,
      );
      expect(item, `${stock.warehouse.name} ${stock.card.packageId}`).toMatchObject({
        Present: stock.present,
        Reserved: stock.reserved,
      });
    }

    // No Ozon supply goes to an own warehouse: nothing moving, no transit, the days left are the stock's.
    const selling = own.find((item) => item.SalesCount > 0 && item.Present > item.Reserved)!;
    expect(selling).toMatchObject({ Moving: 0, TransitDays: 0, WarehouseClusterName: null });
    expect(selling.SalesRate).toBeCloseTo(selling.SalesCount / 28, 3);
  });
});
