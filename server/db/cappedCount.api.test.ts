import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contracts/catalogue.js';
import type { Paged } from '../../contracts/common.js';
import type { SearchTermPage } from '../../contracts/searchTerms.js';
import { postJson } from '../test/postJson.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';

// 1,100 products and terms with «кружка» in their names, 50 without: past the count's cap of 1,000.
const MATCHING = 1100;

describe('a search grid whose matches pass the count cap', () => {
  let t: TestApp;
  const call = postJson(() => t);

  beforeAll(async () => {
    t = await buildTestApp();
    await sql`INSERT INTO products (name)
      SELECT CASE WHEN n <= ${MATCHING} THEN 'Кружка керамическая ' || n ELSE 'Тарелка ' || n END
      FROM generate_series(1, ${MATCHING + 50}) n`.execute(t.database.db);
    await sql`INSERT INTO search_terms (term, latest_count)
      SELECT CASE WHEN n <= ${MATCHING} THEN 'кружка ' || n ELSE 'тарелка ' || n END, n
      FROM generate_series(1, ${MATCHING + 50}) n`.execute(t.database.db);
  });
  afterAll(() => t?.close());

  const findProducts = (request: object) =>
    call<Paged<Product>>('/v1/Product/FindProducts', { Name: 'кружка', OrderField: 'Name', ...request });
  const findTerms = (request: object) =>
    call<SearchTermPage>('/v1/SearchTerm/FindSearchTerms', { Term: 'кружк', ...request });

  it('says «more than 1,000» on the first pages, the exact count on the last one and on demand (products)', async () => {
    const first = await findProducts({ Count: 100 });
    expect(first).toMatchObject({ TotalCount: 1000, TotalCountCapped: true });
    expect(first.Items).toHaveLength(100);
    expect(first.Items.every((product) => product.Name.startsWith('Кружка'))).toBe(true);
    // Past the cap the count reaches the page's end: never fewer than the rows paged through.
    const past = await findProducts({ Offset: 1000, Count: 50 });
    expect(past).toMatchObject({ TotalCount: 1050, TotalCountCapped: true });
    const last = await findProducts({ Offset: 1000, Count: 200 });
    expect(last.TotalCount).toBe(MATCHING);
    expect(last).not.toHaveProperty('TotalCountCapped');
    expect(last.Items).toHaveLength(100);
    expect((await findProducts({ Count: 1, ExactCount: true })).TotalCount).toBe(MATCHING);
    // Under the cap the count is exact.
    const fewer = await findProducts({ Name: 'Тарелка', Count: 10 });
    expect(fewer.TotalCount).toBe(50);
    expect(fewer).not.toHaveProperty('TotalCountCapped');
  });

  it('pages by name both ways without skipping or repeating a product', async () => {
    const names = async (ascending: boolean) => {
      const seen: string[] = [];
      for (let offset = 0; offset < MATCHING; offset += 500) {
        const page = await findProducts({ Offset: offset, Count: 500, OrderAscending: ascending });
        seen.push(...page.Items.map((product) => product.Name));
      }
      return seen;
    };
    const ascending = await names(true);
    expect(new Set(ascending).size).toBe(MATCHING);
    const sorted = await sql<{
      name: string;
    }>`SELECT name FROM products WHERE name ILIKE '%кружка%' ORDER BY name, id`.execute(t.database.db);
    expect(ascending).toEqual(sorted.rows.map((row) => row.name));
    expect(await names(false)).toEqual([...ascending].reverse());
  });

  it('does the same for search terms', async () => {
    expect(await findTerms({ Count: 50 })).toMatchObject({ TotalCount: 1000, TotalCountCapped: true });
    const top = (await findTerms({ Count: 3 })).Items.map((term) => term.Term);
    expect(top).toEqual([`кружка ${MATCHING}`, `кружка ${MATCHING - 1}`, `кружка ${MATCHING - 2}`]);
    expect((await findTerms({ Count: 1, ExactCount: true })).TotalCount).toBe(MATCHING);
    const fewer = await findTerms({ Term: 'тарелк', Count: 50 });
    expect(fewer.TotalCount).toBe(50);
    expect(fewer).not.toHaveProperty('TotalCountCapped');
  });

  it('names the field of a bad ExactCount', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/v1/Product/FindProducts',
      payload: { ExactCount: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('ExactCount');
  });
});
