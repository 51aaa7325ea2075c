import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database, type DatabaseTarget } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { createScratchPostgres } from '../server/test/testDatabase.js';
import { buildLikeNpmStart, stopApp } from './appProcess.js';
import {
  alternately,
  callApp,
  loadApp,
  loadFloor,
  login,
  startBenchApp,
  type AppUnderLoad,
  type FloorUnderLoad,
  type Latency,
} from './benchApp.js';
import { cases, type Case } from './loadCases.js';
import { generate as generatePostings } from './orderData.js';
import { generateSearchTerms } from './searchTerms.bench.js';

/**
 * `npm run bench -- load`: the read calls of the orders, finance, products, Ozon products, overview and
 * search-term screens under N users at once, against the app as `npm start` runs it (its own process,
 * over HTTP with a bearer token, compression and logging as in production), on PostgreSQL (50 users)
 * and on the embedded database (10 users), at a million postings and a million search terms.
 *
 * Each call's answer is first checked against plain SQL. Then, case by case, one user calls the app and
 * the floor alternately (BENCH_SINGLE_CALLS, 200, each: the single-call figures over HTTP), and the app is loaded by
 * autocannon for BENCH_LOAD_SECONDS, and then the floor (the best hand-written SQL for the same
 * answer, on the same tables) is run by as many users through a pool of the app's size for as long: the
 * two interleaved in one run, on the embedded server beside the app as on the external one.
 */
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8721);
/** Single calls per case, the app's and the floor's alternately, before the load (issue 29: at least 200). */
const SINGLE_CALLS = Number(process.env.BENCH_SINGLE_CALLS ?? 200);
/** Issue 29's goal for a single call: the app's p50 within this many times its floor's. */
const GOAL_SINGLE_RATIO = 1.3;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const USERS = {
  postgres: Number(process.env.BENCH_LOAD_USERS_PG ?? 50),
  embedded: Number(process.env.BENCH_LOAD_USERS_EMBEDDED ?? 10),
};
/** Issue 29's goals for every read's p99 under that many users. */
const GOAL_P99_MS = { postgres: 150, embedded: 400 };
const PRODUCTS = 20_000;

type Kind = 'postgres' | 'embedded';

/** One user calling the app and the floor alternately: what one seller waits for on a quiet server. */
export interface SingleCalls {
  calls: number;
  app: Latency;
  floor: Latency | null;
  /** The app's p50 over the floor's, the measure (goal 1.3). */
  ratioP50: number | null;
  goalHolds: boolean | null;
}

export interface LoadCase {
  case: string;
  single: SingleCalls;
  database: Kind;
  users: number;
  seconds: number;
  app: AppUnderLoad;
  floor: FloorUnderLoad | null;
  goalP99Ms: number;
  goalHolds: boolean;
  checked: string;
}

export interface LoadBenchmarkResult {
  name: string;
  description: string;
  scale: Record<string, number>;
  cases: LoadCase[];
  machine: { cpus: number; memoryGb: number };
  node: string;
  measuredAt: string;
}

/** The catalogue and its Ozon cards: products with two packages each, a card per package. */
async function generateCatalogue(db: Database['db']): Promise<void> {
  await sql`INSERT INTO product_categories (name) SELECT 'Category ' || n FROM generate_series(1, 50) n`.execute(db);
  await sql`INSERT INTO products (category_id, stock_amount, name, width_mm, height_mm, depth_mm, weight_g)
    SELECT 1 + n % 50, n % 300, 'Product ' || md5(n::text), 100 + n % 50, 50 + n % 30, 20 + n % 10, 200 + n % 900
    FROM generate_series(1, ${PRODUCTS}) n`.execute(db);
  await sql`INSERT INTO product_packages (product_id, name, product_count)
    SELECT p.id, p.name || ' x' || k, k FROM products p, generate_series(1, 2) k`.execute(db);
  await sql`INSERT INTO ozon_products (product_package_id, ozon_product_id, sku, name, price)
    SELECT pp.id, 500000 + pp.id, 100000 + pp.id % 5000, pp.name, 100 + pp.id % 5000 FROM product_packages pp`.execute(
    db,
  );
}

async function prepare(
  kind: Kind,
): Promise<{ target: DatabaseTarget; env: Record<string, string>; drop: () => Promise<void> }> {
  let target: DatabaseTarget;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url)
      throw new Error(
        'The load bench on PostgreSQL needs BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
      );
    const scratch = await createScratchPostgres(url);
    target = { kind: 'postgres', url: scratch.url };
    env = { DATABASE_URL: scratch.url };
    drop = scratch.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-load-'));
    target = { kind: 'embedded', dataDir, purpose: 'test' };
    env = { DATA_DIR: dataDir };
    drop = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await openDatabase(target);
  try {
    await migrate(database);
    const started = performance.now();
    await generatePostings(database);
    await generateCatalogue(database.db);
    await generateSearchTerms(database.db);
    await sql`ANALYZE`.execute(database.db);
    console.log(`  ${kind}: data generated in ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await database.close();
  }
  return { target, env, drop };
}

/** One user calling the app over HTTP and the floor alternately. */
async function singleCalls(token: string, one: Case, floor: () => Promise<number>): Promise<SingleCalls> {
  const { app, floor: floorLatency } = await alternately(() => callApp(PORT, token, one), floor, SINGLE_CALLS);
  const ratioP50 = floorLatency ? Math.round((app.p50 / floorLatency.p50) * 100) / 100 : null;
  return {
    calls: SINGLE_CALLS,
    app,
    floor: floorLatency,
    ratioP50,
    goalHolds: ratioP50 === null ? null : ratioP50 <= GOAL_SINGLE_RATIO,
  };
}

async function measure(kind: Kind): Promise<LoadCase[]> {
  const { target, env, drop } = await prepare(kind);
  const users = USERS[kind];
  const all = cases();
  const server = await startBenchApp(PORT, env);
  // The floor on the app's own database: beside its embedded server (joined, left running) or the external one.
  const checker = await openDatabase(target.kind === 'embedded' ? { ...target, whenOwned: 'join' } : target);
  const expected = new Map<string, number>();
  for (const one of all) expected.set(one.name, await one.floor(checker.db)());
  const results: LoadCase[] = [];
  try {
    for (const one of all) {
      const token = await login(PORT);
      const figure = one.figure(await callApp(PORT, token, one));
      if (figure !== expected.get(one.name))
        throw new Error(`${kind} ${one.name}: the app answered ${figure}, the SQL ${expected.get(one.name)}`);
      const single = await singleCalls(token, one, one.floor(checker.db));
      const app = await loadApp(PORT, token, one, users, SECONDS);
      const floor = await loadFloor(one.floor(checker.db), users, SECONDS);
      const goalP99Ms = GOAL_P99_MS[kind];
      results.push({
        case: one.name,
        single,
        database: kind,
        users,
        seconds: SECONDS,
        app,
        floor,
        goalP99Ms,
        goalHolds: app.p99 < goalP99Ms && app.errors === 0 && app.non2xx === 0 && app.timeouts === 0,
        checked: `${figure} (the same in plain SQL)`,
      });
      console.log(
        `  ${kind} ${one.name}: one user: app p50 ${single.app.p50} ms` +
          (single.floor ? `, floor p50 ${single.floor.p50} ms (${single.ratioP50}x)` : '') +
          `; ${users} users: app p50 ${app.p50} p99 ${app.p99} ms, ${app.perSecond}/s` +
          (app.non2xx || app.errors || app.timeouts
            ? ` (${app.non2xx} non-2xx, ${app.errors} errors, ${app.timeouts} timeouts)`
            : '') +
          (floor ? `; floor p50 ${floor.p50} p99 ${floor.p99} ms, ${floor.perSecond}/s` : ''),
      );
    }
  } finally {
    await checker.close();
    await stopApp(server);
    await drop();
  }
  return results;
}

export async function loadBenchmark(): Promise<LoadBenchmarkResult> {
  await buildLikeNpmStart();
  const kinds = (process.env.BENCH_LOAD_DATABASES ?? 'postgres,embedded').split(',') as Kind[];
  const results: LoadCase[] = [];
  for (const kind of kinds) results.push(...(await measure(kind)));
  return {
    name: 'load',
    description:
      'Read calls of six screens against the server started as npm start runs it, each answer checked against plain SQL first: ' +
      'one user calling the app over HTTP and the floor alternately (BENCH_SINGLE_CALLS each), ' +
      'then N users at once (autocannon, keep-alive) and then the floor (hand-written SQL, a pool of the app size) under as many users, case after case',
    scale: {
      postings: Number(process.env.BENCH_POSTINGS ?? 1_000_000),
      searchTerms: Number(process.env.BENCH_SEARCH_TERMS ?? 1_000_000),
      products: PRODUCTS,
      ozonProducts: PRODUCTS * 2,
    },
    cases: results,
    machine: { cpus: os.availableParallelism(), memoryGb: Math.round(os.totalmem() / 2 ** 30) },
    node: process.version,
    measuredAt: new Date().toISOString(),
  };
}
