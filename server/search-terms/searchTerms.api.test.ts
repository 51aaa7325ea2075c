import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryTreeImportResult } from '../../contracts/searchTermResults.js';
import {
  SearchTermStatus,
  type Category,
  type ProductType,
  type SearchTermPage,
  type SearchTermStatistics,
} from '../../contracts/searchTerms.js';
import { postJson } from '../test/postJson.js';
import { buildDemoTestApp, SELLER } from '../test/testApp.js';
import { runSearchTermUpdater } from './updater/runUpdater.js';
import { sandboxKeywordSource } from './updater/sandboxSource.js';

const ELECTRONICS = 17_028_500;
const HEADPHONES_BRANCH = 17_028_510;

async function sheetRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe('the category tree and the search terms', () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  const call = postJson(() => t);
  const get = async <T>(url: string, status = 200): Promise<T> => {
    const response = await t.call({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  const find = (filter: object) =>
    call<SearchTermPage>('/v1/SearchTerm/FindSearchTerms', {
      Count: 1000,
      SortField: 'ID',
      SortAscending: true,
      ...filter,
    });
  const termId = async (term: string) => (await find({ Term: term })).Items.find((item) => item.Term === term)!.ID;

  beforeAll(async () => {
    t = await buildDemoTestApp({ SANDBOX_NOW: '2026-11-20T09:00:00Z' }, { searchTermExportLimit: 5 });
  });
  afterAll(() => t?.close());

  it('imports the tree, and a second import changes nothing', async () => {
    const first = await call<CategoryTreeImportResult>('/v1/CategoryTree/ImportCategoryTree');
    expect(first.CategoryCount).toBeGreaterThan(10);
    expect(first.ProductTypeCount).toBeGreaterThan(15);
    expect(first.UpdatedCount).toBeGreaterThan(first.CategoryCount);
    const again = await call<CategoryTreeImportResult>('/v1/CategoryTree/ImportCategoryTree');
    expect(again).toEqual({ ...first, UpdatedCount: 0, DeletedCount: 0 });

    const top = await get<Category[]>('/v1/CategoryTree/GetCategories');
    expect(top.map((category) => category.Name)).toEqual([
      'Дом и сад',
      'Электроника',
      'Спорт и отдых',
      'Подарки',
      'Устаревшие категории',
    ]);
    expect(top.find((category) => category.Name === 'Устаревшие категории')!.Disabled).toBe(true);
    expect(top.find((category) => category.Name === 'Дом и сад')!.HasChildren).toBe(true);
    // One type under two categories is one type.
    const gifts = top.find((category) => category.Name === 'Подарки')!;
    const kitchen = (await get<Category[]>(`/v1/CategoryTree/GetCategories?id=${top[0].ID}`)).find(
      (category) => category.Name === 'Посуда',
    )!;
    const mugInGifts = gifts.Types.find((type) => type.Name === 'Кружка')!;
    expect(kitchen.Types.map((type) => type.ID)).toContain(mugInGifts.ID);
  });

  it('round-trips the analyzability flags, a category taking its branch with it', async () => {
    await call(`/v1/CategoryTree/SetCategoryAnalyzability?id=${ELECTRONICS}&analyzable=true`, undefined, 204);
    const [headphones, smartHome] = await get<Category[]>(`/v1/CategoryTree/GetCategories?id=${ELECTRONICS}`);
    expect(headphones.Analyzable).toBe(true);
    expect(smartHome.Types.every((type) => type.Analyzable)).toBe(true);
    const due = await get<ProductType[]>('/v1/CategoryTree/GetProductTypes?minDaysFromUpdate=0');
    expect(due.map((type) => type.Name).sort()).toEqual(
      ['Датчик протечки', 'Наушники', 'Портативная колонка', 'Саундбар', 'Умная лампа', 'Умная розетка'].sort(),
    );
    // Each analyzable type's name is a tracked term.
    expect((await find({})).Items.map((term) => term.Term)).toEqual(
      expect.arrayContaining(['наушники', 'портативная колонка', 'умная розетка']),
    );

    await call(`/v1/CategoryTree/SetCategoryAnalyzability?id=${HEADPHONES_BRANCH}&analyzable=false`, undefined, 204);
    const after = await get<Category[]>(`/v1/CategoryTree/GetCategories?id=${ELECTRONICS}`);
    expect(after[0].Analyzable).toBe(false);
    expect(after[0].Types.some((type) => type.Analyzable)).toBe(false);
    expect(after[1].Analyzable).toBe(true);

    const mug = after[0].Types[0];
    await call(`/v1/CategoryTree/SetProductTypeAnalyzability?id=${mug.ID}&analyzable=true`, undefined, 204);
    const again = await get<Category[]>(`/v1/CategoryTree/GetCategories?id=${ELECTRONICS}`);
    expect(again[0].Types.find((type) => type.ID === mug.ID)!.Analyzable).toBe(true);
  });

  it('refuses a flag call without both parameters, naming the missing one, and an unknown category', async () => {
    const missing = await t.call({
      method: 'POST',
      url: `/v1/CategoryTree/SetCategoryAnalyzability?id=${ELECTRONICS}`,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('analyzable');
    const bad = await t.call({
      method: 'POST',
      url: '/v1/CategoryTree/SetProductTypeAnalyzability?id=5&analyzable=maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('analyzable');
    const unknown = await t.call({
      method: 'POST',
      url: '/v1/CategoryTree/SetCategoryAnalyzability?id=1&analyzable=true',
    });
    expect(unknown.statusCode).toBe(404);
    const noDays = await t.call({ method: 'GET', url: '/v1/CategoryTree/GetProductTypes' });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('minDaysFromUpdate');
  });

  it('finds terms by surge on a known history, and by count, months, text and status', async () => {
    const rising = await termId('умная розетка');
    const flat = await termId('умная лампа');
    const months = (counts: number[]) =>
      counts.map((Count, i) => ({ Count, Year: 2026, Month: i + 1, RelativeCount: 0 }));
    await call('/v1/SearchTerm/UpdateSearchTerms', [
      { ID: rising, Phrases: [], HistoryItems: months([100, 100, 100, 100, 100, 100, 150, 180, 240]) },
      { ID: flat, Phrases: [], HistoryItems: months([500, 500, 500, 500, 500, 500, 500, 500, 500]) },
    ]);
    // (150 + 180 + 240) / 3 = 190 against 100: +90 %
    const surging = await find({ EnableSurgeFilter: true, SurgePercent: 50 });
    expect(surging.Items.map((term) => [term.Term, term.SurgePercent, term.QueryCount])).toEqual([
      ['умная розетка', 90, 240],
    ]);
    expect((await find({ EnableSurgeFilter: true, SurgePercent: 91 })).TotalCount).toBe(0);
    const bySurge = { SortField: 'SurgePercent', SortAscending: false };
    expect(
      (await find({ EnableSurgeFilter: true, SurgePercent: 0, ...bySurge })).Items.map((term) => term.Term),
    ).toEqual(['умная розетка', 'умная лампа']);
    // Up to June the demand was flat: no surge, and the count is June's.
    const untilJune = await find({
      EnableSurgeFilter: true,
      SurgePercent: 0,
      MonthFrom: '2026-01',
      MonthTo: '2026-06',
    });
    expect(
      untilJune.Items.map((term) => [term.Term, term.SurgePercent, term.QueryCount, term.HistoryItems.length]),
    ).toEqual(
      expect.arrayContaining([
        ['умная розетка', 0, 100, 6],
        ['умная лампа', 0, 500, 6],
      ]),
    );
    expect(untilJune.TotalCount).toBe(2);
    expect((await find({ MinQueryCount: 300 })).Items.map((term) => term.Term)).toEqual(['умная лампа']);
    expect((await find({ Term: 'РОЗЕТ' })).Items.map((term) => term.Term)).toEqual(['умная розетка']);
    expect((await find({ Status: SearchTermStatus.Ready })).TotalCount).toBe(2);
    expect((await find({ MinID: rising })).Items.every((term) => term.ID > rising)).toBe(true);
    const wrongRange = await t.call({
      method: 'POST',
      url: '/v1/SearchTerm/FindSearchTerms',
      payload: { MonthFrom: '2026-06', MonthTo: '2026-01' },
    });
    expect(wrongRange.statusCode).toBe(400);
    expect(wrongRange.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('MonthTo');
  });

  it('queues the oldest terms, and the updater fills them from the sandbox source', async () => {
    const statistics = await get<SearchTermStatistics>('/v1/SearchTerm/GetSearchTermStatistics');
    const never = statistics.HistoryStatusCounts.find((entry) => entry.Status === SearchTermStatus.Unknown)!.Count;
    expect(never).toBeGreaterThan(0);
    // The two terms of the surge test were written just now; nothing waits in the queue yet.
    expect(statistics).toMatchObject({ UpdatedLastDayCount: 2, UpdatedLastWeekCount: 2, OldestQueuedTime: null });
    const readyBefore = (await find({ Status: SearchTermStatus.Ready })).Items;
    expect(readyBefore).toHaveLength(2);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const result = await runSearchTermUpdater({
      baseUrl: `http://127.0.0.1:${port}`,
      login: SELLER.Login,
      password: SELLER.Password,
      source: sandboxKeywordSource(() => new Date('2026-11-20T09:00:00Z')),
      enqueue: never,
      batchSize: 2,
    });
    expect(result.Source).toBe('sandbox');
    expect(result.UpdatedCount).toBe(never);
    expect(result.NewTermCount).toBeGreaterThan(0);
    expect((await find({ Status: SearchTermStatus.QueuedForUpdate })).TotalCount).toBe(0);
    // The never-updated ones went first: the two with data were left as they were.
    for (const ready of readyBefore) {
      expect((await find({ MinID: ready.ID - 1, Count: 1 })).Items[0].UpdateTime).toBe(ready.UpdateTime);
    }
    const after = await get<SearchTermStatistics>('/v1/SearchTerm/GetSearchTermStatistics');
    expect(after).toMatchObject({
      UpdatedLastDayCount: never + 2,
      UpdatedLastWeekCount: never + 2,
      OldestQueuedTime: null,
    });
    expect(after.TermCount).toBe(statistics.TermCount + result.NewTermCount);
    const headphones = (await find({ Term: 'саундбар' })).Items.find((term) => term.Term === 'саундбар')!;
    expect(headphones.HistoryUpdateStatus).toBe(SearchTermStatus.Ready);
    expect(headphones.HistoryItems).toHaveLength(24);
    expect(headphones.HistoryItems.at(-1)).toMatchObject({ Year: 2026, Month: 10 });
    expect(headphones.QueryCount).toBe(headphones.HistoryItems.at(-1)!.Count);
    // The phrases that lengthen the term are tracked as terms of their own, not yet updated.
    const longer = headphones.Phrases.find((phrase) => !phrase.IsAssociation && phrase.Term !== 'саундбар');
    if (longer) {
      const tracked = (await find({ Term: longer.Term })).Items.find((term) => term.Term === longer.Term)!;
      expect(tracked.HistoryUpdateStatus).toBe(SearchTermStatus.Unknown);
    }
  });

  it('exports the filtered terms to a named XLSX, and says so when the file is cut', async () => {
    const all = await find({});
    const whole = await t.call({
      method: 'POST',
      url: '/v1/SearchTerm/ExportSearchTerms',
      payload: { Term: 'умная' },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toMatch(
      /^attachment; filename="search-terms-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const smart = (await find({ Term: 'умная' })).Items;
    const book = await sheetRows(whole.rawPayload);
    const sheet = book.getWorksheet('Ключевые слова')!;
    expect(sheet.rowCount - 1).toBe(smart.length);
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Термин', 'Запросов за месяц', 'окт 2026']));

    // The test app cuts at 5 rows.
    expect(all.TotalCount).toBeGreaterThan(5);
    const cut = await t.call({ method: 'POST', url: '/v1/SearchTerm/ExportSearchTerms', payload: {} });
    expect(cut.statusCode).toBe(206);
    expect(cut.headers['x-total-count']).toBe(String(all.TotalCount));
    const cutBook = await sheetRows(cut.rawPayload);
    expect(cutBook.getWorksheet('Ключевые слова')!.rowCount - 1).toBe(5);
    const about = cutBook
      .getWorksheet('О выгрузке')!
      .getSheetValues()
      .map((row) => (Array.isArray(row) ? row.join(' ') : ''))
      .join('\n');
    expect(about).toContain(`первые 5 из ${all.TotalCount}`);
  });

  it('filters the tree by terms with their counts', async () => {
    const tree = await call<Category[]>('/v1/CategoryTree/FilterCategories', [
      { Term: 'наушники беспроводные', Count: 1000 },
      { Term: 'кружки для чая', Count: 300 },
      { Term: 'кружка', Count: 200 },
      { Term: 'ничего похожего', Count: 5 },
    ]);
    const names = tree.map((category) => [category.Name, category.Count]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Электроника', 1000],
        ['Дом и сад', 500],
        ['Подарки', 500],
      ]),
    );
    const electronics = tree.find((category) => category.Name === 'Электроника')!;
    expect(electronics.Children[0].Types.map((type) => type.Name)).toEqual(['Наушники']);
  });

  it('says since when the queue waits', async () => {
    const before = Date.now();
    expect((await call<{ QueuedCount: number }>('/v1/SearchTerm/EnqueueForUpdate?count=1')).QueuedCount).toBe(1);
    const waiting = await get<SearchTermStatistics>('/v1/SearchTerm/GetSearchTermStatistics');
    expect(waiting.HistoryStatusCounts).toContainEqual({ Status: SearchTermStatus.QueuedForUpdate, Count: 1 });
    expect(Date.parse(waiting.OldestQueuedTime!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('asks for the access token', async () => {
    for (const url of ['/v1/SearchTerm/FindSearchTerms', '/v1/CategoryTree/ImportCategoryTree']) {
      const response = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(401);
    }
  });
});
