import type { ProductCategory } from '../../contracts/catalogue.js';
import type { Db } from '../db/database.js';
import { DuplicateRecordError, NotFoundError } from '../domain/errors.js';
import { findCategoryByName, insertCategory, listCategories, renameCategory } from './categoryRepository.js';

/** Categories group the own products; names are unique regardless of case. */
export function categoryService({ db }: { db: Db }) {
  const conflict = (name: string) => new DuplicateRecordError('ProductCategory', 'Name', name);
  return {
    list: (): Promise<ProductCategory[]> => listCategories(db),

    add: (name: string): Promise<number> =>
      db.transaction().execute(async (trx) => {
        if (await findCategoryByName(trx, name)) throw conflict(name);
        return insertCategory(trx, name);
      }),

    rename: (category: ProductCategory): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const existing = await findCategoryByName(trx, category.Name);
        if (existing && existing.ID !== category.ID) throw conflict(category.Name);
        if (!(await renameCategory(trx, category.ID, category.Name))) {
          throw new NotFoundError(`There is no category with ID ${category.ID}.`, {
            kind: 'ProductCategory',
            id: category.ID,
          });
        }
      }),
  };
}

export type CategoryService = ReturnType<typeof categoryService>;
