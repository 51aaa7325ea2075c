import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { DATABASE_SYSTEM_USER } from './databaseUser.js';
import {
  CLUSTER_DIR,
  DatabaseLockedError,
  PASSWORD_FILE,
  startEmbeddedServer,
  stopServerLeftIn,
} from './embeddedServer.js';
import { readPostmasterPid } from './postmasterPid.js';

const HOLDER = fileURLToPath(new URL('./testing/holdEmbedded.ts', import.meta.url));
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const isRoot = process.getuid?.() === 0;

/** A process that holds the embedded database of `dataDir` after committing `note`, until killed. */
async function holdInAnotherProcess(dataDir: string, note: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dataDir, note], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

/** Processes running a postmaster on this cluster (Linux: read from /proc). */
function postmastersOn(pgdata: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return args[0].endsWith('/postgres') && args.includes(pgdata);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.skipIf(process.platform === 'win32')('the embedded PostgreSQL', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) {
      await stopServerLeftIn(dir);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-embedded-'));
    dirs.push(dir);
    return dir;
  };

  it('is made on the first start, keeps its data across a restart, and stops with its owner', async () => {
    const dir = dataDir();
    const first = await openDatabase({ kind: 'embedded', dataDir: dir, purpose: 'test' });
    await sql`CREATE TABLE kept (name text)`.execute(first.db);
    await sql`INSERT INTO kept VALUES ('Кухня')`.execute(first.db);
    await first.close();
    const pgdata = path.join(dir, CLUSTER_DIR);
    expect(readPostmasterPid(pgdata)).toBeNull();

    const second = await openDatabase({ kind: 'embedded', dataDir: dir, purpose: 'test' });
    const rows = await sql<{ name: string }>`SELECT name FROM kept`.execute(second.db);
    expect(rows.rows).toEqual([{ name: 'Кухня' }]);
    // Unicode case rules whatever the machine's locales: a Cyrillic name is found in any case.
    const found = await sql<{ hit: boolean }>`SELECT 'Ёлка' ILIKE '%ёлк%' AS hit`.execute(second.db);
    expect(found.rows).toEqual([{ hit: true }]);
    await second.close();

    expect(modeOf(path.join(dir, PASSWORD_FILE))).toBe(0o600);
    expect(modeOf(pgdata)).toBe(0o700);
    expect(modeOf(dir)).toBe(isRoot ? 0o710 : 0o700);
  });

  it.skipIf(!isRoot)('runs as its own unprivileged user under root, which may only pass through DATA_DIR', async () => {
    const dir = dataDir();
    const server = await startEmbeddedServer({ dataDir: dir, purpose: 'test' });
    try {
      const postmaster = readPostmasterPid(path.join(dir, CLUSTER_DIR))!;
      const status = fs.readFileSync(`/proc/${postmaster.pid}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)![1]);
      expect(uid).not.toBe(0);
      expect(fs.statSync(path.join(dir, CLUSTER_DIR)).uid).toBe(uid);
      expect(fs.readFileSync('/etc/passwd', 'utf8')).toMatch(new RegExp(`^${DATABASE_SYSTEM_USER}:x:${uid}:`, 'm'));
      // The password file and the app's keys stay root's own.
      expect(fs.statSync(path.join(dir, PASSWORD_FILE)).uid).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it("refuses a second owner, naming the first; a tool joins and leaves the owner's server running", async () => {
    const dir = dataDir();
    const owner = await startEmbeddedServer({ dataDir: dir, purpose: 'test' });
    try {
      const second = startEmbeddedServer({ dataDir: dir, purpose: 'test' });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(
        new RegExp(`Another process uses the database in .*owner pid ${process.pid}`),
      );

      const tool = await startEmbeddedServer({ dataDir: dir, purpose: 'test', whenOwned: 'join' });
      expect(tool.how).toBe('joined');
      await tool.stop();
      const still = readPostmasterPid(path.join(dir, CLUSTER_DIR));
      expect(still?.status).toBe('ready');
    } finally {
      await owner.stop();
    }
  });

  it('after kill -9 of its owner, the next start takes the same server over: no second server, no lost write', async () => {
    const dir = dataDir();
    const pgdata = path.join(dir, CLUSTER_DIR);
    const holder = await holdInAnotherProcess(dir, 'before the kill');
    const orphan = readPostmasterPid(pgdata)!;
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(postmastersOn(pgdata)).toEqual([orphan.pid]);

    const said: string[] = [];
    const next = await openDatabase({
      kind: 'embedded',
      dataDir: dir,
      purpose: 'test',
      say: (line) => said.push(line),
    });
    try {
      expect(said.join('\n')).toContain(`Took over the database server a stopped app left running (pid ${orphan.pid})`);
      expect(postmastersOn(pgdata)).toEqual([orphan.pid]);
      expect(next.soleServer).toBe(true);
      const rows = await sql<{ note: string }>`SELECT note FROM written`.execute(next.db);
      expect(rows.rows).toEqual([{ note: 'before the kill' }]);
    } finally {
      await next.close();
    }
    expect(postmastersOn(pgdata)).toEqual([]);
  });

  it('after kill -9 of its owner and of the server itself, the next start recovers it with every committed write', async () => {
    const dir = dataDir();
    const pgdata = path.join(dir, CLUSTER_DIR);
    const holder = await holdInAnotherProcess(dir, 'before both were killed');
    const killed = readPostmasterPid(pgdata)!;
    holder.kill('SIGKILL');
    process.kill(killed.pid, 'SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));

    // At once, while the dead server's processes may still be ending (and, without an init to reap it,
    // its number stays taken by a zombie).
    const next = await openDatabase({ kind: 'embedded', dataDir: dir, purpose: 'test' });
    try {
      const rows = await sql<{ note: string }>`SELECT note FROM written`.execute(next.db);
      expect(rows.rows).toEqual([{ note: 'before both were killed' }]);
      expect(postmastersOn(pgdata)).toHaveLength(1);
      expect(postmastersOn(pgdata)).not.toContain(killed.pid);
    } finally {
      await next.close();
    }
  });
});
