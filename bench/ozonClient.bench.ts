import { performance } from 'node:perf_hooks';
import { buildSandbox } from '../sandbox/app.js';
import { DEFAULT_CABINET, sandboxOptionsFromEnv } from '../sandbox/config.js';
import {
  POSTING_METHODS,
  POSTING_PAGE_LIMIT,
  postingsApi,
  type PostingListFilter,
} from '../server/ozon/api/postings.js';
import { httpTransport, type OzonCredentials } from '../server/ozon/transport.js';
import { compare, type BenchmarkResult } from './measure.js';

const CABINET = DEFAULT_CABINET;
const NOW = new Date('2026-11-01T00:00:00Z');
/** One month of postings, FBS and FBO: at the default scale about a twelfth of 150k. */
const PERIOD: PostingListFilter = { since: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-10-31T23:59:59Z') };
const WITH = { analytics_data: true, financial_data: true };

export interface OzonClientBenchmarkResult extends BenchmarkResult {
  postingsPerPass: number;
  pagesPerPass: number;
  postingsPerSecond: { bareHttp: number; client: number; clientWithOzonBudget: number };
}

/** The bare loop: the same requests as the client sends, with plain fetch and JSON.parse, nothing else. */
async function bareRead(credentials: OzonCredentials): Promise<{ postings: number; pages: number }> {
  let postings = 0;
  let pages = 0;
  for (const path of [POSTING_METHODS.fbsList, POSTING_METHODS.fboList]) {
    let cursor = '';
    for (;;) {
      const response = await fetch(credentials.baseUrl + path, {
        method: 'POST',
        headers: {
          'Client-Id': credentials.clientId,
          'Api-Key': credentials.apiKey,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          filter: { since: PERIOD.since.toISOString(), to: PERIOD.to.toISOString() },
          limit: POSTING_PAGE_LIMIT,
          sort_dir: 'ASC',
          with: WITH,
          cursor,
        }),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const page = (await response.json()) as { postings: unknown[]; has_next: boolean; cursor: string };
      postings += page.postings.length;
      pages++;
      if (!page.has_next || !page.cursor) break;
      cursor = page.cursor;
    }
  }
  return { postings, pages };
}

/** The importers' way: the client's paging generators, zod validation, budget, retry wrapper. */
async function clientRead(ozon: ReturnType<typeof httpTransport>): Promise<number> {
  const api = postingsApi(ozon);
  let postings = 0;
  for await (const page of api.fbsPages(PERIOD, { with: WITH })) postings += page.length;
  for await (const page of api.fboPages(PERIOD, { with: WITH })) postings += page.length;
  return postings;
}

/**
 * How many postings a second the Ozon client pulls from the sandbox (default scale), against the
 * sandbox serving the same pages to a bare fetch loop. The ratio is measured with the client's
 * pacing off (what the client itself costs); with Ozon's 50 requests a second on, the client is
 * capped at 50 pages of 100 a second, which is reported beside it.
 */
export async function ozonClientBenchmark(): Promise<OzonClientBenchmarkResult> {
  const options = sandboxOptionsFromEnv({ SANDBOX_SCALE: process.env.SANDBOX_SCALE });
  const sandbox = await buildSandbox({
    ...options,
    cabinets: [CABINET],
    now: NOW,
    rateLimitPerSecond: 1_000_000, // the sandbox's own limit would measure itself, not the client
    faults: { errorRate: 0, latencyMs: 0, dropRate: 0 },
  });
  try {
    const baseUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const credentials = { baseUrl, ...CABINET };
    const unpaced = httpTransport(credentials, { requestsPerSecond: 0 });
    const paced = httpTransport(credentials);

    const expected = await bareRead(credentials);
    const read = await clientRead(unpaced);
    if (read !== expected.postings)
      throw new Error(`the client read ${read} postings, the bare loop ${expected.postings}`);

    const result = await compare(
      {
        name: 'ozon-client-postings',
        description:
          `FBS and FBO postings of one month (${expected.postings} in ${expected.pages} pages of ${POSTING_PAGE_LIMIT}) ` +
          'read through the Ozon client (paging, zod, retry wrapper; pacing off) vs a bare fetch loop over the same pages',
        scale: { sandboxScale: options.scale, postings: expected.postings, pages: expected.pages },
        iterations: 6,
      },
      () => bareRead(credentials),
      () => clientRead(unpaced),
    );

    const started = performance.now();
    await clientRead(paced);
    const pacedMs = performance.now() - started;

    const perSecond = (ms: number) => Math.round(expected.postings / (ms / 1000));
    return {
      ...result,
      postingsPerPass: expected.postings,
      pagesPerPass: expected.pages,
      postingsPerSecond: {
        bareHttp: perSecond(result.baselineMedianMs),
        client: perSecond(result.measuredMedianMs),
        clientWithOzonBudget: perSecond(pacedMs),
      },
    };
  } finally {
    await sandbox.close();
  }
}
