import type { Database, RawDatabase, RawTransaction } from '../db/database.js';
import { migrate, readMigrations } from '../db/migrate.js';
import { BackupRefusedError, installIdOf, loadBackupRows, verifyBackup, type BackupHeader } from './backupFile.js';
import {
  appTables,
  emptyTables,
  MIGRATIONS_TABLE,
  resetSequences,
  summarizeTables,
  withForeignKeysAfter,
  type TableSummary,
} from './tableData.js';

/** The migrations a database has had; none for a new one. */
export async function appliedMigrations(trx: RawTransaction): Promise<string[]> {
  const [{ exists }] = await trx.query<{ exists: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS exists`, [
    MIGRATIONS_TABLE,
  ]);
  if (!exists) return [];
  return (await trx.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name`)).map(
    (row) => row.name,
  );
}

/** Which table differs between two summaries (rows or content), or null when all are equal. */
export function firstDifference(expected: TableSummary[], actual: TableSummary[]): string | null {
  const found = new Map(actual.map((table) => [table.name, table]));
  for (const table of expected) {
    const other = found.get(table.name);
    if (!other) return `${table.name}: missing`;
    if (other.rows !== table.rows) return `${table.name}: ${other.rows} rows instead of ${table.rows}`;
    if (other.checksum !== table.checksum) return `${table.name}: the content differs`;
  }
  const extra = actual.find((table) => !expected.some((other) => other.name === table.name) && table.rows > 0);
  return extra ? `${extra.name}: rows the source does not have` : null;
}

/**
 * Copies rows into a database at `header`'s migration level, in one transaction: the tables emptied,
 * the rows written with their ids, the keys checked, the id sequences moved on, and every table's rows
 * and checksum compared with the header's; any difference undoes it all.
 */
export async function loadTables(
  database: RawDatabase,
  expected: TableSummary[],
  load: (trx: RawTransaction) => Promise<void>,
): Promise<void> {
  await database.withRawTransaction(async (trx) => {
    await trx.exec("SET LOCAL TIME ZONE 'UTC'");
    const tables = await appTables(trx);
    await withForeignKeysAfter(trx, async () => {
      await emptyTables(trx, tables);
      await load(trx);
    });
    await resetSequences(trx);
    const difference = firstDifference(expected, await summarizeTables(trx, tables));
    if (difference)
      throw new BackupRefusedError(`The copy does not match its source (${difference}); nothing was changed.`);
  });
}

/**
 * Brings a database to `migrations` (a new one is migrated there; one already there is replaced), or
 * refuses one at another level, which could hold data the copy would drop.
 */
export async function prepareTarget(database: RawDatabase, migrations: string[], what: string): Promise<void> {
  const applied = await database.withRawTransaction(appliedMigrations);
  if (applied.length === 0) {
    const files = readMigrations();
    await migrate(database, files.slice(0, migrations.length));
    return;
  }
  if (applied.join() !== migrations.join()) {
    throw new BackupRefusedError(
      `The database is at migration ${applied.at(-1)} and ${what} at ${migrations.at(-1)}: ` +
        'restore into a new data directory (DATA_DIR) or an empty PostgreSQL database.',
    );
  }
}

/** The install a database is, and what of it a restore would replace. */
export interface InstallHolding {
  installId: string | null;
  records: number;
  tables: number;
  users: string[];
}

async function holdingOf(database: Database): Promise<InstallHolding> {
  return database.withRawTransaction(async (trx) => {
    const tables = await appTables(trx);
    // The installation's own row is there from the first migration on: it is not the seller's data.
    const summaries = (await summarizeTables(trx, tables)).filter((table) => table.name !== 'installation');
    const users = tables.includes('users')
      ? (await trx.query<{ login: string }>('SELECT login FROM users ORDER BY login')).map((row) => row.login)
      : [];
    return {
      installId: await installIdOf(trx),
      records: summaries.reduce((sum, table) => sum + table.rows, 0),
      tables: summaries.filter((table) => table.rows > 0).length,
      users,
    };
  });
}

export interface RestoreOptions {
  /** Replace a database that holds another install's data (`--from-another-install`). */
  fromAnotherInstall?: boolean;
}

export interface Restored {
  header: BackupHeader;
  /** What the restore replaced, when the database was of another install. */
  replacedInstall: InstallHolding | null;
}

/**
 * Restores a backup file (checked whole before anything is written), then brings the database to this
 * app's migrations. A refused file changes nothing. Over a database in use (it has users), the backup
 * must be of the same install (a step back in its own history) unless `fromAnotherInstall` says to
 * replace that install's users, cabinet and history; the refusal says what would be replaced.
 */
export async function restoreBackup(database: Database, file: string, options: RestoreOptions = {}): Promise<Restored> {
  const known = readMigrations().map((migration) => migration.name);
  const header = await verifyBackup(file, known);
  const holding = (await database.withRawTransaction(appliedMigrations)).length > 0 ? await holdingOf(database) : null;
  // A database someone has an account in is an install in use; a new or never-started one is not.
  const another = holding !== null && holding.users.length > 0 && (header.installId ?? null) !== holding.installId;
  if (another && !options.fromAnotherInstall) {
    throw new BackupRefusedError(
      `The backup is of another install (${header.installId ?? 'written before installs were named'}, ` +
        `taken ${header.createdAt}); this database is install ${holding.installId ?? 'unnamed'} with ` +
        `${holding.records} records in ${holding.tables} tables and the users ${holding.users.join(', ') || '(none)'}. ` +
        'Restoring would replace all of it: run again with --from-another-install to do so.',
    );
  }
  await prepareTarget(database, header.migrations, 'the backup');
  await loadTables(database, header.tables, (trx) => loadBackupRows(trx, file));
  await migrate(database);
  return { header, replacedInstall: another ? holding : null };
}
