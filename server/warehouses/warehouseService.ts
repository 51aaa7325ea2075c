import type {
  GetOzonWarehouseClustersRequest,
  GetOzonWarehousesRequest,
  OzonWarehouse,
  OzonWarehouseCluster,
  UpdateOzonWarehouse,
  UpdateOzonWarehousesStatus,
} from '../../contracts/ozonWarehouses.js';
import type { CrossDockingPriceItem, CrossDockingResult } from '../../contracts/ozonCrossDocking.js';
import type { Db } from '../db/database.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { replaceCrossDockingPrices } from './crossDockingPrices.js';
import {
  clusterExists,
  findClusters,
  findWarehouse,
  findWarehouses,
  updateWarehouse,
  updateWarehouseStatuses,
} from './warehouseRepository.js';

/** Ozon's warehouses and clusters: reads with the spec's options, the seller's edits (imports are sync jobs). */
export function warehouseService({ db }: { db: Db }) {
  return {
    async getWarehouses(request: GetOzonWarehousesRequest): Promise<OzonWarehouse[]> {
      const warehouses = await findWarehouses(db, request);
      const clusters = request.IncludeClusters
        ? new Map(
            (
              await findClusters(db, {
                IDs: [],
                IncludeAliases: request.IncludeAliases,
                IncludeWarehouses: false,
                WarehouseTypes: [],
              })
            ).map((cluster) => [cluster.ID, cluster]),
          )
        : new Map();
      return warehouses.map((warehouse) => ({
        ...warehouse,
        Aliases: request.IncludeAliases ? warehouse.Aliases : [],
        WarehouseCluster: (warehouse.OzonWarehouseClusterID && clusters.get(warehouse.OzonWarehouseClusterID)) || null,
      }));
    },

    async getClusters(request: GetOzonWarehouseClustersRequest): Promise<OzonWarehouseCluster[]> {
      const clusters = await findClusters(db, request);
      const warehouses = request.IncludeWarehouses
        ? await findWarehouses(db, {
            IDs: [],
            OzonIDs: [],
            IncludeAliases: request.IncludeAliases,
            IncludeClusters: false,
          })
        : [];
      const wanted = (type: number) =>
        !request.WarehouseTypes.length || (request.WarehouseTypes as number[]).includes(type);
      return clusters.map((cluster) => ({
        ...cluster,
        Aliases: request.IncludeAliases ? cluster.Aliases : [],
        Warehouses: warehouses
          .filter((warehouse) => warehouse.OzonWarehouseClusterID === cluster.ID && wanted(warehouse.Type))
          .map((warehouse) => ({ ...warehouse, Aliases: request.IncludeAliases ? warehouse.Aliases : [] })),
      }));
    },

    updateCrossDockingPrices: (items: CrossDockingPriceItem[]): Promise<CrossDockingResult> =>
      replaceCrossDockingPrices(db, items),

    update: (update: UpdateOzonWarehouse): Promise<void> =>
      db.transaction().execute(async (trx) => {
        if (!(await findWarehouse(trx, update.ID))) {
          throw new NotFoundError(`There is no warehouse with ID ${update.ID}.`, {
            kind: 'OzonWarehouse',
            id: update.ID,
          });
        }
        if (update.OzonWarehouseClusterID !== null && !(await clusterExists(trx, update.OzonWarehouseClusterID))) {
          throw new ValidationError(
            'OzonWarehouseClusterID',
            `there is no cluster with ID ${update.OzonWarehouseClusterID}`,
          );
        }
        await updateWarehouse(trx, update);
      }),

    /** All or nothing: an unknown ID rolls the whole change back and is named. */
    updateStatus: ({ IDs, Status }: UpdateOzonWarehousesStatus): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const updated = new Set(await updateWarehouseStatuses(trx, IDs, Status));
        const missing = IDs.filter((id) => !updated.has(id));
        if (missing.length > 0) {
          throw new NotFoundError(`There is no warehouse with ID ${missing.join(', ')}.`, {
            kind: 'OzonWarehouse',
            id: missing.join(', '),
          });
        }
      }),
  };
}
export type WarehouseService = ReturnType<typeof warehouseService>;
