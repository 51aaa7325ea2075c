import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';
import { migrate, readMigrations, type MigrationFile } from './migrate.js';
import { createScratchPostgres, openEmptyTestDatabase } from '../test/testDatabase.js';

const file = (name: string, body: string): MigrationFile => ({ name, sql: body, checksum: `${name}:${body}` });

describe('migrations', () => {
  const opened: Database[] = [];
  const open = async () => {
    const database = await openEmptyTestDatabase();
    opened.push(database);
    return database;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  it('applies every landed migration once; a second run changes nothing', async () => {
    const database = await open();
    const all = readMigrations().map((migration) => migration.name);
    expect(all[0]).toBe('0001_users_and_tokens.sql');
    expect(await migrate(database)).toEqual(all);
    expect(await migrate(database)).toEqual([]);
    const recorded = await database.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(recorded.map((row) => row.name)).toEqual(all);
  });

  it('rolls back the whole run when one migration fails, and says which', async () => {
    const database = await open();
    const broken = [
      file('0001_ok.sql', 'CREATE TABLE first_table (id int);'),
      file('0002_bad.sql', 'CREATE TABLE oops (id nonsense_type);'),
    ];
    await expect(migrate(database, broken)).rejects.toThrow(/0002_bad\.sql failed/);
    const tables = await sql<{
      name: string;
    }>`SELECT table_name AS name FROM information_schema.tables WHERE table_name IN ('first_table', 'schema_migrations')`.execute(
      database.db,
    );
    expect(tables.rows).toEqual([]);
  });

  it('refuses to start when a landed migration was edited', async () => {
    const database = await open();
    await migrate(database, [file('0001_a.sql', 'CREATE TABLE a (id int);')]);
    await expect(migrate(database, [file('0001_a.sql', 'CREATE TABLE a (id bigint);')])).rejects.toThrow(
      /was edited after it was applied/,
    );
  });

  it('refuses a file name that does not follow NNNN_name.sql', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.writeFileSync(path.join(dir, 'create-things.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/not NNNN_name\.sql/);
    fs.rmSync(dir, { recursive: true });
  });

  it('lets several processes start at once: one migrates, the others find nothing to do', async () => {
    const scratch = await createScratchPostgres();
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: scratch.url })));
    try {
      const runs = await Promise.all(databases.map((database) => migrate(database)));
      const applied = runs.flat();
      expect(applied).toEqual(readMigrations().map((migration) => migration.name));
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await scratch.drop();
    }
  });
});
