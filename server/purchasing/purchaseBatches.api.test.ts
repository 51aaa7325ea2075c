import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseBatch, PurchaseBatchInputDraft, SalesChannel } from '../../contracts/purchasing.js';
import { buildPurchasingTestApp, FBO, FBS, plaidBatch, plan } from '../test/purchasing.js';
import type { TestApp } from '../test/testApp.js';

describe('purchase batches', () => {
  let t: TestApp;
  let post: Awaited<ReturnType<typeof buildPurchasingTestApp>>['post'];
  const batchCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('purchase_batches')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ({ t, post } = await buildPurchasingTestApp());
  });
  afterAll(() => t.close());

  it('lists the seeded Ozon channels with their tiers', async () => {
    const response = await t.call({ method: 'GET', url: '/v1/SalesChannel/GetSalesChannels' });
    const channels = response.json<SalesChannel[]>();
    expect(channels.map((channel) => [channel.Name, channel.OzonOrderTypes])).toEqual([
      ['Ozon FBO', [1]],
      ['Ozon FBS', [2, 3]],
    ]);
    expect(channels[0]!.LogisticPrices.at(-1)).toEqual({
      MaxVolume: 190,
      BasePrice: 56,
      PricePerUnit: 12,
      Additive: true,
    });
  });

  it("edits a channel's tariffs, keeping the tiers in order of volume and refusing a repeated one", async () => {
    const [fbo] = (await t.call({ method: 'GET', url: '/v1/SalesChannel/GetSalesChannels' })).json<SalesChannel[]>();
    const update = (change: Partial<SalesChannel>) =>
      t.call({ method: 'POST', url: '/v1/SalesChannel/UpdateSalesChannel', payload: { ...fbo, ...change } });
    const tiers = [
      { MaxVolume: 190, BasePrice: 60, PricePerUnit: 13, Additive: true },
      { MaxVolume: 1, BasePrice: 58, PricePerUnit: 0, Additive: false },
    ];
    expect((await update({ LogisticPrices: tiers, CancelledSaleHandlingPrice: 15 })).statusCode).toBe(204);
    const [edited] = (await t.call({ method: 'GET', url: '/v1/SalesChannel/GetSalesChannels' })).json<SalesChannel[]>();
    expect(edited!.LogisticPrices).toEqual([tiers[1], tiers[0]]);
    expect(edited!.CancelledSaleHandlingPrice).toBe(15);

    const repeated = await update({ LogisticPrices: [tiers[0]!, tiers[0]!] });
    expect(repeated.statusCode).toBe(400);
    expect(Object.keys(repeated.json().errors)).toEqual(['LogisticPrices[1].MaxVolume']);
    expect((await update({ ID: 99 })).statusCode).toBe(404);
    // Back as seeded, for the tests after this one.
    expect((await update({})).statusCode).toBe(204);
  });

  it('saves a whole batch in one call and reads it back equal', async () => {
    const input: PurchaseBatchInputDraft = {
      Name: 'Осенняя закупка',
      Date: '2026-09-15',
      Status: 1,
      Items: [
        {
          ProductID: 1,
          Count: 100,
          Price: 360,
          SalesItems: [
            {
              Name: 'Плед в коробке',
              ProductPackageID: 101,
              Volume: 2.4,
              SalesItemPackages: [
                { PackageTypeID: 1, Amount: 1, PricePerUom: 32.5 },
                { PackageTypeID: 2, Amount: 1.5, PricePerUom: 5 },
              ],
              SalesPlans: [
                { ...plan(FBO, 60, 1290), ReturnPercentage: 5, ReturnCost: 50, DeliveryDate: '2026-10-01' },
                { ...plan(FBS, 40, 1390), Status: 1, DeliveryCost: 3000, MarketingBudget: 5000 },
              ],
            },
          ],
        },
        { ProductID: 2, Count: 50, Price: 120, SalesItems: [{ ProductPackageID: 201, Volume: 0.5, SalesPlans: [] }] },
      ],
    };
    const id = await post<number>('UpdatePurchaseBatch', input);
    const batch = await post<PurchaseBatch>(`GetPurchaseBatch?model=${id}`);
    expect(batch).toMatchObject({ ID: id, Name: 'Осенняя закупка', Date: '2026-09-15', Status: 1 });
    const [plaid, mug] = batch.Items;
    expect(plaid).toMatchObject({ ProductID: 1, Count: 100, Price: 360, Product: { Name: 'Плед флисовый' } });
    const salesItem = plaid!.SalesItems[0]!;
    expect(salesItem).toMatchObject({
      Name: 'Плед в коробке',
      Volume: 2.4,
      // 1 × 32.50 + 1.5 × 5
      PackagingPrice: 40,
      ProductPackage: { ID: 101, Name: 'Плед 150×200', ProductCount: 1 },
    });
    expect(salesItem.SalesItemPackages.map((pkg) => [pkg.PackageType.Name, pkg.Amount, pkg.PricePerUom])).toEqual([
      ['Коробка 40×30×10', 1, 32.5],
      ['Стрейч-плёнка', 1.5, 5],
    ]);
    expect(salesItem.SalesPlans).toEqual([
      expect.objectContaining({
        SalesChannelID: FBO,
        Amount: 60,
        Price: 1290,
        ReturnPercentage: 5,
        DeliveryDate: '2026-10-01',
        Status: 0,
      }),
      expect.objectContaining({
        SalesChannelID: FBS,
        Amount: 40,
        Price: 1390,
        DeliveryCost: 3000,
        MarketingBudget: 5000,
        Status: 1,
      }),
    ]);
    expect(mug!.SalesItems[0]!.ProductPackage.Name).toBe('Кружка 350 мл');

    // Read back, changed and sent again: kept records keep their IDs, one left out is deleted.
    const [fboPlan, fbsPlan] = salesItem.SalesPlans;
    const edited = {
      ...batch,
      Items: [{ ...plaid!, SalesItems: [{ ...salesItem, SalesPlans: [{ ...fboPlan!, Price: 1190 }] }] }],
    };
    expect(await post<number>('UpdatePurchaseBatch', edited)).toBe(id);
    const again = await post<PurchaseBatch>(`GetPurchaseBatch?model=${id}`);
    expect(again.Items).toHaveLength(1);
    expect(again.Items[0]!.SalesItems[0]!.SalesPlans).toEqual([{ ...fboPlan, Price: 1190 }]);
    const orphan = await t.database.db.selectFrom('sales_plans').select('id').where('id', '=', fbsPlan!.ID).execute();
    expect(orphan).toEqual([]);
    await post('UpdatePurchaseBatch', edited);
    expect(await post<PurchaseBatch>(`GetPurchaseBatch?model=${id}`)).toEqual(again);
  });

  it('refuses a bad nested field by its path and saves nothing', async () => {
    const before = await batchCount();
    const item = (plans: object[]) => ({
      ProductID: 1,
      Count: 10,
      Price: 100,
      SalesItems: [{ ProductPackageID: 101, Volume: 1, SalesPlans: plans }],
    });
    const bad = {
      Name: 'Ошибка',
      Date: '2026-10-01',
      Items: [item([]), item([]), item([plan(FBO, 5, 900), { ...plan(FBS, 5, 900), Price: -5 }])],
    };
    const response = await t.call({ method: 'POST', url: '/v1/PurchaseBatch/UpdatePurchaseBatch', payload: bad });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['Items[2].SalesItems[0].SalesPlans[1].Price']);

    // A package of another product is refused by its path too, inside the transaction.
    const foreign = { ...bad, Items: [item([]), { ...item([]), SalesItems: [{ ProductPackageID: 201, Volume: 1 }] }] };
    const refused = await t.call({ method: 'POST', url: '/v1/PurchaseBatch/UpdatePurchaseBatch', payload: foreign });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['Items[1].SalesItems[0].ProductPackageID']);

    const box = { PackageTypeID: 1, Amount: 1, PricePerUom: 30 };
    const twice = {
      ...bad,
      Items: [{ ...item([]), SalesItems: [{ ProductPackageID: 101, Volume: 1, SalesItemPackages: [box, box] }] }],
    };
    const repeated = await t.call({ method: 'POST', url: '/v1/PurchaseBatch/UpdatePurchaseBatch', payload: twice });
    expect(Object.keys(repeated.json().errors)).toEqual(['Items[0].SalesItems[0].SalesItemPackages[1].PackageTypeID']);

    const unknownChannel = { ...bad, Items: [item([plan(99, 1, 1)])] };
    const noChannel = await t.call({
      method: 'POST',
      url: '/v1/PurchaseBatch/UpdatePurchaseBatch',
      payload: unknownChannel,
    });
    expect(Object.keys(noChannel.json().errors)).toEqual(['Items[0].SalesItems[0].SalesPlans[0].SalesChannelID']);
    expect(await batchCount()).toBe(before);

    const missing = await t.call({ method: 'POST', url: '/v1/PurchaseBatch/GetPurchaseBatch' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['model']);
  });

  it('keeps a product or package a batch still uses, naming the batches', async () => {
    await t.database.db.insertInto('products').values({ id: 3, name: 'Подушка' }).execute();
    const id = await post<number>('UpdatePurchaseBatch', {
      ...plaidBatch('Держит', '2026-11-02', 1, []),
      Items: [
        { ProductID: 3, Count: 1, Price: 1 },
        {
          ProductID: 2,
          Count: 1,
          Price: 1,
          SalesItems: [
            { ProductPackageID: 201, Volume: 1, SalesItemPackages: [{ PackageTypeID: 2, Amount: 1, PricePerUom: 1 }] },
          ],
        },
      ],
    });
    const removals = ['/v1/Product/RemoveProduct?productID=3', '/v1/Product/RemoveProductPackage?productPackageID=201'];
    for (const url of removals) {
      const refused = await t.call({ method: 'DELETE', url });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toMatchObject({ type: '/problems/record-in-use', DependentEntity: 'PurchaseBatch' });
      expect(String(refused.json().DependentIDs)).toContain(String(id));
    }
  });

  it('deletes batches all or none, and asks for a token', async () => {
    const id = await post<number>('UpdatePurchaseBatch', plaidBatch('Удалить', '2026-11-01', 1, []));
    const partly = await t.call({
      method: 'DELETE',
      url: '/v1/PurchaseBatch/DeletePurchaseBatches',
      payload: [id, 999_999],
    });
    expect(partly.statusCode).toBe(404);
    expect((await post<PurchaseBatch>(`GetPurchaseBatch?model=${id}`)).ID).toBe(id);
    const deleted = await t.call({ method: 'DELETE', url: '/v1/PurchaseBatch/DeletePurchaseBatches', payload: [id] });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.call({ method: 'POST', url: `/v1/PurchaseBatch/GetPurchaseBatch?model=${id}` });
    expect(gone.statusCode).toBe(404);

    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/PurchaseBatch/FindPurchaseBatches', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
