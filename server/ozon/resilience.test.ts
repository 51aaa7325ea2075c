// The client against the real sandbox misbehaving on purpose: injected 500/503s, dropped connections,
// a tight rate limit, slow answers. Data must come out complete, and 429s must cost time, not calls.
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startContractSandbox, TEST_CABINET, type ContractSandbox } from '../../sandbox/contract/harness.js';
import { categoryApi } from './api/categories.js';
import { postingsApi } from './api/postings.js';
import { httpTransport, OzonApiError, OzonNetworkError, type RetryEvent, type TransportOptions } from './transport.js';

let sandbox: ContractSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function start(overrides: Parameters<typeof startContractSandbox>[0]) {
  sandbox = await startContractSandbox(overrides);
  return sandbox;
}

/** A transport on the sandbox that counts requests by status and records its retries. */
function client(url: string, options: TransportOptions = {}, apiKey = TEST_CABINET.apiKey) {
  const statuses: number[] = [];
  const retries: RetryEvent[] = [];
  const counting = (async (input: URL, init: RequestInit) => {
    const response = await fetch(input, init);
    statuses.push(response.status);
    return response;
  }) as typeof fetch;
  const ozon = httpTransport(
    { baseUrl: url, clientId: TEST_CABINET.clientId, apiKey },
    { fetch: counting, onRetry: (event) => retries.push(event), ...options },
  );
  return { ozon, statuses, retries };
}

const fastRetries = { baseDelayMs: 5, maxDelayMs: 40, maxAttempts: 10 };

describe('client against a flaky sandbox', () => {
  it('reads the whole category tree 50 times through 20% errors and 5% dropped connections', async () => {
    const calm = await start({});
    const expected = await categoryApi(calm.ozon).tree();
    await calm.close();

    const flaky = await start({ faults: { errorRate: 0.2, latencyMs: 0, dropRate: 0.05 } });
    const { ozon, statuses, retries } = client(flaky.url, { retry: fastRetries });
    for (let i = 0; i < 50; i++) expect(await categoryApi(ozon).tree()).toEqual(expected);

    expect(statuses.filter((status) => status >= 500).length).toBeGreaterThan(5);
    expect(retries.some((event) => event.kind === 'network')).toBe(true);
    expect(retries.some((event) => event.kind === 'server')).toBe(true);
    expect(flaky.app.contractViolations).toEqual([]);
  });

  it('pages through a month of FBS and FBO postings through 20% errors and drops: each once, none missing', async () => {
    const month = { since: new Date('2026-09-01T00:00:00Z'), to: new Date('2026-09-30T23:59:59Z') };
    const read = async (ozon: ContractSandbox['ozon']) => {
      const numbers: string[] = [];
      for await (const page of postingsApi(ozon).fbsPages(month)) numbers.push(...page.map((p) => p.posting_number));
      for await (const page of postingsApi(ozon).fboPages(month)) numbers.push(...page.map((p) => p.posting_number));
      return numbers;
    };
    const calm = await start({});
    const expected = await read(calm.ozon);
    await calm.close();
    expect(expected.length).toBeGreaterThan(1000);

    const flaky = await start({ faults: { errorRate: 0.2, latencyMs: 0, dropRate: 0.05 } });
    const { ozon, retries } = client(flaky.url, { retry: fastRetries });
    const numbers = await read(ozon);
    expect(numbers).toEqual(expected);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(retries.length).toBeGreaterThan(3);
    expect(flaky.app.contractViolations).toEqual([]);
  });

  it('slows down on 429 instead of failing: 40 calls against 5 a second all succeed', async () => {
    const limited = await start({ rateLimitPerSecond: 5 });
    const { ozon, statuses, retries } = client(limited.url); // the client's own budget is Ozon's 50/s
    const started = Date.now();
    const trees = await Promise.all(Array.from({ length: 40 }, () => categoryApi(ozon).tree()));
    const elapsed = Date.now() - started;

    expect(trees.every((tree) => tree.length > 0)).toBe(true);
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // The sandbox's bucket holds 5 and refills 5 a second: 35 calls more need at least 7 s.
    expect(elapsed).toBeGreaterThanOrEqual(6500);
    expect(elapsed).toBeLessThan(25_000);
    // Retry-After: 1 is the floor of every wait after a 429.
    const rateWaits = retries.filter((event) => event.kind === 'rate-limited').map((event) => event.waitMs);
    expect(rateWaits.length).toBeGreaterThan(0);
    expect(Math.min(...rateWaits)).toBeGreaterThanOrEqual(1000);
  }, 40_000);

  it('keeps below the limit when told the cabinet allows 5 a second: no 429 at all', async () => {
    const limited = await start({ rateLimitPerSecond: 5 });
    const { ozon, statuses } = client(limited.url, { requestsPerSecond: 5 });
    const started = Date.now();
    await Promise.all(Array.from({ length: 12 }, () => categoryApi(ozon).tree()));
    expect(statuses).toEqual(Array(12).fill(200));
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000); // one each 200 ms
  }, 20_000);

  it('does not repeat a 404 (a retired method) or a 403 (a wrong key)', async () => {
    const calm = await start({});
    const gone = client(calm.url);
    await expect(gone.ozon.post('/v2/finance/transaction/list', {}, z.unknown())).rejects.toMatchObject({
      status: 404,
    });
    expect(gone.statuses).toEqual([404]);
    const wrongKey = client(calm.url, {}, 'not-the-key-31337');
    const error = await categoryApi(wrongKey.ozon)
      .tree()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OzonApiError);
    expect(error).toMatchObject({ status: 403, code: 7 });
    expect(wrongKey.statuses).toEqual([403]);
    expect(inspect(error, { depth: 10 }) + JSON.stringify(error)).not.toContain('not-the-key-31337');
  });

  it('gives up on a connection that always drops, without the key in the error', async () => {
    const dropping = await start({ faults: { errorRate: 0, latencyMs: 0, dropRate: 1 } });
    const { ozon, retries } = client(dropping.url, { retry: { ...fastRetries, maxAttempts: 3 } });
    const error = await categoryApi(ozon)
      .tree()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OzonNetworkError);
    expect(retries).toHaveLength(2);
    const everything = [String(error), JSON.stringify(error), inspect(error, { depth: 10, showHidden: true })].join();
    expect(everything).not.toContain(TEST_CABINET.apiKey);
  });

  it('stops waiting for a slow answer as soon as the call is cancelled', async () => {
    const slow = await start({ faults: { errorRate: 0, latencyMs: 3000, dropRate: 0 } });
    const { ozon, statuses } = client(slow.url);
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    await expect(categoryApi(ozon).tree('DEFAULT', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(statuses).toEqual([]);
  });

  it('times out a slow answer and tries again', async () => {
    const slow = await start({ faults: { errorRate: 0, latencyMs: 400, dropRate: 0 } });
    const { ozon, retries } = client(slow.url, { timeoutMs: 150, retry: { ...fastRetries, maxAttempts: 2 } });
    await expect(categoryApi(ozon).tree()).rejects.toMatchObject({ name: 'OzonNetworkError', reason: 'timeout' });
    expect(retries.map((event) => event.kind)).toEqual(['network']);
  });
});
