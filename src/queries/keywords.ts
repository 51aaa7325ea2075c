import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Category,
  FilterCategoriesRequest,
  SearchTermFilter,
  SearchTermPage,
} from '../../contracts/searchTerms.js';
import type { ApiClient } from '../api/client.js';
import { searchTermKeys } from './searchTermKeys.js';

/** The keyword grid and the category tree beside it (the search-term service family). */
export const findSearchTerms = (api: ApiClient, filter: Partial<SearchTermFilter>) =>
  api.json<SearchTermPage>('searchTerm', 'v1/SearchTerm/FindSearchTerms', { json: filter });

export const searchTermListQuery = (api: ApiClient, filter: Partial<SearchTermFilter>) =>
  queryOptions({
    queryKey: searchTermKeys.list(filter),
    queryFn: () => findSearchTerms(api, filter),
    placeholderData: keepPreviousData,
  });

/** One level of the tree: the top without a parent. */
export const categoriesQuery = (api: ApiClient, parentId: number | null) =>
  queryOptions({
    queryKey: searchTermKeys.categories(parentId),
    queryFn: () =>
      api.json<Category[]>('searchTerm', 'v1/CategoryTree/GetCategories', {
        searchParams: parentId === null ? undefined : { id: parentId },
      }),
  });

/** The branches the given terms name, with their counts. */
export const filteredCategoriesQuery = (api: ApiClient, items: FilterCategoriesRequest) =>
  queryOptions({
    queryKey: searchTermKeys.filteredCategories(JSON.stringify(items)),
    queryFn: () => api.json<Category[]>('searchTerm', 'v1/CategoryTree/FilterCategories', { json: items }),
    enabled: items.length > 0,
  });

export const keywordCommands = (api: ApiClient) => ({
  setCategoryAnalyzable: (id: number, analyzable: boolean) =>
    api.json<null>('searchTerm', 'v1/CategoryTree/SetCategoryAnalyzability', {
      method: 'post',
      searchParams: { id, analyzable },
    }),
  setProductTypeAnalyzable: (id: number, analyzable: boolean) =>
    api.json<null>('searchTerm', 'v1/CategoryTree/SetProductTypeAnalyzability', {
      method: 'post',
      searchParams: { id, analyzable },
    }),
  /** The filtered terms as the server writes them (XLSX, streamed); `partial` when cut at its row limit. */
  exportTerms: (filter: Partial<SearchTermFilter>, signal: AbortSignal) =>
    api.download('searchTerm', 'v1/SearchTerm/ExportSearchTerms', { json: filter, signal }, 'search-terms.xlsx'),
});
