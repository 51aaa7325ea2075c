import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OzonSalesOrderType, PostingStatus } from '../../contracts/enums.js';
import { ozonReturn } from '../test/ozonReturns.js';
import { orderItem } from '../test/ozonOrders.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { writeDays, type DayRecords } from './historyDayFamilies.js';

const order = (id: number, date: string, status: number, quantity = 2) => ({
  ozonOrderId: id,
  ozonOrderNumber: String(id).padStart(4, '0'),
  type: OzonSalesOrderType.Fbo,
  date: new Date(date),
  items: [orderItem({ postingNumber: `${String(id).padStart(4, '0')}-1`, sku: 11, quantity, status })],
});

/**
 * A batch of days as the history writes it: a return read before its posting, and one posting read on two
 * days (delivered on the later reading).
 */
const BATCH: DayRecords[] = [
  {
    kind: 'returns',
    count: 1,
    records: [
      ozonReturn({
        id: '1',
        posting_number: '0001-1',
        sku: 11,
        quantity: 1,
        price: 100,
        returnDate: '2026-10-10T09:00:00Z',
      }),
    ],
  },
  { kind: 'orders', count: 1, records: [order(1, '2026-10-05T10:00:00Z', PostingStatus.Delivering)] },
  {
    kind: 'orders',
    count: 2,
    records: [
      order(1, '2026-10-05T10:00:00Z', PostingStatus.Delivered),
      order(2, '2026-10-05T10:20:00Z', PostingStatus.AwaitingPackaging, 3),
    ],
  },
];

describe('the history writes a batch of days', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const tables = async () => ({
    items: (
      await sql`SELECT posting_number, status, quantity, returned_quantity FROM ozon_sales_order_items
        ORDER BY posting_number`.execute(t.database.db)
    ).rows,
    hours: (await sql`SELECT * FROM ozon_sales_order_hours ORDER BY hour`.execute(t.database.db)).rows,
    returns: (await sql`SELECT id, posting_number FROM ozon_returns`.execute(t.database.db)).rows,
  });

  it('as the days one by one would: the last reading wins, returns find their items, the hours add up', async () => {
    await t.database.db.transaction().execute((trx) => writeDays(trx, BATCH));
    const written = await tables();
    expect(written.items).toEqual([
      { posting_number: '0001-1', status: PostingStatus.Delivered, quantity: 2, returned_quantity: 1 },
      { posting_number: '0002-1', status: PostingStatus.AwaitingPackaging, quantity: 3, returned_quantity: 0 },
    ]);
    expect(written.hours).toEqual([
      expect.objectContaining({
        orders: 2,
        products: 5,
        finalized_orders: 1,
        returned_orders: 1,
        returned_products: 1,
      }),
    ]);
    // Twice changes nothing.
    await t.database.db.transaction().execute((trx) => writeDays(trx, BATCH));
    expect(await tables()).toEqual(written);
  });
});
