import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OzonSalesOrderType, PostingStatus } from '../../contracts/enums.js';
import type { SalesOrderPage, SalesOrderSummary } from '../../contracts/salesOrders.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { orderItem } from '../test/ozonOrders.js';
import { ozonReturn } from '../test/ozonReturns.js';
import { upsertOrders, type OrderFromOzon } from './orderUpsert.js';
import { upsertReturns } from './returnRepository.js';

/** A small deterministic generator (mulberry32): the same orders on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CLUSTERS = ['Москва', 'Казань', 'Урал'];
const WAREHOUSES = [501, 502, 503];
const STATUSES = [
  PostingStatus.Delivered,
  PostingStatus.Cancelled,
  PostingStatus.Delivering,
  PostingStatus.AwaitingDeliver,
];
const START = Date.parse('2026-10-01T00:00:00Z');

/**
 * 400 orders over ten days, of one to three postings each with their own status, clusters, warehouse
 * and currency: many orders span several of the daily groups, as a real order shipped from two
 * warehouses does.
 */
function generateOrders(): OrderFromOzon[] {
  const next = random(29);
  const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)]!;
  return Array.from({ length: 400 }, (_, index) => {
    const number = String(index + 1).padStart(5, '0');
    return {
      ozonOrderId: index + 1,
      ozonOrderNumber: number,
      type: OzonSalesOrderType.Fbo,
      date: new Date(START + Math.floor(next() * 10 * 24 * 60) * 60_000),
      items: Array.from({ length: 1 + Math.floor(next() * 3) }, (_, line) =>
        orderItem({
          postingNumber: `${number}-${line + 1}`,
          sku: 100 + Math.floor(next() * 5),
          status: pick(STATUSES),
          clusterFrom: pick([...CLUSTERS, '']),
          clusterTo: pick([...CLUSTERS, '']),
          warehouseOzonId: pick([...WAREHOUSES, null]),
          currencyCode: next() < 0.1 ? 'KZT' : 'RUB',
          quantity: 1 + Math.floor(next() * 3),
          price: Math.round(next() * 50_000) / 100,
        }),
      ),
    };
  });
}

interface ItemRow {
  order_id: number;
  date: Date;
  status: number;
  cluster_to_id: number | null;
  ozon_warehouse_id: number | null;
  cluster_from: string;
  cluster_to: string;
  currency_code: string;
  price: number;
  quantity: number;
  returned_quantity: number;
}

/** The summary as SPEC.md defines it, added up here from the stored items one by one. */
function recount(
  items: ItemRow[],
  period: Period,
  filter: Filter,
): Omit<SalesOrderSummary, 'Sums'> & { Sums: object[] } {
  const inPeriod = items.filter(
    (item) =>
      (!period.DateFrom || item.date >= new Date(period.DateFrom)) &&
      (!period.DateTo || item.date < new Date(period.DateTo)),
  );
  const nonLocal = (item: ItemRow) =>
    item.cluster_from !== '' && item.cluster_to !== '' && item.cluster_from !== item.cluster_to;
  const passing = inPeriod.filter(
    (item) =>
      (!filter.Statuses || filter.Statuses.includes(item.status)) &&
      (!filter.WarehouseClusterIDs || filter.WarehouseClusterIDs.includes(item.cluster_to_id!)) &&
      (!filter.WarehouseIDs || filter.WarehouseIDs.includes(item.ozon_warehouse_id!)) &&
      (!filter.NonLocalOnly || nonLocal(item)),
  );
  const orders = (of: ItemRow[]) => new Set(of.map((item) => item.order_id)).size;
  const units = (of: ItemRow[]) => of.reduce((sum, item) => sum + item.quantity, 0);
  const where = (test: (item: ItemRow) => boolean) => passing.filter(test);
  const cancelled = where((item) => item.status === PostingStatus.Cancelled);
  const delivered = where((item) => item.status === PostingStatus.Delivered);
  // A unit handed back of a delivered posting is a return; of a cancelled one, a refusal (docs/money.md).
  const returned = where((item) => item.returned_quantity > 0 && item.status !== PostingStatus.Cancelled);
  const refused = where((item) => item.returned_quantity > 0 && item.status === PostingStatus.Cancelled);
  const money = (of: ItemRow[], value: (item: ItemRow) => number) =>
    Math.round(of.reduce((sum, item) => sum + Math.round(value(item) * 100), 0)) / 100;
  const currencies = [...new Set(passing.map((item) => item.currency_code))];
  const byCurrency = (currency: string) => passing.filter((item) => item.currency_code === currency);
  return {
    TotalOrderCount: orders(inPeriod),
    TotalProductCount: units(inPeriod),
    FilteredOrderCount: orders(passing),
    FilteredProductCount: units(passing),
    CancelledOrderCount: orders(cancelled),
    CancelledProductCount: units(cancelled),
    FinalizedOrderCount: orders(delivered),
    FinalizedProductCount: units(delivered),
    NonLocalOrderCount: orders(where(nonLocal)),
    NonLocalProductCount: units(where(nonLocal)),
    ReturnedOrderCount: orders(returned),
    ReturnedProductCount: returned.reduce((sum, item) => sum + item.returned_quantity, 0),
    RefusedOrderCount: orders(refused),
    RefusedProductCount: refused.reduce((sum, item) => sum + item.returned_quantity, 0),
    Sums: currencies
      .map((currency) => {
        const of = byCurrency(currency);
        return {
          Currency: currency,
          Amount: money(of, (item) => item.price * item.quantity),
          TotalSales: money(
            of.filter((item) => item.status !== PostingStatus.Cancelled),
            (item) => item.price * item.quantity,
          ),
          FinalizedSales: money(
            of.filter((item) => item.status === PostingStatus.Delivered),
            (item) => item.price * item.quantity,
          ),
          Returns: money(
            of.filter((item) => item.status !== PostingStatus.Cancelled),
            (item) => item.price * item.returned_quantity,
          ),
          Refusals: money(
            of.filter((item) => item.status === PostingStatus.Cancelled),
            (item) => item.price * item.returned_quantity,
          ),
          items: of.length,
        };
      })
      .sort((a, b) => b.items - a.items || a.Currency.localeCompare(b.Currency))
      .map(({ items: _items, ...sums }) => sums),
  };
}

type Period = { DateFrom?: string; DateTo?: string };
type Filter = { Statuses?: number[]; WarehouseClusterIDs?: number[]; WarehouseIDs?: number[]; NonLocalOnly?: boolean };

const PERIODS: Period[] = [
  // Days of Moscow time: a UTC day's three hours at each end come from the items.
  { DateFrom: '2026-10-02T00:00:00+03:00', DateTo: '2026-10-09T00:00:00+03:00' },
  { DateFrom: '2026-10-03T00:00:00Z', DateTo: '2026-10-06T00:00:00Z' },
  { DateFrom: '2026-10-02T05:30:00Z', DateTo: '2026-10-08T17:45:00Z' },
  { DateFrom: '2026-10-04T01:00:00Z', DateTo: '2026-10-04T20:00:00Z' },
  {},
];

describe('the orders summary under the grid’s filters (daily groups)', () => {
  let t: TestApp;
  let clusters: number[];
  let warehouses: number[];
  const orders = generateOrders();

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.database;
    clusters = (
      await db
        .insertInto('ozon_warehouse_clusters')
        .values(CLUSTERS.map((name) => ({ name })))
        .returning('id')
        .execute()
    ).map((row) => row.id);
    warehouses = (
      await db
        .insertInto('ozon_warehouses')
        .values(
          WAREHOUSES.map((ozonId, index) => ({
            ozon_id: ozonId,
            name: `Склад ${index}`,
            cluster_id: clusters[index]!,
          })),
        )
        .returning('id')
        .execute()
    ).map((row) => row.id);
    await upsertOrders(db, orders);
  });
  afterAll(() => t.close());

  const filters = (): Filter[] => [
    { Statuses: [PostingStatus.Delivered] },
    { Statuses: [PostingStatus.Cancelled, PostingStatus.Delivering] },
    { WarehouseClusterIDs: [clusters[0]!] },
    { WarehouseIDs: [warehouses[1]!, warehouses[2]!] },
    { NonLocalOnly: true },
    {
      Statuses: [PostingStatus.Delivered, PostingStatus.AwaitingDeliver],
      WarehouseClusterIDs: [clusters[0]!, clusters[2]!],
      WarehouseIDs: [warehouses[0]!],
    },
  ];

  const summary = async (request: object) => {
    const response = await t.call({
      method: 'POST',
      url: '/v1/OzonSalesOrder/FindSalesOzonOrders',
      payload: { ...request, GatherSummary: true, Count: 5 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<SalesOrderPage>();
    expect(page.TotalCount).toBe(page.Summary!.FilteredOrderCount);
    return page.Summary!;
  };

  const expectEveryFilterAddsUp = async () => {
    const items = (await t.database.db.selectFrom('ozon_sales_order_items').selectAll().execute()) as ItemRow[];
    const spanning = (await t.database.db.selectFrom('ozon_sales_order_day_group_spans').select('order_id').execute())
      .length;
    expect(spanning, 'orders spanning several groups are part of the data').toBeGreaterThan(100);
    for (const period of PERIODS) {
      for (const filter of filters()) {
        expect(await summary({ ...period, ...filter }), JSON.stringify({ period, filter })).toEqual(
          recount(items, period, filter),
        );
      }
    }
  };

  it('equals a recount of the items for every filter and period, orders spanning groups counted once', async () => {
    await expectEveryFilterAddsUp();
  });

  it('stays exact as statuses change and returns arrive, and an import twice changes nothing', async () => {
    const { db } = t.database;
    // A third of the orders delivered now; one posting of each fifth order cancelled; returns on some.
    const changed = orders.map((order, index) => ({
      ...order,
      items: order.items.map((item, line) => ({
        ...item,
        status:
          index % 5 === 0 && line === 0
            ? PostingStatus.Cancelled
            : index % 3 === 0
              ? PostingStatus.Delivered
              : item.status,
      })),
    }));
    await upsertOrders(db, changed);
    await upsertReturns(
      db,
      changed
        .filter((_, index) => index % 7 === 0)
        .map((order) =>
          ozonReturn({
            id: String(order.ozonOrderId),
            posting_number: order.items[0]!.postingNumber,
            sku: order.items[0]!.sku,
            quantity: 1,
            price: order.items[0]!.price,
            returnDate: '2026-10-15T09:00:00Z',
          }),
        ),
    );
    const handedBack = await db
      .selectFrom('ozon_sales_order_items')
      .select(['status'])
      .where('returned_quantity', '>', 0)
      .execute();
    expect(
      handedBack.some((item) => item.status === PostingStatus.Cancelled),
      'refusals are part of the data',
    ).toBe(true);
    expect(
      handedBack.some((item) => item.status !== PostingStatus.Cancelled),
      'returns are part of the data',
    ).toBe(true);
    await expectEveryFilterAddsUp();

    const groupsBefore = await db
      .selectFrom('ozon_sales_order_day_groups')
      .selectAll()
      .orderBy(['day', 'status', 'cluster_to_id', 'ozon_warehouse_id', 'non_local', 'currency_code'])
      .execute();
    expect(await upsertOrders(db, changed)).toBe(0);
    const groupsAfter = await db
      .selectFrom('ozon_sales_order_day_groups')
      .selectAll()
      .orderBy(['day', 'status', 'cluster_to_id', 'ozon_warehouse_id', 'non_local', 'currency_code'])
      .execute();
    expect(groupsAfter).toEqual(groupsBefore);
  });
});
