import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataDir } from './dataDirLock.js';
import type { DatabaseSchema } from './schema.js';

export { DatabaseLockedError } from './dataDirLock.js';

export type Db = Kysely<DatabaseSchema>;
export type DbOrTrx = Db | Transaction<DatabaseSchema>;

/** Raw access for multi-statement scripts (migrations), inside one transaction. */
export interface RawTransaction {
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  withRawTransaction<T>(work: (trx: RawTransaction) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball, for a later `{ kind: 'memory', snapshot }`. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  // A snapshot skips PGlite's initdb, which costs seconds.
  | { kind: 'memory'; snapshot?: Blob };

// numeric and bigint arrive as numbers (money is rounded at the edge); dates stay 'YYYY-MM-DD'.
const NUMERIC_OID = 1700;
const INT8_OID = 20;
const INT8_ARRAY_OID = 1016;
const DATE_OID = 1082;
const keepText = (value: string) => value;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target);
}

async function openPostgres(url: string): Promise<Database> {
  // pg's own parser of bigint[] (its TypeId type lists no array types), its elements then made numbers.
  const int8Array = (pg.types.getTypeParser as (oid: number, format: 'text') => (value: string) => unknown)(
    INT8_ARRAY_OID,
    'text',
  );
  const parsers: Record<number, (value: string) => unknown> = {
    [NUMERIC_OID]: Number,
    [INT8_OID]: Number,
    [DATE_OID]: keepText,
    // bigint[] as numbers too, as PGlite gives them.
    [INT8_ARRAY_OID]: (value) =>
      (int8Array(value) as (string | null)[]).map((item) => (item === null ? null : Number(item))),
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  let closing = false;
  // An idle connection can be cut (a PostgreSQL restart, an admin's terminate): the pool drops it and
  // opens another when needed. Without a listener the 'error' event would end the whole process.
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  const client = await pool.connect().catch(async (error: Error) => {
    await pool.end();
    throw new Error(`Cannot connect to PostgreSQL at DATABASE_URL: ${error.message}`);
  });
  client.release();
  return {
    db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
    async withRawTransaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work({
          exec: async (script) => void (await connection.query(script)),
          query: async (text, params) => (await connection.query(text, params)).rows,
        });
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

async function openPglite(target: Exclude<DatabaseTarget, { kind: 'postgres' }>): Promise<Database> {
  const release = target.kind === 'pglite' ? await lockDataDir(target.dataDir) : async () => {};
  const pglite = new PGlite({
    dataDir: target.kind === 'pglite' ? path.join(target.dataDir, 'pgdata') : undefined,
    loadDataDir: target.kind === 'memory' ? target.snapshot : undefined,
    // Trigram indexes for the search terms' text search (migration 0016).
    extensions: { pg_trgm },
    parsers: {
      [NUMERIC_OID]: Number,
      [INT8_OID]: Number,
      [DATE_OID]: keepText,
      [pgliteTypes.TIMESTAMPTZ]: (value: string) => new Date(value),
    },
  });
  try {
    await pglite.waitReady;
  } catch (error) {
    await release();
    throw error;
  }
  const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    dialect: 'pglite',
    withRawTransaction: (work) =>
      pglite.transaction((trx) =>
        work({
          exec: async (script) => void (await trx.exec(script)),
          query: async <Row>(text: string, params?: unknown[]) => (await trx.query<Row>(text, params)).rows,
        }),
      ),
    snapshot: () => pglite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      await release();
    },
  };
}
