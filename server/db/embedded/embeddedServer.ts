import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { PRIVATE_FILE_MODE, privateDir } from '../privateDir.js';
import { clusterSettings, settingsFile, type ClusterPurpose } from './clusterSettings.js';
import { databaseUser, type DatabaseUser } from './databaseUser.js';
import { clearDeadPostmaster, postmasterAlive, readPostmasterPid, type Postmaster } from './postmasterPid.js';
import { postgresBinaries, type PostgresBinaries } from './postgresBinaries.js';

export class DatabaseLockedError extends Error {}

/** Where in DATA_DIR the embedded server keeps its cluster and its password. */
export const CLUSTER_DIR = 'postgres';
export const PASSWORD_FILE = 'postgres-password';
const SUPERUSER = 'seller';
/** The advisory lock its owner holds on the `postgres` database while it uses the server. */
const OWNER_LOCK = 0x5e11e2_0002;
const OWNER_APPLICATION = 'seller-backoffice owner';

export interface EmbeddedServer {
  /** The address of a database on the server (`postgres`, the app's, a scratch one). */
  urlOf(database: string): string;
  /** How this process came to it: started it, took over one a killed process left, or joined its owner. */
  how: 'started' | 'took-over' | 'joined';
  /** Stops the server if this process owns it; only lets go of it otherwise. */
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  dataDir: string;
  purpose?: ClusterPurpose;
  /**
   * When another live process owns the server: `refuse` (an app server: two would stop each other's
   * database) or `join` (a command-line tool, done in a moment).
   */
  whenOwned?: 'refuse' | 'join';
  /** What the start does, for the console. */
  say?: (line: string) => void;
}

/**
 * The PostgreSQL the app runs itself on DATA_DIR, started (and made on the first start) or taken
 * over. PostgreSQL's own postmaster.pid is the lock on the cluster: a second postmaster refuses to start
 * on it. The process using it holds an advisory lock; when that process dies (kill -9 included) the
 * connection and the lock go with it, and the next start finds the server running with no owner and
 * takes it over instead of starting a second one. docs/database.md tells the whole lifecycle.
 */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const say = options.say ?? (() => undefined);
  const purpose = options.purpose ?? 'app';
  const binaries = postgresBinaries();
  const user = databaseUser();
  const dataDir = path.resolve(options.dataDir);
  openDataDirTo(dataDir, user);
  const pgdata = path.join(dataDir, CLUSTER_DIR);
  const password = await ensureCluster({ dataDir, pgdata, binaries, user, purpose, say });
  const urlOf = (port: number) => (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  for (let attempt = 0; ; attempt++) {
    const running = readPostmasterPid(pgdata);
    if (running && postmasterAlive(running)) {
      const port = await readyPort(pgdata, running);
      // It stopped while we waited (it was shutting down): start it again.
      if (port === null) continue;
      const owner = await ownerConnection(urlOf(port)('postgres'));
      if (owner.held) {
        say(`Took over the database server a stopped app left running (pid ${running.pid}).`);
        return serverHandle(urlOf(port), 'took-over', () => stopCluster(binaries, user, pgdata, owner.client));
      }
      await owner.client.end();
      if (options.whenOwned === 'join') return serverHandle(urlOf(port), 'joined', async () => undefined);
      throw new DatabaseLockedError(
        `Another process uses the database in ${dataDir} (${owner.holder ?? 'unknown'}): stop it first, ` +
          'or give this one a DATA_DIR of its own.',
      );
    }
    if (running) await clearDeadPostmaster(pgdata, running);
    // Written by the process that starts the server only: one that joins or takes over leaves its settings.
    writeSettings(pgdata, user, purpose);
    const port = await freeLoopbackPort();
    const started = Date.now();
    try {
      await pgCtl(binaries, user, [
        'start',
        '-D',
        pgdata,
        '-w',
        '-t',
        '120',
        '-l',
        path.join(pgdata, 'startup.log'),
        '-o',
        `-p ${port}`,
      ]);
    } catch (error) {
      // Another process may have started it at the same moment: then it runs, and the loop joins it.
      if (attempt < 2 && readPostmasterPid(pgdata)) continue;
      throw new Error(`The embedded PostgreSQL in ${pgdata} did not start: ${(error as Error).message}`);
    }
    const owner = await ownerConnection(urlOf(port)('postgres'));
    if (!owner.held) {
      await owner.client.end();
      throw new DatabaseLockedError(`Another process took the database in ${dataDir} as it started.`);
    }
    say(`Database: PostgreSQL started in ${Date.now() - started} ms (${pgdata}, port ${port}).`);
    return serverHandle(urlOf(port), 'started', () => stopCluster(binaries, user, pgdata, owner.client));
  }
}

function serverHandle(
  urlOf: (database: string) => string,
  how: EmbeddedServer['how'],
  stop: () => Promise<void>,
): EmbeddedServer {
  let stopping: Promise<void> | undefined;
  return { urlOf, how, stop: () => (stopping ??= stop()) };
}

/**
 * DATA_DIR stays the app's own (0700). Under root the server runs as another user, which must pass
 * through DATA_DIR to its cluster: the directory's group becomes that user's, with passage only (0710).
 */
function openDataDirTo(dataDir: string, user: DatabaseUser): void {
  privateDir(dataDir);
  if (user.gid === undefined) return;
  fs.chownSync(dataDir, fs.statSync(dataDir).uid, user.gid);
  fs.chmodSync(dataDir, 0o710);
}

/** The cluster, made by initdb on the first start (into a side directory, renamed when whole); its password. */
async function ensureCluster(context: {
  dataDir: string;
  pgdata: string;
  binaries: PostgresBinaries;
  user: DatabaseUser;
  purpose: ClusterPurpose;
  say: (line: string) => void;
}): Promise<string> {
  const { dataDir, pgdata, binaries, user, say } = context;
  const passwordFile = path.join(dataDir, PASSWORD_FILE);
  if (fs.existsSync(path.join(pgdata, 'PG_VERSION'))) return fs.readFileSync(passwordFile, 'utf8').trim();
  const started = Date.now();
  say(`Database: making a PostgreSQL cluster in ${pgdata} (first start)…`);
  const password = fs.existsSync(passwordFile)
    ? fs.readFileSync(passwordFile, 'utf8').trim()
    : randomBytes(24).toString('base64url');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: PRIVATE_FILE_MODE });
  // An initdb cut off by a crash leaves its side directory: made again from nothing.
  const making = `${pgdata}.making`;
  const initPassword = path.join(dataDir, `${PASSWORD_FILE}.initdb`);
  fs.rmSync(making, { recursive: true, force: true });
  fs.mkdirSync(making, { mode: 0o700 });
  fs.writeFileSync(initPassword, `${password}\n`, { mode: PRIVATE_FILE_MODE });
  ownBy(user, making, initPassword);
  try {
    await run(binaries.initdb, user, [
      '-D',
      making,
      '-U',
      SUPERUSER,
      '--auth=scram-sha-256',
      `--pwfile=${initPassword}`,
      '--encoding=UTF8',
      // Code-point order and Unicode case rules (ILIKE on Cyrillic names) whatever locales the OS has.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-instructions',
      ...(context.purpose === 'test' ? ['--no-sync'] : []),
    ]);
  } finally {
    fs.rmSync(initPassword, { force: true });
  }
  fs.appendFileSync(path.join(making, 'postgresql.conf'), "\ninclude_if_exists = 'seller.conf'\n");
  fs.renameSync(making, pgdata);
  say(`Database: cluster made in ${Date.now() - started} ms.`);
  return password;
}

function writeSettings(pgdata: string, user: DatabaseUser, purpose: ClusterPurpose): void {
  const file = path.join(pgdata, 'seller.conf');
  fs.writeFileSync(file, settingsFile(clusterSettings(purpose)), { mode: PRIVATE_FILE_MODE });
  ownBy(user, file);
}

function ownBy(user: DatabaseUser, ...files: string[]): void {
  if (user.uid === undefined || user.gid === undefined) return;
  for (const file of files) fs.chownSync(file, user.uid, user.gid);
}

/**
 * The port of a running server once it accepts connections (it may be starting, or recovering after a
 * crash); null if it stopped meanwhile.
 */
async function readyPort(pgdata: string, running: Postmaster): Promise<number | null> {
  for (let waited = 0; waited < 120_000; waited += 100) {
    const now = readPostmasterPid(pgdata);
    if (!now || now.pid !== running.pid || !postmasterAlive(now)) return null;
    if (now.status === 'ready') return now.port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The database server in ${pgdata} (pid ${running.pid}) did not become ready.`);
}

/** A connection of its own holding the owner's lock, if no other live process holds it. */
async function ownerConnection(url: string): Promise<{ client: pg.Client; held: boolean; holder?: string }> {
  const client = new pg.Client({ connectionString: url, application_name: `${OWNER_APPLICATION} pid ${process.pid}` });
  await client.connect();
  // A connection cut later (the server stopped under us) must not end the process.
  client.on('error', () => undefined);
  const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS held', [
    OWNER_LOCK,
  ]);
  if (rows[0]?.held) return { client, held: true };
  const holder = await client.query<{ application_name: string }>(
    `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
        AND (l.classid::bigint << 32) | l.objid::bigint = $1::bigint LIMIT 1`,
    [OWNER_LOCK],
  );
  return { client, held: false, holder: holder.rows[0]?.application_name };
}

/** Stops the server: a fast shutdown (sessions ended, everything committed kept), immediate if that hangs. */
async function stopCluster(binaries: PostgresBinaries, user: DatabaseUser, pgdata: string, owner: pg.Client) {
  await owner.end().catch(() => undefined);
  try {
    await pgCtl(binaries, user, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60']);
  } catch {
    if (readPostmasterPid(pgdata))
      await pgCtl(binaries, user, ['stop', '-D', pgdata, '-m', 'immediate', '-w', '-t', '60']);
  }
}

/**
 * pg_ctl in a session of its own: the server it starts is not in the terminal's process group, so a
 * Ctrl+C reaches the app alone, and the app stops the server after its own last write.
 */
const pgCtl = (binaries: PostgresBinaries, user: DatabaseUser, args: string[]) =>
  run(binaries.pg_ctl, user, args, true);

function run(program: string, user: DatabaseUser, args: string[], detached = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      uid: user.uid,
      gid: user.gid,
      detached,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      windowsHide: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'EACCES'
          ? new Error(`${user.name} may not run ${program}: a folder above it is closed to that user.`)
          : error,
      ),
    );
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${path.basename(program)} ${args[0]} failed (exit ${code}): ${output.trim().slice(-2000)}`));
    });
  });
}

/** A TCP port on loopback no one listens on now. */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Stops a server a process left running in DATA_DIR (one killed with kill -9), if any: for the tests,
 * which kill servers on purpose and then remove their directories.
 */
export async function stopServerLeftIn(dataDir: string): Promise<void> {
  const pgdata = path.join(path.resolve(dataDir), CLUSTER_DIR);
  const running = readPostmasterPid(pgdata);
  if (!running || !postmasterAlive(running)) return;
  await pgCtl(postgresBinaries(), databaseUser(), ['stop', '-D', pgdata, '-m', 'immediate', '-w', '-t', '60']).catch(
    () => undefined,
  );
}
