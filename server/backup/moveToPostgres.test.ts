import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { buildDemoTestApp, buildTestApp } from '../test/testApp.js';
import { createScratchPostgres } from '../test/testDatabase.js';
import { buildDemoAppWithData, MAIN_READS, readMethod } from '../test/mainReads.js';
import { BackupRefusedError } from './backupFile.js';
import { copyDatabase } from './moveToPostgres.js';
import { appTables, summarizeTables } from './tableData.js';

describe('The move from the embedded database to PostgreSQL', () => {
  let source: Awaited<ReturnType<typeof buildDemoTestApp>>;
  let scratch: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    source = await buildDemoAppWithData();
    scratch = await createScratchPostgres();
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
          method: readMethod(read),
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
