import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplyOrderState } from '../../contracts/enums.js';
import type { OzonSupplyOrderPage } from '../../contracts/supplyOrders.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';

/**
 * Five supply orders as an import leaves them: 2 and 4 tie at 300 units, 3 has no slot booked yet. The
 * newest is not the largest, so the order by date and by units differ.
 */
const ORDERS = [
  { number: 'S-1', created: '2026-10-01', slot: '2026-10-20', units: 120, items: 4 },
  { number: 'S-2', created: '2026-10-02', slot: '2026-10-11', units: 300, items: 2 },
  { number: 'S-3', created: '2026-10-03', slot: null, units: 40, items: 1 },
  { number: 'S-4', created: '2026-10-04', slot: '2026-10-15', units: 300, items: 6 },
  { number: 'S-5', created: '2026-10-05', slot: '2026-10-12', units: 75, items: 3 },
];

describe('FindOzonSupplyOrders sorted by units, items and dates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    for (const [index, order] of ORDERS.entries()) {
      await t.database.db
        .insertInto('ozon_supply_orders')
        .values({
          ozon_order_id: 9000 + index,
          order_number: order.number,
          date: new Date(`${order.created}T08:00:00Z`),
          state: SupplyOrderState.ReadyToSupply,
          status: 'READY_TO_SUPPLY',
          timeslot_from: order.slot && new Date(`${order.slot}T09:00:00Z`),
          total_quantity: order.units,
          total_item_count: order.items,
          synced_at: new Date(),
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  const find = (body: object) =>
    t.call({
      method: 'POST',
      url: '/v1/OzonSupplyOrder/FindOzonSupplyOrders',
      payload: { IncludeItems: false, ...body },
    });
  /** Every page of two under the order, one after the other, as the grid pages through them. */
  async function pagedNumbers(order: object): Promise<string[]> {
    const numbers: string[] = [];
    for (let offset = 0; offset < ORDERS.length; offset += 2) {
      const response = await find({ ...order, Offset: offset, Count: 2 });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<OzonSupplyOrderPage>();
      expect(page.TotalCount).toBe(ORDERS.length);
      numbers.push(...page.Items.map((item) => item.OzonOrderNumber));
    }
    return numbers;
  }

  it('pages by the units either way, ties by ID in the same direction', async () => {
    expect(await pagedNumbers({ OrderField: 'TotalQuantity' })).toEqual(['S-4', 'S-2', 'S-1', 'S-5', 'S-3']);
    expect(await pagedNumbers({ OrderField: 'TotalQuantity', OrderAscending: true })).toEqual([
      'S-3',
      'S-5',
      'S-1',
      'S-2',
      'S-4',
    ]);
  });

  it('pages by the items and by the slot, an order without a slot last', async () => {
    expect(await pagedNumbers({ OrderField: 'TotalItemCount' })).toEqual(['S-4', 'S-1', 'S-5', 'S-2', 'S-3']);
    expect(await pagedNumbers({ OrderField: 'Timeslot', OrderAscending: true })).toEqual([
      'S-2',
      'S-5',
      'S-4',
      'S-1',
      'S-3',
    ]);
  });

  it('keeps the newest first by default', async () => {
    expect(await pagedNumbers({})).toEqual(['S-5', 'S-4', 'S-3', 'S-2', 'S-1']);
  });

  it('refuses an unknown sort field with a 400 naming it', async () => {
    const response = await find({ OrderField: 'Colour' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['OrderField']);
  });
});
