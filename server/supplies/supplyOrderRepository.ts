import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.js';

export interface SupplyOrderItemFromOzon {
  supplyId: number;
  sku: number;
  offerId: string;
  name: string;
  quantity: number;
  volumeLitres: number;
  warehouseOzonId: number;
}

export interface SupplyOrderFromOzon {
  ozonOrderId: number;
  orderNumber: string;
  date: Date;
  state: number;
  status: string;
  stateUpdatedAt: Date | null;
  dropoffWarehouseOzonId: number | null;
  dropoffWarehouseName: string;
  storageWarehouseOzonId: number | null;
  isCrossdock: boolean;
  timeslotFrom: Date | null;
  timeslotTo: Date | null;
  /** Null when the items were not read again (the order did not change): the stored ones stay. */
  items: SupplyOrderItemFromOzon[] | null;
}

/** When each stored order last changed state, by Ozon's order id: an order read again only if this moved. */
export async function storedStateUpdates(db: DbOrTrx): Promise<Map<number, { at: number | null; state: number }>> {
  const rows = await db
    .selectFrom('ozon_supply_orders')
    .select(['ozon_order_id', 'state_updated_at', 'state'])
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.ozon_order_id),
      { at: row.state_updated_at ? new Date(row.state_updated_at).getTime() : null, state: row.state },
    ]),
  );
}

/**
 * Upserts the orders and, where they were read, replaces their items; the cross-dock warehouse the
 * seller set by hand is kept. A row is written only when something changed: answers the orders written.
 */
export async function upsertSupplyOrders(trx: DbOrTrx, orders: SupplyOrderFromOzon[], at: Date): Promise<number> {
  let updated = 0;
  for (const order of orders) {
    const totals = order.items && {
      total_quantity: order.items.reduce((sum, item) => sum + item.quantity, 0),
      total_item_count: new Set(order.items.map((item) => item.sku)).size,
    };
    const row = await sql<{ id: number }>`
      INSERT INTO ozon_supply_orders (ozon_order_id, order_number, date, state, status, state_updated_at,
        dropoff_warehouse_ozon_id, dropoff_warehouse_name, ozon_warehouse_ozon_id, ozon_warehouse_id,
        cross_dock_warehouse_id, is_crossdock, timeslot_from, timeslot_to, total_quantity, total_item_count, synced_at)
      VALUES (${order.ozonOrderId}, ${order.orderNumber}, ${order.date}, ${order.state}, ${order.status},
        ${order.stateUpdatedAt}, ${order.dropoffWarehouseOzonId}, ${order.dropoffWarehouseName},
        ${order.storageWarehouseOzonId},
        (SELECT id FROM ozon_warehouses WHERE ozon_id = ${order.storageWarehouseOzonId}),
        ${order.isCrossdock ? sql`(SELECT id FROM ozon_warehouses WHERE ozon_id = ${order.dropoffWarehouseOzonId})` : null},
        ${order.isCrossdock}, ${order.timeslotFrom}, ${order.timeslotTo},
        ${totals?.total_quantity ?? 0}, ${totals?.total_item_count ?? 0}, ${at})
      ON CONFLICT (ozon_order_id) DO UPDATE SET
        order_number = excluded.order_number, date = excluded.date, state = excluded.state,
        status = excluded.status, state_updated_at = excluded.state_updated_at,
        dropoff_warehouse_ozon_id = excluded.dropoff_warehouse_ozon_id,
        dropoff_warehouse_name = excluded.dropoff_warehouse_name,
        ozon_warehouse_ozon_id = excluded.ozon_warehouse_ozon_id, ozon_warehouse_id = excluded.ozon_warehouse_id,
        cross_dock_warehouse_id = CASE WHEN ozon_supply_orders.cross_dock_set_by_seller
          THEN ozon_supply_orders.cross_dock_warehouse_id ELSE excluded.cross_dock_warehouse_id END,
        is_crossdock = excluded.is_crossdock, timeslot_from = excluded.timeslot_from,
        timeslot_to = excluded.timeslot_to,
        total_quantity = ${totals ? sql`excluded.total_quantity` : sql`ozon_supply_orders.total_quantity`},
        total_item_count = ${totals ? sql`excluded.total_item_count` : sql`ozon_supply_orders.total_item_count`},
        synced_at = excluded.synced_at
      WHERE (ozon_supply_orders.order_number, ozon_supply_orders.date, ozon_supply_orders.state,
          ozon_supply_orders.status, ozon_supply_orders.state_updated_at, ozon_supply_orders.dropoff_warehouse_ozon_id,
          ozon_supply_orders.dropoff_warehouse_name, ozon_supply_orders.ozon_warehouse_ozon_id,
          ozon_supply_orders.ozon_warehouse_id, ozon_supply_orders.is_crossdock, ozon_supply_orders.timeslot_from,
          ozon_supply_orders.timeslot_to)
        IS DISTINCT FROM (excluded.order_number, excluded.date, excluded.state, excluded.status,
          excluded.state_updated_at, excluded.dropoff_warehouse_ozon_id, excluded.dropoff_warehouse_name,
          excluded.ozon_warehouse_ozon_id, excluded.ozon_warehouse_id, excluded.is_crossdock,
          excluded.timeslot_from, excluded.timeslot_to)
        OR ${
          totals
            ? sql`(ozon_supply_orders.total_quantity, ozon_supply_orders.total_item_count)
          IS DISTINCT FROM (excluded.total_quantity, excluded.total_item_count)`
            : sql`false`
        }
      RETURNING id`.execute(trx);
    const written = row.rows[0];
    const orderId =
      written?.id ??
      (
        await trx
          .selectFrom('ozon_supply_orders')
          .select('id')
          .where('ozon_order_id', '=', order.ozonOrderId)
          .executeTakeFirstOrThrow()
      ).id;
    const itemsChanged = order.items ? await replaceItems(trx, Number(orderId), order.items) : false;
    if (written || itemsChanged) updated++;
  }
  return updated;
}

/** Replaces an order's items when they differ from the stored ones; answers whether they did. */
async function replaceItems(trx: DbOrTrx, orderId: number, items: SupplyOrderItemFromOzon[]): Promise<boolean> {
  const key = (item: { supplyId: number; sku: number; quantity: number; warehouseOzonId: number }) =>
    `${item.supplyId}/${item.sku}/${item.quantity}/${item.warehouseOzonId}`;
  const stored = await trx
    .selectFrom('ozon_supply_order_items')
    .select(['supply_id', 'sku', 'quantity', 'ozon_warehouse_ozon_id'])
    .where('supply_order_id', '=', orderId)
    .execute();
  const storedKeys = stored
    .map((row) =>
      key({
        supplyId: row.supply_id,
        sku: row.sku,
        quantity: row.quantity,
        warehouseOzonId: row.ozon_warehouse_ozon_id,
      }),
    )
    .sort();
  const incoming = [...new Map(items.map((item) => [`${item.supplyId}/${item.sku}`, item])).values()];
  if (JSON.stringify(storedKeys) === JSON.stringify(incoming.map(key).sort())) return false;
  await trx.deleteFrom('ozon_supply_order_items').where('supply_order_id', '=', orderId).execute();
  if (!incoming.length) return true;
  const rows = JSON.stringify(
    incoming.map((item) => ({
      supply_id: item.supplyId,
      sku: item.sku,
      offer_id: item.offerId,
      name: item.name,
      quantity: item.quantity,
      volume_litres: item.volumeLitres,
      warehouse_ozon_id: item.warehouseOzonId,
    })),
  );
  // The package: the Ozon card with this SKU, else the article when it is a package ID (as postings do).
  await sql`
    INSERT INTO ozon_supply_order_items (supply_order_id, supply_id, sku, offer_id, name, product_package_id,
      quantity, volume_litres, ozon_warehouse_ozon_id, ozon_warehouse_id)
    SELECT ${orderId}, i.supply_id, i.sku, i.offer_id, i.name,
      coalesce((SELECT p.product_package_id FROM ozon_products p WHERE p.sku = i.sku LIMIT 1),
        (SELECT p.id FROM product_packages p WHERE i.offer_id ~ '^[0-9]{1,9}$' AND p.id = i.offer_id::integer)),
      i.quantity, i.volume_litres, i.warehouse_ozon_id,
      (SELECT w.id FROM ozon_warehouses w WHERE w.ozon_id = i.warehouse_ozon_id)
    FROM jsonb_to_recordset(${rows}::jsonb) AS i(supply_id bigint, sku bigint, offer_id text, name text,
      quantity integer, volume_litres numeric, warehouse_ozon_id bigint)`.execute(trx);
  return true;
}

export interface WarehouseLoadFromOzon {
  warehouseOzonId: number;
  name: string;
  dailyCapacity: number | null;
  nearestDate: Date | null;
}

/** Replaces Ozon's warehouse load picture (a warehouse no longer listed is closed); unchanged rows stay as they are. */
export async function replaceWarehouseLoads(trx: DbOrTrx, loads: WarehouseLoadFromOzon[], at: Date): Promise<void> {
  const unique = [...new Map(loads.map((load) => [load.warehouseOzonId, load])).values()];
  const listed = unique.map((load) => load.warehouseOzonId);
  await trx
    .deleteFrom('ozon_warehouse_loads')
    .$if(listed.length > 0, (query) => query.where('warehouse_ozon_id', 'not in', listed))
    .execute();
  if (!unique.length) return;
  await trx
    .insertInto('ozon_warehouse_loads')
    .values(
      unique.map((load) => ({
        warehouse_ozon_id: load.warehouseOzonId,
        name: load.name,
        daily_capacity: load.dailyCapacity,
        nearest_date: load.nearestDate,
        synced_at: at,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .column('warehouse_ozon_id')
        .doUpdateSet({
          name: sql`excluded.name`,
          daily_capacity: sql`excluded.daily_capacity`,
          nearest_date: sql`excluded.nearest_date`,
          synced_at: at,
        })
        .where(
          sql<boolean>`(ozon_warehouse_loads.name, ozon_warehouse_loads.daily_capacity, ozon_warehouse_loads.nearest_date)
            IS DISTINCT FROM (excluded.name, excluded.daily_capacity, excluded.nearest_date)`,
        ),
    )
    .execute();
}
