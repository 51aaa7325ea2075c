import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OzonSalesOrderType, PostingStatus } from '../../contracts/enums.js';
import type {
  PurchaseBatch,
  PurchaseBatchInputDraft,
  PurchaseBatchProductPackage,
  PurchaseBatchRow,
  PurchaseTreeRow,
  SalesChannel,
  SalesPlanSummary,
} from '../../contracts/purchasing.js';
import type { Paged } from '../../contracts/common.js';
import type { CalcSalesPlansResult } from '../../contracts/salesPlanResults.js';
import type { WaitingOrders } from '../../contracts/reports.js';
import { upsertOperations } from '../operations/operationRepository.js';
import { upsertReturns } from '../sales-orders/returnRepository.js';
import { upsertOrders, type OrderFromOzon } from '../sales-orders/salesOrderRepository.js';
import { orderItem } from '../test/ozonOrders.js';
import { ozonReturn } from '../test/ozonReturns.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';

const FBO = 1;
const FBS = 2;

/** A plan with the figures a test does not care about left at their defaults. */
const plan = (channel: number, amount: number, price: number) => ({
  SalesChannelID: channel,
  Price: price,
  Amount: amount,
  SalesPerMonth: 10,
  CommissionMultiplier: 0.17,
});

/** A batch of one product sold as package 101 (one plaid). */
const plaidBatch = (name: string, date: string, count: number, plans: ReturnType<typeof plan>[]) => ({
  Name: name,
  Date: date,
  Status: 2,
  Items: [
    { ProductID: 1, Count: count, Price: 400, SalesItems: [{ ProductPackageID: 101, Volume: 3, SalesPlans: plans }] },
  ],
});

describe('purchase batches and sales plans', () => {
  let t: TestApp;
  const post = <T>(url: string, payload?: unknown) =>
    t.call({ method: 'POST', url: `/v1/PurchaseBatch/${url}`, payload: payload as object }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    });
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
    t = await buildTestApp();
    const { db } = t.database;
    await db
      .insertInto('products')
      .values([
        { id: 1, name: 'Плед флисовый' },
        { id: 2, name: 'Кружка керамическая' },
      ])
      .execute();
    await db
      .insertInto('product_packages')
      .values([
        { id: 101, product_id: 1, name: 'Плед 150×200', product_count: 1 },
        { id: 102, product_id: 1, name: 'Пледы, 2 шт.', product_count: 2 },
        { id: 201, product_id: 2, name: 'Кружка 350 мл', product_count: 1 },
      ])
      .execute();
    await db.insertInto('package_types').values({ id: 1, name: 'Коробка 40×30×10', unit_of_measure: 2 }).execute();
    await db
      .insertInto('package_types')
      .values({ id: 2, name: 'Стрейч-плёнка', unit_of_measure: 3, decimal_places: 2 })
      .execute();
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

  it('allocates delivered postings to the plans first in first out by batch date, and a re-run changes nothing', async () => {
    const { db } = t.database;
    // The later batch is saved first: the order of saving must not matter, the batch date does.
    const later = await post<number>(
      'UpdatePurchaseBatch',
      plaidBatch('Октябрь', '2026-10-01', 15, [plan(FBO, 10, 1000), plan(FBS, 5, 1100)]),
    );
    const earlier = await post<number>(
      'UpdatePurchaseBatch',
      plaidBatch('Сентябрь', '2026-09-01', 3, [plan(FBO, 3, 1000)]),
    );
    // A batch not in sale takes no sales.
    await post<number>('UpdatePurchaseBatch', {
      ...plaidBatch('Черновик', '2026-08-01', 5, [plan(FBO, 5, 1000)]),
      Status: 1,
    });

    const order = (
      id: number,
      day: string,
      type: number,
      quantity: number,
      status: number = PostingStatus.Delivered,
    ): OrderFromOzon => ({
      ozonOrderId: id,
      ozonOrderNumber: String(id),
      type,
      date: new Date(day.length > 2 ? day : `2026-10-${day}T09:00:00Z`),
      items: [orderItem({ postingNumber: `${id}-1`, sku: 9101, offerId: '101', quantity, price: 1000, status })],
    });
    await upsertOrders(db, [
      order(1, '05', OzonSalesOrderType.Fbo, 2),
      order(2, '06', OzonSalesOrderType.Fbo, 2),
      order(3, '06', OzonSalesOrderType.Fbo, 1, PostingStatus.Cancelled),
      order(4, '07', OzonSalesOrderType.Fbs, 1),
      order(5, '08', OzonSalesOrderType.Fbo, 1, PostingStatus.AwaitingPackaging),
      order(6, '09', OzonSalesOrderType.Fbo, 1),
      // Sold on 1 September before 03:00 Moscow time: 31 August there, before September's batch was bought.
      order(7, '2026-08-31T20:30:00Z', OzonSalesOrderType.Fbo, 1),
      // A mug: no plan sells it, so there is nothing to allocate it to.
      {
        ...order(8, '10', OzonSalesOrderType.Fbo, 1),
        items: [orderItem({ postingNumber: '8-1', sku: 9201, offerId: '201', price: 300 })],
      },
    ]);
    // Posting 1's money comes from Ozon's accruals: 1900 ₽ for the two, 323 ₽ commission, 150 ₽ logistics.
    await upsertOperations(db, [
      {
        id: 1,
        date: new Date('2026-10-06T00:00:00Z'),
        operationType: 'OperationAgentDeliveredToCustomer',
        transactionType: 1,
        accrualType: 'POSTING',
        currencyCode: 'RUB',
        amount: 1427,
        accrualsForSale: 1900,
        saleCommission: -323,
        deliveryCharge: 0,
        returnDeliveryCharge: 0,
        postingNumber: '1-1',
        unitNumber: '1-1',
        services: [{ Type: 'MarketplaceServiceItemDirectFlowLogistic', Price: -150 }],
      },
    ]);
    // One of posting 2's plaids comes back.
    await upsertReturns(db, [
      ozonReturn({
        id: '1',
        posting_number: '2-1',
        sku: 9101,
        quantity: 1,
        price: 1000,
        returnDate: '2026-10-12T10:00:00Z',
      }),
    ]);

    const earliestNonProcessed = async () => {
      const response = await t.call({
        method: 'POST',
        url: '/v1/OzonSalesOrder/FindEarliestNonProcessedOzonSalesOrder',
      });
      return response.json<WaitingOrders>().EarliestNonProcessed?.OzonOrderNumber;
    };
    expect(await earliestNonProcessed()).toBe('7');
    const calc = async () => {
      const response = await t.call({ method: 'GET', url: '/v1/PurchaseBatch/CalcSalesPlans' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CalcSalesPlansResult>();
    };
    const first = await calc();
    // Posting 1 (2) and one of posting 2 fill September's plan; the other of posting 2 goes to
    // October. The return frees a place in September, which posting 6 takes. Posting 4 is FBS.
    // Posting 7 is older than any batch in sale: no plan takes it, it waits unprocessed.
    expect(first).toEqual({
      Allocated: 6,
      Unallocated: 1,
      EarliestUnallocatedDate: '2026-08-31T20:30:00.000Z',
      SoldBatchIDs: [earlier],
    });

    const summaries = async () => {
      const [september, october] = await Promise.all(
        [earlier, later].map((batchId) => post<PurchaseBatch>(`GetPurchaseBatch?model=${batchId}`)),
      );
      const planIds = [september!, october!].flatMap((batch) =>
        batch.Items[0]!.SalesItems[0]!.SalesPlans.map((p) => p.ID),
      );
      const list = await post<SalesPlanSummary[]>('GetSalesPlansSummaries', { SalesPlanIDs: planIds });
      return planIds.map((planId) => list.find((summary) => summary.ID === planId));
    };
    const [septemberFbo, octoberFbo, octoberFbs] = await summaries();
    expect(septemberFbo).toMatchObject({
      SalesCount: 4,
      ReturnCount: 1,
      // 1900 (posting 1, Ozon's accrual) + 1000 (one of posting 2) + 1000 (posting 6)
      SalesSum: 3900,
      ReturnSum: 1000,
      // 323 / 3900
      CommissionPercent: 8.28,
      // 150 ₽ of Ozon's other charges over 4 sold
      CommissionAddition: 37.5,
      // 3900 − 1000 returned − 323 − 150 − 3 kept × 400 ₽ bought
      Profit: 1227,
    });
    expect(octoberFbo).toMatchObject({ SalesCount: 1, ReturnCount: 0, SalesSum: 1000, ReturnSum: 0 });
    expect(octoberFbs).toMatchObject({ SalesCount: 1, ReturnCount: 0, SalesSum: 1000 });

    const processed = await db
      .selectFrom('ozon_sales_order_items')
      .select(['posting_number', 'sales_plan_processed'])
      .orderBy('posting_number')
      .execute();
    expect(processed.map((row) => [row.posting_number, row.sales_plan_processed])).toEqual([
      ['1-1', true],
      ['2-1', true],
      ['3-1', true],
      ['4-1', true],
      ['5-1', false],
      ['6-1', true],
      ['7-1', false],
      ['8-1', true],
    ]);
    // Posting 7 waits for a batch of its day; after it, posting 5 for its delivery.
    expect(await earliestNonProcessed()).toBe('7');
    const statuses = await db
      .selectFrom('purchase_batches')
      .select(['id', 'status'])
      .where('id', 'in', [earlier, later])
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({ [earlier]: 3, [later]: 2 });

    const allocations = () =>
      db.selectFrom('sales_plan_allocations').selectAll().orderBy('sales_plan_id').orderBy('order_item_id').execute();
    const rowsBefore = await allocations();
    expect(await calc()).toEqual({ ...first, SoldBatchIDs: [] });
    expect(await allocations()).toEqual(rowsBefore);
    expect(await summaries()).toEqual([septemberFbo, octoberFbo, octoberFbs]);

    // The list shows plan against fact per batch, and finds batches by article and package.
    const page = await post<Paged<PurchaseBatchRow>>('FindPurchaseBatches', { Article: '101', DateFrom: '2026-09-01' });
    expect(page.Items.map((row) => [row.Name, row.SoldCount, row.PlannedCount])).toEqual([
      ['Октябрь', 2, 15],
      ['Осенняя закупка', 0, 60],
      ['Сентябрь', 3, 3],
    ]);
    expect(page.Items[1]!.ActualProfit).toBeNull();
    expect(page.Items[2]!.ActualProfit).not.toBeNull();
    const packages = await post<PurchaseBatchProductPackage[]>('FindPurchaseBatchProductPackages', { Name: 'плед' });
    expect(packages.map((pkg) => pkg.ID)).toEqual([101]);

    // The product tree: the plaid's package with its batches in date order, each plan with plan and fact.
    const tree = await post<PurchaseTreeRow[]>('GetPurchaseTree', { ProductName: 'плед' });
    expect(tree.map((row) => [row.ProductPackageID, row.PurchaseBatchName])).toEqual([
      [101, 'Черновик'],
      [101, 'Сентябрь'],
      [101, 'Осенняя закупка'],
      [101, 'Октябрь'],
    ]);
    expect(tree[3]!.Plans.map((p) => [p.SalesChannelID, p.Amount, p.SoldCount])).toEqual([
      [FBO, 10, 1],
      [FBS, 5, 1],
    ]);
    expect(tree[3]!.Plans[0]!.PlannedRevenue).toBe(10_000);
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
