import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CABINET } from '../sandbox/config.js';
import { sellerCalendar } from '../contracts/sellerCalendar.js';
import { historyDayFamilies, historyMonths, type HistoryLoadResult } from '../contracts/history.js';
import type { Job } from '../contracts/jobs.js';
import { financeApi, type AccrualType } from '../server/ozon/api/finance.js';
import { reviewApi } from '../server/ozon/api/reviews.js';
import { supplyApi } from '../server/ozon/api/supplies.js';
import { eachLimited } from '../server/ozon/eachLimited.js';
import { eachSet } from '../server/ozon/eachSet.js';
import { BUNDLES_IN_FLIGHT } from '../server/supplies/supplyOrderImport.js';
import { readReviewExtras, reviewCallsNeeded, reviewOf, REVIEWS_PER_WRITE } from '../server/reviews/reviewImport.js';
import { httpTransport } from '../server/ozon/transport.js';
import { historyDayReaders } from '../server/history/historyDayFamilies.js';
import { missingUnits, wantedDays } from '../server/history/historyDays.js';
import { HISTORY_CONCURRENCY } from '../server/history/historyLoad.js';
import { freePort } from '../server/test/freePort.js';
import { createScratchPostgres } from '../server/test/testDatabase.js';

/**
 * A year of a cabinet's history (`npm run bench -- history`): the server started as a seller starts it
 * (`npm run serve`, embedded database or BENCH_DATABASE_URL) with the sandbox as its Ozon in a process
 * of its own, loading 12 months on its first start, followed over HTTP; against the raw pull of the
 * same Ozon calls by the product's client at the same concurrency, with nothing written (run before and
 * after the load, their mean is the floor). SANDBOX_SCALE sets the seller's size (10: 1.5M postings).
 * The floor reads the whole lists (supply orders, reviews) beside the days, as the job does, with the
 * reviews' detail and comment calls a first sync makes (chosen by the import's own `reviewCallsNeeded`).
 * The answer is checked: the days stored hold exactly the records the pull read. A job's throughput, not
 * a read's latency: reads under many users are the read benches' (orders, search terms; issue 29).
 * Memory: the server's resident set sampled while the history loads (its peak), and the process's peak
 * (VmHWM), which also holds the first start's database creation (initdb of the embedded PostgreSQL).
 */
/** The depth loaded: 12 months, or BENCH_HISTORY_MONTHS for a quicker look (3 at scale 10 is five minutes). */
const MONTHS = historyMonths.parse(Number(process.env.BENCH_HISTORY_MONTHS ?? 12));
const ROOT = path.join(path.dirname(new URL(import.meta.url).pathname), '..');

export interface HistoryBenchmarkResult {
  name: string;
  description: string;
  scale: Record<string, number>;
  ratio: number;
  pullMs: number[];
  historyMs: number;
  periods: number;
  records: number;
  peakResidentMb: number;
  peakResidentWhileLoadingMb: number;
  database: string;
  node: string;
  measuredAt: string;
}

function start(script: string, env: Record<string, string>, profile = false): ChildProcess {
  // BENCH_PROFILE_DIR: the server's CPU profile is written there when it stops (open it in Chrome's DevTools).
  const profiling =
    profile && process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  return spawn(process.execPath, [...profiling, '--import', 'tsx', path.join(ROOT, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUp(url: string): Promise<void> {
  for (let tries = 0; tries < 3000; tries++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** The same calls the history makes, at the same concurrency, read and parsed by the client, not written. */
async function rawPull(baseUrl: string): Promise<{ ms: number; records: number }> {
  const ozon = httpTransport({ baseUrl, ...DEFAULT_CABINET });
  const calendar = sellerCalendar('Europe/Moscow');
  let types: Promise<AccrualType[]> | undefined;
  const readers = historyDayReaders(ozon, calendar, () => (types ??= financeApi(ozon).accrualTypes()));
  const units = missingUnits(wantedDays(MONTHS, calendar.dayOf(new Date())), new Set());
  const signal = new AbortController().signal;
  const started = performance.now();
  let next = 0;
  let records = 0;
  // The whole lists, read beside the days as the job reads them (the two side by side): their list and
  // item calls, the bundles of a page as many at once as the import reads them.
  async function supplyOrders(): Promise<void> {
    const supplies = supplyApi(ozon);
    for await (const page of supplies.allOrders({})) {
      const bundles = page.flatMap((order) => order.supplies.map((supply) => supply.bundle_id));
      await eachLimited(
        bundles,
        BUNDLES_IN_FLIGHT,
        async (bundle) => void (await supplies.allBundleItems([bundle], {})),
      );
    }
    await supplies.availableWarehouses();
  }
  // The list, and the details and threads a first import reads (those of the reviews not yet settled),
  // a set's as many at once as the import reads them, while the next set is listed.
  async function reviews(): Promise<void> {
    const now = new Date();
    const listed = async function* () {
      for await (const page of reviewApi(ozon).listPages({ sort_dir: 'ASC' })) yield page.map(reviewOf);
    };
    await eachSet(listed(), REVIEWS_PER_WRITE, async (set) => {
      await readReviewExtras(ozon, reviewCallsNeeded(set, new Map(), now));
    });
  }
  await Promise.all([
    ...Array.from({ length: HISTORY_CONCURRENCY }, async () => {
      while (next < units.length) {
        const unit = units[next++]!;
        // Read first, then added: `records += await …` would add to a stale total beside the other readers.
        const { count } = await readers[unit.family](unit.day, signal);
        records += count;
      }
    }),
    supplyOrders(),
    reviews(),
  ]);
  return { ms: performance.now() - started, records };
}

export async function historyBenchmark(): Promise<HistoryBenchmarkResult> {
  const scale = Number(process.env.SANDBOX_SCALE ?? 1);
  const sandboxPort = await freePort();
  const sandbox = start('sandbox/main.ts', {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_SCALE: String(scale),
    SANDBOX_CABINETS: `${DEFAULT_CABINET.clientId}:${DEFAULT_CABINET.apiKey}`,
  });
  const ozonUrl = `http://127.0.0.1:${sandboxPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-bench-history-'));
  let server: ChildProcess | undefined;
  // On PostgreSQL, a fresh database beside BENCH_DATABASE_URL's, as a new seller's, dropped at the end.
  const scratch = process.env.BENCH_DATABASE_URL ? await createScratchPostgres(process.env.BENCH_DATABASE_URL) : null;
  try {
    await waitUp(`${ozonUrl}/health`);
    const before = await rawPull(ozonUrl);
    console.log(`  raw pull: ${Math.round(before.ms)} ms, ${before.records} records of the days`);

    const port = await freePort();
    const login = { Login: 'bench', Password: 'bench-password-2026' };
    server = start(
      'server/main.ts',
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        SELLER_ADMIN_LOGIN: login.Login,
        SELLER_ADMIN_PASSWORD: login.Password,
        LOG_LEVEL: 'warn',
        OZON_CLIENT_ID: DEFAULT_CABINET.clientId,
        OZON_API_KEY: DEFAULT_CABINET.apiKey,
        OZON_API_URL: ozonUrl,
        HISTORY_MONTHS: String(MONTHS),
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      },
      true,
    );
    const base = `http://127.0.0.1:${port}`;
    await waitUp(`${base}/health`);
    const token = (
      (await (
        await fetch(`${base}/Token/Login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(login),
        })
      ).json()) as { AccessToken: string }
    ).AccessToken;
    const get = async <T>(url: string) =>
      (await (await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
    const residentMb = (key: 'VmRSS' | 'VmHWM') =>
      Math.round(
        Number(new RegExp(`${key}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${server!.pid}/status`, 'utf8'))?.[1] ?? 0) /
          1024,
      );
    let peakWhileLoading = 0;
    const sampler = setInterval(() => {
      try {
        peakWhileLoading = Math.max(peakWhileLoading, residentMb('VmRSS'));
      } catch {
        // The server has ended: the job's status says why.
      }
    }, 200);
    let job: Job | undefined;
    for (;;) {
      job = (await get<Job[]>('/v1/Job/GetJobs')).find((entry) => entry.Kind === 'LoadOzonHistory');
      if (job && !['Queued', 'Running'].includes(job.Status)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const finished = await get<Job>(`/v1/Job/GetJob?id=${job.ID}`);
    if (finished.Status !== 'Completed')
      throw new Error(`the history ended ${finished.Status}: ${finished.Error?.detail}`);
    const result = finished.Result as HistoryLoadResult;
    if (result.Coverage.CompleteFrom !== result.Coverage.WantedFrom) throw new Error('the history is not whole');
    // The answer checked: the days stored hold exactly the records the pull read.
    const stored = result.Coverage.Families.filter((family) =>
      (historyDayFamilies as readonly string[]).includes(family.Family),
    ).reduce((sum, family) => sum + family.Records, 0);
    if (stored !== before.records)
      throw new Error(`the history stored ${stored} records of the days, Ozon gave ${before.records}`);
    const historyMs = Date.parse(finished.FinishedAt!) - Date.parse(finished.StartedAt!);
    clearInterval(sampler);
    const peakResidentMb = residentMb('VmHWM');
    console.log(
      `  history: ${historyMs} ms, ${result.LoadedRecords} records, peak ${peakWhileLoading} MB while loading, ${peakResidentMb} MB with the first start`,
    );
    server.kill('SIGTERM');

    const pullAfter = (await rawPull(ozonUrl)).ms;
    console.log(`  raw pull: ${Math.round(pullAfter)} ms`);
    const pullBefore = before.ms;
    const pullMs = (pullBefore + pullAfter) / 2;
    return {
      name: [
        'history',
        ...(scale === 1 ? [] : [`scale-${scale}`]),
        ...(MONTHS === 12 ? [] : [`${MONTHS}-months`]),
        ...(scratch ? ['postgres'] : []),
      ].join('-'),
      description: `${MONTHS} months of history on a first start (server process, sandbox process) vs the raw pull of the same Ozon calls`,
      scale: { months: MONTHS, sandboxScale: scale },
      ratio: Math.round((historyMs / pullMs) * 100) / 100,
      pullMs: [Math.round(pullBefore), Math.round(pullAfter)],
      historyMs,
      periods: result.LoadedPeriods,
      records: result.LoadedRecords,
      peakResidentMb,
      peakResidentWhileLoadingMb: peakWhileLoading,
      database: scratch ? 'PostgreSQL' : 'embedded PostgreSQL',
      node: process.version,
      measuredAt: new Date().toISOString(),
    };
  } finally {
    server?.kill('SIGKILL');
    sandbox.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}
