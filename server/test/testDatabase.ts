import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { openMigratedMemoryDatabase } from './pgliteTemplates.js';

/** Set by `npm run test:pg`: the same API suite then runs against PostgreSQL instead of PGlite. */
export const onPostgres = process.env.TEST_DB_DIALECT === 'postgres';

function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DB_DIALECT=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  return url;
}

/** A fresh, empty PostgreSQL database beside TEST_DATABASE_URL's; dropped again on close. */
export async function createScratchPostgres(
  baseUrl = postgresUrl(),
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `seller_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A migrated database of its own for one test file: PGlite in memory, or scratch PostgreSQL. */
export async function openTestDatabase(): Promise<Database> {
  if (!onPostgres) {
    const database = await openMigratedMemoryDatabase();
    // Nothing to apply when started from the snapshot; the checksums are still checked.
    await migrate(database);
    return database;
  }
  const scratch = await createScratchPostgres();
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await migrate(database);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
