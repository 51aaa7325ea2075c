import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OzonSalesOrderType, PostingStatus } from '../../contracts/enums.js';
import type { SalesOrderPage } from '../../contracts/salesOrders.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { upsertReturns } from './returnRepository.js';
import { upsertOrders } from './orderUpsert.js';
import { orderItem } from '../test/ozonOrders.js';
import { ozonReturn } from '../test/ozonReturns.js';

/**
 * Four orders with figures small enough to add up by hand (docs/orders.md): in October, O1 delivered
 * locally (2 × 100 + 1 × 50 ₽), O2 cancelled and shipped Moscow → Kazan (1 × 100 ₽), O3 on its way
 * Kazan → Moscow in tenge (3 × 10 ₸); O4 in November, outside the period.
 */
const ORDERS = [
  {
    ozonOrderId: 1,
    ozonOrderNumber: '0001',
    type: OzonSalesOrderType.Fbo,
    date: new Date('2026-10-05T10:00:00Z'),
    items: [
      orderItem({ postingNumber: '0001-1', sku: 11, quantity: 2 }),
      orderItem({ postingNumber: '0001-1', sku: 12, price: 50 }),
    ],
  },
  {
    ozonOrderId: 2,
    ozonOrderNumber: '0002',
    type: OzonSalesOrderType.Fbs,
    date: new Date('2026-10-06T10:00:00Z'),
    items: [orderItem({ postingNumber: '0002-1', sku: 11, status: PostingStatus.Cancelled, clusterTo: 'Казань' })],
  },
  {
    ozonOrderId: 3,
    ozonOrderNumber: '0003',
    type: OzonSalesOrderType.Fbo,
    date: new Date('2026-10-07T10:00:00Z'),
    items: [
      orderItem({
        postingNumber: '0003-1',
        sku: 13,
        quantity: 3,
        price: 10,
        currencyCode: 'KZT',
        status: PostingStatus.Delivering,
        clusterFrom: 'Казань',
      }),
    ],
  },
  {
    ozonOrderId: 4,
    ozonOrderNumber: '0004',
    type: OzonSalesOrderType.Fbo,
    date: new Date('2026-11-02T10:00:00Z'),
    items: [orderItem({ postingNumber: '0004-1', sku: 11, quantity: 5 })],
  },
];
/** The buyer of O1 brought one of its two units of SKU 11 back; an unknown posting's return counts nowhere. */
const RETURNS = [
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
    posting_number: '9999-1',
    sku: 11,
    quantity: 1,
    price: 100,
    returnDate: '2026-10-10T09:00:00Z',
  }),
];
const OCTOBER = { DateFrom: '2026-10-01T00:00:00+03:00', DateTo: '2026-11-01T00:00:00+03:00' };

describe('FindSalesOzonOrders', () => {
  let t: TestApp;
  let moscow: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const clusters = await t.database.db
      .insertInto('ozon_warehouse_clusters')
      .values([{ name: 'Москва' }, { name: 'Казань', aliases: ['Казань и Поволжье'] }])
      .returning('id')
      .execute();
    moscow = clusters[0]!.id;
    await upsertOrders(t.database.db, ORDERS);
    await upsertReturns(t.database.db, RETURNS);
  });
  afterAll(() => t.close());

  const find = async (request: object) => {
    const response = await t.call({ method: 'POST', url: '/v1/OzonSalesOrder/FindSalesOzonOrders', payload: request });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SalesOrderPage>();
  };
  const numbers = (page: SalesOrderPage) => page.Items.map((order) => order.OzonOrderNumber);

  it('sums up the period: every count and sum of the summary', async () => {
    const page = await find({ ...OCTOBER, GatherSummary: true });
    expect(page.TotalCount).toBe(3);
    expect(page.Summary).toEqual({
      TotalOrderCount: 3,
      TotalProductCount: 7,
      FilteredOrderCount: 3,
      FilteredProductCount: 7,
      CancelledOrderCount: 1,
      CancelledProductCount: 1,
      FinalizedOrderCount: 1,
      FinalizedProductCount: 3,
      NonLocalOrderCount: 2,
      NonLocalProductCount: 4,
      ReturnedOrderCount: 1,
      ReturnedProductCount: 1,
      RefusedOrderCount: 0,
      RefusedProductCount: 0,
      Sums: [
        { Currency: 'RUB', Amount: 350, TotalSales: 250, FinalizedSales: 250, Returns: 100, Refusals: 0 },
        { Currency: 'KZT', Amount: 30, TotalSales: 30, FinalizedSales: 0, Returns: 0, Refusals: 0 },
      ],
    });
  });

  it("filters by status and buyer's cluster, keeping the period's total beside the filtered figures", async () => {
    const page = await find({
      ...OCTOBER,
      GatherSummary: true,
      Statuses: [PostingStatus.Delivered],
      WarehouseClusterIDs: [moscow],
    });
    expect(numbers(page)).toEqual(['0001']);
    expect(page.Items[0]!.OrderItems.map((line) => [line.Sku, line.Quantity, line.ClusterToID])).toEqual([
      [11, 2, moscow],
      [12, 1, moscow],
    ]);
    expect(page.Summary).toMatchObject({ TotalOrderCount: 3, FilteredOrderCount: 1, FilteredProductCount: 3 });
    expect(page).toMatchObject({
      Statuses: [PostingStatus.Delivered],
      WarehouseClusterIDs: [moscow],
      PostingNumbers: [],
    });
  });

  it('finds the orders shipped from another cluster, by posting number, and orders and pages them', async () => {
    expect(numbers(await find({ ...OCTOBER, NonLocalOnly: true }))).toEqual(['0003', '0002']);
    expect(numbers(await find({ PostingNumbers: ['0004-1', '0002-1'] }))).toEqual(['0004', '0002']);
    expect(numbers(await find({ ...OCTOBER, OrderField: 'Amount', OrderAscending: true }))).toEqual([
      '0003',
      '0002',
      '0001',
    ]);
    expect(numbers(await find({ ...OCTOBER, Count: 1, Offset: 1 }))).toEqual(['0002']);
    const all = await find({});
    expect(all.TotalCount).toBe(4);
    expect(all.Summary).toBeNull();
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const refused = async (request: object) => {
      const response = await t.call({
        method: 'POST',
        url: '/v1/OzonSalesOrder/FindSalesOzonOrders',
        payload: request,
      });
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json().errors);
    };
    expect(await refused({ Statuses: [99] })).toEqual(['Statuses[0]']);
    expect(await refused({ DateFrom: '2026-10-01' })).toEqual(['DateFrom']);
    expect(await refused({ OrderField: 'Colour' })).toEqual(['OrderField']);
  });

  it('keeps the hourly figures exact as postings change and returns arrive', async () => {
    const { db } = t.database;
    // O3 is delivered now, and its buyer brings one unit back; O2's status flips back and forth.
    await upsertOrders(db, [
      { ...ORDERS[2]!, items: [{ ...ORDERS[2]!.items[0]!, status: PostingStatus.Delivered }] },
      { ...ORDERS[1]!, items: [{ ...ORDERS[1]!.items[0]!, status: PostingStatus.Delivered }] },
    ]);
    await upsertOrders(db, [ORDERS[1]!]);
    await upsertReturns(db, [
      ozonReturn({
        id: '3',
        posting_number: '0003-1',
        sku: 13,
        quantity: 1,
        price: 10,
        returnDate: '2026-10-20T09:00:00Z',
      }),
    ]);
    const everyStatus = Object.values(PostingStatus);
    for (const period of [OCTOBER, { DateFrom: '2026-10-05T10:30:00Z', DateTo: '2026-10-07T10:00:01Z' }, {}]) {
      // The same set through the hourly figures (dates only) and through the items (a filter that keeps all).
      const byHours = (await find({ ...period, GatherSummary: true })).Summary!;
      const byItems = (await find({ ...period, GatherSummary: true, Statuses: everyStatus })).Summary!;
      expect(byHours).toEqual(byItems);
    }
    const october = (await find({ ...OCTOBER, GatherSummary: true })).Summary!;
    expect(october).toMatchObject({ FinalizedOrderCount: 2, ReturnedOrderCount: 2, ReturnedProductCount: 2 });
    expect(october.Sums.find((sums) => sums.Currency === 'KZT')).toMatchObject({ FinalizedSales: 30, Returns: 10 });
  });
});
