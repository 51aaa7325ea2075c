import { Random } from '../random.js';
import type { FboWarehouse } from './geography.js';
import { clusterTimezone, DAY_MS, localDate, localIso, localMidnight } from './supplyTime.js';
import type { World } from './world.js';

/** Ozon's load picture covers four weeks ahead, a period a week. */
const PERIODS = 4;

export type WarehouseLoadKind = 'open' | 'overloaded' | 'closed';

/**
 * A storage warehouse's state for supplies, fixed per warehouse: most are open, some are overloaded
 * (no capacity in the coming weeks, the nearest bookable day far off), a few are closed (Ozon leaves
 * them out of /v1/supplier/available_warehouses).
 */
export function warehouseLoadKind(world: World, warehouse: FboWarehouse): WarehouseLoadKind {
  const draw = new Random(world.seed, 'warehouse-load', warehouse.id).next();
  return draw < 0.08 ? 'closed' : draw < 0.2 ? 'overloaded' : 'open';
}

/** /v1/supplier/available_warehouses: the active fulfilment warehouses and their capacity per week. */
export function availableWarehouses(world: World, now: number) {
  return world.fboWarehouses
    .filter((warehouse) => warehouse.type === 'FULL_FILLMENT' && warehouseLoadKind(world, warehouse) !== 'closed')
    .map((warehouse) => {
      const random = new Random(world.seed, 'warehouse-capacity', warehouse.id);
      const timezone = clusterTimezone(world.clusters.find((cluster) => cluster.id === warehouse.clusterId));
      const overloaded = warehouseLoadKind(world, warehouse) === 'overloaded';
      const today = localMidnight(localDate(now, timezone), timezone);
      const capacity = Array.from({ length: PERIODS }, (_, week) => ({
        start: localIso(today + week * 7 * DAY_MS, timezone),
        end: localIso(today + (week + 1) * 7 * DAY_MS, timezone),
        // Overloaded: nothing in the first two weeks; open: a few hundred to a few thousand items a day.
        value: overloaded && week < 2 ? 0 : random.int(300, 5000),
      }));
      const nearest = today + (overloaded ? random.int(15, 20) : random.int(1, 3)) * DAY_MS;
      return {
        schedule: { capacity, date: localIso(nearest, timezone) },
        warehouse: { id: String(warehouse.id), name: warehouse.name },
      };
    });
}
