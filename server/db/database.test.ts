import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DatabaseLockedError, openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { freshDataDir } from '../test/pgliteTemplates.js';
import { onPostgres } from '../test/testDatabase.js';

describe.skipIf(onPostgres)('PGlite in a data directory', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = freshDataDir('seller-data-');
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('keeps data across restarts', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(first);
    await first.db.insertInto('product_categories').values({ name: 'Кухня' }).execute();
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    expect(await migrate(second)).toEqual([]);
    const rows = await second.db.selectFrom('product_categories').select('name').execute();
    expect(rows).toEqual([{ name: 'Кухня' }]);
    await second.close();
  });

  it('refuses a second opener of the same directory with a clear message', async () => {
    const dataDir = tempDir();
    const owner = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const second = openDatabase({ kind: 'pglite', dataDir });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(/in use by another process/);
    } finally {
      await owner.close();
    }
    const after = await openDatabase({ kind: 'pglite', dataDir });
    await after.close();
  });
});

describe.skipIf(!onPostgres)('PostgreSQL connections', () => {
  it('survives an idle connection cut by the server, and the next query reconnects', async () => {
    const { createScratchPostgres } = await import('../test/testDatabase.js');
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL);
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      await sql`SELECT 1`.execute(database.db);
      // What a PostgreSQL restart or an admin does: end every other session of this database.
      const admin = await openDatabase({ kind: 'postgres', url: scratch.url });
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(admin.db);
      await admin.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await sql<{ answer: number }>`SELECT 42 AS answer`.execute(database.db);
      expect(rows.rows).toEqual([{ answer: 42 }]);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });

  it('turns JIT off on both pools: LLVM compiling a short statement cost 200-300 ms on a growing table', async () => {
    const { createScratchPostgres } = await import('../test/testDatabase.js');
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL);
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      for (const db of [database.db, database.jobsDb]) {
        const setting = await sql<{ jit: string }>`SHOW jit`.execute(db);
        expect(setting.rows).toEqual([{ jit: 'off' }]);
      }
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
