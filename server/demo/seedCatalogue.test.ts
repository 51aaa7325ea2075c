import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../../sandbox/world/world.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { seedDemoCatalogue } from './seedCatalogue.js';
import { DEFAULT_CABINET } from '../../sandbox/config.js';

describe('demo catalogue from the sandbox seller', () => {
  let t: TestApp;
  const world = new World(DEFAULT_CABINET, { seed: 20261, scale: 1, now: new Date('2026-11-01T00:00:00Z') });
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const packages = async () =>
    (await t.call({ method: 'POST', url: '/v1/Product/FindProductPackages', payload: { Count: 1000 } })).json<{
      TotalCount: number;
      Items: { ID: number; ProductID: number }[];
    }>();

  it('fills an empty catalogue with the sandbox products, the package IDs being the offer_ids', async () => {
    const seeded = await seedDemoCatalogue(t.database.db, world);
    const expected = world.catalogue.products.flatMap((product) => product.packages);
    expect(seeded).toEqual({ products: world.catalogue.products.length, packages: expected.length });
    expect(expected.length).toBeGreaterThan(250);

    const page = await packages();
    expect(page.TotalCount).toBe(expected.length);
    const ids = new Set(page.Items.map((item) => item.ID));
    const linkedOfferIds = world.catalogue.cards
      .filter((card) => card.packageId !== null)
      .map((card) => Number(card.offerId));
    expect(linkedOfferIds.every((id) => ids.has(id))).toBe(true);
    // The planted offer_ids that name no package stay absent, so the product import has them to report.
    expect(world.catalogue.planted.missingPackageIds.some((id) => ids.has(id))).toBe(false);
  });

  it('changes nothing on a second start, and new records get IDs after the seeded ones', async () => {
    expect(await seedDemoCatalogue(t.database.db, world)).toBeNull();
    expect((await packages()).TotalCount).toBe(world.catalogue.products.flatMap((product) => product.packages).length);
    const added = await t.call({ method: 'POST', url: '/v1/Product/AddProduct', payload: { Name: 'Своя позиция' } });
    const maxSeeded = Math.max(...world.catalogue.products.map((product) => product.id));
    expect(added.json<number>()).toBe(maxSeeded + 1);
  });

  it('says which Ozon cabinet is in use, never its key', async () => {
    const status = await t.call({ method: 'GET', url: '/v1/Ozon/GetOzonStatus' });
    expect(status.json()).toEqual({
      Mode: 'None',
      Source: 'None',
      ClientId: null,
      ApiUrl: null,
      ApiKeyLast4: null,
      ConnectedAt: null,
      ConnectedBy: null,
    });
  });
});
