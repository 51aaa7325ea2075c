import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, SyncFamily } from '../../contracts/jobs.js';
import { SearchTermStatus, type SearchTermPage, type SearchTermUpdateResult } from '../../contracts/searchTerms.js';
import { postJson } from '../test/postJson.js';
import { buildDemoTestApp, buildTestApp, type TestApp } from '../test/testApp.js';
import type { KeywordSource } from './updater/keywordSource.js';
import { sandboxKeywordSource } from './updater/sandboxSource.js';

const ELECTRONICS = 17_028_500;
const ASYNC = { prefer: 'respond-async' };
const UPDATE = '/v1/SearchTerm/UpdateQueuedSearchTerms';

/** The sandbox's numbers, behind a hook a test uses to hold the source or make it fail. */
const sandbox = sandboxKeywordSource(() => new Date('2026-11-01T00:00:00Z'));
let before: (asked: number) => Promise<void> = async () => {};
let asked = 0;
const source: KeywordSource = {
  name: 'wordstat-test',
  async stats(term, signal) {
    asked += 1;
    await before(asked);
    return sandbox.stats(term, signal);
  },
};

describe('the search-term update as a job of the sync engine', () => {
  let t: TestApp;
  const call = postJson(() => t);
  const find = (filter: object) =>
    call<SearchTermPage>('/v1/SearchTerm/FindSearchTerms', {
      Count: 1000,
      SortField: 'ID',
      SortAscending: true,
      ...filter,
    });
  const queued = async () => (await find({ Status: SearchTermStatus.QueuedForUpdate, ExactCount: true })).TotalCount;
  const getJob = async (id: string) => (await t.call({ method: 'GET', url: `/v1/Job/GetJob?id=${id}` })).json<Job>();
  const startAsync = async (url: string) => {
    const response = await t.call({ method: 'POST', url, headers: ASYNC });
    expect(response.statusCode, response.body).toBe(202);
    return response.json<Job>();
  };
  async function waitFor(id: string, done: (job: Job) => boolean): Promise<Job> {
    const until = Date.now() + 30_000;
    for (;;) {
      const job = await getJob(id);
      if (done(job)) return job;
      if (Date.now() > until) throw new Error(`job ${id} is still ${job.Status} (${job.Done}/${job.Total})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const finished = (job: Job) => !['Queued', 'Running'].includes(job.Status);

  beforeAll(async () => {
    t = await buildDemoTestApp({}, { keywordSource: source });
    // «Электроника» analyzable: its six product types' names become terms, never updated.
    await call('/v1/CategoryTree/ImportCategoryTree');
    await call(`/v1/CategoryTree/SetCategoryAnalyzability?id=${ELECTRONICS}&analyzable=true`, undefined, 204);
  });
  afterAll(() => t?.close());

  it('updates the queued terms with progress, joins a second start while it runs, and keeps its result', async () => {
    expect((await call<{ QueuedCount: number }>('/v1/SearchTerm/EnqueueForUpdate?count=100')).QueuedCount).toBe(6);
    // The first round of four is answered; the source then holds until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    before = (n) => (n > 4 ? held : Promise.resolve());
    asked = 0;

    const started = await startAsync(UPDATE);
    expect(started.Kind).toBe('UpdateQueuedSearchTerms');
    expect(started.StartedBy).toBe('user:seller');
    const running = await waitFor(started.ID, (job) => job.Done >= 4 || finished(job));
    expect(running).toMatchObject({ Status: 'Running', Done: 4, Total: 6 });

    // Started again (the button, the sync screen) while it runs: the same job, not a second run.
    expect((await startAsync(UPDATE)).ID).toBe(started.ID);
    expect((await startAsync('/v1/Sync/RunSync?kind=UpdateQueuedSearchTerms')).ID).toBe(started.ID);

    release();
    const job = await waitFor(started.ID, finished);
    expect(job).toMatchObject({ Status: 'Completed', Done: 6, Total: 6, Error: null });
    const result = job.Result as SearchTermUpdateResult;
    expect(result).toMatchObject({ Source: 'wordstat-test', UpdatedCount: 6 });
    expect(result.NewTermCount).toBeGreaterThan(0);
    expect(asked).toBe(6);

    // No term waits any more; each has its months and its month's queries, and is Ready.
    expect(await queued()).toBe(0);
    const headphones = (await find({ Term: 'наушники' })).Items.find((term) => term.Term === 'наушники')!;
    expect(headphones).toMatchObject({
      HistoryUpdateStatus: SearchTermStatus.Ready,
      PhraseUpdateStatus: SearchTermStatus.Ready,
    });
    expect(headphones.HistoryItems).toHaveLength(24);
    expect(headphones.QueryCount).toBe(headphones.HistoryItems.at(-1)!.Count);

    // The sync screen lists the family with its schedule and this run as its last.
    const families = (await t.call({ method: 'GET', url: '/v1/Sync/GetSyncFamilies' })).json<SyncFamily[]>();
    const family = families.find((item) => item.Kind === 'UpdateQueuedSearchTerms')!;
    expect(family).toMatchObject({ Enabled: true, Cron: '35 * * * *', Current: null });
    expect(family.LastRun).toMatchObject({ ID: started.ID, Status: 'Completed', Result: result });
  });

  it('stores what the source said as the failed run’s reason, and leaves the terms it did not ask queued', async () => {
    expect((await call<{ QueuedCount: number }>('/v1/SearchTerm/EnqueueForUpdate?count=6')).QueuedCount).toBe(6);
    const first = (await find({ Status: SearchTermStatus.QueuedForUpdate })).Items[0].Term;
    before = () => Promise.reject(new Error('429 quota exceeded'));
    asked = 0;

    // The synchronous call answers the run's reason: the source, its words, the term; never a 500.
    const answer = await t.call({ method: 'POST', url: UPDATE });
    expect(answer.statusCode, answer.body).toBe(502);
    const reason = {
      type: '/problems/keyword-source-failed',
      status: 502,
      KeywordSource: 'wordstat-test',
      SourceMessage: '429 quota exceeded',
      SearchTerm: first,
      FailedCount: 4,
    };
    expect(answer.json()).toMatchObject(reason);
    const history = await call<{ Items: Job[] }>('/v1/Job/FindJobs', { Kind: 'UpdateQueuedSearchTerms' });
    expect(history.Items[0]).toMatchObject({ Status: 'Failed', Result: null, Error: reason });
    // Nothing was answered, so nothing of the run was written.
    expect(history.Items[0].Error).not.toHaveProperty('Kept');

    // A whole round refused is the source down: the run stopped there, the two not asked still wait.
    expect(asked).toBe(4);
    expect(await queued()).toBe(2);
    expect((await find({ Term: first })).Items.find((term) => term.Term === first)!.HistoryUpdateStatus).toBe(
      SearchTermStatus.Unknown,
    );
    before = async () => {};
  });

  it('stops between rounds when cancelled, even with a source that does not listen to the signal', async () => {
    expect(
      (await call<{ QueuedCount: number }>('/v1/SearchTerm/EnqueueForUpdate?count=100')).QueuedCount,
    ).toBeGreaterThan(8);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    before = (n) => (n > 4 ? held : Promise.resolve());
    asked = 0;

    const started = await startAsync(UPDATE);
    await waitFor(started.ID, (job) => job.Done >= 4 || finished(job));
    await call(`/v1/Job/CancelJob?id=${started.ID}`);
    // The worker hears of the cancel at its next beat (100 ms here); then the held round ends.
    await new Promise((resolve) => setTimeout(resolve, 400));
    release();
    const job = await waitFor(started.ID, finished);
    expect(job.Status).toBe('Cancelled');
    expect(asked).toBe(8);
    before = async () => {};
  });

  it('says that no source is set on a server with a real cabinet and none configured', async () => {
    const live = await buildTestApp();
    try {
      const answer = await live.call({ method: 'POST', url: UPDATE });
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toMatchObject({ type: '/problems/keyword-source-missing', status: 503 });
    } finally {
      await live.close();
    }
  });
});
