import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import { seedDemoPurchases } from '../demo/seedPurchases.js';
import { buildDemoTestApp } from './testApp.js';

/** The main read calls of the web app's screens, as a seller's first look would make them. */
export const MAIN_READS: { url: string; payload?: object }[] = [
  { url: '/v1/Product/FindProducts', payload: { Count: 50 } },
  { url: '/v1/OzonProduct/FindOzonProducts', payload: { Count: 50, IncludeStocks: true } },
  { url: '/v1/Warehouse/GetOzonWarehouses', payload: {} },
  { url: '/v1/OzonSalesOrder/FindSalesOzonOrders', payload: { Count: 50 } },
  { url: '/v1/Report/GetLatestSalesReport?days=30' },
  { url: '/v1/PurchaseBatch/FindPurchaseBatches', payload: { Count: 50 } },
];

/** How a read is sent: POST with its body, GET without one. */
export const readMethod = (read: { payload?: object }): 'POST' | 'GET' => (read.payload ? 'POST' : 'GET');

/**
 * The demo app with what the main reads read: the sandbox seller's catalogue and purchases seeded, its
 * warehouses, cards and FBO postings imported. The source of the move tests.
 */
export async function buildDemoAppWithData() {
  const source = await buildDemoTestApp();
  await seedDemoCatalogue(source.database.db, source.ozon.demoWorld!);
  await seedDemoPurchases(source.database.db, source.ozon.demoWorld!);
  for (const url of [
    '/v1/Warehouse/ImportOzonWarehouses',
    '/v1/OzonProduct/ImportOzonProducts',
    '/v1/Posting/ImportOzonFboPostings',
  ]) {
    const response = await source.call({ method: 'POST', url, payload: {} });
    if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  return source;
}
