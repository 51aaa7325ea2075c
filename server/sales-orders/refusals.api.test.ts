import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OzonSalesOrderType, PostingStatus } from '../../contracts/enums.js';
import type { ReturnPackageItem, ReturnReportItem } from '../../contracts/returns.js';
import type { SalesOrderPage } from '../../contracts/salesOrders.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { orderItem } from '../test/ozonOrders.js';
import { ozonReturn } from '../test/ozonReturns.js';
import { upsertOrders } from './orderUpsert.js';
import { upsertReturns } from './returnRepository.js';

/**
 * A refusal apart from a return (issue 30, docs/money.md), on a world small enough to count by hand:
 * order 1 delivered 3 units at 1 000 ₽ and the buyer returned 1; order 2 was cancelled with 2 units at
 * 500 ₽ that came back to Ozon (the buyer refused them); order 3 delivered 1 unit at 200 ₽.
 */
describe('refusals of cancelled postings apart from returns', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const order = (id: number, status: number, quantity: number, price: number) => ({
      ozonOrderId: id,
      ozonOrderNumber: `0000${id}`,
      type: OzonSalesOrderType.Fbo,
      date: new Date(`2026-10-0${id}T09:00:00Z`),
      items: [orderItem({ postingNumber: `0000${id}-1`, sku: 100 + id, status, quantity, price })],
    });
    await upsertOrders(t.database.db, [
      order(1, PostingStatus.Delivered, 3, 1000),
      order(2, PostingStatus.Cancelled, 2, 500),
      order(3, PostingStatus.Delivered, 1, 200),
    ]);
    const handedBack = (id: number, quantity: number, price: number) =>
      ozonReturn({
        id: String(id),
        posting_number: `0000${id}-1`,
        sku: 100 + id,
        quantity,
        price,
        returnDate: '2026-10-12T09:00:00Z',
      });
    await upsertReturns(t.database.db, [handedBack(1, 1, 1000), handedBack(2, 2, 500)]);
  });
  afterAll(() => t.close());

  const summaryOf = async (filters: object) => {
    const response = await t.call({
      method: 'POST',
      url: '/v1/OzonSalesOrder/FindSalesOzonOrders',
      payload: { DateFrom: '2026-10-01T00:00:00Z', DateTo: '2026-10-31T00:00:00Z', GatherSummary: true, ...filters },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SalesOrderPage>().Summary!;
  };

  it('counts the refused units once, among the cancelled, and not again as returns', async () => {
    for (const filters of [{}, { Statuses: [PostingStatus.Delivered, PostingStatus.Cancelled] }]) {
      const summary = await summaryOf(filters);
      expect(summary, JSON.stringify(filters)).toMatchObject({
        FilteredOrderCount: 3,
        CancelledOrderCount: 1,
        CancelledProductCount: 2,
        ReturnedOrderCount: 1,
        ReturnedProductCount: 1,
        RefusedOrderCount: 1,
        RefusedProductCount: 2,
      });
      // Sales are the units not cancelled: 3 × 1 000 + 1 × 200; returns 1 × 1 000; refusals 2 × 500.
      expect(summary.Sums).toEqual([
        { Currency: 'RUB', Amount: 4200, TotalSales: 3200, FinalizedSales: 3200, Returns: 1000, Refusals: 1000 },
      ]);
    }
  });

  it('lists them apart on the returns screen: per day and per package, the reasons those of the returns', async () => {
    const period = { DateFrom: '2026-10-12', DateTo: '2026-10-12' };
    const perDay = await t.call({ method: 'POST', url: '/v1/OzonSalesOrder/GetReturnReport', payload: period });
    expect(perDay.statusCode, perDay.body).toBe(200);
    expect(perDay.json<ReturnReportItem[]>()).toEqual([{ Date: '2026-10-12', Quantity: 1, RefusedQuantity: 2 }]);
    const perPackage = await t.call({
      method: 'POST',
      url: '/v1/OzonSalesOrder/GetReturnPackageReport',
      payload: period,
    });
    expect(perPackage.json<ReturnPackageItem[]>()).toEqual([
      expect.objectContaining({ OfferID: '101', Quantity: 1, Amount: 1000, RefusedQuantity: 0, RefusedAmount: 0 }),
      expect.objectContaining({
        OfferID: '102',
        Quantity: 0,
        Amount: 0,
        RefusedQuantity: 2,
        RefusedAmount: 1000,
        Reasons: [],
      }),
    ]);
  });
});
