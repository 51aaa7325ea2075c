import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OzonSalesOrderType, PostingStatus } from '../../contracts/enums.js';
import { upsertOperations } from '../operations/operationRepository.js';
import { upsertOrders, type OrderFromOzon } from '../sales-orders/orderUpsert.js';
import { orderItem } from '../test/ozonOrders.js';
import { saleOperation } from '../test/ozonOperations.js';
import type { Database } from './database.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { ROWS_PER_STATEMENT } from './jsonRowSets.js';

/** A batch of days as a large cabinet's history writes it: more rows than one statement takes, by a remainder. */
const COUNT = 2 * ROWS_PER_STATEMENT + 7;
const HOUR_MS = 3_600_000;
const START = Date.parse('2026-12-01T00:00:00Z');

const orders: OrderFromOzon[] = Array.from({ length: COUNT }, (_, index) => ({
  ozonOrderId: index + 1,
  ozonOrderNumber: String(index + 1),
  type: OzonSalesOrderType.Fbo,
  // Three orders an hour: every set writes hours that others write too.
  date: new Date(START + Math.floor(index / 3) * HOUR_MS),
  items: [orderItem({ postingNumber: `${index + 1}-1`, sku: 11, quantity: 2 })],
}));

const operations = Array.from({ length: COUNT }, (_, index) =>
  saleOperation(index + 1, new Date(START + index * 60_000), 10),
);

describe('a batch of more rows than one statement takes', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const hourTotals = async () =>
    (
      await sql<{ orders: number; products: number; cancelled: number }>`
        SELECT sum(orders)::int AS orders, sum(products)::int AS products, sum(cancelled_orders)::int AS cancelled
        FROM ozon_sales_order_hours`.execute(database.db)
    ).rows[0];

  it('writes every order and item, the hourly summary counts them all, and twice changes nothing', async () => {
    const { db } = database;
    expect(await db.transaction().execute((trx) => upsertOrders(trx, orders))).toBe(COUNT);
    const stored = await db
      .selectFrom('ozon_sales_order_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(COUNT);
    expect(await hourTotals()).toEqual({ orders: COUNT, products: 2 * COUNT, cancelled: 0 });
    expect(await db.transaction().execute((trx) => upsertOrders(trx, orders))).toBe(0);

    // One posting of the last set cancelled: one item changed, its hour recounted.
    const last = orders.at(-1)!;
    const cancelled = { ...last, items: [{ ...last.items[0]!, status: PostingStatus.Cancelled }] };
    expect(await db.transaction().execute((trx) => upsertOrders(trx, [...orders.slice(0, -1), cancelled]))).toBe(1);
    expect(await hourTotals()).toEqual({ orders: COUNT, products: 2 * COUNT, cancelled: 1 });
  });

  it('writes every operation, counts what changed across the sets, and twice changes nothing', async () => {
    const { db } = database;
    expect(await upsertOperations(db, operations)).toBe(COUNT);
    const total = async () =>
      (
        await sql<{
          n: number;
          amount: number;
        }>`SELECT count(*)::int AS n, sum(amount) AS amount FROM ozon_operations`.execute(db)
      ).rows[0];
    expect(await total()).toEqual({ n: COUNT, amount: 10 * COUNT });
    expect(await upsertOperations(db, operations)).toBe(0);
    const changed = operations.map((operation, index) =>
      index === 0 || index === COUNT - 1 ? { ...operation, amount: 11 } : operation,
    );
    expect(await upsertOperations(db, changed)).toBe(2);
    expect(await total()).toEqual({ n: COUNT, amount: 10 * COUNT + 2 });
  });
});
