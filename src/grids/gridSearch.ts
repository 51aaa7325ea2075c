import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import * as z from 'zod/mini';
import { MAX_PAGE_SIZE } from '../../contracts/pageSize.js';

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/**
 * A value of a screen's URL: unset when absent, and unset too when a hand-edited URL holds a bad one,
 * rather than a broken screen. Screens' URLs are checked with zod's mini build: every route's check
 * is in the first bundle, where zod's classic build weighed 25 KB gzip and the mini one weighs 15.
 */
export const lenient = <Schema extends z.core.SomeType>(schema: Schema) => z.catch(z.optional(schema), undefined);

/**
 * What every server grid keeps in the URL (STYLE.md front end 3): page, page size and sort. A bad
 * value in a hand-edited URL falls back to the default instead of breaking the screen.
 */
export const gridSearchFields = {
  page: lenient(z.int().check(z.minimum(0))),
  pageSize: lenient(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE))),
  desc: lenient(z.boolean()),
};

export interface GridSearch {
  page?: number;
  pageSize?: number;
  sort?: string;
  desc?: boolean;
}

/**
 * A column filter the server understands: the grid column, its one operator, and the search key.
 * The MIT DataGrid holds one filter item at a time, so a grid declares at most one of these.
 */
export interface GridFilterField<Search> {
  field: string;
  operator: string;
  key: keyof Search & string;
}

export function pageRequest(search: GridSearch): { Offset: number; Count: number } {
  const pageSize = search.pageSize ?? DEFAULT_PAGE_SIZE;
  return { Offset: (search.page ?? 0) * pageSize, Count: pageSize };
}

export function paginationModelOf(search: GridSearch): GridPaginationModel {
  return { page: search.page ?? 0, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
}

export function sortModelOf(search: GridSearch): GridSortModel {
  return search.sort ? [{ field: search.sort, sort: search.desc ? 'desc' : 'asc' }] : [];
}

export function filterModelOf<Search extends GridSearch>(
  search: Search,
  fields: GridFilterField<Search>[],
): GridFilterModel {
  return {
    items: fields
      .filter(({ key }) => search[key] !== undefined && search[key] !== '')
      .map(({ field, operator, key }) => ({ id: field, field, operator, value: search[key] })),
  };
}

/** Drops keys without a value so the URL carries only what differs from the defaults. */
/** Without the keys that filter nothing: unset, an empty text, an empty list of values. */
function compact<Search extends object>(search: Search): Search {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as Search;
}

export function withPagination<Search extends GridSearch>(search: Search, model: GridPaginationModel): Search {
  const pageSizeChanged = model.pageSize !== (search.pageSize ?? DEFAULT_PAGE_SIZE);
  return compact({
    ...search,
    page: pageSizeChanged || model.page === 0 ? undefined : model.page,
    pageSize: model.pageSize === DEFAULT_PAGE_SIZE ? undefined : model.pageSize,
  });
}

/** A new sort or filter starts again at the first page. */
export function withSort<Search extends GridSearch>(search: Search, model: GridSortModel): Search {
  const [first] = model;
  return compact({ ...search, page: undefined, sort: first?.field, desc: first?.sort === 'desc' ? true : undefined });
}

export function withFilters<Search extends GridSearch>(
  search: Search,
  model: GridFilterModel,
  fields: GridFilterField<Search>[],
): Search {
  const next: Record<string, unknown> = { ...(search as object), page: undefined };
  for (const { field, key } of fields) {
    const item = model.items.find((candidate) => candidate.field === field);
    next[key] = item?.value === '' || item?.value === null ? undefined : item?.value;
  }
  return compact(next as Search);
}

export function withFilterValue<Search extends GridSearch>(search: Search, key: keyof Search, value: unknown): Search {
  return compact({ ...search, page: undefined, [key]: value });
}
