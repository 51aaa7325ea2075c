import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { withOwnConnection } from './ownConnection.js';
import { startEmbeddedServer, type EmbeddedServerOptions } from './embedded/embeddedServer.js';
import { listenForNotifications, type Listener, type NotificationHandlers } from './notifications.js';
import type { DatabaseSchema } from './schema.js';
import { DATE_OID, INT8_ARRAY_OID, INT8_OID, keepText, NUMERIC_OID } from './valueTypes.js';

export { DatabaseLockedError } from './embedded/embeddedServer.js';

export type Db = Kysely<DatabaseSchema>;
export type DbOrTrx = Db | Transaction<DatabaseSchema>;

/** Raw access for multi-statement scripts (migrations), inside one transaction. */
export interface RawTransaction {
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

/** What scripts that copy or migrate a database need of it: PostgreSQL's, or a PGlite one being moved. */
export interface RawDatabase {
  withRawTransaction<T>(work: (trx: RawTransaction) => Promise<T>): Promise<T>;
}

export interface Database extends RawDatabase {
  /** The seller's calls. */
  db: Db;
  /**
   * The sync jobs' writes and the engine's own bookkeeping: a pool of its own, so an import holding
   * its connections never queues a seller's read.
   */
  jobsDb: Db;
  /** Where the database is (with its password): for a tool that needs a connection of its own. */
  url: string;
  /**
   * No other server of the app can be on this database: the embedded one, owned by this process. A
   * job still "running" there at start was cut off by a crash.
   */
  soleServer: boolean;
  /** Notifications of other processes (another server, a CLI) sharing the database. */
  listen(channel: string, handlers: NotificationHandlers): Listener;
  /**
   * An advisory lock held on a connection of its own until released (or until the process dies, when
   * PostgreSQL drops the connection and the lock with it); null when another session holds it in a
   * conflicting mode.
   */
  trySessionLock(key: number, mode: 'shared' | 'exclusive'): Promise<(() => Promise<void>) | null>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** The PostgreSQL the app runs itself in DATA_DIR (embedded/embeddedServer.ts), its database `seller`. */
  | ({ kind: 'embedded'; poolSize?: number; prepare?: (adminUrl: string) => Promise<void> } & EmbeddedServerOptions);

/** The name of the app's database on the embedded server. */
export const EMBEDDED_DATABASE = 'seller';

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize);
  const server = await startEmbeddedServer(target);
  try {
    await target.prepare?.(server.urlOf('postgres'));
    await createDatabaseIfMissing(server.urlOf('postgres'), EMBEDDED_DATABASE);
    const database = await openPostgres(server.urlOf(EMBEDDED_DATABASE), target.poolSize);
    return {
      ...database,
      soleServer: server.how !== 'joined',
      async close() {
        await database.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Makes a database on a server unless it is there. */
export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  await withOwnConnection(adminUrl, async (admin) => {
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    } catch (error) {
      // Two processes making it at once: the other one did.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  });
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
    // bigint[] as numbers too.
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
    throw new Error(`Cannot connect to PostgreSQL at ${new URL(url).host}${new URL(url).pathname}: ${error.message}`);
  });
  client.release();
  return {
    db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) }),
    jobsDb: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: jobsPool }) }),
    url,
    soleServer: false,
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
