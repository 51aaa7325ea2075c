import { sql } from 'kysely';
import { SupplyOrderState } from '../../contracts/enums.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { ShipmentChannel, UpdateShipmentsResult } from '../../contracts/shipments.js';
import type { DbOrTrx } from '../db/database.js';

/** What fits on a pallet, in litres (Ozon's pallet: 1.2 × 0.8 m, up to 1.6 m of goods, packed at about 80 %). */
export const PALLET_LITRES = 1200;

/** Orders that are no supply: never to be shipped, or refused. */
const NOT_SHIPPED = [SupplyOrderState.Unknown, SupplyOrderState.Cancelled, SupplyOrderState.RejectedAtSupplyWarehouse];

interface DerivedShipment {
  date: string;
  channel: ShipmentChannel;
  dropoffOzonId: number;
  dropoffName: string;
  transportCost: number | null;
  orderIds: number[];
}

const keyOf = (shipment: { date: string; channel: string; dropoffOzonId: number }) =>
  `${shipment.date}|${shipment.channel}|${shipment.dropoffOzonId}`;

/**
 * Shipments as the supply orders make them: the orders with a booked slot, grouped by the seller's day
 * of the slot, the channel and the drop-off. A cross-dock supply costs its pallets at the seller's
 * cross-docking price from the drop-off to the storage warehouse.
 */
async function derive(db: DbOrTrx, calendar: SellerCalendar): Promise<DerivedShipment[]> {
  const rows = await sql<{
    id: number;
    timeslot_from: Date;
    is_crossdock: boolean;
    dropoff_warehouse_ozon_id: number | null;
    dropoff_warehouse_name: string;
    volume: number;
    pallet_price: number | null;
  }>`
    SELECT o.id, o.timeslot_from, o.is_crossdock, o.dropoff_warehouse_ozon_id, o.dropoff_warehouse_name,
      coalesce((SELECT sum(i.volume_litres) FROM ozon_supply_order_items i WHERE i.supply_order_id = o.id), 0) AS volume,
      (SELECT p.pallet_price FROM ozon_cross_docking_prices p
        WHERE p.cross_dock_warehouse_id = o.cross_dock_warehouse_id AND p.warehouse_id = o.ozon_warehouse_id) AS pallet_price
    FROM ozon_supply_orders o
    WHERE o.timeslot_from IS NOT NULL AND o.dropoff_warehouse_ozon_id IS NOT NULL
      AND NOT (o.state = ANY(${NOT_SHIPPED}::smallint[]))
    ORDER BY o.id`.execute(db);
  const shipments = new Map<string, DerivedShipment>();
  for (const row of rows.rows) {
    const channel: ShipmentChannel = row.is_crossdock ? 'OzonFboCrossDock' : 'OzonFboDirect';
    const derived = {
      date: calendar.dayOf(new Date(row.timeslot_from)),
      channel,
      dropoffOzonId: Number(row.dropoff_warehouse_ozon_id),
      dropoffName: row.dropoff_warehouse_name,
      transportCost: 0 as number | null,
      orderIds: [] as number[],
    };
    const shipment = shipments.get(keyOf(derived)) ?? derived;
    shipments.set(keyOf(derived), shipment);
    shipment.orderIds.push(Number(row.id));
    // The seller's own trip to a direct supply is not known here; a cross-dock without a price neither.
    const cost =
      row.is_crossdock && row.pallet_price !== null
        ? Math.max(1, Math.ceil(Number(row.volume) / PALLET_LITRES)) * Number(row.pallet_price)
        : null;
    shipment.transportCost = shipment.transportCost === null || cost === null ? null : shipment.transportCost + cost;
  }
  return [...shipments.values()];
}

/** Brings the stored shipments in line with the supply orders; only what differs is written. */
export async function updateShipments(trx: DbOrTrx, calendar: SellerCalendar): Promise<UpdateShipmentsResult> {
  const derived = await derive(trx, calendar);
  const stored = await sql<{
    id: number;
    date: string;
    channel: string;
    dropoff_warehouse_ozon_id: number;
    dropoff_warehouse_name: string;
    transport_cost: number | null;
    order_ids: number[] | null;
  }>`
    SELECT s.id, s.date, s.channel, s.dropoff_warehouse_ozon_id, s.dropoff_warehouse_name, s.transport_cost,
      (SELECT array_agg(l.supply_order_id ORDER BY l.supply_order_id) FROM shipment_supplies l WHERE l.shipment_id = s.id) AS order_ids
    FROM shipments s`.execute(trx);
  const storedByKey = new Map(
    stored.rows.map((row) => [
      keyOf({ date: row.date, channel: row.channel, dropoffOzonId: Number(row.dropoff_warehouse_ozon_id) }),
      row,
    ]),
  );
  let updated = 0;
  const now = new Date();
  for (const shipment of derived) {
    const current = storedByKey.get(keyOf(shipment));
    storedByKey.delete(keyOf(shipment));
    const orderIds = [...shipment.orderIds].sort((a, b) => a - b);
    const same =
      current &&
      current.dropoff_warehouse_name === shipment.dropoffName &&
      (current.transport_cost === null ? null : Number(current.transport_cost)) === shipment.transportCost &&
      JSON.stringify((current.order_ids ?? []).map(Number)) === JSON.stringify(orderIds);
    if (same) continue;
    updated++;
    const id =
      current?.id ??
      (
        await trx
          .insertInto('shipments')
          .values({
            date: shipment.date,
            channel: shipment.channel,
            dropoff_warehouse_ozon_id: shipment.dropoffOzonId,
            dropoff_warehouse_name: shipment.dropoffName,
            transport_cost: shipment.transportCost,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (current) {
      await trx
        .updateTable('shipments')
        .set({ dropoff_warehouse_name: shipment.dropoffName, transport_cost: shipment.transportCost, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
    // An order moves to this shipment (its slot was moved): its old link goes first.
    await trx.deleteFrom('shipment_supplies').where('supply_order_id', 'in', orderIds).execute();
    await trx.deleteFrom('shipment_supplies').where('shipment_id', '=', id).execute();
    await trx
      .insertInto('shipment_supplies')
      .values(orderIds.map((supplyOrderId) => ({ shipment_id: id, supply_order_id: supplyOrderId })))
      .execute();
  }
  // What no supply order makes any more (cancelled, moved) goes.
  const gone = [...storedByKey.values()].map((row) => row.id);
  if (gone.length) {
    await trx.deleteFrom('shipments').where('id', 'in', gone).execute();
    updated += gone.length;
  }
  return { ShipmentCount: derived.length, UpdatedShipmentCount: updated };
}
