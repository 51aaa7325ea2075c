import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import { postingsApi } from '../ozon/api/postings.js';
import { httpTransport, type OzonTransport } from '../ozon/transport.js';
import type { JobKept } from '../../contracts/jobs.js';
import { importOzonPostings } from './postingImport.js';
import { refreshOrderHours } from './orderHours.js';
import { buildDemoTestApp } from '../test/testApp.js';

/** The sandbox's own count of postings and product lines in the period, read straight from its API. */
async function sandboxCounts(
  t: Awaited<ReturnType<typeof buildDemoTestApp>>,
  scheme: 'fbs' | 'fbo',
  from: Date,
  to: Date,
) {
  const api = postingsApi(httpTransport(t.ozon.credentials));
  const pages = scheme === 'fbs' ? api.fbsPages({ since: from, to }) : api.fboPages({ since: from, to });
  let postings = 0;
  let lines = 0;
  for await (const page of pages) {
    postings += page.length;
    lines += page.reduce((sum, posting) => sum + new Set(posting.products.map((product) => product.sku)).size, 0);
  }
  return { postings, lines };
}

describe('posting imports', () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  beforeAll(async () => {
    // A quarter of the sandbox's seller: still postings in nearly every hour of a month (counted below).
    t = await buildDemoTestApp({ SANDBOX_SCALE: '0.25' });
    // The own catalogue the demo starts with: the postings' articles are its package IDs.
    await seedDemoCatalogue(t.database.db, t.ozon.demoWorld!);
  });
  afterAll(() => t.close());

  const importPostings = (scheme: 'Fbs' | 'Fbo', query: string) =>
    t.call({ method: 'POST', url: `/v1/Posting/ImportOzon${scheme}Postings?${query}` });
  const stored = async (from: Date, to: Date, types: number[]) => {
    const { rows } = await t.database.db
      .selectFrom('ozon_sales_order_items as i')
      .innerJoin('ozon_sales_orders as o', 'o.id', 'i.order_id')
      .select((eb) => [
        eb.fn.countAll<number>().as('lines'),
        eb.fn.count<number>('i.posting_number').distinct().as('postings'),
      ])
      .where('i.date', '>=', from)
      .where('i.date', '<', to)
      .where('o.type', 'in', types)
      .execute()
      .then((result) => ({ rows: result }));
    return { lines: Number(rows[0]!.lines), postings: Number(rows[0]!.postings) };
  };

  it('imports a month of FBS postings as the sandbox lists them, and a second import changes nothing', async () => {
    // October 2026 in Moscow days: 30 September 21:00 UTC to 31 October 21:00 UTC.
    const from = new Date('2026-09-30T21:00:00Z');
    const to = new Date('2026-10-31T21:00:00Z');
    const first = await importPostings('Fbs', 'dateFrom=2026-10-01&dateTo=2026-10-31');
    expect(first.statusCode, first.body).toBe(200);
    const expected = await sandboxCounts(t, 'fbs', from, to);
    expect(expected.postings).toBeGreaterThan(0);
    expect(await stored(from, to, [2, 3])).toEqual(expected);
    expect(first.json().UpdatedOrderCount).toBe(expected.lines);
    expect(new Date(first.json().MinImportedDate).getTime()).toBeGreaterThanOrEqual(from.getTime());

    const second = await importPostings('Fbs', 'dateFrom=2026-10-01&dateTo=2026-10-31');
    expect(second.json()).toMatchObject({ UpdatedOrderCount: 0 });
    expect(second.json().NonLocalSales).toEqual(first.json().NonLocalSales);
    expect(await stored(from, to, [2, 3])).toEqual(expected);
  });

  it('imports FBO postings with their warehouse, clusters and product package joined', async () => {
    const from = new Date('2026-09-30T21:00:00Z');
    const to = new Date('2026-10-31T21:00:00Z');
    const result = await importPostings('Fbo', 'dateFrom=2026-10-01&dateTo=2026-10-31');
    expect(result.statusCode, result.body).toBe(200);
    const expected = await sandboxCounts(t, 'fbo', from, to);
    expect(await stored(from, to, [1])).toEqual(expected);
    const joined = await t.database.db
      .selectFrom('ozon_sales_order_items')
      .select((eb) => [
        eb.fn.countAll<number>().as('all'),
        eb.fn.count<number>('ozon_warehouse_id').as('warehouse'),
        eb.fn.count<number>('product_package_id').as('package'),
        eb.fn.count<number>('cluster_to_id').as('cluster'),
      ])
      .executeTakeFirstOrThrow();
    // The sandbox plants a few articles that are no package ID; nearly every line joins all three.
    expect(Number(joined.warehouse) / Number(joined.all)).toBeGreaterThan(0.9);
    expect(Number(joined.package) / Number(joined.all)).toBeGreaterThan(0.9);
    expect(Number(joined.cluster) / Number(joined.all)).toBeGreaterThan(0.9);
    const nonLocal = Object.values(result.json().NonLocalSales as Record<string, number>);
    expect(nonLocal.every((count) => count > 0)).toBe(true);
  });

  it('needs dateTo for FBS, takes days only, and names the parameter', async () => {
    const missing = await importPostings('Fbs', 'dateFrom=2026-10-01');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['dateTo']);
    const badDay = await importPostings('Fbo', 'dateTo=2026-13-01');
    expect(badDay.statusCode).toBe(400);
    expect(Object.keys(badDay.json().errors)).toEqual(['dateTo']);
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/Posting/ImportOzonFboPostings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('imports FBS and FBO at once (both overdue schedules after a downtime), and the hourly summary is their recount', async () => {
    const [fbs, fbo] = await Promise.all([
      importPostings('Fbs', 'dateFrom=2026-08-01&dateTo=2026-08-31'),
      importPostings('Fbo', 'dateFrom=2026-08-01&dateTo=2026-08-31'),
    ]);
    expect(fbs.statusCode, fbs.body).toBe(200);
    expect(fbo.statusCode, fbo.body).toBe(200);
    const from = new Date('2026-07-31T21:00:00Z');
    const to = new Date('2026-08-31T21:00:00Z');
    expect(await stored(from, to, [2, 3])).toEqual(await sandboxCounts(t, 'fbs', from, to));
    expect(await stored(from, to, [1])).toEqual(await sandboxCounts(t, 'fbo', from, to));

    // Every hour of the month as the two imports left it, then recounted from the items alone.
    const hoursTable = () =>
      sql<Record<string, unknown>>`SELECT * FROM ozon_sales_order_hours WHERE hour >= ${from} AND hour < ${to}
        ORDER BY hour`.execute(t.database.db);
    const written = (await hoursTable()).rows;
    expect(written.length).toBeGreaterThan(24 * 25);
    const { rows: hours } = await sql<{ hour: Date }>`SELECT DISTINCT date_trunc('hour', date) AS hour
      FROM ozon_sales_order_items WHERE date >= ${from} AND date < ${to}`.execute(t.database.db);
    await t.database.db.transaction().execute((trx) =>
      refreshOrderHours(
        trx,
        hours.map((row) => new Date(row.hour).getTime()),
      ),
    );
    expect(written).toEqual((await hoursTable()).rows);
  });

  it('a stopped import names the days it kept, and every posting of them is stored', async () => {
    // Half a year of FBS is several pages of a thousand; the seller cancels as the third is asked for.
    const from = new Date('2026-01-31T21:00:00Z');
    const to = new Date('2026-07-31T21:00:00Z');
    const cancel = new AbortController();
    const ozon = httpTransport(t.ozon.credentials);
    let lists = 0;
    const cancelledOnThirdPage: OzonTransport = {
      clientId: ozon.clientId,
      get: (path, query, schema, options) => ozon.get(path, query, schema, options),
      async post(path, body, schema, options) {
        if (path.includes('/posting/fbs/list') && ++lists === 3) cancel.abort(new Error('cancelled by the seller'));
        return ozon.post(path, body, schema, { ...options, signal: cancel.signal });
      },
    };
    let kept: JobKept | undefined;
    await expect(
      importOzonPostings(
        t.database.db,
        cancelledOnThirdPage,
        'fbs',
        { from, to },
        {
          signal: cancel.signal,
          progress: { advance: () => undefined, kept: (what) => (kept = what) },
        },
      ),
    ).rejects.toThrow();

    expect(lists).toBe(3);
    expect(kept).toMatchObject({ Kind: 'Period', From: from.toISOString() });
    const keptTo = new Date((kept as { To: string }).To);
    expect(keptTo.getTime()).toBeGreaterThan(from.getTime());
    expect(keptTo.getTime()).toBeLessThan(to.getTime());
    // What the result claims is true: every posting Ozon lists for the days kept is stored...
    const keptEnd = new Date(keptTo.getTime() + 1);
    const keptDays = await sandboxCounts(t, 'fbs', from, keptEnd);
    expect(keptDays.postings).toBeGreaterThan(0);
    expect(await stored(from, keptEnd, [2, 3])).toEqual(keptDays);
    // ...and the run wrote nothing but the two pages it counts.
    const records = (kept as { Records: number }).Records;
    expect(records).toBeGreaterThan(keptDays.postings);
    expect((await stored(from, to, [2, 3])).postings).toBe(records);
  });
});
