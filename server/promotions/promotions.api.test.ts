import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PromotionImportResult,
  PromotionPage,
  PromotionProduct,
  PromotionProductPage,
  PromotionProductsUpdateResponse,
} from '../../contracts/promotions.js';
import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import { seedDemoPurchases } from '../demo/seedPurchases.js';
import { postJson } from '../test/postJson.js';
import { buildDemoTestApp } from '../test/testApp.js';

describe('promotions against the sandbox: sync, margins at the action price, and joining', () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;

  const call = postJson(() => t);
  const sync = () => call<PromotionImportResult>('/v1/OzonPromotion/UpdateOzonPromotions');
  const products = (body: object) =>
    call<PromotionProductPage>('/v1/OzonPromotion/FindOzonPromotionProducts', { Count: 1000, ...body });
  const productOf = async (promotionId: number, id: number): Promise<PromotionProduct | undefined> =>
    (await products({ PromotionID: promotionId })).Items.find((product) => product.ID === id);

  /** A running promotion open for changes (no freeze), with candidates of known cards. */
  let open: PromotionPage['Items'][number];

  beforeAll(async () => {
    t = await buildDemoTestApp({ SANDBOX_NOW: new Date().toISOString() });
    await seedDemoCatalogue(t.database.db, t.ozon.demoWorld!);
    await seedDemoPurchases(t.database.db, t.ozon.demoWorld!);
    await call('/v1/OzonProduct/ImportOzonProducts');
    const first = await sync();
    expect(first.PromotionCount).toBeGreaterThan(0);
    expect(first.ProductCount).toBeGreaterThan(0);
    const page = await call<PromotionPage>('/v1/OzonPromotion/FindOzonPromotions', { Count: 100 });
    const now = Date.now();
    open = page.Items.find(
      (promotion) =>
        promotion.Period === 'Active' &&
        (!promotion.FreezeDate || Date.parse(promotion.FreezeDate) > now) &&
        promotion.CandidateCount >= 2,
    )!;
    expect(open).toBeDefined();
  });
  afterAll(() => t?.close());

  it('keeps every promotion with its period and counts, and a second sync changes nothing', async () => {
    const page = await call<PromotionPage>('/v1/OzonPromotion/FindOzonPromotions', { Count: 100 });
    expect(page.TotalCount).toBe(page.Items.length);
    for (const promotion of page.Items) {
      expect(promotion.Name).not.toBe('');
      expect(Date.parse(promotion.DateEnd)).toBeGreaterThanOrEqual(Date.parse(promotion.DateStart));
      expect(promotion.Products).toEqual([]);
    }
    // Running promotions come first.
    expect(page.Items[0]!.Period).toBe('Active');
    expect(page.PeriodCounts.reduce((sum, entry) => sum + entry.Count, 0)).toBe(page.TotalCount);

    const again = await sync();
    expect(again.UpdatedProductCount).toBe(0);
    expect(again.DeletedPromotionCount).toBe(0);
  });

  it('flags a promotion Ozon no longer lists as deleted and keeps it out of the default list', async () => {
    await t.database.db
      .insertInto('ozon_promotions')
      .values({
        id: 999_999_001,
        name: 'Ушедшая акция',
        action_type: 'DISCOUNT',
        date_start: new Date('2026-01-01T00:00:00Z'),
        date_end: new Date('2026-01-31T00:00:00Z'),
        synced_at: new Date(),
      })
      .execute();
    expect((await sync()).DeletedPromotionCount).toBe(1);
    const defaults = await call<PromotionPage>('/v1/OzonPromotion/FindOzonPromotions', { Count: 100 });
    expect(defaults.Items.some((promotion) => promotion.ID === 999_999_001)).toBe(false);
    const all = await call<PromotionPage>('/v1/OzonPromotion/FindOzonPromotions', {
      Count: 100,
      ExcludeDeleted: false,
      Name: 'Ушедшая',
    });
    expect(all.Items.map((promotion) => [promotion.ID, promotion.Deleted, promotion.Period])).toEqual([
      [999_999_001, true, 'Past'],
    ]);
  });

  it('shows the profit and margin at the regular and the action price, from the plan or from Ozon', async () => {
    const page = await products({ PromotionID: open.ID });
    const judged = page.Items.filter((product) => product.Economics);
    expect(judged.length).toBeGreaterThan(0);
    for (const product of judged) {
      const economics = product.Economics!;
      const price = product.IsCandidate ? product.MaxActionPrice : product.ActionPrice;
      // A lower price leaves less: the action price never earns more than the regular one.
      if (price <= product.Price) expect(economics.ActionProfit).toBeLessThanOrEqual(economics.RegularProfit);
      if (economics.RegularMarginPercent !== null) {
        expect(economics.RegularMarginPercent).toBeCloseTo((economics.RegularProfit / product.Price) * 100, 1);
      }
    }
    // The demo's purchases plan the best sellers: those are judged by their plans.
    const withPlan = await call<PromotionPage>('/v1/OzonPromotion/FindOzonPromotions', {
      Count: 100,
      IncludeProduct: true,
    });
    const sources = new Set(
      withPlan.Items.flatMap((promotion) => promotion.Products).map((product) => product.Economics?.Source),
    );
    expect(sources).toContain('Plan');
    expect(sources).toContain('Ozon');

    const losing = await products({ PromotionID: open.ID, LossOnly: true });
    for (const product of losing.Items) expect(product.Economics!.ActionProfit).toBeLessThan(0);
    const byMargin = await products({ PromotionID: open.ID, SortField: 'ActionMarginPercent', SortAscending: false });
    const margins = byMargin.Items.flatMap((product) => product.Economics?.ActionMarginPercent ?? []);
    expect(margins).toEqual([...margins].sort((a, b) => b - a));
  });

  it("returns Ozon's refusal in AdditionErrors and changes nothing; an accepted product stays through the next sync", async () => {
    const candidates = (await products({ PromotionID: open.ID, CandidatesOnly: true })).Items;
    const [tooDear, fine] = candidates.filter((product) => product.MinStock === 0);
    expect(tooDear && fine).toBeTruthy();

    const answer = await call<PromotionProductsUpdateResponse>(
      `/v1/OzonPromotion/UpdateOzonPromotionProducts/${open.ID}`,
      [
        { ID: tooDear!.ID, ActionPrice: tooDear!.MaxActionPrice + 100 },
        { ID: fine!.ID, ActionPrice: fine!.MaxActionPrice },
      ],
    );
    expect(Object.keys(answer.AdditionErrors)).toEqual([String(tooDear!.ID)]);
    expect(answer.AdditionErrors[String(tooDear!.ID)]).toContain('max_action_price');
    expect(answer.DeletionErrors).toEqual({});
    expect(await productOf(open.ID, tooDear!.ID)).toEqual(tooDear);

    const joined = await productOf(open.ID, fine!.ID);
    expect(joined).toMatchObject({ IsCandidate: false, Confirmed: true, ActionPrice: fine!.MaxActionPrice });
    const promotionAfter = (
      await call<PromotionPage>('/v1/OzonPromotion/FindOzonPromotions', { Count: 100 })
    ).Items.find((promotion) => promotion.ID === open.ID)!;
    expect(promotionAfter.ParticipatingCount).toBe(open.ParticipatingCount + 1);

    await sync();
    expect(await productOf(open.ID, fine!.ID)).toMatchObject({ IsCandidate: false, ActionPrice: fine!.MaxActionPrice });

    // An action price of 0 takes it out; taking out one that is not in is Ozon's refusal.
    const out = await call<PromotionProductsUpdateResponse>(
      `/v1/OzonPromotion/UpdateOzonPromotionProducts/${open.ID}`,
      [
        { ID: fine!.ID, ActionPrice: 0 },
        { ID: tooDear!.ID, ActionPrice: 0 },
      ],
    );
    expect(Object.keys(out.DeletionErrors)).toEqual([String(tooDear!.ID)]);
    expect(await productOf(open.ID, fine!.ID)).toMatchObject({ IsCandidate: true, ActionPrice: 0 });
  });

  it('refuses a bad change by its field, and an unknown promotion by its ID', async () => {
    const bad = await t.call({
      method: 'POST',
      url: `/v1/OzonPromotion/UpdateOzonPromotionProducts/${open.ID}`,
      payload: [{ ID: 1, ActionPrice: -5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['[0].ActionPrice']);
    const unknown = await t.call({
      method: 'POST',
      url: '/v1/OzonPromotion/UpdateOzonPromotionProducts/123',
      payload: [{ ID: 1, ActionPrice: 5 }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ Entity: 'OzonPromotion', ID: 123 });
    const noPromotion = await t.call({
      method: 'POST',
      url: '/v1/OzonPromotion/FindOzonPromotionProducts',
      payload: {},
    });
    expect(noPromotion.statusCode).toBe(400);
    expect(Object.keys(noPromotion.json().errors)).toEqual(['PromotionID']);
  });
});
