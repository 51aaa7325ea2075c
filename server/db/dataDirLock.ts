import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DatabaseLockedError extends Error {}

/** A lock whose owner stopped refreshing it is stale after this long, wherever the owner ran. */
const STALE_MS = 15_000;
const OWNER_FILE = 'owner.json';

interface Owner {
  pid: number;
  host: string;
}

/** Lock directories this process holds: its own pid in a lock it does not hold is a previous life's. */
const held = new Set<string>();

type Callback = (error: NodeJS.ErrnoException | null) => void;

/**
 * proper-lockfile's lock is a directory made with mkdir. The owner's pid and host go inside it as it
 * is made, before proper-lockfile stamps the directory's mtime, and leave with it.
 */
const ownerWritingFs = {
  ...fs,
  mkdir(dir: string, callback: Callback) {
    fs.mkdir(dir, (error) => {
      if (error) return callback(error);
      const owner: Owner = { pid: process.pid, host: os.hostname() };
      fs.writeFile(path.join(dir, OWNER_FILE), JSON.stringify(owner), (writeError) => {
        if (writeError) fs.rm(dir, { recursive: true, force: true }, () => callback(writeError));
        else callback(null);
      });
    });
  },
  rmdir(dir: string, callback: Callback) {
    fs.rm(dir, { recursive: true }, callback);
  },
};

function readOwner(lockPath: string): Owner | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(lockPath, OWNER_FILE), 'utf8')) as Owner;
  } catch {
    return null; // a lock being taken right now, or one from before owners were written
  }
}

/** True only when the owner is certainly dead: on this host, and its pid answers ESRCH. */
function ownerIsGone(lockPath: string, owner: Owner | null): boolean {
  if (!owner || owner.host !== os.hostname() || !Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  if (owner.pid === process.pid) return !held.has(lockPath);
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function acquire(dataDir: string, lockPath: string): Promise<() => Promise<void>> {
  const release = await lockfile.lock(dataDir, {
    lockfilePath: lockPath,
    stale: STALE_MS,
    update: 5_000,
    fs: ownerWritingFs,
    onCompromised: (error) => {
      throw new DatabaseLockedError(`Lost the lock on ${dataDir}: ${error.message}`);
    },
  });
  held.add(lockPath);
  return async () => {
    held.delete(lockPath);
    await release();
  };
}

/**
 * PGlite is single-process: a second server on the same directory must stop, not corrupt it. A lock
 * left by a process that was killed (kill -9, a power cut) is taken over at once when its pid is gone
 * from this host; otherwise it expires after STALE_MS.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'database.lock');
  const locked = (owner: Owner | null) =>
    new DatabaseLockedError(
      `The data directory ${dataDir} is in use by another process of this app` +
        `${owner ? ` (pid ${owner.pid} on ${owner.host})` : ''}. Stop that process first, ` +
        'or start this one with another DATA_DIR or a DATABASE_URL.',
    );
  try {
    return await acquire(dataDir, lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = readOwner(lockPath);
    if (!ownerIsGone(lockPath, owner)) throw locked(owner);
    fs.rmSync(lockPath, { recursive: true, force: true });
    try {
      return await acquire(dataDir, lockPath);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw locked(readOwner(lockPath));
      throw again;
    }
  }
}
