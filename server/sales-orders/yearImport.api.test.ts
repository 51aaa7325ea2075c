import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postingsApi } from '../ozon/api/postings.js';
import { returnsApi } from '../ozon/api/returns.js';
import { httpTransport } from '../ozon/transport.js';
import { buildDemoTestApp } from '../test/testApp.js';

/**
 * Thirteen months of postings (more than Ozon's year per request, so the importer splits the range)
 * from a sandbox that fails a fifth of its answers: what lands is what the sandbox lists, no more,
 * no less, and a second import changes nothing. A twentieth of the default seller (7 500 postings a
 * year, still several pages a request) keeps it quick.
 */
const PERIOD = { query: 'dateFrom=2025-10-01&dateTo=2026-10-31' };
const FROM = new Date('2025-09-30T21:00:00Z');
const TO = new Date('2026-10-31T21:00:00Z');

describe('a year of postings through injected faults', () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  beforeAll(async () => {
    t = await buildDemoTestApp(
      { SANDBOX_SCALE: '0.05', SANDBOX_FAULT_RATE: '0.2' },
      { ozonRetry: { maxAttempts: 12, baseDelayMs: 1, maxDelayMs: 5 } },
    );
  });
  afterAll(() => t.close());

  /** The sandbox's own postings of the period, read through the same faults with patient retries. */
  async function sandboxPostings(scheme: 'fbs' | 'fbo') {
    const transport = httpTransport(t.ozon.credentials, { retry: { maxAttempts: 12, baseDelayMs: 1, maxDelayMs: 5 } });
    const api = postingsApi(transport);
    const pages = scheme === 'fbs' ? api.fbsPages({ since: FROM, to: TO }) : api.fboPages({ since: FROM, to: TO });
    const numbers = new Set<string>();
    for await (const page of pages) for (const posting of page) numbers.add(posting.posting_number);
    let returns = 0;
    const returnPages = returnsApi(transport).pages({
      logisticReturnDate: { from: FROM, to: TO },
      schema: scheme === 'fbs' ? 'FBS' : 'FBO',
    });
    for await (const page of returnPages) returns += page.length;
    return { postings: numbers.size, returns };
  }

  const stored = async (types: number[]) => {
    const postings = await t.database.db
      .selectFrom('ozon_sales_order_items as i')
      .innerJoin('ozon_sales_orders as o', 'o.id', 'i.order_id')
      .select((eb) => eb.fn.count<number>('i.posting_number').distinct().as('postings'))
      .where('o.type', 'in', types)
      .executeTakeFirstOrThrow();
    return Number(postings.postings);
  };
  const storedReturns = async (scheme: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('ozon_returns')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('scheme', '=', scheme)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it.each([
    ['Fbs', 'fbs', [2, 3], 'FBS'],
    ['Fbo', 'fbo', [1], 'FBO'],
  ] as const)(
    '%s: every posting and return of the period, once; a second import changes nothing',
    async (call, scheme, types, returnScheme) => {
      const first = await t.call({ method: 'POST', url: `/v1/Posting/ImportOzon${call}Postings?${PERIOD.query}` });
      expect(first.statusCode, first.body).toBe(200);
      const expected = await sandboxPostings(scheme);
      expect(expected.postings).toBeGreaterThan(1000);
      expect(await stored([...types])).toBe(expected.postings);
      expect(await storedReturns(returnScheme)).toBe(expected.returns);

      const second = await t.call({ method: 'POST', url: `/v1/Posting/ImportOzon${call}Postings?${PERIOD.query}` });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toMatchObject({ UpdatedOrderCount: 0, UpdatedReturnCount: 0 });
      expect(await stored([...types])).toBe(expected.postings);
    },
    240_000,
  );
});
