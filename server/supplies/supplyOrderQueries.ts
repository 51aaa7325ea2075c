import { sql } from 'kysely';
import type { SupplyOrderState } from '../../contracts/enums.js';
import type {
  FindOzonSupplyOrdersRequest,
  OzonSupplyOrder,
  OzonSupplyOrderItem,
} from '../../contracts/supplyOrders.js';
import type { DbOrTrx } from '../db/database.js';
import { containsPattern } from '../db/sqlHelpers.js';

type Filter = Omit<FindOzonSupplyOrdersRequest, 'States'> & { States: SupplyOrderState[] };

function filtered(db: DbOrTrx, request: Filter) {
  return db
    .selectFrom('ozon_supply_orders as o')
    .$if(request.States.length > 0, (query) => query.where('o.state', 'in', request.States))
    .$if(request.DateFrom !== null, (query) => query.where('o.date', '>=', new Date(request.DateFrom!)))
    .$if(request.DateTo !== null, (query) => query.where('o.date', '<', new Date(request.DateTo!)))
    .$if(!!request.OrderNumber, (query) =>
      query.where('o.order_number', 'ilike', containsPattern(request.OrderNumber!)),
    );
}

export async function countSupplyOrders(db: DbOrTrx, request: Filter): Promise<number> {
  const row = await filtered(db, request)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Orders per state under the other filters: the chips of the state filter. */
export async function countSupplyOrdersByState(db: DbOrTrx, request: Filter) {
  const rows = await filtered(db, { ...request, States: [] })
    .select(['o.state', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('o.state')
    .orderBy('o.state')
    .execute();
  return rows.map((row) => ({ State: row.state as SupplyOrderState, Count: Number(row.count) }));
}

/**
 * What each sort field orders by. No index but the date's: a seller creates a few supply orders a day,
 * so sorting all of them by units is cheaper than an index kept up at every import.
 */
const ORDER_BY = {
  Date: sql`o.date`,
  // An order without a slot booked is neither the earliest nor the latest: last either way.
  Timeslot: sql`o.timeslot_from IS NULL, o.timeslot_from`,
  TotalQuantity: sql`o.total_quantity`,
  TotalItemCount: sql`o.total_item_count`,
} as const satisfies Record<FindOzonSupplyOrdersRequest['OrderField'], unknown>;

/** A page of orders in the asked order (newest first), with their warehouses and (when asked) their items. */
export async function findSupplyOrderPage(db: DbOrTrx, request: Filter): Promise<OzonSupplyOrder[]> {
  const direction = request.OrderAscending ? sql`ASC` : sql`DESC`;
  const rows = await filtered(db, request)
    .leftJoin('ozon_warehouses as w', 'w.id', 'o.ozon_warehouse_id')
    .leftJoin('ozon_warehouses as x', 'x.id', 'o.cross_dock_warehouse_id')
    .select([
      'o.id',
      'o.ozon_order_id',
      'o.order_number',
      'o.date',
      'o.state',
      'o.status',
      'o.state_updated_at',
      'o.is_crossdock',
      'o.dropoff_warehouse_name',
      'o.ozon_warehouse_ozon_id',
      'o.ozon_warehouse_id',
      'w.name as warehouse_name',
      'o.cross_dock_warehouse_id',
      'x.name as cross_dock_name',
      'o.timeslot_from',
      'o.timeslot_to',
      'o.total_quantity',
      'o.total_item_count',
    ])
    .orderBy(sql`${ORDER_BY[request.OrderField]} ${direction}`)
    // Ties by ID in the same direction, so pages never repeat or skip an order.
    .orderBy('o.id', request.OrderAscending ? 'asc' : 'desc')
    .offset(request.Offset)
    .limit(request.Count)
    .execute();
  const items = request.IncludeItems
    ? await itemsOf(
        db,
        rows.map((row) => Number(row.id)),
      )
    : new Map();
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return rows.map((row) => ({
    ID: Number(row.id),
    OzonOrderID: row.ozon_order_id,
    OzonOrderNumber: row.order_number,
    Date: iso(row.date)!,
    State: row.state as SupplyOrderState,
    Status: row.status,
    StateUpdatedAt: iso(row.state_updated_at),
    IsCrossDock: row.is_crossdock,
    DropOffWarehouseName: row.dropoff_warehouse_name,
    OzonWarehouseOzonID: row.ozon_warehouse_ozon_id,
    OzonWarehouse:
      row.ozon_warehouse_id === null ? null : { ID: row.ozon_warehouse_id, Name: row.warehouse_name ?? '' },
    OzonCrossDockWarehouseID: row.cross_dock_warehouse_id,
    OzonCrossDockWarehouse:
      row.cross_dock_warehouse_id === null
        ? null
        : { ID: row.cross_dock_warehouse_id, Name: row.cross_dock_name ?? '' },
    TimeslotFrom: iso(row.timeslot_from),
    TimeslotTo: iso(row.timeslot_to),
    TotalQuantity: row.total_quantity,
    TotalItemCount: row.total_item_count,
    OrderItems: items.get(Number(row.id)) ?? [],
  }));
}

async function itemsOf(db: DbOrTrx, orderIds: number[]): Promise<Map<number, OzonSupplyOrderItem[]>> {
  const byOrder = new Map<number, OzonSupplyOrderItem[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .selectFrom('ozon_supply_order_items as i')
    .leftJoin('product_packages as p', 'p.id', 'i.product_package_id')
    .leftJoin('ozon_warehouses as w', 'w.id', 'i.ozon_warehouse_id')
    .select([
      'i.supply_order_id',
      'i.supply_id',
      'i.sku',
      'i.offer_id',
      'i.name',
      'i.product_package_id',
      'p.name as package_name',
      'i.quantity',
      'i.ozon_warehouse_id',
      'i.ozon_warehouse_ozon_id',
      'w.name as warehouse_name',
    ])
    .where('i.supply_order_id', 'in', orderIds)
    .orderBy('i.supply_order_id')
    .orderBy('i.supply_id')
    .orderBy('i.name')
    // Items of one name (a product's variants) in a stable order, however the rows lie on disk.
    .orderBy('i.sku')
    .execute();
  for (const row of rows) {
    const orderId = Number(row.supply_order_id);
    const list = byOrder.get(orderId) ?? [];
    list.push({
      OzonSupplyOrderID: orderId,
      SupplyID: row.supply_id,
      Sku: row.sku,
      OfferID: row.offer_id,
      Name: row.name,
      ProductPackageID: row.product_package_id,
      ProductPackage:
        row.product_package_id === null ? null : { ID: row.product_package_id, Name: row.package_name ?? '' },
      Quantity: row.quantity,
      OzonWarehouseID: row.ozon_warehouse_id,
      OzonWarehouseOzonID: row.ozon_warehouse_ozon_id,
      OzonWarehouse:
        row.ozon_warehouse_id === null ? null : { ID: row.ozon_warehouse_id, Name: row.warehouse_name ?? '' },
    });
    byOrder.set(orderId, list);
  }
  return byOrder;
}

/** Sets the cross-dock warehouse by hand: imports keep it from then on. Answers whether the order exists. */
export async function setCrossDockWarehouse(db: DbOrTrx, supplyOrderId: number, warehouseId: number): Promise<boolean> {
  const result = await db
    .updateTable('ozon_supply_orders')
    .set({ cross_dock_warehouse_id: warehouseId, cross_dock_set_by_seller: true })
    .where('id', '=', supplyOrderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
