import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase } from './database.js';
import { lockDataDir } from './dataDirLock.js';
import { freshDataDir } from '../test/pgliteTemplates.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Another server process: opens the data directory, says so, and waits to be killed. */
function holdDataDir(dataDir: string) {
  const database = path.join(ROOT, 'server/db/database.ts');
  const script = `
    const { openDatabase } = await import(${JSON.stringify(database)});
    await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
    console.log('open');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const opened = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
    child.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  const killed = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, opened, kill: () => (child.kill('SIGKILL'), killed) };
}

describe('the data directory lock', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const tempDir = () => {
    const dir = freshDataDir('seller-lock-');
    dirs.push(dir);
    return dir;
  };

  it('is taken over at once when the process holding it was killed (kill -9)', async () => {
    const dataDir = tempDir();
    const holder = holdDataDir(dataDir);
    try {
      await holder.opened;
      // While the holder lives, the directory is refused, naming it.
      const refused = openDatabase({ kind: 'pglite', dataDir });
      await expect(refused).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(refused).rejects.toThrow(`pid ${holder.child.pid}`);
    } finally {
      await holder.kill();
    }
    const started = Date.now();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
      // And the new owner's lock holds against the next opener.
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('stays with a holder that is paused, however old its files look (never taken by the clock)', async () => {
    const dataDir = tempDir();
    const holder = holdDataDir(dataDir);
    try {
      await holder.opened;
      // A server stopped by SIGSTOP (or too busy to refresh anything) still holds the directory.
      holder.child.kill('SIGSTOP');
      const minuteAgo = new Date(Date.now() - 60_000);
      for (const name of fs.readdirSync(dataDir)) fs.utimesSync(path.join(dataDir, name), minuteAgo, minuteAgo);
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
      holder.child.kill('SIGCONT');
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    } finally {
      await holder.kill();
    }
  }, 60_000);

  it('is held by this process against itself until released, and free after', async () => {
    const dataDir = tempDir();
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DatabaseLockedError);
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('reaches a directory whose path is longer than a socket path may be', async () => {
    const dataDir = path.join(tempDir(), 'a-long-directory-name-'.repeat(6));
    const release = await lockDataDir(dataDir);
    try {
      await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DatabaseLockedError);
    } finally {
      await release();
    }
  });
});
