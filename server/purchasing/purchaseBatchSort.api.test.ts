import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../contracts/common.js';
import type { PurchaseBatchRow } from '../../contracts/purchasing.js';
import { buildPurchasingTestApp, FBO, FBS, plaidBatch, plan, type PurchasingTestApp } from '../test/purchasing.js';

/**
 * Five batches of plaids at 400 ₽: «Весна» and «Осень» tie at 4 000 ₽ bought, «Осень» has no plan yet
 * (no sold share to speak of), the newest is not the dearest.
 */
const BATCHES = [
  plaidBatch('Весна', '2026-03-01', 10, [plan(FBO, 10, 1500)]),
  plaidBatch('Лето', '2026-06-01', 30, [plan(FBO, 30, 1000)]),
  plaidBatch('Осень', '2026-09-01', 10, []),
  plaidBatch('Зима', '2026-12-01', 5, [plan(FBO, 5, 3000)]),
  plaidBatch('Октябрь', '2026-10-01', 20, [plan(FBS, 20, 1200)]),
];

describe('FindPurchaseBatches sorted by sums and plan figures', () => {
  let world: PurchasingTestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    world = await buildPurchasingTestApp();
    for (const batch of BATCHES) ids[batch.Name] = await world.post<number>('UpdatePurchaseBatch', batch);
  });
  afterAll(() => world.t.close());

  const find = (body: object) =>
    world.t.call({ method: 'POST', url: '/v1/PurchaseBatch/FindPurchaseBatches', payload: body });
  /** Every page of two under the order, one after the other, as the grid pages through them. */
  async function paged(order: object): Promise<PurchaseBatchRow[]> {
    const rows: PurchaseBatchRow[] = [];
    for (let offset = 0; offset < BATCHES.length; offset += 2) {
      const response = await find({ ...order, Offset: offset, Count: 2 });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<Paged<PurchaseBatchRow>>();
      expect(page.TotalCount).toBe(BATCHES.length);
      rows.push(...page.Items);
    }
    return rows;
  }
  const names = (rows: PurchaseBatchRow[]) => rows.map((row) => row.Name);

  it('pages by the sum bought either way, ties by ID in the same direction', async () => {
    const descending = await paged({ OrderField: 'PurchaseSum' });
    expect(descending.map((row) => row.PurchaseSum)).toEqual([12000, 8000, 4000, 4000, 2000]);
    expect(names(descending)).toEqual(['Лето', 'Октябрь', 'Осень', 'Весна', 'Зима']);
    expect(names(await paged({ OrderField: 'PurchaseSum', OrderAscending: true }))).toEqual([
      'Зима',
      'Весна',
      'Осень',
      'Октябрь',
      'Лето',
    ]);
  });

  it("pages by the plans' revenue, worked out for every batch, not only the page's", async () => {
    const rows = await paged({ OrderField: 'PlannedRevenue', OrderAscending: true });
    const revenues = rows.map((row) => row.PlannedRevenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => a - b));
    expect(rows[0]!.Name).toBe('Осень');
    expect(revenues[0]).toBe(0);
    const descending = await paged({ OrderField: 'PlannedRevenue' });
    expect(descending.map((row) => row.ID)).toEqual(
      [...rows].sort((a, b) => b.PlannedRevenue - a.PlannedRevenue || b.ID - a.ID).map((row) => row.ID),
    );
  });

  it('puts a batch without plans last by the share sold, whichever way', async () => {
    expect(names(await paged({ OrderField: 'SoldPercent', OrderAscending: true })).at(-1)).toBe('Осень');
    expect(names(await paged({ OrderField: 'SoldPercent' })).at(-1)).toBe('Осень');
  });

  it('keeps the newest first by default', async () => {
    expect(names(await paged({}))).toEqual(['Зима', 'Октябрь', 'Осень', 'Лето', 'Весна']);
  });

  it('refuses an unknown sort field with a 400 naming it', async () => {
    const response = await find({ OrderField: 'Colour' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['OrderField']);
  });
});
