import { sql } from 'kysely';
import type {
  GetOzonWarehouseClustersRequest,
  GetOzonWarehousesRequest,
  OzonWarehouse,
  OzonWarehouseCluster,
  UpdateOzonWarehouse,
} from '../../contracts/ozonWarehouses.js';
import { OzonWarehouseStatus, type OzonWarehouseClusterType, type OzonWarehouseType } from '../../contracts/enums.js';
import type { DbOrTrx } from '../db/database.js';

type ClusterRow = Omit<OzonWarehouseCluster, 'Warehouses'>;
type WarehouseRow = Omit<OzonWarehouse, 'WarehouseCluster'>;

function selectClusters(db: DbOrTrx) {
  return db
    .selectFrom('ozon_warehouse_clusters')
    .select([
      'id as ID',
      'ozon_id as OzonID',
      'name as Name',
      sql<OzonWarehouseClusterType>`type`.as('Type'),
      'selling_cluster as SellingCluster',
      'aliases as Aliases',
    ]);
}

function selectWarehouses(db: DbOrTrx) {
  return db
    .selectFrom('ozon_warehouses')
    .select([
      'id as ID',
      'ozon_id as OzonID',
      'cluster_id as OzonWarehouseClusterID',
      'name as Name',
      'address as Address',
      'standalone as Standalone',
      'seller_warehouse as SellerWarehouse',
      'aliases as Aliases',
      sql<OzonWarehouseStatus>`status`.as('Status'),
      sql<OzonWarehouseType>`type`.as('Type'),
    ]);
}

export async function findWarehouses(db: DbOrTrx, request: GetOzonWarehousesRequest): Promise<WarehouseRow[]> {
  let query = selectWarehouses(db);
  if (request.IDs.length) query = query.where('id', 'in', request.IDs);
  if (request.OzonIDs.length) query = query.where('ozon_id', 'in', request.OzonIDs);
  return query.orderBy('name').orderBy('id').execute();
}

export async function findClusters(db: DbOrTrx, request: GetOzonWarehouseClustersRequest): Promise<ClusterRow[]> {
  let query = selectClusters(db);
  if (request.IDs.length) query = query.where('id', 'in', request.IDs);
  // Russia's clusters first (type Ozon), then the CIS, each by name.
  return query.orderBy('type', 'desc').orderBy('name').orderBy('id').execute();
}

export function findWarehouse(db: DbOrTrx, id: number): Promise<WarehouseRow | undefined> {
  return selectWarehouses(db).where('id', '=', id).executeTakeFirst();
}

export async function hasWarehouses(db: DbOrTrx): Promise<boolean> {
  return Boolean(await db.selectFrom('ozon_warehouses').select('id').limit(1).executeTakeFirst());
}

export function clusterExists(db: DbOrTrx, id: number): Promise<boolean> {
  return db.selectFrom('ozon_warehouse_clusters').select('id').where('id', '=', id).executeTakeFirst().then(Boolean);
}

export async function updateWarehouse(db: DbOrTrx, update: UpdateOzonWarehouse): Promise<void> {
  await db
    .updateTable('ozon_warehouses')
    .set({
      cluster_id: update.OzonWarehouseClusterID,
      standalone: update.Standalone,
      aliases: update.Aliases,
      status: update.Status,
    })
    .where('id', '=', update.ID)
    .execute();
}

/** Sets the status of the warehouses; answers the IDs that exist (and were set). */
export async function updateWarehouseStatuses(
  db: DbOrTrx,
  ids: number[],
  status: OzonWarehouseStatus,
): Promise<number[]> {
  const rows = await db.updateTable('ozon_warehouses').set({ status }).where('id', 'in', ids).returning('id').execute();
  return rows.map((row) => row.id);
}

export interface ClusterFromOzon {
  ozonId: number;
  name: string;
  type: OzonWarehouseClusterType;
  /** The id the supply-draft methods name the cluster by. */
  macrolocalId: number | null;
}

export interface WarehouseFromOzon {
  ozonId: number;
  clusterOzonId: number | null;
  name: string;
  address: string | null;
  type: OzonWarehouseType;
  sellerWarehouse: boolean;
}

/**
 * Upserts clusters by Ozon id; a row is only written when what Ozon says of it changed, so a second
 * import of the same data changes nothing, not even `synced_at`. Returns Ozon id → local id.
 */
export async function upsertClusters(
  trx: DbOrTrx,
  clusters: ClusterFromOzon[],
  at: Date,
): Promise<Map<number, number>> {
  if (clusters.length) {
    await trx
      .insertInto('ozon_warehouse_clusters')
      .values(
        clusters.map((cluster) => ({
          ozon_id: cluster.ozonId,
          name: cluster.name,
          type: cluster.type,
          macrolocal_id: cluster.macrolocalId,
          selling_cluster: true,
          synced_at: at,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .column('ozon_id')
          .doUpdateSet({
            name: sql`excluded.name`,
            type: sql`excluded.type`,
            macrolocal_id: sql`excluded.macrolocal_id`,
            synced_at: at,
          })
          .where(
            sql<boolean>`(ozon_warehouse_clusters.name, ozon_warehouse_clusters.type, ozon_warehouse_clusters.macrolocal_id)
              IS DISTINCT FROM (excluded.name, excluded.type, excluded.macrolocal_id)`,
          ),
      )
      .execute();
  }
  const rows = await trx
    .selectFrom('ozon_warehouse_clusters')
    .select(['id', 'ozon_id'])
    .where('ozon_id', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [Number(row.ozon_id), row.id]));
}

/**
 * Upserts warehouses by Ozon id. What the seller set (aliases, standalone, a cluster chosen by hand,
 * a status) is kept; a warehouse that comes back after being missing is New again, for review.
 */
export async function upsertWarehouses(
  trx: DbOrTrx,
  warehouses: WarehouseFromOzon[],
  clusterIds: Map<number, number>,
  at: Date,
): Promise<void> {
  if (!warehouses.length) return;
  await trx
    .insertInto('ozon_warehouses')
    .values(
      warehouses.map((warehouse) => ({
        ozon_id: warehouse.ozonId,
        cluster_id: warehouse.clusterOzonId === null ? null : (clusterIds.get(warehouse.clusterOzonId) ?? null),
        name: warehouse.name,
        address: warehouse.address,
        seller_warehouse: warehouse.sellerWarehouse,
        type: warehouse.type,
        status: OzonWarehouseStatus.New,
        synced_at: at,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .column('ozon_id')
        .doUpdateSet({
          name: sql`excluded.name`,
          address: sql`coalesce(excluded.address, ozon_warehouses.address)`,
          type: sql`excluded.type`,
          seller_warehouse: sql`excluded.seller_warehouse`,
          cluster_id: sql`coalesce(ozon_warehouses.cluster_id, excluded.cluster_id)`,
          status: sql`CASE WHEN ozon_warehouses.status = ${OzonWarehouseStatus.Missing} THEN ${OzonWarehouseStatus.New} ELSE ozon_warehouses.status END`,
          synced_at: at,
        })
        .where(
          sql<boolean>`(ozon_warehouses.name, ozon_warehouses.type, ozon_warehouses.seller_warehouse, ozon_warehouses.status = ${OzonWarehouseStatus.Missing}, ozon_warehouses.cluster_id IS NULL AND excluded.cluster_id IS NOT NULL, excluded.address IS NOT NULL AND excluded.address IS DISTINCT FROM ozon_warehouses.address)
            IS DISTINCT FROM (excluded.name, excluded.type, excluded.seller_warehouse, false, false, false)`,
        ),
    )
    .execute();
}

/** Warehouses Ozon no longer lists are kept (postings and reports name them) but marked Missing. */
export async function markMissing(trx: DbOrTrx, seenOzonIds: number[]): Promise<number> {
  const result = await trx
    .updateTable('ozon_warehouses')
    .set({ status: OzonWarehouseStatus.Missing })
    .where('status', '<>', OzonWarehouseStatus.Missing)
    .$if(seenOzonIds.length > 0, (query) => query.where('ozon_id', 'not in', seenOzonIds))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
