import { OzonWarehouseType } from '../../contracts/enums.js';
import type { DbOrTrx } from '../db/database.js';

/**
 * A storage warehouse's state for a supply, from Ozon's load picture: Closed when Ozon no longer lists
 * it among its active warehouses, Overloaded when it can take nothing in the coming week or its nearest
 * bookable day is more than a week away, Unknown before the first supply-order sync (and for places that
 * are not fulfilment warehouses, which Ozon's list does not cover).
 */
export type WarehouseAvailability = 'Open' | 'Overloaded' | 'Closed' | 'Unknown';

export const OVERLOAD_HORIZON_DAYS = 7;
const DAY_MS = 86_400_000;

export interface WarehouseLoadRow {
  daily_capacity: number | null;
  nearest_date: Date | string | null;
}

export function availabilityOf(
  warehouseType: number,
  load: WarehouseLoadRow | undefined,
  loadsKnown: boolean,
  now: Date,
): WarehouseAvailability {
  if (!loadsKnown || warehouseType !== OzonWarehouseType.Fulfillment) return 'Unknown';
  if (!load) return 'Closed';
  const nearest = load.nearest_date === null ? null : new Date(load.nearest_date).getTime();
  if (load.daily_capacity === 0 || (nearest !== null && nearest > now.getTime() + OVERLOAD_HORIZON_DAYS * DAY_MS)) {
    return 'Overloaded';
  }
  return 'Open';
}

/** The availability of every warehouse (by local ID) as the last supply-order sync saw it. */
export async function warehouseAvailabilities(db: DbOrTrx, now: Date): Promise<Map<number, WarehouseAvailability>> {
  const [warehouses, loads] = await Promise.all([
    db.selectFrom('ozon_warehouses').select(['id', 'ozon_id', 'type']).execute(),
    db.selectFrom('ozon_warehouse_loads').select(['warehouse_ozon_id', 'daily_capacity', 'nearest_date']).execute(),
  ]);
  const byOzonId = new Map(loads.map((load) => [Number(load.warehouse_ozon_id), load]));
  return new Map(
    warehouses.map((warehouse) => [
      warehouse.id,
      availabilityOf(warehouse.type, byOzonId.get(Number(warehouse.ozon_id)), loads.length > 0, now),
    ]),
  );
}
