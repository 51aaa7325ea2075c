import type { SearchTermFilter } from '../../contracts/searchTerms.js';

/** Search terms and the category tree: their keys apart from the queries, for the top bar's reload after a sync. */
export const searchTermKeys = {
  all: ['searchTerms'] as const,
  list: (filter: Partial<SearchTermFilter>) => ['searchTerms', 'list', filter] as const,
  statistics: () => ['searchTerms', 'statistics'] as const,
  categories: (parentId: number | null) => ['searchTerms', 'categories', parentId] as const,
  filteredCategories: (terms: string) => ['searchTerms', 'filteredCategories', terms] as const,
  productTypes: (minDaysFromUpdate: number) => ['searchTerms', 'productTypes', minDaysFromUpdate] as const,
};
