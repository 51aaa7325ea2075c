import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../contracts/common.js';
import type { PurchaseBatch, PurchaseBatchRow } from '../../contracts/purchasing.js';
import { World } from '../../sandbox/world/world.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { seedDemoCatalogue } from './seedCatalogue.js';
import { seedDemoPurchases } from './seedPurchases.js';
import { DEFAULT_CABINET } from '../../sandbox/config.js';

describe('demo purchases', () => {
  let t: TestApp;
  const world = new World(DEFAULT_CABINET, { seed: 20261, scale: 1, now: new Date('2026-11-01T00:00:00Z') });
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCatalogue(t.database.db, world);
  });
  afterAll(() => t.close());

  const batches = async () =>
    (await t.call({ method: 'POST', url: '/v1/PurchaseBatch/FindPurchaseBatches', payload: {} })).json<
      Paged<PurchaseBatchRow>
    >();

  it('puts two batches of the best sellers in sale, planned at their Ozon prices, once', async () => {
    expect(await seedDemoPurchases(t.database.db, world)).toBe(2);
    const page = await batches();
    expect(page.Items.map((row) => [row.Name, row.Status, row.PlanCount])).toEqual([
      ['Осенняя закупка', 2, 12],
      ['Весенняя закупка', 2, 6],
    ]);
    expect(page.Items.every((row) => row.PlannedProfit > 0)).toBe(true);

    const batch = (
      await t.call({ method: 'POST', url: `/v1/PurchaseBatch/GetPurchaseBatch?model=${page.Items[1]!.ID}` })
    ).json<PurchaseBatch>();
    const salesItem = batch.Items[0]!.SalesItems[0]!;
    const card = world.catalogue.cards.find((candidate) => candidate.packageId === salesItem.ProductPackageID)!;
    expect(salesItem.SalesPlans.map((plan) => plan.Price)).toEqual([card.price, card.price]);
    // One box at 29.50 ₽ and 1.5 m of film at 3.60 ₽.
    expect(salesItem.PackagingPrice).toBe(34.9);

    expect(await seedDemoPurchases(t.database.db, world)).toBeNull();
    expect((await batches()).TotalCount).toBe(2);
  });
});
