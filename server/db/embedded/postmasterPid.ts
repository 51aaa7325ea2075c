import fs from 'node:fs';
import path from 'node:path';

/** What PostgreSQL writes in `postmaster.pid` while it runs: the lock on its data directory. */
export interface Postmaster {
  pid: number;
  port: number;
  /** `starting`, `stopping`, `ready` or `standby`, once the server has got that far. */
  status: string;
}

/** The postmaster.pid of a data directory, or null when there is none (the server is stopped). */
export function readPostmasterPid(pgdata: string): Postmaster | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Lines: pid, data directory, start time, port, socket directory, listen address, shared memory key, status.
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

/**
 * Whether that postmaster still runs: its process is alive and (where /proc tells) is a PostgreSQL,
 * not another program that got the number of a postmaster killed long ago.
 */
export function postmasterAlive(postmaster: Postmaster): boolean {
  try {
    process.kill(postmaster.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return fs.readFileSync(`/proc/${postmaster.pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true;
  }
}
