import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.js';
import { isBackupFileName } from './backupFile.js';
import { backupsToKeep, type RetentionPolicy } from './retention.js';

/** A backup file in the backups folder, as its manifest describes it. */
export interface StoredBackup {
  file: string;
  bytes: number;
  createdAt: Date;
}

/** Where backups go: BACKUP_DIR, else DATA_DIR/backups. */
export const backupDirOf = (config: Pick<AppConfig, 'BACKUP_DIR' | 'dataDir'>) =>
  config.BACKUP_DIR ? path.resolve(config.BACKUP_DIR) : path.join(config.dataDir, 'backups');

/** The complete backups in a folder (each with its manifest), newest first. */
export function listBackups(dir: string): StoredBackup[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => isBackupFileName(name) && fs.existsSync(path.join(dir, `${name}.json`)))
    .map((name) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8')) as {
        bytes: number;
        createdAt: string;
      };
      return { file: path.join(dir, name), bytes: manifest.bytes, createdAt: new Date(manifest.createdAt) };
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Removes the backups (and their manifests) the policy does not keep; answers the files removed. */
export function pruneBackups(dir: string, policy: RetentionPolicy): string[] {
  const all = listBackups(dir);
  const kept = new Set(backupsToKeep(all, policy));
  const removed = all.filter((backup) => !kept.has(backup));
  for (const backup of removed) {
    fs.rmSync(backup.file, { force: true });
    fs.rmSync(`${backup.file}.json`, { force: true });
  }
  return removed.map((backup) => path.basename(backup.file));
}
