import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildServer } from '../../scripts/builds.mjs';
import { PROJECT_ROOT } from '../projectRoot.js';
import { openDatabase } from '../db/database.js';
import { startEmbeddedServer, type EmbeddedServer } from '../db/embedded/embeddedServer.js';
import { migrate } from '../db/migrate.js';
import { BUILT_PRICE_LIST_THREAD_ENV } from '../price-analysis/priceListThreads.js';
import { BUILT_SERVER_ENV } from './realServer.js';
import { createScratchPostgres, TEST_SERVER_ENV, TEST_TEMPLATE_ENV } from './testDatabase.js';

/**
 * The server as `npm start` runs it (JavaScript, no tsx to compile it at every start), for the tests
 * that start it as a process (realServer.ts): in the project, where its packages resolve, and apart
 * from the .build of `npm start`, which the end-to-end suite may be writing at the same moment.
 */
async function buildServerForTests(): Promise<string> {
  const dir = path.join(PROJECT_ROOT, 'node_modules', '.cache', `seller-test-server-${randomBytes(4).toString('hex')}`);
  await buildServer(PROJECT_ROOT, dir);
  process.env[BUILT_SERVER_ENV] = path.join(dir, 'server', 'main.js');
  process.env[BUILT_PRICE_LIST_THREAD_ENV] = path.join(dir, 'server', 'price-analysis', 'priceListThread.js');
  return dir;
}

/**
 * Vitest's global setup: the suite's PostgreSQL (TEST_DATABASE_URL, or an embedded one started for the
 * run in a temporary directory), a database migrated once that every test file's database copies
 * (testDatabase.ts), and the server the real-server tests start. The workers inherit the variables.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverBuilt = buildServerForTests();
  let embedded: { server: EmbeddedServer; dir: string } | undefined;
  if (!process.env[TEST_SERVER_ENV]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-test-pg-'));
    embedded = { server: await startEmbeddedServer({ dataDir: dir, purpose: 'test' }), dir };
    process.env[TEST_SERVER_ENV] = embedded.server.urlOf('postgres');
  }
  const template = await createScratchPostgres();
  const database = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 2 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  process.env[TEST_TEMPLATE_ENV] = template.name;
  const serverDir = await serverBuilt;
  return async () => {
    fs.rmSync(serverDir, { recursive: true, force: true });
    await template.drop();
    if (embedded) {
      await embedded.server.stop();
      fs.rmSync(embedded.dir, { recursive: true, force: true });
    }
  };
}
