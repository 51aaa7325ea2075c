import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { MIGRATED_SNAPSHOT_ENV, onPostgres } from './testDatabase.js';

/**
 * Vitest's global setup: boots and migrates one PGlite, and leaves its tarball for every test file's
 * database to start from (the workers inherit the environment variable naming it).
 */
export default async function setup(): Promise<() => void> {
  if (onPostgres) return () => {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ kind: 'memory' });
  try {
    await migrate(database);
    fs.writeFileSync(file, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  process.env[MIGRATED_SNAPSHOT_ENV] = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
