import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataDir } from './dataDirLock.js';
import { listenForNotifications, type Listener, type NotificationHandlers } from './notifications.js';
import { PgliteOnThread } from './pgliteOnThread.js';
import type { DatabaseSchema } from './schema.js';
import { DATE_OID, INT8_ARRAY_OID, INT8_OID, keepText, NUMERIC_OID } from './valueTypes.js';

export { DatabaseLockedError } from './dataDirLock.js';

export type Db = Kysely<DatabaseSchema>;
export type DbOrTrx = Db | Transaction<DatabaseSchema>;

/** Raw access for multi-statement scripts (migrations), inside one transaction. */
export interface RawTransaction {
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  /** The seller's calls. */
  db: Db;
  /**
   * The sync jobs' writes and the engine's own bookkeeping: on PostgreSQL a pool of its own, so an
   * import holding its connections never queues a seller's read; on PGlite the same one connection.
   */
  jobsDb: Db;
  dialect: 'pglite' | 'postgres';
  withRawTransaction<T>(work: (trx: RawTransaction) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball, for a later `{ kind: 'memory', snapshot }`. */
  snapshot?(): Promise<Blob>;
  /**
   * PostgreSQL only: notifications of other processes (another server, a CLI) sharing the database.
   * PGlite has none: its data directory belongs to one process.
   */
  listen?(channel: string, handlers: NotificationHandlers): Listener;
  /**
   * PostgreSQL only: an advisory lock held on a connection of its own until released (or until the
   * process dies, when PostgreSQL drops the connection and the lock with it); null when another
   * session holds it in a conflicting mode.
   */
  trySessionLock?(key: number, mode: 'shared' | 'exclusive'): Promise<(() => Promise<void>) | null>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  // A snapshot skips PGlite's initdb, which costs seconds.
  | { kind: 'memory'; snapshot?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.poolSize) : openPglite(target);
}

/** Connections of the sync jobs' pool: two jobs at a time, each a transaction and its progress beside it. */
const JOBS_POOL_SIZE = 6;

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
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
  let closing = false;
  const newPool = (max: number) => {
    const created = new pg.Pool({
      connectionString: url,
      max,
      // No JIT: the app's statements are short, and a stale estimate on a growing table (a first
      // import) made PostgreSQL compile them with LLVM, 200-300 ms each, for a statement of a few ms.
      options: '-c jit=off',
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection can be cut (a PostgreSQL restart, an admin's terminate): the pool drops it and
    // opens another when needed. Without a listener the 'error' event would end the whole process.
    created.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    return created;
  };
  const pool = newPool(poolSize);
  const jobsPool = newPool(JOBS_POOL_SIZE);
  const client = await pool.connect().catch(async (error: Error) => {
    await Promise.all([pool.end(), jobsPool.end()]);
    throw new Error(`Cannot connect to PostgreSQL at DATABASE_URL: ${error.message}`);
  });
  client.release();
  return {
    db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) }),
    jobsDb: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: jobsPool }) }),
    dialect: 'postgres',
    listen: (channel, handlers) => listenForNotifications(url, channel, handlers),
    async trySessionLock(key, mode) {
      const connection = new pg.Client({ connectionString: url });
      await connection.connect();
      const call = mode === 'shared' ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
      const { rows } = await connection.query<{ held: boolean }>(`SELECT ${call}($1::bigint) AS held`, [key]);
      if (!rows[0]?.held) {
        await connection.end();
        return null;
      }
      // A cut connection (a PostgreSQL restart) drops the lock; the process goes on without it.
      connection.on('error', () => undefined);
      return () => connection.end();
    },
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
    close: async () => {
      closing = true;
      await Promise.all([pool.end(), jobsPool.end()]);
    },
  };
}

async function openPglite(target: Exclude<DatabaseTarget, { kind: 'postgres' }>): Promise<Database> {
  const release = target.kind === 'pglite' ? await lockDataDir(target.dataDir) : async () => {};
  let pglite: PgliteOnThread;
  try {
    pglite = await PgliteOnThread.start({
      dataDir: target.kind === 'pglite' ? path.join(target.dataDir, 'pgdata') : undefined,
      snapshot: target.kind === 'memory' ? await target.snapshot?.arrayBuffer() : undefined,
    });
  } catch (error) {
    await release();
    throw error;
  }
  // The dialect's driver lends its one connection to one user at a time and calls only the client's
  // query() and close(), which the thread's client answers as PGlite does.
  const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite as unknown as PGlite) });
  return {
    db,
    jobsDb: db,
    dialect: 'pglite',
    // Inside the driver's one connection, so no other statement runs between BEGIN and COMMIT.
    withRawTransaction: (work) =>
      db.connection().execute(async () => {
        await pglite.exec('BEGIN');
        try {
          const result = await work({
            exec: (script) => pglite.exec(script),
            query: async <Row>(text: string, params?: unknown[]) => (await pglite.query(text, params)).rows as Row[],
          });
          await pglite.exec('COMMIT');
          return result;
        } catch (error) {
          await pglite.exec('ROLLBACK');
          throw error;
        }
      }),
    snapshot: () => pglite.dumpDataDir(),
    async close() {
      await db.destroy();
      await pglite.close();
      await release();
    },
  };
}
