import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import { seedDemoPurchases } from '../demo/seedPurchases.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { buildDemoTestApp, buildTestApp } from '../test/testApp.js';
import { BackupRefusedError } from './backupFile.js';
import { copyDatabase } from './moveToPostgres.js';
import { appTables, summarizeTables } from './tableData.js';
import { onPostgres } from '../test/testDatabase.js';

/** The main read calls of the web app's screens, as a seller's first look would make them. */
const MAIN_READS: { url: string; payload?: object }[] = [
  { url: '/v1/Product/FindProducts', payload: { Count: 50 } },
  { url: '/v1/OzonProduct/FindOzonProducts', payload: { Count: 50, IncludeStocks: true } },
  { url: '/v1/Warehouse/GetOzonWarehouses', payload: {} },
  { url: '/v1/OzonSalesOrder/FindSalesOzonOrders', payload: { Count: 50 } },
  { url: '/v1/Report/GetLatestSalesReport?days=30' },
  { url: '/v1/PurchaseBatch/FindPurchaseBatches', payload: { Count: 50 } },
];

describe.skipIf(!onPostgres)('The move from the embedded database to PostgreSQL', () => {
  let source: Awaited<ReturnType<typeof buildDemoTestApp>>;
  let scratch: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    const { createScratchPostgres } = await import('../test/testDatabase.js');
    // The source is PGlite whatever suite runs this file: it is what the move starts from.
    const embedded = await openDatabase({ kind: 'memory' });
    await migrate(embedded);
    source = await buildDemoTestApp({}, { database: embedded });
    await seedDemoCatalogue(source.database.db, source.ozon.demoWorld!);
    await seedDemoPurchases(source.database.db, source.ozon.demoWorld!);
    for (const url of [
      '/v1/Warehouse/ImportOzonWarehouses',
      '/v1/OzonProduct/ImportOzonProducts',
      '/v1/Posting/ImportOzonFboPostings',
    ]) {
      expect((await source.call({ method: 'POST', url, payload: {} })).statusCode).toBeLessThan(300);
    }
    scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL);
  });
  afterAll(async () => {
    await source?.close();
    await scratch?.drop();
  });

  it('copies every table with equal rows and checksums, refuses a second time, and the app answers the same on PostgreSQL', async () => {
    const target = await openDatabase({ kind: 'postgres', url: scratch.url });
    let moved: Awaited<ReturnType<typeof buildTestApp>> | null = null;
    try {
      const copied = await copyDatabase(source.database, target);
      expect(copied.filter((table) => table.rows > 0).length).toBeGreaterThan(10);
      const onTarget = await target.withRawTransaction(async (trx) => summarizeTables(trx, await appTables(trx)));
      expect(onTarget).toEqual(copied);

      await expect(copyDatabase(source.database, target)).rejects.toThrow(BackupRefusedError);
      await expect(copyDatabase(source.database, target)).rejects.toThrow('The target database is not empty');

      moved = await buildTestApp({ database: target as Database });
      for (const read of MAIN_READS) {
        const call = {
          method: read.payload ? ('POST' as const) : ('GET' as const),
          url: read.url,
          payload: read.payload,
        };
        const before = await source.call(call);
        const after = await moved.call(call);
        expect(after.statusCode, read.url).toBe(200);
        expect(after.json(), read.url).toEqual(before.json());
      }
      // New records continue the ids of the copied ones.
      const added = await moved.call({
        method: 'POST',
        url: '/v1/Product/AddProduct',
        payload: { Name: 'После переезда', StockAmount: 1 },
      });
      expect(added.statusCode).toBe(200);
    } finally {
      if (moved) await moved.close();
      else await target.close();
    }
  });
});
