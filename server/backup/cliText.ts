import fs from 'node:fs';
import path from 'node:path';
import { DatabaseLockedError } from '../db/database.js';
import { CLUSTER_DIR } from '../db/embedded/embeddedServer.js';
import { PGLITE_DIR } from '../db/embedded/moveFromPglite.js';
import { BackupRefusedError } from './backupFile.js';

/** A size in the command-line tools' output: «3.2 MB». */
export function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Opening a database another process holds: say which and what to do. */
export const STOP_THE_SERVER =
  'The server is running on this data directory and holds the embedded database: stop it first (Ctrl+C where it runs).';

/**
 * The data directory of an embedded database (or of a PGlite one an earlier release left, which moves on
 * opening), refused when there is none: opening would make an empty one.
 */
export function existingDataDir(dataDir: string): string {
  if (
    ![path.join(CLUSTER_DIR, 'PG_VERSION'), path.join(PGLITE_DIR, 'PG_VERSION')].some((file) =>
      fs.existsSync(path.join(dataDir, file)),
    )
  ) {
    throw new Error(`There is no database in ${dataDir}: set DATA_DIR to the server's data directory.`);
  }
  return dataDir;
}

/** How a backup tool ends on a failure: what the seller should do, and exit code 1. */
export function exitWithFailure(error: unknown, nothingDone: string): never {
  if (error instanceof DatabaseLockedError) console.error(STOP_THE_SERVER);
  else if (error instanceof BackupRefusedError) console.error(`Refused, ${nothingDone}: ${error.message}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
