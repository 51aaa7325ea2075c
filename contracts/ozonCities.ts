import { z } from 'zod';
import { id } from './common.js';

/** The city hierarchy of Ozon's file: country, federal district, region, city (SPEC.md section 3). */
export const cityHierarchyTypes = ['country', 'federal', 'region', 'city'] as const;
export type CityHierarchyType = (typeof cityHierarchyTypes)[number];

/** Ozon's file has four levels; a deeper one is not Ozon's (and deep recursion would exhaust the stack). */
export const MAX_CITY_HIERARCHY_DEPTH = 8;

export interface CityHierarchyItem {
  uid: string;
  name: string;
  type: CityHierarchyType;
  areaId?: number | null;
  nodes?: CityHierarchyItem[];
}

/** One node of the uploaded file; field names are the file's own (camelCase), not the wire's PascalCase. */
// Registered by id: a recursive schema is described once in the OpenAPI components and referenced.
export const cityHierarchyItem: z.ZodType<CityHierarchyItem> = z
  .lazy(() =>
    z.object({
      uid: z.string().trim().min(1, 'must not be blank').max(100),
      name: z.string().trim().min(1, 'must not be blank').max(300),
      type: z.enum(cityHierarchyTypes, { error: 'must be one of country, federal, region, city' }),
      areaId: z.number().int().min(1).nullish(),
      nodes: z
        .array(cityHierarchyItem)
        .max(100_000)
        .optional()
        .describe(`The nodes inside this one; at most ${MAX_CITY_HIERARCHY_DEPTH} levels in all`),
    }),
  )
  .meta({ id: 'CityHierarchyItem' });

export const cityHierarchy = z.array(cityHierarchyItem).min(1, 'is empty').max(1000);

/** A flattened node, as the back-office keeps it. OzonClusterID is Ozon's cluster id (areaId). */
export const cityItem = z.object({
  ID: id,
  ParentID: id.nullable(),
  OzonClusterID: z.number().int().nullable(),
  Name: z.string(),
  Type: z.enum(cityHierarchyTypes),
});
export type CityItem = z.infer<typeof cityItem>;

export const findOzonCityItemsRequest = z.object({
  IDs: z.array(id).max(10_000).default([]),
  OzonClusterIDs: z.array(z.number().int().min(1)).max(1000).default([]),
  IncludeChildren: z.boolean().default(false).describe('Also every node below the ones found'),
});
export type FindOzonCityItemsRequest = z.infer<typeof findOzonCityItemsRequest>;
