import fs from 'node:fs';

/**
 * A directory only its owner may enter (0700), made or tightened: the data directory (the embedded
 * database, the keys) and the backups hold the seller's whole business, and other local users have no
 * business reading them. A directory the process does not own keeps its mode (it cannot change it).
 * 0710 stays: under root the embedded database's own user passes through DATA_DIR by its group
 * (embedded/embeddedServer.ts), and may list or read nothing there.
 */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (process.platform === 'win32') return;
  try {
    const mode = fs.statSync(dir).mode & 0o777;
    if (mode !== 0o700 && mode !== 0o710) fs.chmodSync(dir, 0o700);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

/** Files the app writes there are the owner's alone (0600). */
export const PRIVATE_FILE_MODE = 0o600;
