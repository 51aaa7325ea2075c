import { sql } from 'kysely';
import type { Category, ProductType } from '../../contracts/searchTerms.js';
import type { DbOrTrx } from '../db/database.js';
import { NORMALIZED_TYPE_NAME_SQL } from './termText.js';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  disabled: boolean;
  position: number;
}

export interface ProductTypeRow {
  id: number;
  name: string;
  disabled: boolean;
}

export interface CategoryTypeLink {
  categoryId: number;
  typeId: number;
  position: number;
}

const CHUNK = 2000;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Writes the tree as Ozon gave it: rows written only where something changed, categories and types
 * no longer listed flagged deleted, the links of types to categories replaced. Answers how many rows
 * changed and how many were newly flagged.
 */
export async function writeCategoryTree(
  trx: DbOrTrx,
  tree: { categories: CategoryRow[]; types: ProductTypeRow[]; links: CategoryTypeLink[] },
  at: Date,
): Promise<{ updated: number; deleted: number }> {
  let updated = 0;
  for (const rows of chunks(tree.categories)) {
    const result = await sql`
      INSERT INTO search_categories (id, parent_id, name, disabled, position, deleted, synced_at)
      SELECT x.id, x."parentId", x.name, x.disabled, x.position, false, ${at}
      FROM jsonb_to_recordset(${json(rows)}) AS x(id bigint, "parentId" bigint, name text, disabled boolean, position integer)
      ON CONFLICT (id) DO UPDATE SET parent_id = excluded.parent_id, name = excluded.name,
        disabled = excluded.disabled, position = excluded.position, deleted = false, synced_at = excluded.synced_at
      WHERE (search_categories.parent_id, search_categories.name, search_categories.disabled,
          search_categories.position, search_categories.deleted)
        IS DISTINCT FROM (excluded.parent_id, excluded.name, excluded.disabled, excluded.position, false)`.execute(trx);
    updated += Number(result.numAffectedRows ?? 0);
  }
  for (const rows of chunks(tree.types)) {
    const result = await sql`
      INSERT INTO search_product_types (id, name, disabled, deleted, synced_at)
      SELECT x.id, x.name, x.disabled, false, ${at}
      FROM jsonb_to_recordset(${json(rows)}) AS x(id bigint, name text, disabled boolean)
      ON CONFLICT (id) DO UPDATE SET name = excluded.name, disabled = excluded.disabled, deleted = false,
        synced_at = excluded.synced_at
      WHERE (search_product_types.name, search_product_types.disabled, search_product_types.deleted)
        IS DISTINCT FROM (excluded.name, excluded.disabled, false)`.execute(trx);
    updated += Number(result.numAffectedRows ?? 0);
  }
  const categoryIds = tree.categories.map((row) => row.id);
  const typeIds = tree.types.map((row) => row.id);
  const deletedCategories = await sql`
    UPDATE search_categories SET deleted = true
    WHERE NOT deleted AND id NOT IN (SELECT value::bigint FROM jsonb_array_elements_text(${json(categoryIds)}))`.execute(
    trx,
  );
  const deletedTypes = await sql`
    UPDATE search_product_types SET deleted = true
    WHERE NOT deleted AND id NOT IN (SELECT value::bigint FROM jsonb_array_elements_text(${json(typeIds)}))`.execute(
    trx,
  );
  const links = tree.links.map((link) => [link.categoryId, link.typeId, link.position]);
  const gone = await sql`
    DELETE FROM search_category_types l
    WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(${json(links)}) AS x(link)
      WHERE (x.link->>0)::bigint = l.category_id AND (x.link->>1)::bigint = l.type_id)`.execute(trx);
  updated += Number(gone.numAffectedRows ?? 0);
  for (const rows of chunks(links)) {
    const result = await sql`
      INSERT INTO search_category_types (category_id, type_id, position)
      SELECT (x.link->>0)::bigint, (x.link->>1)::bigint, (x.link->>2)::integer FROM jsonb_array_elements(${json(rows)}) AS x(link)
      ON CONFLICT (category_id, type_id) DO UPDATE SET position = excluded.position
      WHERE search_category_types.position IS DISTINCT FROM excluded.position`.execute(trx);
    updated += Number(result.numAffectedRows ?? 0);
  }
  return {
    updated,
    deleted: Number(deletedCategories.numAffectedRows ?? 0) + Number(deletedTypes.numAffectedRows ?? 0),
  };
}

/** Whether the tree was ever imported: the search-term screens say so until it is. */
export async function categoryExists(db: DbOrTrx, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('search_categories').select('id').where('id', '=', id).executeTakeFirst());
}

/**
 * Sets the flag on a category and everything under it (its categories and their product types), as
 * checking a folder checks its contents. Answers false when there is no such category.
 */
export async function setCategoryAnalyzable(trx: DbOrTrx, id: number, analyzable: boolean): Promise<boolean> {
  if (!(await categoryExists(trx, id))) return false;
  await sql`
    WITH RECURSIVE subtree AS (
      SELECT id FROM search_categories WHERE id = ${id}
      UNION ALL SELECT c.id FROM search_categories c JOIN subtree s ON c.parent_id = s.id
    ), categories AS (
      UPDATE search_categories SET analyzable = ${analyzable} WHERE id IN (SELECT id FROM subtree) RETURNING id
    )
    UPDATE search_product_types SET analyzable = ${analyzable}
    WHERE id IN (SELECT type_id FROM search_category_types WHERE category_id IN (SELECT id FROM categories))`.execute(
    trx,
  );
  await trackAnalyzableTypes(trx);
  return true;
}

/** Sets one product type's flag; false when there is no such type. */
export async function setProductTypeAnalyzable(trx: DbOrTrx, id: number, analyzable: boolean): Promise<boolean> {
  const result = await trx
    .updateTable('search_product_types')
    .set({ analyzable })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trackAnalyzableTypes(trx);
  return true;
}

/** Every analyzable type's name becomes a tracked search term (an existing term is reused). */
async function trackAnalyzableTypes(trx: DbOrTrx): Promise<void> {
  await sql`
    INSERT INTO search_terms (term)
    SELECT DISTINCT ${NORMALIZED_TYPE_NAME_SQL} FROM search_product_types t
    WHERE t.analyzable AND NOT t.deleted AND t.search_term_id IS NULL AND trim(t.name) <> ''
    ON CONFLICT (term) DO NOTHING`.execute(trx);
  await sql`
    UPDATE search_product_types t SET search_term_id = s.id FROM search_terms s
    WHERE t.analyzable AND t.search_term_id IS NULL AND s.term = ${NORMALIZED_TYPE_NAME_SQL}`.execute(trx);
}

interface TypeRecord {
  id: number;
  name: string;
  disabled: boolean;
  analyzable: boolean;
  search_term_id: number | null;
  update_time: Date | null;
}

const toProductType = (row: TypeRecord): ProductType => ({
  ID: row.id,
  Name: row.name,
  Disabled: row.disabled,
  Analyzable: row.analyzable,
  SearchTermID: row.search_term_id,
  UpdateTime: row.update_time ? new Date(row.update_time).toISOString() : null,
});

/** Types with their term's update time, joined the same way everywhere. */
const typesWithTerms = (db: DbOrTrx) =>
  db
    .selectFrom('search_product_types as t')
    .leftJoin('search_terms as s', 's.id', 't.search_term_id')
    .select(['t.id', 't.name', 't.disabled', 't.analyzable', 't.search_term_id', 's.update_time'])
    .where('t.deleted', '=', false);

/** One level of the tree (the top one without a parent), each category with its own types. */
export async function categoriesUnder(db: DbOrTrx, parentId: number | null): Promise<Category[]> {
  const rows = await db
    .selectFrom('search_categories as c')
    .select(['c.id', 'c.name', 'c.disabled', 'c.analyzable'])
    .select((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('search_categories as child')
              .select('child.id')
              .whereRef('child.parent_id', '=', 'c.id')
              .where('child.deleted', '=', false),
          ),
          eb.exists(
            eb.selectFrom('search_category_types as l').select('l.type_id').whereRef('l.category_id', '=', 'c.id'),
          ),
        ])
        .as('has_children'),
    )
    .where('c.deleted', '=', false)
    .where((eb) => (parentId === null ? eb('c.parent_id', 'is', null) : eb('c.parent_id', '=', parentId)))
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  const ids = rows.map((row) => row.id);
  const types =
    ids.length === 0
      ? []
      : await typesWithTerms(db)
          .innerJoin('search_category_types as l', 'l.type_id', 't.id')
          .select('l.category_id')
          .where('l.category_id', 'in', ids)
          .orderBy('l.position')
          .orderBy('t.id')
          .execute();
  return rows.map((row) => ({
    ID: row.id,
    Name: row.name,
    Disabled: row.disabled,
    Analyzable: row.analyzable,
    Types: types.filter((type) => type.category_id === row.id).map(toProductType),
    Children: [],
    HasChildren: Boolean(row.has_children),
    Count: null,
  }));
}

/** Analyzable types whose term was never updated or not for `minDaysFromUpdate` days, oldest first. */
export async function typesNeedingUpdate(db: DbOrTrx, minDaysFromUpdate: number, now: Date): Promise<ProductType[]> {
  const before = new Date(now.getTime() - minDaysFromUpdate * 86_400_000);
  const rows = await typesWithTerms(db)
    .where('t.analyzable', '=', true)
    .where((eb) => eb.or([eb('s.update_time', 'is', null), eb('s.update_time', '<=', before)]))
    .orderBy(sql`s.update_time NULLS FIRST`)
    .orderBy('t.id')
    .execute();
  return rows.map(toProductType);
}

/** The whole live tree, for matching terms to types in memory (Ozon's tree is some 40 000 rows). */
export async function wholeTree(db: DbOrTrx) {
  const [categories, types, links] = await Promise.all([
    db
      .selectFrom('search_categories')
      .select(['id', 'parent_id', 'name', 'disabled', 'analyzable', 'position'])
      .where('deleted', '=', false)
      .orderBy('position')
      .execute(),
    typesWithTerms(db).execute(),
    db.selectFrom('search_category_types').select(['category_id', 'type_id', 'position']).orderBy('position').execute(),
  ]);
  return { categories, types: types.map(toProductType), links };
}
