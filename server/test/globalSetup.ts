import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildServer } from '../../scripts/builds.mjs';
import { PROJECT_ROOT } from '../projectRoot.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { TEMPLATE_ENV } from './pgliteTemplates.js';
import { BUILT_PRICE_LIST_THREAD_ENV } from '../price-analysis/priceListThreads.js';
import { BUILT_PGLITE_THREAD_ENV } from '../db/pgliteOnThread.js';
import { BUILT_SERVER_ENV } from './realServer.js';
import { onPostgres } from './testDatabase.js';

async function writeSnapshot(snapshot: Blob, file: string): Promise<void> {
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
}

/**
 * The server as `npm start` runs it (JavaScript, no tsx to compile it at every start), for the tests
 * that start it as a process (realServer.ts): in the project, where its packages resolve, and apart
 * from the .build of `npm start`, which the end-to-end suite may be writing at the same moment.
 */
async function buildServerForTests(): Promise<string> {
  const dir = path.join(PROJECT_ROOT, 'node_modules', '.cache', `seller-test-server-${randomBytes(4).toString('hex')}`);
  await buildServer(PROJECT_ROOT, dir);
  process.env[BUILT_SERVER_ENV] = path.join(dir, 'server', 'main.js');
  process.env[BUILT_PGLITE_THREAD_ENV] = path.join(dir, 'server', 'db', 'pgliteThread.js');
  process.env[BUILT_PRICE_LIST_THREAD_ENV] = path.join(dir, 'server', 'price-analysis', 'priceListThread.js');
  return dir;
}

/**
 * Vitest's global setup: runs PGlite's initdb once and leaves two tarballs (unmigrated, migrated) and a
 * data directory for the test files' databases to start from (pgliteTemplates.ts); builds the server
 * the real-server tests start.
 */
export default async function setup(): Promise<() => void> {
  if (onPostgres) return () => {};
  const serverBuilt = buildServerForTests();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-pglite-'));
  const files = {
    emptyDataDir: path.join(dir, 'data'),
    emptySnapshot: path.join(dir, 'empty.tar'),
    migratedSnapshot: path.join(dir, 'migrated.tar'),
  };
  const database = await openDatabase({ kind: 'memory' });
  try {
    await writeSnapshot(await database.snapshot!(), files.emptySnapshot);
    await migrate(database);
    await writeSnapshot(await database.snapshot!(), files.migratedSnapshot);
  } finally {
    await database.close();
  }
  // The snapshot is a tarball of PGlite's PGDATA, which a data directory keeps in pgdata/ (database.ts).
  const pgdata = path.join(files.emptyDataDir, 'pgdata');
  fs.mkdirSync(pgdata, { recursive: true });
  execFileSync('tar', ['-xf', files.emptySnapshot, '-C', pgdata]);
  const serverDir = await serverBuilt;
  for (const name of Object.keys(files) as (keyof typeof files)[]) process.env[TEMPLATE_ENV[name]] = files[name];
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(serverDir, { recursive: true, force: true });
  };
}
