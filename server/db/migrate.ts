import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../projectRoot.js';
import type { RawDatabase } from './database.js';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;
// Any fixed number: serialises migrators of several processes sharing one PostgreSQL database.
const MIGRATION_LOCK_KEY = 742_118_905;

/** The database's migrations go beyond this app's: a newer version wrote it. */
export class NewerDatabaseError extends Error {}

/** This app's version (package.json), as backups and refusals name it. */
export function appVersion(): string {
  const manifest = path.join(PROJECT_ROOT, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => {
      if (!MIGRATION_NAME.test(name)) throw new Error(`Migration file name ${name} is not NNNN_name.sql`);
      const sql = fs.readFileSync(path.join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** Applies pending migrations in order, all in one transaction; returns the names applied. */
export async function migrate(database: RawDatabase, migrations = readMigrations()): Promise<string[]> {
  return database.withRawTransaction(async (trx) => {
    await trx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await trx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Map(
      (await trx.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations')).map(
        (row) => [row.name, row.checksum],
      ),
    );
    // A database a newer app has migrated may hold what this one does not know: refuse, do not guess.
    const known = new Set(migrations.map((migration) => migration.name));
    const newer = [...applied.keys()].filter((name) => !known.has(name)).sort();
    if (newer.length > 0) {
      throw new NewerDatabaseError(
        `The database was written by a newer version of the app (its migrations go up to ${newer.at(-1)}); ` +
          `this version (${appVersion()}) knows migrations up to ${[...known].sort().at(-1)}. Start the newer version, ` +
          'or restore a backup made by this one.',
      );
    }
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was edited after it was applied; add a new migration instead`);
        }
        continue;
      }
      try {
        await trx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      await trx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      done.push(migration.name);
    }
    return done;
  });
}
