import { BackupRefusedError } from '../backup/backupFile.js';
import type { Database } from './database.js';

/**
 * "A server of this app runs on this database": every server holds this advisory lock shared for its
 * whole life, and a restore takes it exclusively, so neither starts while the other runs.
 */
export const SERVER_PRESENCE_LOCK = 0x5e11e2_0001;

export class RestoreRunningError extends Error {}

/** Holds the presence lock for a server's life; refused while a restore runs on the database. */
export async function announceServer(database: Database): Promise<() => Promise<void>> {
  const release = await database.trySessionLock(SERVER_PRESENCE_LOCK, 'shared');
  if (!release) {
    throw new RestoreRunningError(
      'A restore is running on this database (npm run restore): start the server when it has finished.',
    );
  }
  return release;
}

/**
 * Runs `work` (a restore) while no server runs on the database, and keeps servers from starting until
 * it is done; refused, with nothing changed, while one runs.
 */
export async function withNoServerOn<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const release = await database.trySessionLock(SERVER_PRESENCE_LOCK, 'exclusive');
  if (!release) {
    throw new BackupRefusedError(
      'A server is running on this database: stop every server on it first, ' +
        'then restore. A restore under a running server would pull its data from under its jobs.',
    );
  }
  try {
    return await work();
  } finally {
    await release();
  }
}
