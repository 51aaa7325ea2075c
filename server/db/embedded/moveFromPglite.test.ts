import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDatabase } from '../../backup/moveToPostgres.js';
import { buildDemoAppWithData, MAIN_READS, readMethod } from '../../test/mainReads.js';
import { removeDataDir, startRealServer, tempDataDir } from '../../test/realServer.js';
import { buildDemoTestApp } from '../../test/testApp.js';
import { withOwnConnection } from '../ownConnection.js';
import { startEmbeddedServer } from './embeddedServer.js';
import { moveFromPglite, openPgliteDirectory, PGLITE_DIR, rawPglite } from './moveFromPglite.js';

type DemoApp = Awaited<ReturnType<typeof buildDemoTestApp>>;

/** A data directory as a release on PGlite left it: the source app's database copied into DATA_DIR/pgdata. */
async function previousReleaseDataDir(source: DemoApp): Promise<string> {
  const dataDir = tempDataDir('seller-pglite-release-');
  const pglite = await openPgliteDirectory(path.join(dataDir, PGLITE_DIR));
  try {
    await copyDatabase(source.database, rawPglite(pglite));
  } finally {
    await pglite.close();
  }
  return dataDir;
}

/** What the directory holds, file by file with sizes: to see that a failed move changed nothing. */
function listing(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(dir, file)} ${fs.statSync(file).size}`;
    })
    .sort();
}

describe('a data directory of the release on PGlite', () => {
  let source: DemoApp;
  const dirs: string[] = [];
  beforeAll(async () => {
    source = await buildDemoAppWithData();
  });
  afterAll(async () => {
    await source?.close();
    for (const dir of dirs) await removeDataDir(dir);
  });

  it('moves into the embedded PostgreSQL on the first start, after a move cut off before, and answers as before', async () => {
    const dataDir = await previousReleaseDataDir(source);
    dirs.push(dataDir);
    // What a kill -9 in the middle of an earlier move leaves: a half-written copy beside the PGlite directory.
    const earlier = await startEmbeddedServer({ dataDir, purpose: 'test' });
    await withOwnConnection(earlier.urlOf('postgres'), (admin) => admin.query('CREATE DATABASE seller_moving'));
    await earlier.stop();

    const server = await startRealServer(dataDir, { HISTORY_MONTHS: '0', SYNC_SCHEDULES: 'off' });
    try {
      for (const read of MAIN_READS) {
        const before = await source.call({ method: readMethod(read), url: read.url, payload: read.payload });
        expect(before.statusCode, read.url).toBe(200);
        expect(await server.call(readMethod(read), read.url, read.payload), read.url).toEqual(before.json());
      }
    } finally {
      await server.stop();
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(fs.existsSync(path.join(dataDir, PGLITE_DIR))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, `pglite-${today}`, 'PG_VERSION'))).toBe(true);
  });

  it('says why a move fails, and leaves the PGlite directory as it was', async () => {
    const dataDir = await previousReleaseDataDir(source);
    dirs.push(dataDir);
    const pgliteDir = path.join(dataDir, PGLITE_DIR);
    // A cluster PGlite cannot open: its control file is gone.
    fs.rmSync(path.join(pgliteDir, 'global', 'pg_control'));
    const before = listing(pgliteDir);
    const server = await startEmbeddedServer({ dataDir, purpose: 'test' });
    try {
      const said: string[] = [];
      await expect(
        moveFromPglite({
          dataDir,
          adminUrl: server.urlOf('postgres'),
          database: 'seller',
          say: (line) => said.push(line),
        }),
      ).rejects.toThrow(/The move of .*pgdata into PostgreSQL failed, and the PGlite database is left as it was/);
      expect(said[0]).toMatch(/moving the PGlite database/);
    } finally {
      await server.stop();
    }
    expect(listing(pgliteDir)).toEqual(before);
  });
});
