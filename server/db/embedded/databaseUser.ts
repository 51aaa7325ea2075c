import { execFileSync } from 'node:child_process';
import os from 'node:os';

/**
 * Who the embedded PostgreSQL runs as. PostgreSQL refuses to run as root, so under root the app runs it
 * as the system user `seller-db`, made on the first start with `useradd --system --user-group` (no home,
 * no shell, no password: nobody logs in as it). Any other user runs it as itself.
 */
export const DATABASE_SYSTEM_USER = 'seller-db';

export interface DatabaseUser {
  /** For spawn: absent when the app's own user runs the server. */
  uid?: number;
  gid?: number;
  name: string;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function idOf(flag: '-u' | '-g'): number | null {
  try {
    return Number(execFileSync('id', [flag, DATABASE_SYSTEM_USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
  } catch {
    return null;
  }
}

/** The user the server runs as; under root, `seller-db`, made when missing. */
export function databaseUser(): DatabaseUser {
  if (!isRoot()) return { name: os.userInfo().username };
  if (idOf('-u') === null) {
    try {
      execFileSync(
        'useradd',
        [
          '--system',
          '--user-group',
          '--no-create-home',
          '--home-dir',
          '/nonexistent',
          '--shell',
          '/usr/sbin/nologin',
          DATABASE_SYSTEM_USER,
        ],
        { stdio: 'pipe' },
      );
    } catch (error) {
      // Another process (a second test worker) may have made it at the same moment.
      if (idOf('-u') === null)
        throw new Error(
          `PostgreSQL does not run as root, and the user ${DATABASE_SYSTEM_USER} to run it as could not be made ` +
            `(useradd: ${(error as Error).message.trim()}). Make it yourself, run the app as another user, or set DATABASE_URL.`,
        );
    }
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === null || gid === null) throw new Error(`The system user ${DATABASE_SYSTEM_USER} has no id.`);
  return { uid, gid, name: DATABASE_SYSTEM_USER };
}
