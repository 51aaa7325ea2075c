import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { privateDir } from './privateDir.js';

export class DatabaseLockedError extends Error {}

/**
 * PGlite is single-process: two servers on one data directory would corrupt it. The directory is held
 * by a socket its server listens on (`database.lock.sock` in the directory; a named pipe on Windows):
 * the operating system closes it when the process dies, however it dies, and never while it lives,
 * however busy or paused it is. No clock decides. A second opener finds the socket answering and stops;
 * a socket file left by a killed process answers nothing and is taken over at once. Being a file in the
 * directory, it is seen by every process that sees the directory on this machine, containers too.
 */
const SOCKET = 'database.lock.sock';
/** Made for the moment of taking a dead owner's socket over, so that two openers cannot both take it. */
const TAKEOVER = 'database.lock.takeover';
const OWNER_FILE = 'database.owner.json';

interface Owner {
  pid: number;
  host: string;
}

/** Where the socket is reached: its path, shortened through the directory's descriptor where too long. */
function socketAddress(dataDir: string): { address: string; done: () => void } {
  if (process.platform === 'win32') {
    const key = createHash('sha256').update(fs.realpathSync(dataDir).toLowerCase()).digest('hex').slice(0, 32);
    return { address: `\\\\?\\pipe\\seller-backoffice-${key}`, done: () => {} };
  }
  const full = path.join(path.resolve(dataDir), SOCKET);
  // A socket's path holds at most 104–108 bytes; Linux reaches a longer one through /proc/self/fd.
  if (Buffer.byteLength(full) < 100 || process.platform !== 'linux') return { address: full, done: () => {} };
  const fd = fs.openSync(dataDir, 'r');
  return { address: `/proc/self/fd/${fd}/${SOCKET}`, done: () => fs.closeSync(fd) };
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

/** Whether a process listens on the socket: a dead owner's file refuses the connection. */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT'),
    );
  });
}

function readOwner(dataDir: string): Owner | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_FILE), 'utf8')) as Owner;
  } catch {
    return null;
  }
}

const lockedError = (dataDir: string) => {
  const owner = readOwner(dataDir);
  return new DatabaseLockedError(
    `The data directory ${dataDir} is in use by another process of this app` +
      `${owner ? ` (pid ${owner.pid} on ${owner.host})` : ''}. Stop that process first, ` +
      'or start this one with another DATA_DIR or a DATABASE_URL.',
  );
};

/** Takes a dead owner's socket file over, one opener at a time. */
async function takeOver(dataDir: string, address: string): Promise<net.Server> {
  const takeover = path.join(dataDir, TAKEOVER);
  try {
    fs.mkdirSync(takeover);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new DatabaseLockedError(
      `Another process is opening the data directory ${dataDir} right now. If none is, remove ${takeover} and start again.`,
    );
  }
  try {
    // Checked again inside: the opener before may have taken it over meanwhile.
    if (await answers(address)) throw lockedError(dataDir);
    fs.rmSync(address, { force: true });
    return await listen(address);
  } finally {
    fs.rmSync(takeover, { recursive: true, force: true });
  }
}

/** Holds the data directory for this process until the returned release is called (or the process ends). */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  privateDir(dataDir);
  const { address, done } = socketAddress(dataDir);
  let server: net.Server;
  try {
    try {
      server = await listen(address);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (process.platform === 'win32' || (await answers(address))) throw lockedError(dataDir);
      server = await takeOver(dataDir, address);
    }
  } catch (error) {
    done();
    throw error;
  }
  const owner: Owner = { pid: process.pid, host: os.hostname() };
  fs.writeFileSync(path.join(dataDir, OWNER_FILE), JSON.stringify(owner));
  return async () => {
    // Closing a socket on a path removes its file.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    done();
  };
}
