import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase } from './database.js';
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

  it('keeps a lock whose owner is unknown until it goes stale', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'database.lock'));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
  });
});
