import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../contracts/common.js';
import { OzonSalesOrderType, PostingStatus } from '../../contracts/enums.js';
import type {
  PurchaseBatch,
  PurchaseBatchProductPackage,
  PurchaseBatchRow,
  PurchaseTreeRow,
  SalesChannel,
  SalesPlanSummary,
} from '../../contracts/purchasing.js';
import type { WaitingOrders } from '../../contracts/reports.js';
import type { CalcSalesPlansResult } from '../../contracts/salesPlanResults.js';
import { upsertOperations } from '../operations/operationRepository.js';
import { upsertReturns } from '../sales-orders/returnRepository.js';
import { upsertOrders, type OrderFromOzon } from '../sales-orders/orderUpsert.js';
import { orderItem } from '../test/ozonOrders.js';
import { ozonReturn } from '../test/ozonReturns.js';
import { buildPurchasingTestApp, FBO, FBS, plaidBatch, plan } from '../test/purchasing.js';
import type { TestApp } from '../test/testApp.js';

describe('the fact of the sales plans', () => {
  let t: TestApp;
  let post: Awaited<ReturnType<typeof buildPurchasingTestApp>>['post'];

  beforeAll(async () => {
    ({ t, post } = await buildPurchasingTestApp());
    // A purchase only planned (not in sale): listed beside the others, it takes no sales.
    await post('UpdatePurchaseBatch', {
      ...plaidBatch('Осенняя закупка', '2026-09-15', 100, [plan(FBO, 60, 1190)]),
      Status: 1,
    });
  });
  afterAll(() => t.close());

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
      // A plaid with a mug in one posting: the plaid takes its share of the posting's money, the mug
      // the rest, though no plan sells mugs.
      {
        ...order(9, '11', OzonSalesOrderType.Fbo, 1),
        items: [
          orderItem({ postingNumber: '9-1', sku: 9101, offerId: '101', price: 1000 }),
          orderItem({ postingNumber: '9-1', sku: 9201, offerId: '201', price: 300 }),
        ],
      },
      // Sold after posting 2's plaid came back (12 October): the unit back in September's batch.
      order(10, '14', OzonSalesOrderType.Fbo, 1),
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
      // Posting 9 sold at 1 170 ₽ for the 1 300 ₽ of its two items, 130 ₽ commission.
      {
        id: 2,
        date: new Date('2026-10-13T00:00:00Z'),
        operationType: 'OperationAgentDeliveredToCustomer',
        transactionType: 1,
        accrualType: 'POSTING',
        currencyCode: 'RUB',
        amount: 1040,
        accrualsForSale: 1170,
        saleCommission: -130,
        deliveryCharge: 0,
        returnDeliveryCharge: 0,
        postingNumber: '9-1',
        unitNumber: '9-1',
        services: [],
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
      // Posting 3 was cancelled: the buyer refused it and it came back on 10 October, a refusal.
      ozonReturn({
        id: '2',
        posting_number: '3-1',
        sku: 9101,
        quantity: 1,
        price: 1000,
        returnDate: '2026-10-10T10:00:00Z',
      }),
    ]);
    // Handling a refused posting costs the seller 40 ₽ on FBO (the channel dialog's CancelledSaleHandlingPrice).
    await db.updateTable('sales_channels').set({ cancelled_sale_handling_price: 40 }).where('id', '=', FBO).execute();

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
    // First in first out in time order: posting 1 (2) and one of posting 2 fill September's plan; the
    // other of posting 2 goes to October. Posting 6 (9 October) goes to October too: the plaid of posting
    // 2 that came back on 12 October was not back yet. Posting 9's plaid (11 October) goes to October;
    // posting 10 (14 October) takes the place the return freed in September. Posting 4 is FBS.
    // Posting 7 is older than any batch in sale: no plan takes it, it waits unprocessed.
    expect(first).toEqual({
      Allocated: 8,
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
      // 1900 (posting 1, Ozon's accrual) + 1000 (one of posting 2) + 1000 (posting 10)
      SalesSum: 3900,
      ReturnSum: 1000,
      // 323 / 3900
      CommissionPercent: 8.28,
      // 150 ₽ of Ozon's other charges over 4 sold
      CommissionAddition: 37.5,
      // 3900 − 1000 returned − 323 − 150 − 3 kept × 400 ₽ bought
      Profit: 1227,
      RefusalCount: 0,
      RefusalHandling: 0,
    });
    // Which plan each plaid went to (September's plan was saved after October's: its ID is greater):
    // posting 6 before the return came back, posting 10 after.
    const allocated = await db
      .selectFrom('sales_plan_allocations as allocation')
      .innerJoin('ozon_sales_order_items as item', 'item.id', 'allocation.order_item_id')
      .where('item.sku', '=', 9101)
      .select(['item.posting_number', 'allocation.sales_plan_id', 'allocation.sold', 'allocation.returned'])
      .orderBy('item.date')
      .orderBy('allocation.sales_plan_id', 'desc')
      .execute();
    expect(allocated.map((row) => [row.posting_number, row.sales_plan_id, row.sold, row.returned])).toEqual([
      ['1-1', septemberFbo!.ID, 2, 0],
      ['2-1', septemberFbo!.ID, 1, 1],
      ['2-1', octoberFbo!.ID, 1, 0],
      ['4-1', octoberFbs!.ID, 1, 0],
      ['6-1', octoberFbo!.ID, 1, 0],
      ['9-1', octoberFbo!.ID, 1, 0],
      ['10-1', septemberFbo!.ID, 1, 0],
    ]);
    // 1000 (posting 2) + 1000 (posting 6) + 900 (posting 9's plaid: 1000 of its 1300 ₽ of the 1170 ₽ Ozon accrued)
    expect(octoberFbo).toMatchObject({ SalesCount: 3, ReturnCount: 0, SalesSum: 2900, ReturnSum: 0 });
    expect(octoberFbs).toMatchObject({ SalesCount: 1, ReturnCount: 0, SalesSum: 1000, RefusalCount: 0 });
    // Posting 3 came back on 10 October, when September's plan was sold out and October's was selling
    // (its first sale on 6 October): its handling is charged there, once, and taken from the profit.
    expect(octoberFbo).toMatchObject({ RefusalCount: 1, RefusalHandling: 40 });
    // 2900 − 130 × 1000 / 1300 (posting 9's commission share) − 40 handling − 3 kept × 400 ₽ bought
    expect(octoberFbo!.Profit).toBe(1560);

    const processed = await db
      .selectFrom('ozon_sales_order_items')
      .select(['posting_number', 'sales_plan_processed'])
      .orderBy('posting_number')
      .execute();
    expect(processed.map((row) => [row.posting_number, row.sales_plan_processed])).toEqual([
      ['1-1', true],
      ['10-1', true],
      ['2-1', true],
      ['3-1', true],
      ['4-1', true],
      ['5-1', false],
      ['6-1', true],
      ['7-1', false],
      ['8-1', true],
      ['9-1', true],
      ['9-1', true],
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

    // The seller raises the handling price from 40 to 500 ₽ in the channel dialog: the fact follows at once.
    const [fbo] = (await t.call({ method: 'GET', url: '/v1/SalesChannel/GetSalesChannels' })).json<SalesChannel[]>();
    const raised = await t.call({
      method: 'POST',
      url: '/v1/SalesChannel/UpdateSalesChannel',
      payload: { ...fbo, CancelledSaleHandlingPrice: 500 },
    });
    expect(raised.statusCode).toBe(204);
    const [, octoberAfter] = await summaries();
    expect(octoberAfter).toMatchObject({ RefusalCount: 1, RefusalHandling: 500, Profit: octoberFbo!.Profit - 460 });

    // The list shows plan against fact per batch, and finds batches by article and package.
    const page = await post<Paged<PurchaseBatchRow>>('FindPurchaseBatches', { Article: '101', DateFrom: '2026-09-01' });
    expect(page.Items.map((row) => [row.Name, row.SoldCount, row.PlannedCount])).toEqual([
      ['Октябрь', 4, 15],
      ['Осенняя закупка', 0, 60],
      ['Сентябрь', 3, 3],
    ]);
    expect(page.Items[1]!.ActualProfit).toBeNull();
    expect(page.Items[2]!.ActualProfit).not.toBeNull();
    const packages = await post<PurchaseBatchProductPackage[]>('FindPurchaseBatchProductPackages', { Name: 'плед' });
    expect(packages.map((pkg) => pkg.ID)).toEqual([101]);
    // Part of an article finds it as the pickers' filter does, and the chosen ones come by their IDs.
    const byArticle = await post<PurchaseBatchProductPackage[]>('FindPurchaseBatchProductPackages', { Name: '10' });
    expect(byArticle.map((pkg) => pkg.ID)).toContain(101);
    const chosen = await post<PurchaseBatchProductPackage[]>('FindPurchaseBatchProductPackages', { IDs: [101] });
    expect(chosen).toEqual([expect.objectContaining({ ID: 101, PrimaryImage: null })]);

    // The product tree: the plaid's package with its batches in date order, each plan with plan and fact.
    const tree = await post<PurchaseTreeRow[]>('GetPurchaseTree', { ProductName: 'плед' });
    expect(tree.map((row) => [row.ProductPackageID, row.PurchaseBatchName])).toEqual([
      [101, 'Черновик'],
      [101, 'Сентябрь'],
      [101, 'Осенняя закупка'],
      [101, 'Октябрь'],
    ]);
    expect(tree[3]!.Plans.map((p) => [p.SalesChannelID, p.Amount, p.SoldCount])).toEqual([
      [FBO, 10, 3],
      [FBS, 5, 1],
    ]);
    expect(tree[3]!.Plans[0]!.PlannedRevenue).toBe(10_000);
  });
});
