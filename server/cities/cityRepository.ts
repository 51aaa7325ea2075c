import { sql } from 'kysely';
import { cityHierarchyTypes, type CityItem, type FindOzonCityItemsRequest } from '../../contracts/ozonCities.js';
import type { DbOrTrx } from '../db/database.js';
import type { FlatCity } from './cityHierarchy.js';

interface CityRow {
  id: number;
  parent_id: number | null;
  ozon_cluster_id: number | null;
  name: string;
  type: number;
}

const toItem = (row: CityRow): CityItem => ({
  ID: row.id,
  ParentID: row.parent_id,
  OzonClusterID: row.ozon_cluster_id === null ? null : Number(row.ozon_cluster_id),
  Name: row.name,
  Type: cityHierarchyTypes[row.type],
});

/**
 * Writes the whole hierarchy: parents before children (level by level), a row only where the file
 * differs from what is stored, and nodes no longer in the file removed. Answers the ids by uid.
 */
export async function replaceCities(trx: DbOrTrx, cities: FlatCity[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const depth = Math.max(...cities.map((city) => city.depth));
  for (let level = 0; level <= depth; level++) {
    const batch = cities.filter((city) => city.depth === level);
    for (let start = 0; start < batch.length; start += 1000) {
      const chunk = batch.slice(start, start + 1000);
      await trx
        .insertInto('ozon_cities')
        .values(
          chunk.map((city) => ({
            uid: city.uid,
            parent_id: city.parentUid === null ? null : ids.get(city.parentUid)!,
            name: city.name,
            type: cityHierarchyTypes.indexOf(city.type),
            ozon_cluster_id: city.ozonClusterId,
          })),
        )
        .onConflict((conflict) =>
          conflict
            .column('uid')
            .doUpdateSet({
              parent_id: sql`excluded.parent_id`,
              name: sql`excluded.name`,
              type: sql`excluded.type`,
              ozon_cluster_id: sql`excluded.ozon_cluster_id`,
            })
            .where(
              sql<boolean>`(ozon_cities.parent_id, ozon_cities.name, ozon_cities.type, ozon_cities.ozon_cluster_id)
                IS DISTINCT FROM (excluded.parent_id, excluded.name, excluded.type, excluded.ozon_cluster_id)`,
            ),
        )
        .execute();
      const rows = await trx
        .selectFrom('ozon_cities')
        .select(['id', 'uid'])
        .where(
          'uid',
          'in',
          chunk.map((city) => city.uid),
        )
        .execute();
      rows.forEach((row) => ids.set(row.uid, row.id));
    }
  }
  await trx
    .deleteFrom('ozon_cities')
    .where(sql<boolean>`NOT (uid = ANY(${sql.val(cities.map((city) => city.uid))}::text[]))`)
    .execute();
  return ids;
}

export async function findCities(db: DbOrTrx, request: FindOzonCityItemsRequest): Promise<CityItem[]> {
  const filters = [
    request.IDs.length ? sql`id = ANY(${sql.val(request.IDs)}::int[])` : null,
    request.OzonClusterIDs.length ? sql`ozon_cluster_id = ANY(${sql.val(request.OzonClusterIDs)}::bigint[])` : null,
  ].filter((filter) => filter !== null);
  const where = filters.length ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  // Children of the found nodes come along, at any depth, when asked for.
  const rows = request.IncludeChildren
    ? await sql<CityRow>`WITH RECURSIVE found AS (
          SELECT id, parent_id, ozon_cluster_id, name, type FROM ozon_cities ${where}
          UNION
          SELECT c.id, c.parent_id, c.ozon_cluster_id, c.name, c.type FROM ozon_cities c JOIN found f ON c.parent_id = f.id
        ) SELECT * FROM found ORDER BY id`.execute(db)
    : await sql<CityRow>`SELECT id, parent_id, ozon_cluster_id, name, type FROM ozon_cities ${where} ORDER BY id`.execute(
        db,
      );
  return rows.rows.map(toItem);
}
