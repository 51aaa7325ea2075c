import { randomBytes } from 'node:crypto';
import { withOwnConnection } from '../db/ownConnection.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';

/**
 * The suite's PostgreSQL: TEST_DATABASE_URL names one (any database of it; the tests make their own
 * beside it), else the global setup starts an embedded one for the run and names it here.
 */
export const TEST_SERVER_ENV = 'TEST_DATABASE_URL';
/** A database the global setup migrated once; each test file's database is a copy of it. */
export const TEST_TEMPLATE_ENV = 'TEST_TEMPLATE_DATABASE';

export function testServerUrl(): string {
  const url = process.env[TEST_SERVER_ENV];
  if (!url)
    throw new Error(`${TEST_SERVER_ENV} is not set: the suite's global setup (server/test/globalSetup.ts) sets it.`);
  return url;
}

/**
 * A fresh database beside the suite's (a copy of `template` when given, else empty); dropped again on
 * `drop`.
 */
export async function createScratchPostgres(
  baseUrl = testServerUrl(),
  template?: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `seller_test_${randomBytes(6).toString('hex')}`;
  await withOwnConnection(baseUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${admin.escapeIdentifier(template)}` : ''}`),
  );
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withOwnConnection(baseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** A migrated database of its own for one test file (a copy of the migrated template), dropped on close. */
export async function openTestDatabase(): Promise<Database> {
  const template = process.env[TEST_TEMPLATE_ENV];
  const scratch = await createScratchPostgres(testServerUrl(), template);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  // Nothing to apply on a copy of the template; the checksums are still checked.
  await migrate(database);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** An empty database (no migration applied) of its own, dropped on close. */
export async function openEmptyTestDatabase(): Promise<Database> {
  const scratch = await createScratchPostgres();
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
