import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';
import { openEmptyMemoryDatabase } from '../test/pgliteTemplates.js';

describe('PGlite on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyMemoryDatabase();
    await database.withRawTransaction((trx) =>
      trx.exec(`CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL);
        CREATE TABLE samples (at timestamptz, day date, amount numeric, big bigint, raw bytea)`),
    );
  });
  afterAll(() => database.close());

  it('keeps a small cache of its own in the WebAssembly memory, which never shrinks', async () => {
    const { rows } = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(database.db);
    expect(rows[0]!.shared_buffers).toBe('32MB');
  });

  it('passes a refused write on with the code and constraint the error handler reads', async () => {
    await sql`INSERT INTO notes VALUES (1, 'first')`.execute(database.db);
    const error = await sql`INSERT INTO notes VALUES (1, 'again')`.execute(database.db).catch((caught) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(error.message).toMatch(/duplicate key/);
  });

  it('gives values the same types as before: Date, number, the day as text, bytes', async () => {
    await sql`INSERT INTO samples VALUES ('2026-03-12T09:30:00Z', '2026-03-12', 1234.56, 9007199254740991, '\\x0102ff')`.execute(
      database.db,
    );
    const { rows } = await sql<{
      at: Date;
      day: string;
      amount: number;
      big: number;
      raw: Uint8Array;
    }>`SELECT * FROM samples`.execute(database.db);
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].at.toISOString()).toBe('2026-03-12T09:30:00.000Z');
    expect(rows[0]).toMatchObject({ day: '2026-03-12', amount: 1234.56, big: 9007199254740991 });
    expect([...rows[0].raw]).toEqual([1, 2, 255]);
  });

  it('runs no other statement inside a raw transaction, and rolls all of it back on failure', async () => {
    let insideTransaction!: () => void;
    const opened = new Promise<void>((resolve) => (insideTransaction = resolve));
    let letItFail!: () => void;
    const failLater = new Promise<void>((resolve) => (letItFail = resolve));
    const transaction = database.withRawTransaction(async (trx) => {
      await trx.query(`INSERT INTO notes VALUES (2, 'inside')`);
      insideTransaction();
      await failLater;
      throw new Error('refused after the insert');
    });
    await opened;
    // Asked while the transaction is open: it waits for its end and sees nothing of it.
    const countAsked = database.db
      .selectFrom('notes' as never)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow() as Promise<{ count: number }>;
    letItFail();
    await expect(transaction).rejects.toThrow('refused after the insert');
    expect((await countAsked).count).toBe(1);
  });

  it('leaves the server thread free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      const { rows } = await sql<{ total: number }>`SELECT sum(n)::bigint AS total
        FROM generate_series(1, 3000000) AS n`.execute(database.db);
      expect(rows[0].total).toBe(4500001500000);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('a data directory created on this start', () => {
  it('is opened again on a fresh thread (initdb leaves its memory behind) and keeps what is written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-pglite-'));
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: dir });
      await sql`CREATE TABLE notes (body text)`.execute(database.db);
      await sql`INSERT INTO notes VALUES ('first start')`.execute(database.db);
      await database.close();
      const again = await openDatabase({ kind: 'pglite', dataDir: dir });
      try {
        expect((await sql<{ body: string }>`SELECT body FROM notes`.execute(again.db)).rows).toEqual([
          { body: 'first start' },
        ]);
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
