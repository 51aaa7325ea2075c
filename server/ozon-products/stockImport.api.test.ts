import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractSandbox, TEST_CABINET, TEST_NOW, type ContractSandbox } from '../../sandbox/contract/harness.js';
import { stockTable } from '../../sandbox/world/stocks.js';
import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { importOzonProductStocks } from './stockImport.js';

/**
 * The FBO stock import against a sandbox that records which methods were called (issue 28): the units
 * free to sell come from /v1/analytics/stocks, the reserved ones from the open FBO postings, and the
 * stock report Ozon announced it will switch off is not read at all.
 */
describe('the FBO stock import reads the successor of the stock report', () => {
  let sandbox: ContractSandbox;
  let t: TestApp;

  beforeAll(async () => {
    sandbox = await startContractSandbox();
    const world = sandbox.app.worldOf(TEST_CABINET.clientId);
    t = await buildTestApp({
      ozon: {
        mode: 'demo',
        credentials: { baseUrl: sandbox.url, ...TEST_CABINET },
        demoWorld: world,
        close: async () => {},
      },
      env: { OZON_API_URL: sandbox.url },
    });
    await seedDemoCatalogue(t.database.db, world);
    expect((await t.call({ method: 'POST', url: '/v1/Warehouse/ImportOzonWarehouses' })).statusCode).toBe(204);
    expect((await t.call({ method: 'POST', url: '/v1/OzonProduct/ImportOzonProducts' })).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('stores what Ozon holds at each of its warehouses, present and reserved, without the stock report', async () => {
    sandbox.app.exercisedEndpoints.clear();
    // The sandbox's "now": the open postings are looked for up to it.
    const result = await importOzonProductStocks(t.database.db, sandbox.ozon, { now: TEST_NOW });
    expect(result.MissingWarehouses).toEqual([]);

    const called = [...sandbox.app.exercisedEndpoints].sort();
    expect(called).toEqual(['POST /v1/analytics/stocks', 'POST /v3/posting/fbo/list', 'POST /v4/product/info/stocks']);
    expect(called).not.toContain('POST /v2/analytics/stock_on_warehouses');
    expect(sandbox.app.contractViolations).toEqual([]);

    // Every card of the seller at every Ozon warehouse, as the sandbox's world holds it: the units on the
    // shelf and, of them, those the open FBO postings reserve.
    const world = sandbox.app.worldOf(TEST_CABINET.clientId);
    const fboWarehouses = new Set(world.fboWarehouses.map((warehouse) => warehouse.id));
    const expected = stockTable(world)
      .fbo.filter((row) => row.card.packageId !== null && row.card.sku !== 0 && row.present > 0)
      .map((row) => `${row.card.packageId} ${row.warehouse.id} ${row.present} ${row.reserved}`)
      .sort();
    const stored = await sql<{ package: number; ozon_id: string; present: number; reserved: number }>`
      SELECT s.product_package_id AS package, w.ozon_id, s.present, s.reserved
      FROM ozon_product_stocks s JOIN ozon_warehouses w ON w.id = s.warehouse_id`.execute(t.database.db);
    const fbo = stored.rows.filter((row) => fboWarehouses.has(Number(row.ozon_id)));
    expect(fbo.map((row) => `${row.package} ${row.ozon_id} ${row.present} ${row.reserved}`).sort()).toEqual(expected);
    // Reserved units are there, and at warehouses the card is not otherwise stocked at too.
    expect(fbo.filter((row) => row.reserved > 0).length).toBeGreaterThan(5);
    expect(fbo.some((row) => row.reserved > 0 && row.present === row.reserved)).toBe(true);
  });
});
