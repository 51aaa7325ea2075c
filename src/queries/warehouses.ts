import { queryOptions } from '@tanstack/react-query';
import type {
  OzonWarehouse,
  OzonWarehouseCluster,
  UpdateOzonWarehouse,
  UpdateOzonWarehousesStatus,
} from '../../contracts/ozonWarehouses.js';
import type { CityItem } from '../../contracts/ozonCities.js';
import type { CrossDockingResult } from '../../contracts/ozonCrossDocking.js';
import type { Job } from '../../contracts/jobs.js';
import type { ApiClient } from '../api/client.js';

export const warehouseKeys = {
  all: ['warehouses'] as const,
  clusters: ['warehouses', 'clusters'] as const,
  list: ['warehouses', 'list'] as const,
};

/** Clusters with their warehouses: the map the warehouse screen, orders and reports rely on. */
export const warehouseClustersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: warehouseKeys.clusters,
    queryFn: () => api.json<OzonWarehouseCluster[]>('reader', 'v1/Warehouse/GetOzonWarehouseClusters', { json: {} }),
  });

export const warehousesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: warehouseKeys.list,
    queryFn: () => api.json<OzonWarehouse[]>('reader', 'v1/Warehouse/GetOzonWarehouses', { json: {} }),
  });

export const warehouseCommands = (api: ApiClient) => ({
  /** Starts the import as a sync job; its counts come with the finished job. */
  importFromOzon: () => api.startJob<Job>('command', 'v1/Warehouse/ImportOzonWarehouses', { json: {} }),
  update: (update: UpdateOzonWarehouse) =>
    api.json<null>('command', 'v1/Warehouse/UpdateOzonWarehouse', { json: update }),
  updateStatus: (change: UpdateOzonWarehousesStatus) =>
    api.json<null>('command', 'v1/Warehouse/UpdateOzonWarehousesStatus', { json: change }),
});

/** Uploads of Ozon's files: the city hierarchy and the cross-docking tariffs (parsed JSON, sent as is). */
export const masterDataUploads = (api: ApiClient) => ({
  cityHierarchy: (file: unknown) =>
    api.json<CityItem[]>('command', 'v1/OzonMasterData/ImportOzonCityHierarchy', { json: file }),
  crossDockingPrices: (file: unknown) =>
    api.json<CrossDockingResult>('command', 'v1/Warehouse/UpdateOzonCrossDockingPrices', { json: file }),
});
