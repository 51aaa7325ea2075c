import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OzonSalesOrderType, PostingStatus } from '../../contracts/enums.js';
import type { LatestSalesReport, LocalizationIndex, WaitingOrders } from '../../contracts/reports.js';
import type { ReturnPackageItem, ReturnReportItem } from '../../contracts/returns.js';
import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import { upsertOperations } from '../operations/operationRepository.js';
import { saleOperation } from '../test/ozonOperations.js';
import { upsertReturns } from '../sales-orders/returnRepository.js';
import { upsertOrders, type OrderFromOzon } from '../sales-orders/orderUpsert.js';
import { orderItem } from '../test/ozonOrders.js';
import { ozonReturn } from '../test/ozonReturns.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { latestSalesReport } from './latestSales.js';

const order = (
  id: number,
  date: string,
  lines: { sku: number; quantity: number; price: number; status?: number; currency?: string; from?: string }[],
): OrderFromOzon => ({
  ozonOrderId: id,
  ozonOrderNumber: String(id).padStart(4, '0'),
  type: OzonSalesOrderType.Fbo,
  date: new Date(date),
  items: lines.map((line) =>
    orderItem({
      postingNumber: `${String(id).padStart(4, '0')}-1`,
      sku: line.sku,
      status: line.status ?? PostingStatus.Delivered,
      currencyCode: line.currency ?? 'RUB',
      price: line.price,
      quantity: line.quantity,
      clusterFrom: line.from ?? 'Москва',
    }),
  ),
});

/**
 * "Now" is 3 November 2026, 12:00 Moscow. Today: O1 (2 × 100 ₽). This week (28 Oct – 3 Nov): O1, O2
 * (1 × 300 ₽, from another cluster) and O3 (cancelled: an order placed, but no sale). The week before (21–27 Oct): O4
 * (1 × 50 ₽ and 2 × 5 ₸). O5 at 22:30 UTC on 2 November is 3 November in Moscow: today. O6 waits for
 * packing since 1 November; O7 since 30 October.
 */
const NOW = new Date('2026-11-03T09:00:00Z');
const ORDERS = [
  order(1, '2026-11-03T07:00:00Z', [{ sku: 11, quantity: 2, price: 100 }]),
  order(2, '2026-10-29T07:00:00Z', [{ sku: 12, quantity: 1, price: 300, from: 'Казань' }]),
  order(3, '2026-10-30T07:00:00Z', [{ sku: 12, quantity: 1, price: 999, status: PostingStatus.Cancelled }]),
  order(4, '2026-10-22T07:00:00Z', [
    { sku: 13, quantity: 1, price: 50 },
    { sku: 14, quantity: 2, price: 5, currency: 'KZT' },
  ]),
  order(5, '2026-11-02T22:30:00Z', [{ sku: 11, quantity: 1, price: 100 }]),
  order(6, '2026-11-01T07:00:00Z', [{ sku: 15, quantity: 1, price: 10, status: PostingStatus.AwaitingPackaging }]),
  order(7, '2026-10-30T08:00:00Z', [{ sku: 15, quantity: 1, price: 10, status: PostingStatus.AwaitingDeliver }]),
];

describe('the overview and returns reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.database;
    await upsertOrders(db, ORDERS);
    await upsertOperations(db, [
      saleOperation(1, '2026-11-01T21:00:00Z', 400),
      saleOperation(2, '2026-10-24T21:00:00Z', 150),
      saleOperation(3, '2026-10-24T21:00:00Z', -20),
    ]);
    await upsertReturns(db, [
      ozonReturn({
        id: '1',
        posting_number: '0001-1',
        sku: 11,
        quantity: 1,
        price: 100,
        returnDate: '2026-10-10T09:00:00Z',
      }),
      ozonReturn({
        id: '2',
        posting_number: '0002-1',
        sku: 11,
        quantity: 1,
        price: 100,
        returnDate: '2026-10-10T12:00:00Z',
        reason: 'Брак',
      }),
      ozonReturn({
        id: '3',
        posting_number: '0004-1',
        sku: 13,
        quantity: 2,
        price: 50,
        returnDate: '2026-10-10T22:30:00Z',
      }),
    ]);
    await db.insertInto('ozon_localization_index').values({ date: '2026-11-02', value: 71.5 }).execute();
  });
  afterAll(() => t.close());

  it("counts today, this week and the week before in the seller's days, per currency, with Ozon's net accruals", async () => {
    const report = await latestSalesReport(t.database.db, sellerCalendar(), 14, NOW);
    expect(report).toMatchObject({
      Today: '2026-11-03',
      MainCurrency: 'RUB',
      LastDayOrderCount: 2,
      // O1, O2, O3 (cancelled: placed all the same), O5, O6, O7.
      LastWeekOrderCount: 6,
      PreviousWeekOrderCount: 1,
      Sums: [
        { Currency: 'RUB', LastDaySum: 300, LastWeekSum: 620, PreviousWeekSum: 50 },
        { Currency: 'KZT', LastDaySum: 0, LastWeekSum: 0, PreviousWeekSum: 10 },
      ],
      WeekSales: [{ Currency: 'RUB', LastWeekIncome: 400, PreviousWeekIncome: 130 }],
    });
    expect(report.Days).toHaveLength(14);
    expect(report.Days.at(-1)).toEqual({ Date: '2026-11-03', OrderCount: 2, Sum: 300 });
    expect(report.Days.find((day) => day.Date === '2026-10-30')).toEqual({
      Date: '2026-10-30',
      OrderCount: 2,
      Sum: 10,
    });
    expect(report.LastSales.map((sale) => sale.PostingNumber)).toEqual([
      '0001-1',
      '0005-1',
      '0006-1',
      '0007-1',
      '0003-1',
      '0002-1',
      '0004-1',
      '0004-1',
    ]);
    // A seller in Novosibirsk (UTC+7): O5 (05:30 on the 3rd there) is still today, and so is O1.
    const novosibirsk = await latestSalesReport(t.database.db, sellerCalendar('Asia/Novosibirsk'), 14, NOW);
    expect(novosibirsk.LastDayOrderCount).toBe(2);
  });

  it('answers the report through its call', async () => {
    const response = await t.call({ method: 'GET', url: '/v1/Report/GetLatestSalesReport?days=30' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LatestSalesReport>().Days).toHaveLength(30);
    const bad = await t.call({ method: 'GET', url: '/v1/Report/GetLatestSalesReport?days=3' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['days']);
  });

  it("counts returns per seller's day, every day of the period, and per package with their reasons", async () => {
    const period = { DateFrom: '2026-10-09', DateTo: '2026-10-12' };
    const perDay = await t.call({ method: 'POST', url: '/v1/OzonSalesOrder/GetReturnReport', payload: period });
    expect(perDay.statusCode, perDay.body).toBe(200);
    // The return at 22:30 UTC on the 10th is the 11th in Moscow.
    expect(perDay.json<ReturnReportItem[]>()).toEqual([
      { Date: '2026-10-09', Quantity: 0, RefusedQuantity: 0 },
      { Date: '2026-10-10', Quantity: 2, RefusedQuantity: 0 },
      { Date: '2026-10-11', Quantity: 2, RefusedQuantity: 0 },
      { Date: '2026-10-12', Quantity: 0, RefusedQuantity: 0 },
    ]);
    const perPackage = await t.call({
      method: 'POST',
      url: '/v1/OzonSalesOrder/GetReturnPackageReport',
      payload: period,
    });
    expect(perPackage.json<ReturnPackageItem[]>()).toEqual([
      {
        ProductPackageID: null,
        OfferID: '11',
        ProductName: 'Товар 11',
        Quantity: 2,
        Amount: 200,
        RefusedQuantity: 0,
        RefusedAmount: 0,
        Currency: 'RUB',
        Reasons: [
          { Reason: 'Брак', Quantity: 1 },
          { Reason: 'Не подошёл размер', Quantity: 1 },
        ],
      },
      expect.objectContaining({ OfferID: '13', Quantity: 2, Amount: 100 }),
    ]);
    const backwards = await t.call({
      method: 'POST',
      url: '/v1/OzonSalesOrder/GetReturnReport',
      payload: { DateFrom: '2026-10-12', DateTo: '2026-10-09' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors)).toEqual(['DateFrom']);
  });

  it('finds the oldest order waiting for the seller', async () => {
    const response = await t.call({ method: 'POST', url: '/v1/OzonSalesOrder/FindEarliestNonProcessedOzonSalesOrder' });
    expect(response.statusCode, response.body).toBe(200);
    const waiting = response.json<WaitingOrders>();
    expect(waiting.WaitingOrderCount).toBe(2);
    expect(waiting.Order?.OzonOrderNumber).toBe('0007');
  });

  it("keeps Ozon's localization index per day and estimates the days without it from the orders", async () => {
    const day = await t.call({ method: 'GET', url: '/v1/OzonRating/GetOzonLocalizationIndex?date=2026-11-02' });
    expect(day.json<LocalizationIndex>()).toEqual({ Date: '2026-11-02', Value: 71.5, Source: 'Ozon' });
    const history = await t.call({
      method: 'GET',
      url: '/v1/OzonRating/GetOzonLocalizationIndexHistory?date=2026-11-03',
    });
    const values = history.json<LocalizationIndex[]>();
    // 3 November: of the units not cancelled in the 14 days up to it (2 + 1 + 1 + 2 + 1 + 1 + 1 = 9),
    // one came from another cluster (O2): 8 / 9.
    expect(values.at(-1)).toEqual({ Date: '2026-11-03', Value: 88.89, Source: 'Orders' });
    expect(values.find((entry) => entry.Date === '2026-11-02')?.Source).toBe('Ozon');
    expect(values[0]!.Date >= '2026-08-06').toBe(true);
  });

  it('refuses the localization index calls without a date, or with a malformed one, naming date', async () => {
    for (const call of ['GetOzonLocalizationIndex', 'GetOzonLocalizationIndexHistory']) {
      for (const query of ['', '?date=', '?date=02.11.2026', '?date=2026-11-31']) {
        const response = await t.call({ method: 'GET', url: `/v1/OzonRating/${call}${query}` });
        expect(response.statusCode, `${call}${query}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json()).toMatchObject({ status: 400, type: '/problems/validation' });
        expect(Object.keys(response.json().errors), `${call}${query}`).toEqual(['date']);
      }
    }
  });
});
