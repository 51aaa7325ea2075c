// `npm run backup`: a backup of the database into DATA_DIR/backups (or BACKUP_DIR).
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BackupResult } from '../../contracts/backup.js';
import { loadConfig } from '../config.js';
import { DatabaseLockedError, openDatabase, type Database } from '../db/database.js';
import { appVersion } from '../db/migrate.js';
import { databaseTargetOf } from '../db/openFromConfig.js';
import { writeBackup } from './backupFile.js';
import { backupDirOf } from './backupStore.js';
import { failure, logIn, SERVER_OPTIONS, serverOf } from '../cli/serverCalls.js';
import { existingDataDir, sizeText } from './cliText.js';

const USAGE = `Usage: npm run backup [-- options]

Writes a backup of the whole database, as it is at one moment, into DATA_DIR/backups (or BACKUP_DIR).
PostgreSQL (DATABASE_URL) and a stopped server are read directly. While the server runs on the embedded
database it alone can read it, so the backup is asked of it:

  --url <url>          the running back-office (default http://127.0.0.1:$PORT, PORT defaulting to 8080)
  --login <login>      default $SELLER_ADMIN_LOGIN
  --password <pwd>     default $SELLER_ADMIN_PASSWORD
`;

/** Asks the running server for a backup (its job writes it into the server's backups folder). */
async function backupThroughServer(options: ReturnType<typeof serverOf>): Promise<BackupResult> {
  if (!options.login || !options.password) {
    throw new Error(
      `The server holds the embedded database: give --login and --password (or SELLER_ADMIN_LOGIN/PASSWORD) to ask it.\n\n${USAGE}`,
    );
  }
  const base = options.baseUrl.replace(/\/+$/, '');
  const token = await logIn(base, options.login, options.password);
  const response = await fetch(`${base}/v1/Backup/CreateBackup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw await failure(response, 'CreateBackup');
  return (await response.json()) as BackupResult;
}

async function main() {
  const { values } = parseArgs({
    options: {
      ...SERVER_OPTIONS,
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(USAGE);
  const config = loadConfig();
  const dir = backupDirOf(config);
  let database: Database;
  try {
    // The embedded database must exist: opening one would make it empty.
    if (!config.DATABASE_URL) existingDataDir(config.dataDir);
    database = await openDatabase(databaseTargetOf(config));
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    const result = await backupThroughServer(serverOf(values, process.env));
    console.log(
      `Backup written by the running server: ${path.join(dir, result.File)} (${sizeText(result.Bytes)}, ${result.Rows} records).`,
    );
    return;
  }
  try {
    const written = await writeBackup(database, dir, appVersion());
    const rows = written.header.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written: ${written.file} (${sizeText(written.bytes)}, ${rows} records, sha256 ${written.sha256}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
