import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import type { Database } from '../db/database.js';
import { appVersion, migrate, NewerDatabaseError, readMigrations } from '../db/migrate.js';
import type { BackupResult } from '../../contracts/backup.js';
import { buildDemoTestApp, buildTestApp } from '../test/testApp.js';
import { openEmptyTestDatabase, openTestDatabase } from '../test/testDatabase.js';
import { BackupRefusedError, verifyBackup, writeBackup } from './backupFile.js';
import { restoreBackup } from './restoreBackup.js';
import { appTables, summarizeTables, type TableSummary } from './tableData.js';

const summaryOf = (database: Database): Promise<TableSummary[]> =>
  database.withRawTransaction(async (trx) => summarizeTables(trx, await appTables(trx)));
const nonEmpty = (tables: TableSummary[]) => tables.filter((table) => table.rows > 0).map((table) => table.name);

describe('Backup and restore', () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'));
  const known = readMigrations().map((migration) => migration.name);

  beforeAll(async () => {
    t = await buildDemoTestApp({ SANDBOX_LATENCY_MS: '20' });
    await seedDemoCatalogue(t.database.db, t.ozon.demoWorld!);
    expect((await t.call({ method: 'POST', url: '/v1/Warehouse/ImportOzonWarehouses' })).statusCode).toBe(204);
    expect((await t.call({ method: 'POST', url: '/v1/OzonProduct/ImportOzonProducts' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('taken while an import writes, restores to the database as it was at that moment, ids and all', async () => {
    // The FBO postings import runs for a while (a month of postings, 20 ms an Ozon call) while the backup is taken.
    const started = await t.call({
      method: 'POST',
      url: '/v1/Posting/ImportOzonFboPostings',
      headers: { prefer: 'respond-async' },
      payload: {},
    });
    expect(started.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const backup = await writeBackup(t.database, dir, appVersion());

    expect(path.basename(backup.file)).toMatch(
      /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z-v0\.1\.0-m\d{4}\.jsonl\.gz$/,
    );
    const manifest = JSON.parse(fs.readFileSync(`${backup.file}.json`, 'utf8')) as {
      sha256: string;
      migrations: string[];
    };
    expect(manifest.sha256).toBe(backup.sha256);
    expect(manifest.migrations).toEqual(known);
    // The seller's whole business: readable by the owner alone.
    if (process.platform !== 'win32') {
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(`${backup.file}.json`).mode & 0o777).toBe(0o600);
    }
    expect(nonEmpty(backup.header.tables)).toEqual(
      expect.arrayContaining(['ozon_products', 'ozon_warehouses', 'products']),
    );

    const fresh = await openEmptyTestDatabase();
    try {
      await restoreBackup(fresh, backup.file);
      // The header's figures were read in the backup's own snapshot: the restored database equals that moment.
      expect(await summaryOf(fresh)).toEqual(backup.header.tables);
      // A new record after the restore gets a new id, after the restored ones.
      const [{ max }] = await fresh.withRawTransaction((trx) =>
        trx.query<{ max: number }>('SELECT max(id) AS max FROM products'),
      );
      const [added] = await fresh.withRawTransaction((trx) =>
        trx.query<{ id: number }>("INSERT INTO products (name) VALUES ('После восстановления') RETURNING id"),
      );
      expect(added.id).toBeGreaterThan(max);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a cut or edited file, or a foreign one, and changes nothing', async () => {
    const backup = await writeBackup(t.database, dir, appVersion());
    const target = await openTestDatabase();
    try {
      await restoreBackup(target, backup.file);
      const before = await summaryOf(target);
      const whole = fs.readFileSync(backup.file);

      const cut = path.join(dir, 'cut.jsonl.gz');
      fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
      await expect(restoreBackup(target, cut)).rejects.toThrow(/cut short/);

      const lines = zlib.gunzipSync(whole).toString('utf8').split('\n');
      const rowAt = lines.findIndex((line) => /^\{"id":\d+,/.test(line));
      lines[rowAt] = lines[rowAt].replace(/"id":(\d+)/, (_whole, id: string) => `"id":${Number(id) + 1000}`);
      const edited = path.join(dir, 'edited.jsonl.gz');
      fs.writeFileSync(edited, zlib.gzipSync(lines.join('\n')));
      await expect(restoreBackup(target, edited)).rejects.toThrow('The backup does not match its checksum');

      const foreign = path.join(dir, 'foreign.jsonl.gz');
      fs.writeFileSync(foreign, zlib.gzipSync('{"hello":"world"}\n'));
      await expect(restoreBackup(target, foreign)).rejects.toThrow('not a backup of this app');
      await expect(restoreBackup(target, path.join(dir, 'missing.jsonl.gz'))).rejects.toThrow('There is no file');
      // A gzip bomb: one line of 70 MB in 70 KB (read whole, a 1 GB one crashed the restore).
      const bomb = path.join(dir, 'bomb.jsonl.gz');
      fs.writeFileSync(bomb, zlib.gzipSync(Buffer.alloc(70 * 1024 * 1024, 'a'), { level: 1 }));
      await expect(restoreBackup(target, bomb)).rejects.toThrow(/a line longer than 64 MB/);

      expect(await summaryOf(target)).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it("refuses another install's backup over a database in use, naming what it would replace, unless asked", async () => {
    const backup = await writeBackup(t.database, dir, appVersion());
    const [{ id: ownInstall }] = await t.database.withRawTransaction((trx) =>
      trx.query<{ id: string }>('SELECT id FROM installation'),
    );
    expect(backup.header.installId).toBe(ownInstall);
    const target = await openTestDatabase();
    try {
      // A second install, in use: its own identity and its own seller.
      await target.withRawTransaction(async (trx) => {
        await trx.exec('UPDATE installation SET id = gen_random_uuid()');
        await trx.exec("INSERT INTO users (login, password_hash) VALUES ('owner-of-b', 'x')");
      });
      const before = await summaryOf(target);
      await expect(restoreBackup(target, backup.file)).rejects.toThrow(
        /another install .*the users owner-of-b\. .*--from-another-install/,
      );
      expect(await summaryOf(target)).toEqual(before);

      const restored = await restoreBackup(target, backup.file, { fromAnotherInstall: true });
      expect(restored.replacedInstall?.users).toEqual(['owner-of-b']);
      expect(await summaryOf(target)).toEqual(backup.header.tables);
      // The copy is the backup's install now: its own backups restore without the flag.
      expect((await restoreBackup(target, backup.file)).replacedInstall).toBeNull();
    } finally {
      await target.close();
    }
  });

  it('refuses a backup of a newer app, naming the versions', async () => {
    const backup = await writeBackup(t.database, dir, appVersion());
    await expect(verifyBackup(backup.file, known.slice(0, -1))).rejects.toThrow(
      new RegExp(`made by a newer version of the app \\(v${appVersion()}, migration ${known.at(-1)}\\)`),
    );
    await expect(verifyBackup(backup.file, known.slice(0, -1))).rejects.toBeInstanceOf(BackupRefusedError);
  });
});

describe('A database written by a newer app', () => {
  it('is refused at start, naming the migrations', async () => {
    const database = await openTestDatabase();
    try {
      const all = readMigrations();
      await migrate(database, [...all, { name: '9999_from_the_future.sql', sql: 'SELECT 1', checksum: 'x' }]);
      await expect(migrate(database, all)).rejects.toThrow(NewerDatabaseError);
      await expect(migrate(database, all)).rejects.toThrow(
        `its migrations go up to 9999_from_the_future.sql); this version (${appVersion()}) knows migrations up to ${all.at(-1)!.name}`,
      );
    } finally {
      await database.close();
    }
  });
});

describe('The backup as a job of the sync engine', () => {
  it('writes a backup on demand, shows it as the family’s last run, and keeps only what the retention says', async () => {
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-job-'));
    const t = await buildTestApp({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP_DAILY: '1', BACKUP_KEEP_WEEKLY: '1' } });
    try {
      expect((await t.app.inject({ method: 'POST', url: '/v1/Backup/CreateBackup' })).statusCode).toBe(401);

      const first = await t.call({ method: 'POST', url: '/v1/Backup/CreateBackup' });
      expect(first.statusCode).toBe(200);
      const written = first.json<BackupResult>();
      expect(written).toMatchObject({ Migration: readMigrations().at(-1)!.name, Removed: [] });
      expect(written.Rows).toBeGreaterThan(0);
      expect(fs.statSync(path.join(backupDir, written.File)).size).toBe(written.Bytes);

      // A second backup the same day: one a day is kept, so the first goes.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const second = (await t.call({ method: 'POST', url: '/v1/Backup/CreateBackup' })).json<BackupResult>();
      expect(second.Removed).toEqual([written.File]);
      expect(fs.readdirSync(backupDir).sort()).toEqual([second.File, `${second.File}.json`]);

      const families = (await t.call({ method: 'GET', url: '/v1/Sync/GetSyncFamilies' })).json<
        { Kind: string; LastRun: { Result: BackupResult } | null }[]
      >();
      expect(families.find((family) => family.Kind === 'BackupDatabase')!.LastRun!.Result.File).toBe(second.File);
    } finally {
      await t.close();
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  });
});
