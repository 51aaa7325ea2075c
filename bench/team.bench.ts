import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { ChildProcess } from 'node:child_process';
import type { PnlReport } from '../contracts/profitAndLoss.js';
import type { StockStarvationItem } from '../contracts/supplyPlanning.js';
import { sellerCalendar } from '../contracts/sellerCalendar.js';
import { openDatabase, type Database } from '../server/db/database.js';
import { PostingStatus } from '../contracts/enums.js';
import { buildLikeNpmStart, ROOT, stopApp } from './appProcess.js';
import { startSyncedDemo } from './demoCalls.js';
import { PREVIOUS_RELEASE, previousCheckout } from './previousRelease.js';
import { alternately, callApp, loadApp, type AppCall, type AppUnderLoad, type Latency } from './benchApp.js';
import { daysWithOrders, filteredOrderCount, latestSalesFloor } from './orderData.js';
import { cappedTotalCount, rawQuery as searchTermsQuery } from './searchTerms.bench.js';

/**
 * `npm run bench -- team` (issue 55): a seller's team on the default install. The demo as `npm start`
 * serves it (the built-in sandbox, its 12 months of history loaded on the first start, the embedded
 * PostgreSQL), called over HTTP with a bearer token by 10 users for 20 s on each read of the screens a
 * team uses most. Each answer is first checked against plain SQL on the same database. The previous
 * release (on PGlite, ./previousRelease.ts) is checked out and installed beside this one, started on its own demo and loaded read by read right
 * after this one: the two interleaved in one run on the same machine.
 */
const USERS = Number(process.env.BENCH_TEAM_USERS ?? 10);
const SECONDS = Number(process.env.BENCH_TEAM_SECONDS ?? 20);
/** BENCH_TEAM_READS: only the reads whose names contain one of these (comma-separated), for a quicker look. */
const ONLY = (process.env.BENCH_TEAM_READS ?? '').split(',').filter(Boolean);
const GOAL_P99_MS = 400;
/** One user's calls of the filtered and the unfiltered orders each, alternately. */
const SINGLE_CALLS = Number(process.env.BENCH_SINGLE_CALLS ?? 200);
const PORTS = { current: 8731, previous: 8732 };
const SELLER = { Login: 'bench', Password: 'bench-password-2026' };

type Side = keyof typeof PORTS;

/**
 * A read of a screen: its call and the figure its answer is checked by, read from the answer and from
 * SQL (which may look at the answer's rows, to sum the same ones).
 */
interface TeamRead extends AppCall {
  figure: (answer: unknown) => number;
  expected: (answer: unknown) => Promise<number>;
}

export interface TeamRun {
  app: AppUnderLoad;
  goalHolds: boolean;
  /** The figure of its answer, and whether it is the one the SQL gives. */
  figure: number;
  sameAsSql: boolean;
}

export interface TeamBenchmarkResult {
  name: string;
  description: string;
  previousRelease: string;
  scale: Record<string, number>;
  users: number;
  seconds: number;
  goalP99Ms: number;
  reads: { read: string; checked: string; current: TeamRun; previous: TeamRun | null }[];
  /** One user: the orders' 90 days with the three filters and without any, alternately (goal: at most 2x). */
  filteredSummary: { calls: number; unfiltered: Latency; filtered: Latency; ratioP50: number; goalHolds: boolean };
  goalHolds: boolean;
  machine: { cpus: number; memoryGb: number };
  node: string;
  measuredAt: string;
}

interface RunningDemo {
  server: ChildProcess;
  token: string;
  dataDir: string;
}

/** The demo of one checkout as a new seller starts it: its first start loads the year, then everything is synced. */
async function startDemo(side: Side, root: string): Promise<RunningDemo> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `seller-team-${side}-`));
  const started = performance.now();
  const { server, token } = await startSyncedDemo(PORTS[side], root, dataDir, SELLER);
  console.log(`  ${side}: the demo's year loaded and synced in ${Math.round((performance.now() - started) / 1000)} s`);
  return { server, token, dataDir };
}

/** The screens' reads on the demo's calendar, each with its check in plain SQL. */
async function teamReads(db: Database['db']): Promise<TeamRead[]> {
  const calendar = sellerCalendar('Europe/Moscow');
  const today = calendar.dayOf(new Date());
  const yearFrom = calendar.addDays(today, -365);
  const from90 = calendar.dayStart(calendar.addDays(today, -89));
  const to = calendar.dayEnd(today);
  // The filters a seller sets most: delivered, the three busiest warehouses, the five busiest clusters.
  const busiest = async (column: 'ozon_warehouse_id' | 'cluster_to_id', count: number) =>
    (
      await sql<{ id: number }>`SELECT ${sql.ref(column)} AS id FROM ozon_sales_order_items
        WHERE ${sql.ref(column)} IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${count}`.execute(db)
    ).rows.map((row) => row.id);
  const [warehouses, clusters] = await Promise.all([busiest('ozon_warehouse_id', 3), busiest('cluster_to_id', 5)]);
  const orderCount = async (from: Date, until: Date, filters = sql`true`) =>
    (
      await sql<{ n: number }>`SELECT count(DISTINCT order_id)::int AS n FROM ozon_sales_order_items i
        WHERE i.date >= ${from} AND i.date < ${until} AND ${filters}`.execute(db)
    ).rows[0]!.n;
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(db)).rows[0]!.n;
  const orders = (from: Date, body: object) => ({
    DateFrom: from.toISOString(),
    DateTo: to.toISOString(),
    GatherSummary: true,
    Count: 100,
    ...body,
  });
  // The P&L's months view as the screen asks it: the last 12 whole months, each product's profit.
  const lastMonth = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) - 1 };
  const monthStart = (back: number) => {
    const at = new Date(Date.UTC(lastMonth.year, lastMonth.month - 1 - back, 1));
    return at.toISOString().slice(0, 10);
  };
  const pnlFrom = monthStart(11);
  const pnlTo = calendar.addDays(monthStart(-1), -1);
  return [
    {
      name: 'orders: 90 days, delivered + 3 warehouses + 5 clusters, with summary',
      method: 'POST',
      url: '/v1/OzonSalesOrder/FindSalesOzonOrders',
      body: orders(from90, {
        Statuses: [PostingStatus.Delivered],
        WarehouseIDs: warehouses,
        WarehouseClusterIDs: clusters,
      }),
      figure: filteredOrderCount,
      expected: () =>
        orderCount(
          from90,
          to,
          sql`i.status = ${PostingStatus.Delivered} AND i.ozon_warehouse_id = ANY(${warehouses}::int[])
            AND i.cluster_to_id = ANY(${clusters}::int[])`,
        ),
    },
    {
      name: 'orders: a year, with summary',
      method: 'POST',
      url: '/v1/OzonSalesOrder/FindSalesOzonOrders',
      body: orders(calendar.dayStart(yearFrom), {}),
      figure: filteredOrderCount,
      expected: () => orderCount(calendar.dayStart(yearFrom), to),
    },
    {
      name: 'overview: 90 days',
      method: 'GET',
      url: '/v1/Report/GetLatestSalesReport?days=90',
      figure: daysWithOrders,
      expected: () => latestSalesFloor(db)(),
    },
    {
      name: 'finance: 30 days, page of 100 with totals',
      method: 'POST',
      url: '/v1/Operation/FindOzonOperations',
      body: { DateFrom: calendar.addDays(today, -29), DateTo: today, Count: 100 },
      figure: (answer) => (answer as { TotalCount: number }).TotalCount,
      expected: () =>
        count(sql<{ n: number }>`SELECT count(*)::int AS n FROM ozon_operations
          WHERE date >= ${calendar.dayStart(calendar.addDays(today, -29))} AND date < ${to}`),
    },
    {
      name: 'returns: 90 days per day',
      method: 'POST',
      url: '/v1/OzonSalesOrder/GetReturnReport',
      body: {},
      figure: (answer) =>
        (answer as { Quantity: number; RefusedQuantity: number }[]).reduce(
          (sum, day) => sum + day.Quantity + day.RefusedQuantity,
          0,
        ),
      expected: () =>
        count(sql<{ n: number }>`SELECT coalesce(sum(quantity), 0)::int AS n FROM ozon_returns
          WHERE return_date >= ${from90} AND return_date < ${to}`),
    },
    {
      name: 'products: page of 100',
      method: 'POST',
      url: '/v1/Product/FindProducts',
      body: { OrderField: 'Name', Count: 100 },
      figure: cappedTotalCount,
      expected: () => count(sql<{ n: number }>`SELECT count(*)::int AS n FROM products`),
    },
    {
      name: 'Ozon products: page of 100',
      method: 'POST',
      url: '/v1/OzonProduct/FindOzonProducts',
      body: { Count: 100 },
      figure: (answer) => (answer as { TotalCount: number }).TotalCount,
      expected: () => count(sql<{ n: number }>`SELECT count(*)::int AS n FROM ozon_products`),
    },
    {
      name: 'search terms: page of 50',
      method: 'POST',
      url: '/v1/SearchTerm/FindSearchTerms',
      body: { Count: 50 },
      figure: cappedTotalCount,
      expected: () => searchTermsQuery(db, {})(),
    },
    {
      name: 'stock shortage: 28 days of sales',
      method: 'POST',
      url: '/v1/Report/GetOzonStockStarvationReport',
      body: {},
      // Each row's sales, from the postings themselves: the units shipped from its warehouse over the 28 days.
      figure: (answer) => (answer as StockStarvationItem[]).reduce((sum, row) => sum + row.SalesCount, 0),
      expected: (answer) => {
        const shown = answer as StockStarvationItem[];
        return count(sql<{ n: number }>`SELECT coalesce(sum(i.quantity), 0)::int AS n FROM ozon_sales_order_items i
          JOIN unnest(${shown.map((row) => row.WarehouseID)}::int[], ${shown.map((row) => row.ProductPackageID)}::int[])
            AS shown(warehouse_id, package_id)
            ON shown.warehouse_id = i.ozon_warehouse_id AND shown.package_id = i.product_package_id
          WHERE i.date >= ${calendar.dayStart(calendar.addDays(today, -28))} AND i.date < ${calendar.dayStart(today)}
            AND i.status <> ${PostingStatus.Cancelled}`);
      },
    },
    {
      name: 'P&L: the last 12 months by month, profit per product',
      method: 'POST',
      url: '/v1/ProfitAndLoss/GetProfitAndLoss',
      body: {
        DateFrom: pnlFrom,
        DateTo: pnlTo,
        Columns: 'Months',
        GroupBy: 'Product',
        ShareUnassigned: false,
        Figure: 'Profit',
      },
      // The accruals' net of the year in kopecks, when every month's Ozon lines add up to it.
      figure: (answer) => {
        const checks = (answer as PnlReport).Checks;
        return checks.some((check) => check.Difference !== 0)
          ? Number.NaN
          : Math.round(checks.reduce((sum, check) => sum + check.AccrualNet, 0) * 100);
      },
      expected: () =>
        count(sql<{ n: number }>`SELECT round(coalesce(sum(amount), 0) * 100)::bigint AS n FROM ozon_operations
          WHERE currency_code = 'RUB' AND date >= ${calendar.dayStart(pnlFrom)} AND date < ${calendar.dayEnd(pnlTo)}`),
    },
  ];
}

async function measured(
  side: Side,
  token: string,
  read: TeamRead,
  answer: unknown,
  expected: number,
): Promise<TeamRun> {
  const figure = read.figure(answer);
  const app = await loadApp(PORTS[side], token, read, USERS, SECONDS);
  return {
    app,
    goalHolds: app.p99 < GOAL_P99_MS && app.errors === 0 && app.non2xx === 0 && app.timeouts === 0,
    figure,
    sameAsSql: figure === expected,
  };
}

export async function teamBenchmark(): Promise<TeamBenchmarkResult> {
  await buildLikeNpmStart();
  const previousRoot = process.env.BENCH_TEAM_PREVIOUS === 'no' ? null : previousCheckout();
  const current = await startDemo('current', ROOT);
  let previous: RunningDemo | null = null;
  // The checks' SQL on the app's own database, beside its embedded server (joined, left running).
  const checker = await openDatabase({
    kind: 'embedded',
    dataDir: current.dataDir,
    purpose: 'app',
    whenOwned: 'join',
    poolSize: 2,
  });
  try {
    if (previousRoot) previous = await startDemo('previous', previousRoot);
    const reads = await teamReads(checker.db);
    const scale = {
      postings: Number(
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ozon_sales_order_items`.execute(checker.db)).rows[0]!
          .n,
      ),
      accruals: Number(
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ozon_operations`.execute(checker.db)).rows[0]!.n,
      ),
    };
    console.log(`  the demo: ${JSON.stringify(scale)}`);
    const results: TeamBenchmarkResult['reads'] = [];
    for (const read of reads.filter((one) => !ONLY.length || ONLY.some((part) => one.name.includes(part)))) {
      const answer = await callApp(PORTS.current, current.token, read);
      const expected = await read.expected(answer);
      const now = await measured('current', current.token, read, answer, expected);
      if (!now.sameAsSql) throw new Error(`${read.name}: the app answered ${now.figure}, the SQL ${expected}`);
      const before = previous
        ? await measured(
            'previous',
            previous.token,
            read,
            await callApp(PORTS.previous, previous.token, read),
            expected,
          )
        : null;
      results.push({ read: read.name, checked: `${expected} (the same in plain SQL)`, current: now, previous: before });
      const line = (run: TeamRun) =>
        `p50 ${run.app.p50} p99 ${run.app.p99} ms, ${run.app.perSecond}/s` +
        (run.app.non2xx || run.app.errors || run.app.timeouts
          ? ` (${run.app.non2xx} non-2xx, ${run.app.errors} errors, ${run.app.timeouts} timeouts)`
          : '');
      console.log(
        `  ${read.name}: embedded PostgreSQL ${line(now)}${now.goalHolds ? '' : ' (OVER)'}` +
          (before
            ? `; previous on PGlite ${line(before)}${before.sameAsSql ? '' : ` (answered ${before.figure})`}`
            : ''),
      );
    }
    const filteredRead = reads[0]!;
    const unfilteredRead = {
      ...filteredRead,
      body: { ...filteredRead.body, Statuses: [], WarehouseIDs: [], WarehouseClusterIDs: [] },
    };
    const single = await alternately(
      () => callApp(PORTS.current, current.token, filteredRead),
      () => callApp(PORTS.current, current.token, unfilteredRead),
      SINGLE_CALLS,
    );
    const ratioP50 = Math.round((single.app.p50 / single.floor!.p50) * 100) / 100;
    const filteredSummary = {
      calls: SINGLE_CALLS,
      unfiltered: single.floor!,
      filtered: single.app,
      ratioP50,
      goalHolds: ratioP50 <= 2,
    };
    console.log(
      `  one user, orders of 90 days with the summary: unfiltered p50 ${filteredSummary.unfiltered.p50} ms, ` +
        `three filters p50 ${filteredSummary.filtered.p50} ms (${ratioP50}x)`,
    );
    return {
      name: 'team',
      description:
        `The demo's year as npm start serves it on the embedded PostgreSQL, ${USERS} users for ${SECONDS} s per read ` +
        '(autocannon over HTTP with a bearer token, keep-alive, compression and logging as in production), each answer ' +
        'checked against plain SQL first; the previous release on PGlite on its own demo, loaded read by read right after',
      previousRelease: previousRoot ? PREVIOUS_RELEASE : 'not run',
      scale,
      users: USERS,
      seconds: SECONDS,
      goalP99Ms: GOAL_P99_MS,
      reads: results,
      filteredSummary,
      goalHolds: results.every((read) => read.current.goalHolds) && filteredSummary.goalHolds,
      machine: { cpus: os.availableParallelism(), memoryGb: Math.round(os.totalmem() / 2 ** 30) },
      node: process.version,
      measuredAt: new Date().toISOString(),
    };
  } finally {
    await checker.close();
    await stopApp(current.server);
    if (previous) await stopApp(previous.server);
    for (const demo of [current, previous]) if (demo) fs.rmSync(demo.dataDir, { recursive: true, force: true });
  }
}
