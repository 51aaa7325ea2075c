import type { SupplyWarehouseRef } from './supplies.js';
import { clusterTimezone, type WarehouseTimezone } from './supplyTime.js';
import { supplyPoints } from './stocksPlaces.js';
import type { World } from './world.js';

/** Where a cross-dock supply is handed over, and the time zone its unloading slots are in. */
export interface DropoffPoint {
  ref: SupplyWarehouseRef;
  timezone: WarehouseTimezone;
}

/**
 * A drop-off point by id: one of Ozon's warehouses, or any point /v1/warehouse/fbo/list offers for
 * cross-docking (order-receiving and pick-up points), so an id found there is accepted by a draft.
 * A point's zone is its city's cluster's.
 */
export function findDropoff(world: World, id: number): DropoffPoint | null {
  const warehouse = world.fboWarehouses.find((candidate) => candidate.id === id);
  if (warehouse) {
    return {
      ref: warehouse,
      timezone: clusterTimezone(world.clusters.find((cluster) => cluster.id === warehouse.clusterId)),
    };
  }
  const point = supplyPoints(world).find((candidate) => candidate.id === id && candidate.crossdock);
  if (!point) return null;
  const city = /^г\. ([^,]+),/.exec(point.address)?.[1] ?? '';
  const cluster = world.clusters.find((candidate) => candidate.regions.some((region) => region.cities.includes(city)));
  return { ref: { id: point.id, name: point.name, address: point.address }, timezone: clusterTimezone(cluster) };
}
