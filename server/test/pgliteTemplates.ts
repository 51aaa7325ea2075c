import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/database.js';

/**
 * PGlite's initdb costs about five seconds of CPU for every new database; from a tarball one opens in
 * about one. The global setup (globalSetup.ts) runs initdb once and leaves what the files start from,
 * named by these variables, which the workers inherit.
 */
export const TEMPLATE_ENV = {
  /** A tarball of an initialised PGlite with every migration applied. */
  migratedSnapshot: 'TEST_PGLITE_SNAPSHOT',
  /** A tarball of an initialised PGlite with no migration applied. */
  emptySnapshot: 'TEST_PGLITE_EMPTY_SNAPSHOT',
  /** A data directory (as DATA_DIR holds one) with an initialised PGlite and no migration applied. */
  emptyDataDir: 'TEST_PGLITE_DATA_DIR',
} as const;

function snapshotOf(name: keyof typeof TEMPLATE_ENV): Blob | undefined {
  const file = process.env[TEMPLATE_ENV[name]];
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** An in-memory PGlite with the schema of every migration (run them after: none is left to apply). */
export function openMigratedMemoryDatabase(): Promise<Database> {
  return openDatabase({ kind: 'memory', snapshot: snapshotOf('migratedSnapshot') });
}

/** An in-memory PGlite as initdb leaves it: no migration applied. */
export function openEmptyMemoryDatabase(): Promise<Database> {
  return openDatabase({ kind: 'memory', snapshot: snapshotOf('emptySnapshot') });
}

/**
 * A new data directory for a server or `openDatabase({ kind: 'pglite' })` whose PGlite is initialised
 * and unmigrated: a first start as a seller's, less initdb (pgliteOnThread.test.ts runs initdb itself).
 */
export function freshDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = process.env[TEMPLATE_ENV.emptyDataDir];
  if (template) fs.cpSync(template, dir, { recursive: true });
  return dir;
}
