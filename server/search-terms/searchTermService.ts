import type {
  Category,
  FilterCategoriesRequest,
  ProductType,
  SearchTermPage,
  SearchTermQuery,
  SearchTermStatistics,
  UpdateSearchTermsItem,
  UpdateSearchTermStatusRequest,
} from '../../contracts/searchTerms.js';
import { countLimit } from '../db/cappedCount.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../domain/errors.js';
import { filterCategories } from './categoryFilter.js';
import {
  categoriesUnder,
  categoryExists,
  setCategoryAnalyzable,
  setProductTypeAnalyzable,
  typesNeedingUpdate,
  wholeTree,
} from './categoryRepository.js';
import {
  countTerms,
  enqueueOldest,
  existingIds,
  findTerms,
  latestMonth,
  setStatuses,
  termStatistics,
  writeTermData,
} from './searchTermRepository.js';

/** The category tree and the search terms (SPEC.md sections 3 and 7): the rules over their tables. */
export function searchTermService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const requireTerms = async (ids: number[]) => {
    const known = await existingIds(db, ids);
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    if (missing.length > 0) throw new NotFoundError(`There is no search term with ID ${missing.join(', ')}.`);
  };

  return {
    async setCategoryAnalyzability(id: number, analyzable: boolean): Promise<void> {
      const found = await db.transaction().execute((trx) => setCategoryAnalyzable(trx, id, analyzable));
      if (!found) throw new NotFoundError(`There is no category with ID ${id}: import the category tree first.`);
    },

    async setProductTypeAnalyzability(id: number, analyzable: boolean): Promise<void> {
      const found = await db.transaction().execute((trx) => setProductTypeAnalyzable(trx, id, analyzable));
      if (!found) throw new NotFoundError(`There is no product type with ID ${id}: import the category tree first.`);
    },

    async getCategories(parentId: number | undefined): Promise<Category[]> {
      if (parentId !== undefined && !(await categoryExists(db, parentId))) {
        throw new NotFoundError(`There is no category with ID ${parentId}.`);
      }
      return categoriesUnder(db, parentId ?? null);
    },

    filterCategories: async (items: FilterCategoriesRequest): Promise<Category[]> =>
      items.length === 0 ? [] : filterCategories(await wholeTree(db), items),

    getProductTypes: (minDaysFromUpdate: number): Promise<ProductType[]> =>
      typesNeedingUpdate(db, minDaysFromUpdate, now()),

    async find(query: SearchTermQuery): Promise<SearchTermPage> {
      const [count, Items] = await Promise.all([
        countTerms(db, query, countLimit(query)),
        findTerms(db, query, { offset: query.Offset, count: query.Count }),
      ]);
      return { ...count, Items };
    },

    count: async (query: SearchTermQuery) => (await countTerms(db, query)).TotalCount,
    latestMonth: () => latestMonth(db),
    page: (query: SearchTermQuery, offset: number, count: number) => findTerms(db, query, { offset, count }),

    enqueueForUpdate: (count: number) => db.transaction().execute((trx) => enqueueOldest(trx, count, now())),

    async updateStatuses(request: UpdateSearchTermStatusRequest): Promise<number> {
      await requireTerms(request.IDs);
      return db
        .transaction()
        .execute((trx) =>
          setStatuses(trx, request.IDs, { history: request.HistoryUpdateStatus, phrases: request.PhraseUpdateStatus }),
        );
    },

    async updateTerms(items: UpdateSearchTermsItem[]) {
      await requireTerms(items.map((item) => item.ID));
      const added = await db.transaction().execute((trx) => writeTermData(trx, items, now()));
      return { UpdatedCount: items.length, NewTermCount: added };
    },

    statistics: (): Promise<SearchTermStatistics> => termStatistics(db, now()),
  };
}
export type SearchTermService = ReturnType<typeof searchTermService>;
