import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionPage } from '../../contracts/promotions.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';

/**
 * Five promotions as a sync leaves them: 2 and 4 tie at 30 products taking part, 3 never freezes. Their
 * periods lie around 2026-10-15 (the server's "now" does not matter to a sort by a field).
 */
const PROMOTIONS = [
  { id: 1, start: '2026-10-01', end: '2026-10-31', freeze: '2026-10-10', participating: 12, candidates: 80 },
  { id: 2, start: '2026-10-05', end: '2026-10-20', freeze: '2026-10-07', participating: 30, candidates: 5 },
  { id: 3, start: '2026-09-01', end: '2026-11-30', freeze: null, participating: 3, candidates: 150 },
  { id: 4, start: '2026-10-10', end: '2026-10-25', freeze: '2026-10-12', participating: 30, candidates: 40 },
  { id: 5, start: '2026-10-15', end: '2026-11-15', freeze: '2026-10-16', participating: 0, candidates: 20 },
];

describe('FindOzonPromotions sorted by dates and counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db
      .insertInto('ozon_promotions')
      .values(
        PROMOTIONS.map((promotion) => ({
          id: promotion.id,
          name: `Акция ${promotion.id}`,
          action_type: 'DISCOUNT',
          date_start: new Date(`${promotion.start}T00:00:00Z`),
          date_end: new Date(`${promotion.end}T00:00:00Z`),
          freeze_date: promotion.freeze && new Date(`${promotion.freeze}T00:00:00Z`),
          participating_count: promotion.participating,
          potential_count: promotion.candidates,
          synced_at: new Date(),
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  const find = (body: object) => t.call({ method: 'POST', url: '/v1/OzonPromotion/FindOzonPromotions', payload: body });
  /** Every page of two under the order, one after the other, as the grid pages through them. */
  async function pagedIds(order: object): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; offset < PROMOTIONS.length; offset += 2) {
      const response = await find({ ...order, Offset: offset, Count: 2 });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<PromotionPage>();
      expect(page.TotalCount).toBe(PROMOTIONS.length);
      ids.push(...page.Items.map((item) => item.ID));
    }
    return ids;
  }

  it('pages by the products taking part either way, ties by ID in the same direction', async () => {
    expect(await pagedIds({ OrderField: 'ParticipatingCount' })).toEqual([4, 2, 1, 3, 5]);
    expect(await pagedIds({ OrderField: 'ParticipatingCount', OrderAscending: true })).toEqual([5, 3, 1, 2, 4]);
    expect(await pagedIds({ OrderField: 'CandidateCount' })).toEqual([3, 1, 4, 5, 2]);
  });

  it('pages by the dates, a promotion that never freezes last', async () => {
    expect(await pagedIds({ OrderField: 'DateEnd', OrderAscending: true })).toEqual([2, 4, 1, 5, 3]);
    expect(await pagedIds({ OrderField: 'FreezeDate', OrderAscending: true })).toEqual([2, 1, 4, 5, 3]);
    expect(await pagedIds({ OrderField: 'FreezeDate' })).toEqual([5, 4, 1, 2, 3]);
  });

  it('refuses an unknown sort field with a 400 naming it', async () => {
    const response = await find({ OrderField: 'Colour' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['OrderField']);
  });
});
