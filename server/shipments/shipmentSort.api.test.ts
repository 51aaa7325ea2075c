import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplyOrderState } from '../../contracts/enums.js';
import type { Shipment } from '../../contracts/shipments.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';

/**
 * Five shipments of October as UpdateShipments leaves them, with the units of their supplies: 1 and 2
 * tie at 100 units, 2 and 4 at a transport of 1 500 ₽, and 3 goes direct (no transport cost known).
 */
const SHIPMENTS = [
  { id: 1, date: '2026-10-01', transport: 3000, supplies: [100] },
  { id: 2, date: '2026-10-02', transport: 1500, supplies: [40, 60] },
  { id: 3, date: '2026-10-03', transport: null, supplies: [250] },
  { id: 4, date: '2026-10-04', transport: 1500, supplies: [10] },
  { id: 5, date: '2026-10-05', transport: 800, supplies: [70, 5, 5] },
];

describe('FindShipments sorted by what a seller ranks them by', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.database;
    let order = 0;
    for (const shipment of SHIPMENTS) {
      await db
        .insertInto('shipments')
        .values({
          id: shipment.id,
          date: shipment.date,
          channel: shipment.transport === null ? 'OzonFboDirect' : 'OzonFboCrossDock',
          dropoff_warehouse_ozon_id: 1000 + shipment.id,
          dropoff_warehouse_name: `Пункт ${shipment.id}`,
          transport_cost: shipment.transport,
          updated_at: new Date(),
        })
        .execute();
      for (const quantity of shipment.supplies) {
        order += 1;
        const { id } = await db
          .insertInto('ozon_supply_orders')
          .values({
            ozon_order_id: order,
            order_number: `S-${order}`,
            date: new Date(`${shipment.date}T08:00:00Z`),
            state: SupplyOrderState.Completed,
            status: 'COMPLETED',
            timeslot_from: new Date(`${shipment.date}T09:00:00Z`),
            total_quantity: quantity,
            synced_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.insertInto('shipment_supplies').values({ shipment_id: shipment.id, supply_order_id: id }).execute();
      }
    }
  });
  afterAll(() => t.close());

  const find = (body: object) => t.call({ method: 'POST', url: '/v1/Shipment/FindShipments', payload: body });
  /** Every page of two under the order, one after the other, as the grid pages through them. */
  async function pagedIds(order: object): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; offset < SHIPMENTS.length; offset += 2) {
      const response = await find({ ...order, Offset: offset, Count: 2 });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ TotalCount: number; Items: Shipment[] }>();
      expect(page.TotalCount).toBe(SHIPMENTS.length);
      ids.push(...page.Items.map((item) => item.ID));
    }
    return ids;
  }

  it('pages by the transport cost either way, ties by ID, a cost not known last', async () => {
    expect(await pagedIds({ OrderField: 'TransportCost', OrderAscending: true })).toEqual([5, 2, 4, 1, 3]);
    expect(await pagedIds({ OrderField: 'TransportCost', OrderAscending: false })).toEqual([1, 4, 2, 5, 3]);
  });

  it('pages by the units and by the supplies of each shipment', async () => {
    expect(await pagedIds({ OrderField: 'TotalQuantity' })).toEqual([3, 2, 1, 5, 4]);
    expect(await pagedIds({ OrderField: 'TotalQuantity', OrderAscending: true })).toEqual([4, 5, 1, 2, 3]);
    expect(await pagedIds({ OrderField: 'SupplyCount' })).toEqual([5, 2, 4, 3, 1]);
  });

  it('keeps the newest first by default', async () => {
    expect(await pagedIds({})).toEqual([5, 4, 3, 2, 1]);
  });

  it('refuses an unknown sort field with a 400 naming it', async () => {
    const response = await find({ OrderField: 'Colour' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['OrderField']);
  });
});
