import { z } from 'zod';
import { id } from './common.js';
import { ozonWarehouseClusterType, ozonWarehouseStatus, ozonWarehouseType } from './enums.js';

/**
 * Ozon's warehouses and clusters as the back-office keeps them (SPEC.md section 3). Names in postings
 * and reports differ from the names in Ozon's lists: aliases are the other names a place goes by.
 */
const ozonId = z.number().int().min(1).describe("Ozon's own id");
const alias = z.string().trim().min(1, 'must not be blank').max(200);
export const aliases = z
  .array(alias)
  .max(50)
  .refine((list) => new Set(list.map((name) => name.toLowerCase())).size === list.length, 'has the same alias twice');

export const ozonWarehouseClusterBase = z.object({
  ID: id,
  OzonID: ozonId.nullable().describe('Ozon cluster id; null for a cluster the seller added'),
  Name: z.string(),
  Type: ozonWarehouseClusterType,
  SellingCluster: z.boolean().describe('Buyers of the cluster are counted as its sales (local sales)'),
  Aliases: z.array(z.string()),
});

export const ozonWarehouseBase = z.object({
  ID: id,
  OzonID: ozonId,
  OzonWarehouseClusterID: id.nullable(),
  Name: z.string(),
  Address: z.string().nullable(),
  Standalone: z.boolean().describe('Analysed on its own in stock reports, not as part of its cluster'),
  SellerWarehouse: z.boolean().describe("The seller's own FBS/rFBS warehouse"),
  Aliases: z.array(z.string()),
  Status: ozonWarehouseStatus,
  Type: ozonWarehouseType,
});

export const ozonWarehouse = ozonWarehouseBase.extend({ WarehouseCluster: ozonWarehouseClusterBase.nullable() });
export type OzonWarehouse = z.infer<typeof ozonWarehouse>;

export const ozonWarehouseCluster = ozonWarehouseClusterBase.extend({ Warehouses: z.array(ozonWarehouseBase) });
export type OzonWarehouseCluster = z.infer<typeof ozonWarehouseCluster>;

/** Find-requests with the defaults of SPEC.md section 3. */
export const getOzonWarehousesRequest = z.object({
  IDs: z.array(id).max(10_000).default([]),
  OzonIDs: z.array(ozonId).max(10_000).default([]),
  IncludeAliases: z.boolean().default(true),
  IncludeClusters: z.boolean().default(false),
});
export type GetOzonWarehousesRequest = z.infer<typeof getOzonWarehousesRequest>;

export const getOzonWarehouseClustersRequest = z.object({
  IDs: z.array(id).max(10_000).default([]),
  IncludeAliases: z.boolean().default(true),
  IncludeWarehouses: z.boolean().default(true),
  WarehouseTypes: z.array(ozonWarehouseType).max(10).default([]),
});
export type GetOzonWarehouseClustersRequest = z.infer<typeof getOzonWarehouseClustersRequest>;

/** What the seller edits of a warehouse: its cluster, aliases, status and the standalone flag. */
export const updateOzonWarehouse = z.object({
  ID: id,
  OzonWarehouseClusterID: id.nullable(),
  Standalone: z.boolean(),
  Aliases: aliases,
  Status: ozonWarehouseStatus,
});
export type UpdateOzonWarehouse = z.infer<typeof updateOzonWarehouse>;

/** One status for many warehouses at once (the seller reviews a cluster and marks it ready). */
export const updateOzonWarehousesStatus = z.object({
  IDs: z
    .array(id)
    .min(1)
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, 'has the same ID twice'),
  Status: ozonWarehouseStatus,
});
export type UpdateOzonWarehousesStatus = z.infer<typeof updateOzonWarehousesStatus>;
