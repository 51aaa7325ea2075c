import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../contracts/jobs.js';
import type { ProductImportResult, StockImportResult } from '../../contracts/ozonProducts.js';
import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import { problemOf } from '../http/problemOf.js';
import { importOzonProductStocks } from '../ozon-products/stockImport.js';
import { httpTransport } from '../ozon/transport.js';
import { buildDemoTestApp, type TestAppOptions } from '../test/testApp.js';
import { DEFAULT_CABINET } from '../../sandbox/config.js';

type TestApp = Awaited<ReturnType<typeof buildDemoTestApp>>;

/**
 * The server in demo mode with its own catalogue seeded from the sandbox seller, as on a first start; a
 * quarter-size seller (a hundred cards, a quarter of the postings) unless a test says otherwise.
 */
async function demoApp(sandboxEnv: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const app = await buildDemoTestApp({ SANDBOX_SCALE: '0.25', ...sandboxEnv }, options);
  await seedDemoCatalogue(app.database.db, app.ozon.demoWorld!);
  return app;
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const ASYNC = { prefer: 'respond-async' };

async function startAsync(app: TestApp, url: string): Promise<Job> {
  const response = await app.call({ method: 'POST', url, headers: ASYNC });
  expect(response.statusCode).toBe(202);
  expect(response.headers['preference-applied']).toBe('respond-async');
  const job = response.json<Job>();
  expect(response.headers.location).toBe(`/v1/Job/GetJob?id=${job.ID}`);
  return job;
}

async function getJob(app: TestApp, id: string): Promise<Job> {
  return (await app.call({ method: 'GET', url: `/v1/Job/GetJob?id=${id}` })).json<Job>();
}

async function waitForJob(app: TestApp, id: string, done: (job: Job) => boolean, ms = 60_000): Promise<Job> {
  const until = Date.now() + ms;
  for (;;) {
    const job = await getJob(app, id);
    if (done(job)) return job;
    if (Date.now() > until) throw new Error(`job ${id} is still ${job.Status} (${job.Done}/${job.Total})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const finished = (job: Job) => !['Queued', 'Running'].includes(job.Status);
const count = async (
  app: TestApp,
  table: 'ozon_products' | 'ozon_product_stocks' | 'ozon_warehouses' | 'ozon_sales_order_items' | 'ozon_operations',
) =>
  Number(
    (
      await app.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the sync engine through the import calls', () => {
  it('answers 202 with the job for Prefer: respond-async, and the result is readable afterwards', async () => {
    t = await demoApp();
    const started = await startAsync(t, '/v1/OzonProduct/ImportOzonProducts');
    expect(['Queued', 'Running']).toContain(started.Status);
    expect(started.StartedBy).toBe('user:seller');

    const job = await waitForJob(t, started.ID, finished);
    expect(job.Status).toBe('Completed');
    // Determinate progress: Ozon tells the number of cards up front.
    expect(job.Total).toBeGreaterThan(0);
    expect(job.Done).toBeGreaterThanOrEqual(job.Total!);
    const result = job.Result as ProductImportResult;
    expect(result.MissingProductPackageIDs.length).toBeGreaterThan(0);

    // The synchronous form answers the same result, and the history keeps both runs with their results.
    const sync = await t.call({ method: 'POST', url: '/v1/OzonProduct/ImportOzonProducts' });
    expect(sync.statusCode).toBe(200);
    expect(sync.json<ProductImportResult>().MissingProductPackageIDs).toEqual(result.MissingProductPackageIDs);
    const history = (
      await t.call({ method: 'POST', url: '/v1/Job/FindJobs', payload: { Kind: 'ImportOzonProducts' } })
    ).json<{ TotalCount: number; Items: Job[] }>();
    expect(history.TotalCount).toBe(2);
    expect((history.Items[1].Result as ProductImportResult).BadProductPackageIDs).toEqual(result.BadProductPackageIDs);
  });

  it('joins a running import instead of starting a second one', async () => {
    t = await demoApp({ SANDBOX_LATENCY_MS: '10' });
    const first = await startAsync(t, '/v1/OzonProduct/ImportOzonProducts');
    const second = await startAsync(t, '/v1/OzonProduct/ImportOzonProducts');
    expect(second.ID).toBe(first.ID);
    await waitForJob(t, first.ID, finished);
  });

  it('cancels a running import, leaving nothing written', async () => {
    t = await demoApp({ SANDBOX_LATENCY_MS: '300' });
    const started = await startAsync(t, '/v1/OzonProduct/ImportOzonProducts');
    const running = await waitForJob(t, started.ID, (job) => job.Status === 'Running' || finished(job));
    expect(running.Status).toBe('Running');
    const cancel = await t.call({ method: 'POST', url: `/v1/Job/CancelJob?id=${started.ID}` });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<Job>().CancelRequested).toBe(true);

    const job = await waitForJob(t, started.ID, finished);
    expect(job.Status).toBe('Cancelled');
    expect(job.Error?.type).toBe('/problems/job-cancelled');
    // The cards are written in one transaction at the end: nothing kept, and the problem says so.
    expect(job.Error).not.toHaveProperty('Kept');
    expect(await count(t, 'ozon_products')).toBe(0);
  });

  it('cancels a queued job at once', async () => {
    t = await demoApp({ SANDBOX_LATENCY_MS: '100' });
    const jobs = (await t.call({ method: 'POST', url: '/v1/Sync/SyncEverything' })).json<Job[]>();
    expect(jobs.map((job) => job.Kind)).toEqual([
      'ImportOzonWarehouses',
      'ImportOzonProducts',
      'ImportOzonProductStocks',
      'ImportOzonFbsPostings',
      'ImportOzonFboPostings',
      'ImportOzonOperations',
      'ImportOzonRealization',
      'ImportOzonSupplyOrders',
      'ImportOzonPromotions',
      'ImportOzonProductReviews',
      'ImportOzonCategoryTree',
    ]);
    const stocks = (await t.call({ method: 'POST', url: `/v1/Job/CancelJob?id=${jobs[2].ID}` })).json<Job>();
    expect(stocks.Status).toBe('Cancelled');
    await waitForJob(t, jobs[1].ID, finished);
    expect((await getJob(t, jobs[2].ID)).Status).toBe('Cancelled');
  });

  it('runs "sync everything" in dependency order, each family after the one before', async () => {
    // The quarter-size seller's first reviews sync reads the recent threads within Ozon's 50 calls a second.
    // The runs read the recent days of the app's clock: the sandbox stands at the same now, with a
    // twentieth of the seller (the order of the runs is the subject, not their volume: at a quarter,
    // a month of postings and reviews took 76 s with two CPU burners beside the suite).
    t = await demoApp({ SANDBOX_NOW: new Date().toISOString(), SANDBOX_SCALE: '0.05' });
    const jobs = (await t.call({ method: 'POST', url: '/v1/Sync/SyncEverything' })).json<Job[]>();
    for (const [index, job] of jobs.entries()) if (index > 0) expect(job.DependsOn).toBe(jobs[index - 1]!.ID);
    const done = await Promise.all(jobs.map((job) => waitForJob(t!, job.ID, finished)));
    expect(done.map((job) => job.Status)).toEqual(jobs.map(() => 'Completed'));
    // Every family's progress is determinate and ends at its total.
    expect(done.map((job) => job.Total !== null && job.Total > 0 && job.Done === job.Total)).toEqual(
      jobs.map(() => true),
    );
    for (const [index, job] of done.entries()) {
      if (index > 0)
        expect(Date.parse(job.StartedAt!)).toBeGreaterThanOrEqual(Date.parse(done[index - 1]!.FinishedAt!));
    }
    expect(done[2].StartedBy).toBe('sync-all:seller');
    expect(await count(t, 'ozon_sales_order_items')).toBeGreaterThan(0);
    expect(await count(t, 'ozon_product_stocks')).toBeGreaterThan(0);
    expect(await count(t, 'ozon_operations')).toBeGreaterThan(0);
  });

  it('runs the missing warehouses and products first instead of dropping the stocks', async () => {
    t = await demoApp();
    expect(await count(t, 'ozon_warehouses')).toBe(0);
    const response = await t.call({ method: 'POST', url: '/v1/OzonProduct/ImportOzonProductStocks' });
    expect(response.statusCode).toBe(200);
    const result = response.json<StockImportResult>();
    expect(result.ClusterStocks.some((cluster) => cluster.NewStock > 0)).toBe(true);
    expect(await count(t, 'ozon_warehouses')).toBeGreaterThan(0);
    expect(await count(t, 'ozon_product_stocks')).toBeGreaterThan(0);
    const families = (await t.call({ method: 'GET', url: '/v1/Sync/GetSyncFamilies' })).json<
      { Kind: string; LastRun: Job | null }[]
    >();
    // The postings (and every other family) were not asked for: they have not run.
    const ran = families.filter((family) => family.LastRun).map((family) => [family.Kind, family.LastRun!.Status]);
    expect(ran).toEqual([
      ['ImportOzonWarehouses', 'Completed'],
      ['ImportOzonProducts', 'Completed'],
      ['ImportOzonProductStocks', 'Completed'],
    ]);
    expect(families.map((family) => family.Kind)).toContain('BackupDatabase');
  });
});

describe('an import whose prerequisite data is missing', () => {
  it('refuses a stock import with no warehouses instead of reporting success while dropping every stock', async () => {
    t = await demoApp();
    await t.call({ method: 'POST', url: '/v1/OzonProduct/ImportOzonProducts' });
    const transport = httpTransport(t.ozon.credentials);
    // The importer throws a domain error; the seller gets the problem it maps to.
    const refused = importOzonProductStocks(t.database.db, transport).catch((error: unknown) => {
      throw problemOf(error);
    });
    await expect(refused).rejects.toMatchObject({
      status: 409,
      type: '/problems/prerequisite-missing',
      extensions: { Prerequisite: 'ImportOzonWarehouses' },
    });
    expect(await count(t, 'ozon_product_stocks')).toBe(0);
  });
});

describe('Ozon failures reach the seller as their reason', () => {
  it('answers 502 naming the Ozon method when Ozon fails past the retry budget, and the job keeps it', async () => {
    const logLines: string[] = [];
    t = await buildDemoTestApp(
      { SANDBOX_FAULT_RATE: '1' },
      {
        ozonRetry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 2 },
        logStream: { write: (line: string) => void logLines.push(line) },
      },
    );
    const response = await t.call({ method: 'POST', url: '/v1/Warehouse/ImportOzonWarehouses' });
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<Record<string, unknown>>();
    expect(problem.type).toBe('/problems/ozon-error');
    expect(problem.OzonMethod).toBe('POST /v1/cluster/list');
    expect(problem.OzonStatus).toBeGreaterThanOrEqual(500);
    expect(typeof problem.OzonMessage).toBe('string');
    expect(JSON.stringify(problem)).not.toContain(DEFAULT_CABINET.apiKey);
    // The retry is worth a warning with the method, attempt and status; never the key.
    const retries = logLines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'Ozon call retried');
    expect(retries[0]).toMatchObject({ level: 40, method: 'POST /v1/cluster/list', attempt: 1 });
    expect(retries[0].status).toBeGreaterThanOrEqual(500);
    expect(logLines.join('\n')).not.toContain(DEFAULT_CABINET.apiKey);

    const families = (await t.call({ method: 'GET', url: '/v1/Sync/GetSyncFamilies' })).json<
      { Kind: string; LastRun: Job | null }[]
    >();
    const last = families.find((family) => family.Kind === 'ImportOzonWarehouses')!.LastRun!;
    expect(last.Status).toBe('Failed');
    expect(last.Error).toMatchObject({ type: '/problems/ozon-error', OzonMethod: 'POST /v1/cluster/list' });
  });

  it('answers 503 with Retry-After when Ozon cannot be reached', async () => {
    t = await buildDemoTestApp({}, { ozonRetry: { maxAttempts: 1 } });
    await t.ozon.close();
    const response = await t.call({ method: 'POST', url: '/v1/OzonProduct/ImportOzonProducts' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toMatchObject({ type: '/problems/ozon-unreachable' });
  });
});
