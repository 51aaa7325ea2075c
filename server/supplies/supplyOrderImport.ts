import type { SupplyOrderImportResult } from '../../contracts/supplyOrders.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import { supplyApi, type AvailableWarehouse, type SupplyOrder } from '../ozon/api/supplies.js';
import { eachLimited } from '../ozon/eachLimited.js';
import type { OzonTransport } from '../ozon/transport.js';
import {
  replaceWarehouseLoads,
  storedStateUpdates,
  upsertSupplyOrders,
  type SupplyOrderFromOzon,
  type WarehouseLoadFromOzon,
} from './supplyOrderRepository.js';
import { supplyOrderStateOf } from './supplyOrderState.js';
import { SupplyOrderState } from '../../contracts/enums.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import { updateShipments } from '../shipments/shipmentDerivation.js';

const DAY_MS = 86_400_000;
/** The load that counts for a supply decision: Ozon's capacity over the coming week. */
const LOAD_HORIZON_DAYS = 7;
/** Bundles read at once: a year of supply orders is thousands of item calls, one at a time they outlast the days. */
export const BUNDLES_IN_FLIGHT = 10;

type Item = NonNullable<SupplyOrderFromOzon['items']>[number];

/** Ozon's capacity periods starting within the coming week, averaged: the items a day it can take. */
export function warehouseLoadOf(entry: AvailableWarehouse, now: Date): WarehouseLoadFromOzon {
  const horizon = now.getTime() + LOAD_HORIZON_DAYS * DAY_MS;
  const periods = (entry.schedule?.capacity ?? []).filter((period) => Date.parse(period.start) < horizon);
  const nearest = entry.schedule?.date ? new Date(entry.schedule.date) : null;
  return {
    warehouseOzonId: entry.warehouse.id,
    name: entry.warehouse.name,
    dailyCapacity: periods.length
      ? Math.round(periods.reduce((sum, period) => sum + period.value, 0) / periods.length)
      : null,
    nearestDate: nearest && Number.isFinite(nearest.getTime()) ? nearest : null,
  };
}

function orderOf(order: SupplyOrder): Omit<SupplyOrderFromOzon, 'items'> {
  const storage = order.supplies[0]?.storage_warehouse;
  const isCrossdock = order.supplies.some((supply) => supply.is_crossdock);
  const slot = order.timeslot?.timeslot;
  return {
    ozonOrderId: order.order_id,
    orderNumber: order.order_number,
    date: new Date(order.created_date),
    state: supplyOrderStateOf(order.state),
    status: order.state,
    stateUpdatedAt: new Date(order.state_updated_date),
    dropoffWarehouseOzonId: order.dropoff_warehouse?.warehouse_id ?? null,
    dropoffWarehouseName: order.dropoff_warehouse?.name ?? '',
    storageWarehouseOzonId: storage?.warehouse_id ?? null,
    isCrossdock,
    timeslotFrom: slot ? new Date(slot.from) : null,
    timeslotTo: slot ? new Date(slot.to) : null,
  };
}

/**
 * Reads every supply order (list, details, then the items of each supply's bundle) and Ozon's load of
 * its warehouses, and writes them in one transaction. Items are read again only for new orders, orders
 * whose state moved, and orders still being filled in, so a second import asks little and changes nothing.
 * The shipments are derived again in the same transaction.
 */
export async function importOzonSupplyOrders(
  db: Db,
  ozon: OzonTransport,
  calendar: SellerCalendar,
  options: { signal?: AbortSignal; progress?: Progress; now?: Date } = {},
): Promise<SupplyOrderImportResult> {
  const api = supplyApi(ozon);
  const call = { signal: options.signal };
  const now = options.now ?? new Date();
  const stored = await storedStateUpdates(db);
  const orders: SupplyOrderFromOzon[] = [];
  for await (const page of api.allOrders({}, call)) {
    options.progress?.advance(0, orders.length + page.length);
    const read = page.map((order) => {
      const known = stored.get(order.order_id);
      const fields = orderOf(order);
      const itemsMayDiffer =
        !known || known.at !== fields.stateUpdatedAt?.getTime() || fields.state === SupplyOrderState.DataFilling;
      // Each supply's items in a place of their own: read side by side, they keep the order's order.
      return {
        fields,
        supplies: itemsMayDiffer ? order.supplies.map((supply) => ({ supply, items: [] as Item[] })) : null,
      };
    });
    await eachLimited(
      read.flatMap((order) => order.supplies ?? []),
      BUNDLES_IN_FLIGHT,
      async (entry) => {
        const { supply } = entry;
        for (const item of await api.allBundleItems([supply.bundle_id], {}, call)) {
          entry.items.push({
            supplyId: supply.supply_id,
            sku: item.sku,
            offerId: item.offer_id,
            name: item.name,
            quantity: item.quantity,
            volumeLitres: item.total_volume_in_litres,
            warehouseOzonId: supply.storage_warehouse.warehouse_id,
          });
        }
      },
    );
    for (const { fields, supplies } of read) {
      orders.push({ ...fields, items: supplies && supplies.flatMap((entry) => entry.items) });
      options.progress?.advance(1);
    }
  }
  const loads = (await api.availableWarehouses(call)).map((entry) => warehouseLoadOf(entry, now));

  const updated = await db.transaction().execute(async (trx) => {
    const count = await upsertSupplyOrders(trx, orders, now);
    await replaceWarehouseLoads(trx, loads, now);
    await updateShipments(trx, calendar);
    options.signal?.throwIfAborted();
    return count;
  });
  // What the items could not be joined to, each named once (a seller's items are tens of thousands).
  const [missingPackages, missingWarehouses] = await Promise.all([
    db
      .selectFrom('ozon_supply_order_items')
      .select('sku')
      .distinct()
      .where('product_package_id', 'is', null)
      .orderBy('sku')
      .execute(),
    db
      .selectFrom('ozon_supply_order_items')
      .select('ozon_warehouse_ozon_id')
      .distinct()
      .where('ozon_warehouse_id', 'is', null)
      .orderBy('ozon_warehouse_ozon_id')
      .execute(),
  ]);
  return {
    OrderCount: orders.length,
    UpdatedOrderCount: updated,
    MissingProductPackageSkus: missingPackages.map((row) => Number(row.sku)),
    MissingWarehouseOzonIDs: missingWarehouses.map((row) => Number(row.ozon_warehouse_ozon_id)),
    WarehouseLoadCount: loads.length,
  };
}
