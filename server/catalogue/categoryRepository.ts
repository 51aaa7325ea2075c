import { sql } from 'kysely';
import type { ProductCategory } from '../../contracts/catalogue.js';
import type { DbOrTrx } from '../db/database.js';

const columns = ['id as ID', 'name as Name'] as const;

export function listCategories(db: DbOrTrx): Promise<ProductCategory[]> {
  return db.selectFrom('product_categories').select(columns).orderBy('name').orderBy('id').execute();
}

export function findCategory(db: DbOrTrx, id: number): Promise<ProductCategory | undefined> {
  return db.selectFrom('product_categories').select(columns).where('id', '=', id).executeTakeFirst();
}

export function findCategoryByName(db: DbOrTrx, name: string): Promise<ProductCategory | undefined> {
  return db
    .selectFrom('product_categories')
    .select(columns)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertCategory(db: DbOrTrx, name: string): Promise<number> {
  const row = await db.insertInto('product_categories').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function renameCategory(db: DbOrTrx, id: number, name: string): Promise<boolean> {
  const result = await db.updateTable('product_categories').set({ name }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
