import { OzonWarehouseClusterType, OzonWarehouseType } from '../../contracts/enums.js';
import type { Db } from '../db/database.js';
import { warehouseApi, type Cluster } from '../ozon/api/warehouses.js';
import type { OzonTransport } from '../ozon/transport.js';
import type { Progress } from '../jobs/progress.js';
import {
  markMissing,
  upsertClusters,
  upsertWarehouses,
  type ClusterFromOzon,
  type WarehouseFromOzon,
} from './warehouseRepository.js';

/** Ozon's warehouse type names (/v1/cluster/list) onto OzonWarehouseType; the orders match. */
const WAREHOUSE_TYPES: Record<string, OzonWarehouseType> = {
  FULL_FILLMENT: OzonWarehouseType.Fulfillment,
  EXPRESS_DARK_STORE: OzonWarehouseType.ExpressDarkStore,
  SORTING_CENTER: OzonWarehouseType.SortingCenter,
  ORDERS_RECEIVING_POINT: OzonWarehouseType.OrdersReceivingPoint,
  CROSS_DOCK: OzonWarehouseType.CrossDock,
  DISTRIBUTION_CENTER: OzonWarehouseType.DistributionCenter,
};

export interface WarehouseImportSummary {
  clusters: number;
  warehouses: number;
  missing: number;
}

function clustersOf(clusters: Cluster[], type: OzonWarehouseClusterType) {
  return clusters.map((cluster) => ({
    cluster: {
      ozonId: cluster.id,
      name: cluster.name,
      type,
      macrolocalId: cluster.macrolocal_cluster_id ?? null,
    } satisfies ClusterFromOzon,
    warehouses: cluster.logistic_clusters.flatMap((logistic) =>
      logistic.warehouses.map((warehouse): WarehouseFromOzon => ({
        ozonId: warehouse.warehouse_id,
        clusterOzonId: cluster.id,
        name: warehouse.name,
        address: null,
        type: WAREHOUSE_TYPES[warehouse.type] ?? OzonWarehouseType.Unknown,
        sellerWarehouse: false,
      })),
    ),
  }));
}

/**
 * Reads Ozon's clusters (Russia and the CIS) with their warehouses, the seller's own FBS/rFBS
 * warehouses, and the addresses of the places that take supplies, then writes them in one
 * transaction. Importing the same data twice changes nothing.
 */
export async function importOzonWarehouses(
  db: Db,
  ozon: OzonTransport,
  options: { signal?: AbortSignal; now?: Date; progress?: Progress } = {},
): Promise<WarehouseImportSummary> {
  const api = warehouseApi(ozon);
  const call = { signal: options.signal };
  const [ozonClusters, cisClusters] = await Promise.all([
    api.clustersByType('CLUSTER_TYPE_OZON', [], call),
    api.clustersByType('CLUSTER_TYPE_CIS', [], call),
  ]);
  const clusters = [
    ...clustersOf(ozonClusters, OzonWarehouseClusterType.Ozon),
    ...clustersOf(cisClusters, OzonWarehouseClusterType.Cis),
  ];
  const fbo = new Map(clusters.flatMap((entry) => entry.warehouses).map((warehouse) => [warehouse.ozonId, warehouse]));

  // Ozon lists addresses only for places that take supplies, found by a search of 4+ characters.
  for (const warehouse of fbo.values()) {
    options.progress?.advance(1, fbo.size);
    const points = await api.supplyPoints(warehouse.name, undefined, call);
    warehouse.address = points.find((point) => point.warehouse_id === warehouse.ozonId)?.address || null;
  }

  const own: WarehouseFromOzon[] = [];
  for await (const page of api.listPages(call)) {
    for (const warehouse of page) {
      own.push({
        ozonId: warehouse.warehouse_id,
        clusterOzonId: null,
        name: warehouse.name,
        address: warehouse.address_info?.address || null,
        type: OzonWarehouseType.Unknown,
        sellerWarehouse: true,
      });
    }
  }

  const warehouses = [...fbo.values(), ...own.filter((warehouse) => !fbo.has(warehouse.ozonId))];
  const at = options.now ?? new Date();
  const missing = await db.transaction().execute(async (trx) => {
    const clusterIds = await upsertClusters(
      trx,
      clusters.map((entry) => entry.cluster),
      at,
    );
    await upsertWarehouses(trx, warehouses, clusterIds, at);
    const missing = await markMissing(
      trx,
      warehouses.map((warehouse) => warehouse.ozonId),
    );
    options.signal?.throwIfAborted();
    return missing;
  });
  return { clusters: clusters.length, warehouses: warehouses.length, missing };
}
