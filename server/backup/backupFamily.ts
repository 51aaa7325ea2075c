import path from 'node:path';
import type { BackupResult } from '../../contracts/backup.js';
import type { Database } from '../db/database.js';
import { appVersion } from '../db/migrate.js';
import type { JobDefinition } from '../jobs/jobEngine.js';
import { writeBackup } from './backupFile.js';
import { pruneBackups } from './backupStore.js';
import type { RetentionPolicy } from './retention.js';

/**
 * The daily backup as a job of the sync engine (03:15 Moscow time by default; run from the sync screen
 * or `npm run backup` too): the whole database at one moment into the backups folder, then the older
 * backups beyond the retention removed.
 */
export function backupFamily(database: Database, dir: string, retention: RetentionPolicy): JobDefinition {
  return {
    kind: 'BackupDatabase',
    prerequisites: [],
    defaultCron: '15 3 * * *',
    run: async ({ progress }): Promise<BackupResult> => {
      const written = await writeBackup(database, dir, appVersion(), (_table, done, total) =>
        progress.advance(done === 0 ? 0 : 1, total),
      );
      progress.advance(1);
      const removed = pruneBackups(dir, retention);
      return {
        File: path.basename(written.file),
        Bytes: written.bytes,
        CreatedAt: written.header.createdAt,
        Migration: written.header.migrations.at(-1) ?? '',
        Tables: written.header.tables.length,
        Rows: written.header.tables.reduce((sum, table) => sum + table.rows, 0),
        Removed: removed,
      };
    },
  };
}
