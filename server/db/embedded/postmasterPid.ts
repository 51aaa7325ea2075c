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

/** A process's state and parent from /proc (Linux), or null where it is gone or /proc is absent. */
function processStat(pid: number): { state: string; parent: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state ppid ...": the name may hold spaces and parentheses, so read after the last ')'.
    const [state, parent] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: state!, parent: Number(parent) };
  } catch {
    return null;
  }
}

/**
 * Clears what a killed postmaster leaves behind, before a new one starts in its directory: its server
 * processes end soon after it (they watch for its death), and are waited for, since they still hold
 * the shared memory. Where nothing reaps the dead (PID 1 of a container without an init), the
 * postmaster stays a zombie whose number PostgreSQL takes for a live server; its postmaster.pid is then
 * removed, once no process of it is left.
 */
export async function clearDeadPostmaster(pgdata: string, dead: Postmaster, timeoutMs = 30_000): Promise<void> {
  if (!fs.existsSync('/proc/self/stat')) return;
  const until = Date.now() + timeoutMs;
  const livingChildren = () =>
    fs
      .readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((name) => {
        const stat = processStat(Number(name));
        return stat !== null && stat.parent === dead.pid && stat.state !== 'Z';
      });
  for (let left = livingChildren(); left.length; left = livingChildren()) {
    if (Date.now() > until)
      throw new Error(
        `The processes ${left.join(', ')} of a stopped PostgreSQL (pid ${dead.pid}) still run in ${pgdata}: stop them first.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (processStat(dead.pid)?.state === 'Z') fs.rmSync(path.join(pgdata, 'postmaster.pid'), { force: true });
}
