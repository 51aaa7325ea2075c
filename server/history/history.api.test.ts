import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryCoverage, HistoryLoadResult } from '../../contracts/history.js';
import type { Job } from '../../contracts/jobs.js';
import { DEFAULT_CABINET } from '../../sandbox/config.js';
import { buildDemoTestApp } from '../test/testApp.js';

/** Connecting a cabinet loads its history to the depth asked; the coverage says what is stored. */
describe("a cabinet's history", () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  beforeAll(async () => {
    t = await buildDemoTestApp({ SANDBOX_SCALE: '0.1' });
  });
  afterAll(() => t.close());

  const coverage = async () =>
    (await t.call({ method: 'GET', url: '/v1/History/GetOzonHistoryCoverage' })).json<HistoryCoverage>();
  async function finished(kind: string): Promise<Job> {
    for (;;) {
      const jobs = (await t.call({ method: 'GET', url: '/v1/Job/GetJobs' })).json<Job[]>();
      const job = jobs.find((entry) => entry.Kind === kind);
      if (job && !['Queued', 'Running'].includes(job.Status)) {
        return (await t.call({ method: 'GET', url: `/v1/Job/GetJob?id=${job.ID}` })).json<Job>();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const storedPostings = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('ozon_sales_order_items')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('is nothing before one is asked for, and a depth Ozon offers no choice of is refused by name', async () => {
    expect(await coverage()).toMatchObject({ Months: null, WantedFrom: null, CompleteFrom: null });
    const refused = await t.call({ method: 'POST', url: '/v1/History/LoadOzonHistory', payload: { Months: 5 } });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['Months']);
    const connect = await t.call({
      method: 'POST',
      url: '/v1/Ozon/ConnectOzonCabinet',
      payload: { ...{ ClientId: DEFAULT_CABINET.clientId, ApiKey: DEFAULT_CABINET.apiKey }, HistoryMonths: 1 },
    });
    expect(connect.statusCode).toBe(400);
    expect(Object.keys(connect.json().errors)).toEqual(['HistoryMonths']);
  });

  it('loads on connect, every day of every family to yesterday, then a second load changes nothing', async () => {
    const connect = await t.call({
      method: 'POST',
      url: '/v1/Ozon/ConnectOzonCabinet',
      payload: { ClientId: DEFAULT_CABINET.clientId, ApiKey: DEFAULT_CABINET.apiKey, HistoryMonths: 3 },
    });
    expect(connect.statusCode).toBe(200);
    const job = await finished('LoadOzonHistory');
    expect(job.Status).toBe('Completed');
    const result = job.Result as HistoryLoadResult;
    const stored = await coverage();
    expect(stored.Months).toBe(3);
    expect(stored.CompleteFrom).toBe(stored.WantedFrom);
    expect(result.Coverage).toEqual(stored);
    for (const family of stored.Families.slice(0, 4)) {
      expect(family.Stored, family.Family).toEqual([{ From: stored.WantedFrom, To: stored.WantedTo }]);
    }
    expect(stored.Families.find((family) => family.Family === 'FboPostings')!.Records).toBeGreaterThan(100);
    expect(stored.Families.find((family) => family.Family === 'Reviews')!.StoredDays).toBe(1);
    const postings = await storedPostings();

    const again = await t.call({ method: 'POST', url: '/v1/History/LoadOzonHistory', payload: { Months: 3 } });
    expect(again.statusCode).toBe(202);
    const second = await finished('LoadOzonHistory');
    expect(second.ID).not.toBe(job.ID);
    expect((second.Result as HistoryLoadResult).LoadedPeriods).toBe(0);
    expect(await storedPostings()).toBe(postings);
  });

  it('goes deeper when asked, loading only the months before what it holds', async () => {
    const before = await coverage();
    const deeper = await t.call({ method: 'POST', url: '/v1/History/LoadOzonHistory', payload: { Months: 6 } });
    expect(deeper.statusCode).toBe(202);
    const job = await finished('LoadOzonHistory');
    const result = job.Result as HistoryLoadResult;
    expect(result.Coverage.Months).toBe(6);
    expect(result.Coverage.CompleteFrom).toBe(result.Coverage.WantedFrom);
    expect(result.Coverage.WantedFrom! < before.WantedFrom!).toBe(true);
    const days = (Date.parse(before.WantedFrom!) - Date.parse(result.Coverage.WantedFrom!)) / 86_400_000;
    // Four day families per day, only the new days.
    expect(result.LoadedPeriods).toBe(days * 4);
  });
});
