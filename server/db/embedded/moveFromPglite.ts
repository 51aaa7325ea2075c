import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { withOwnConnection } from '../ownConnection.js';
import { copyDatabase, type CopyProgress } from '../../backup/moveToPostgres.js';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type RawDatabase } from '../database.js';
import { DatabaseLockedError } from './embeddedServer.js';

/** Where the releases before the embedded PostgreSQL kept their database (PGlite) in DATA_DIR. */
export const PGLITE_DIR = 'pgdata';
/** The database a move writes into; renamed to the app's once the copy is proven. */
const MOVING_DATABASE = 'seller_moving';

/**
 * The first start on a data directory of a release that ran on PGlite: its database is copied into
 * the embedded server (every table, ids and sequences) and compared table by table (rows and checksum)
 * before the copy commits. Only then does the copy get the app's database name, and the PGlite
 * directory is kept beside, renamed with the day. A move cut off (a crash, kill -9) leaves the PGlite
 * directory as it was; the next start throws the half-made copy away and moves again.
 */
export async function moveFromPglite(options: {
  dataDir: string;
  adminUrl: string;
  database: string;
  say: (line: string) => void;
  today?: Date;
}): Promise<void> {
  const { dataDir, adminUrl, database, say } = options;
  const pgliteDir = path.join(dataDir, PGLITE_DIR);
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) return;
  await refuseIfOldServerRuns(dataDir);
  if (!(await databaseExists(adminUrl, database))) {
    const started = Date.now();
    say(`Database: moving the PGlite database of ${pgliteDir} into PostgreSQL (once; the PGlite copy is kept)…`);
    await recreate(adminUrl, MOVING_DATABASE);
    const movingUrl = Object.assign(new URL(adminUrl), { pathname: `/${MOVING_DATABASE}` }).toString();
    const target = await openDatabase({ kind: 'postgres', url: movingUrl, poolSize: 2 });
    let rows = 0;
    const pidFile = path.join(pgliteDir, 'postmaster.pid');
    const hadPidFile = fs.existsSync(pidFile);
    try {
      const pglite = await openPgliteDirectory(pgliteDir);
      try {
        const progress: CopyProgress = (table, copied, total) => {
          if (copied === total && total > 0) say(`  ${table}: ${copied} rows`);
        };
        const tables = await copyDatabase(rawPglite(pglite), target, progress);
        rows = tables.reduce((sum, table) => sum + table.rows, 0);
      } finally {
        await pglite.close();
      }
    } catch (error) {
      // PGlite writes a postmaster.pid on opening and leaves it when it cannot open the cluster.
      if (!hadPidFile) fs.rmSync(pidFile, { force: true });
      throw new Error(
        `The move of ${pgliteDir} into PostgreSQL failed, and the PGlite database is left as it was: ${(error as Error).message}`,
      );
    } finally {
      await target.close();
    }
    await renameDatabase(adminUrl, MOVING_DATABASE, database);
    say(
      `Database: moved ${rows} records in ${((Date.now() - started) / 1000).toFixed(1)} s; every table's rows and checksum match.`,
    );
  }
  // The copy is the app's database from here on: the PGlite directory is kept, by another name.
  const kept = keptName(dataDir, options.today ?? new Date());
  fs.renameSync(pgliteDir, kept);
  for (const leftover of ['database.lock.sock', 'database.owner.json', 'database.lock.takeover'])
    fs.rmSync(path.join(dataDir, leftover), { recursive: true, force: true });
  say(`Database: the PGlite database is kept in ${kept}; remove it once you no longer want it.`);
}

/** `pglite-2026-12-07`, or with a number when a move of the same day is kept there already. */
function keptName(dataDir: string, today: Date): string {
  const base = path.join(dataDir, `pglite-${today.toISOString().slice(0, 10)}`);
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!fs.existsSync(name)) return name;
  }
}

/** The releases on PGlite held DATA_DIR with a socket their server listened on (their data directory lock). */
async function refuseIfOldServerRuns(dataDir: string): Promise<void> {
  const socket = path.join(dataDir, 'database.lock.sock');
  if (process.platform === 'win32' || !fs.existsSync(socket) || Buffer.byteLength(socket) >= 100) return;
  const answers = await new Promise<boolean>((resolve) => {
    const probe = net.connect(socket, () => {
      probe.end();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (answers)
    throw new DatabaseLockedError(
      `A server of the previous release still runs on ${dataDir} (PGlite): stop it, then start this one.`,
    );
}

/** A PGlite data directory as the releases on PGlite opened it: with the trigram extension (migration 0016). */
export async function openPgliteDirectory(dir: string): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create(dir, { extensions: { pg_trgm } });
}

/** A PGlite database as the copy reads its source: raw transactions. */
export const rawPglite = (pglite: PGlite): RawDatabase => ({
  async withRawTransaction(work) {
    await pglite.exec('BEGIN');
    try {
      const result = await work({
        exec: async (script) => void (await pglite.exec(script)),
        query: async <Row>(text: string, params?: unknown[]) => (await pglite.query<Row>(text, params)).rows,
      });
      await pglite.exec('COMMIT');
      return result;
    } catch (error) {
      await pglite.exec('ROLLBACK');
      throw error;
    }
  },
});

const databaseExists = (adminUrl: string, name: string) =>
  withOwnConnection(
    adminUrl,
    async (client) => ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0,
  );

const recreate = (adminUrl: string, name: string) =>
  withOwnConnection(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  });

const renameDatabase = (adminUrl: string, from: string, to: string) =>
  withOwnConnection(adminUrl, (client) =>
    client.query(`ALTER DATABASE ${client.escapeIdentifier(from)} RENAME TO ${client.escapeIdentifier(to)}`),
  );
