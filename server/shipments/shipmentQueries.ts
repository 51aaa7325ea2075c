import { sql } from 'kysely';
import type { SupplyOrderState } from '../../contracts/enums.js';
import type { FindShipmentsRequest, Shipment, ShipmentChannel } from '../../contracts/shipments.js';
import type { DbOrTrx } from '../db/database.js';

function filtered(db: DbOrTrx, request: FindShipmentsRequest) {
  return db
    .selectFrom('shipments as s')
    .$if(request.DateFrom !== null, (query) => query.where('s.date', '>=', request.DateFrom!));
}

export async function countShipments(db: DbOrTrx, request: FindShipmentsRequest): Promise<number> {
  const row = await filtered(db, request)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * What each sort field orders by. No index serves them but the date's: a shipment is one day's hand-over
 * at one drop-off, so the table grows by a few rows a day and sorting all of it costs less than keeping
 * an index (and stored counts) in step with every supply-order sync.
 */
const ORDER_BY = {
  Date: sql`s.date`,
  SupplyCount: sql`(SELECT count(*) FROM shipment_supplies l WHERE l.shipment_id = s.id)`,
  TotalQuantity: sql`(SELECT coalesce(sum(o.total_quantity), 0) FROM shipment_supplies l
    JOIN ozon_supply_orders o ON o.id = l.supply_order_id WHERE l.shipment_id = s.id)`,
  // A cost not known yet (null) is neither the cheapest nor the dearest: last either way.
  TransportCost: sql`s.transport_cost IS NULL, s.transport_cost`,
  PackagingCost: sql`s.packaging_cost IS NULL, s.packaging_cost`,
} as const satisfies Record<FindShipmentsRequest['OrderField'], unknown>;

/** A page of shipments in the asked order, each with its supplies, their items, and the units per package. */
export async function findShipmentPage(db: DbOrTrx, request: FindShipmentsRequest): Promise<Shipment[]> {
  const direction = request.OrderAscending ? sql`ASC` : sql`DESC`;
  const shipments = await filtered(db, request)
    .selectAll('s')
    .orderBy(sql`${ORDER_BY[request.OrderField]} ${direction}`)
    // Ties by ID in the same direction, so pages never repeat or skip a shipment.
    .orderBy('s.id', request.OrderAscending ? 'asc' : 'desc')
    .offset(request.Offset)
    .limit(request.Count)
    .execute();
  if (!shipments.length) return [];
  const ids = shipments.map((row) => row.id);
  const [supplies, items] = await Promise.all([
    db
      .selectFrom('shipment_supplies as l')
      .innerJoin('ozon_supply_orders as o', 'o.id', 'l.supply_order_id')
      .leftJoin('ozon_warehouses as w', 'w.id', 'o.ozon_warehouse_id')
      .select([
        'l.shipment_id',
        'o.id',
        'o.order_number',
        'o.state',
        'o.ozon_warehouse_id',
        'w.name as warehouse_name',
        'o.timeslot_from',
        'o.total_quantity',
      ])
      .where('l.shipment_id', 'in', ids)
      .orderBy('o.timeslot_from')
      .orderBy('o.id')
      .execute(),
    db
      .selectFrom('shipment_supplies as l')
      .innerJoin('ozon_supply_order_items as i', 'i.supply_order_id', 'l.supply_order_id')
      .leftJoin('product_packages as p', 'p.id', 'i.product_package_id')
      .select([
        'l.shipment_id',
        'i.supply_order_id',
        'i.product_package_id',
        'p.name as package_name',
        'i.name',
        'i.quantity',
      ])
      .where('l.shipment_id', 'in', ids)
      .orderBy('i.name')
      .execute(),
  ]);
  const packageOf = (item: (typeof items)[number]) => ({
    ProductPackageID: item.product_package_id,
    ProductPackage:
      item.product_package_id === null ? null : { ID: item.product_package_id, Name: item.package_name ?? '' },
    Name: item.name,
    Quantity: item.quantity,
  });
  return shipments.map((row) => {
    const own = items.filter((item) => item.shipment_id === row.id);
    const totals = new Map<string, ReturnType<typeof packageOf>>();
    for (const item of own) {
      const key = item.product_package_id === null ? `sku:${item.name}` : `package:${item.product_package_id}`;
      const total = totals.get(key) ?? { ...packageOf(item), Quantity: 0 };
      total.Quantity += item.quantity;
      totals.set(key, total);
    }
    const supplyRows = supplies.filter((supply) => supply.shipment_id === row.id);
    return {
      ID: row.id,
      Date: row.date,
      Channel: row.channel as ShipmentChannel,
      DropOffWarehouseName: row.dropoff_warehouse_name,
      TransportCost: row.transport_cost,
      PackagingCost: row.packaging_cost,
      TotalQuantity: supplyRows.reduce((sum, supply) => sum + supply.total_quantity, 0),
      Supplies: supplyRows.map((supply) => ({
        SupplyOrderID: Number(supply.id),
        OzonOrderNumber: supply.order_number,
        State: supply.state as SupplyOrderState,
        StorageWarehouse:
          supply.ozon_warehouse_id === null
            ? null
            : { ID: supply.ozon_warehouse_id, Name: supply.warehouse_name ?? '' },
        TimeslotFrom: supply.timeslot_from === null ? null : new Date(supply.timeslot_from).toISOString(),
        Quantity: supply.total_quantity,
        Items: own.filter((item) => Number(item.supply_order_id) === Number(supply.id)).map(packageOf),
      })),
      Packages: [...totals.values()].sort((a, b) => b.Quantity - a.Quantity),
    };
  });
}
