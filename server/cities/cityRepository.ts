import { sql } from 'kysely';
import { cityHierarchyTypes, type CityItem, type FindOzonCityItemsRequest } from '../../contracts/ozonCities.js';
import type { DbOrTrx } from '../db/database.js';
import { yieldToEventLoop } from '../db/yieldToEventLoop.js';
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

/** Rows a statement reads or writes: small enough that the server's thread is never held long by one. */
const BATCH = 500;

/** The stored ids by uid, page by page. */
async function storedIds(trx: DbOrTrx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let after = 0; ; await yieldToEventLoop()) {
    const page = await trx
      .selectFrom('ozon_cities')
      .select(['id', 'uid'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH * 10)
      .execute();
    page.forEach((row) => ids.set(row.uid, row.id));
    if (page.length < BATCH * 10) return ids;
    after = page[page.length - 1].id;
  }
}

/**
 * Writes the whole hierarchy: parents before children (level by level), a row only where the file
 * differs from what is stored, and nodes no longer in the file removed. Answers the ids by uid, and
 * throws (rolling the transaction back) if any node is left without one. Pauses between batches, so
 * a country-size file does not hold the server.
 */
export async function replaceCities(trx: DbOrTrx, cities: FlatCity[]): Promise<Map<string, number>> {
  // One upload at a time: the ids read first stay true while this one writes.
  await sql`LOCK TABLE ozon_cities IN EXCLUSIVE MODE`.execute(trx);
  const ids = await storedIds(trx);
  const stored = [...ids.values()];
  const depth = Math.max(...cities.map((city) => city.depth));
  for (let level = 0; level <= depth; level++) {
    const batch = cities.filter((city) => city.depth === level);
    for (let start = 0; start < batch.length; start += BATCH) {
      await yieldToEventLoop();
      const chunk = batch.slice(start, start + BATCH);
      // Inserted and changed rows answer their ids; unchanged ones keep the stored id.
      const written = await trx
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
        .returning(['id', 'uid'])
        .execute();
      written.forEach((row) => ids.set(row.uid, row.id));
    }
  }
  const orphan = cities.find((city) => !ids.has(city.uid));
  if (orphan) throw new Error(`The city "${orphan.uid}" was written but its id was not found`);
  const kept = new Set(cities.map((city) => ids.get(city.uid)));
  const gone = stored.filter((id) => !kept.has(id));
  for (let start = 0; start < gone.length; start += BATCH) {
    await yieldToEventLoop();
    await trx
      .deleteFrom('ozon_cities')
      .where('id', 'in', gone.slice(start, start + BATCH))
      .execute();
  }
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
