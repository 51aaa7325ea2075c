import type { SearchTermFilter } from '../../../../../contracts/searchTerms.js';
import { pageRequest } from '../../../../grids/gridSearch.js';
import type { KeywordSearch } from './keywordSearch.js';

/** The filter of the URL's search, without the page: what the grid, the export and the tree share. */
export function keywordFilterOf(search: KeywordSearch): Partial<SearchTermFilter> {
  return {
    ...(search.term && { Term: search.term }),
    ...(search.minCount !== undefined && { MinQueryCount: search.minCount }),
    ...(search.from && { MonthFrom: search.from }),
    ...(search.to && { MonthTo: search.to }),
    ...(search.status !== undefined && { Status: search.status as SearchTermFilter['Status'] }),
    ...(search.surge !== undefined && { EnableSurgeFilter: true, SurgePercent: search.surge }),
    ...(search.sort && { SortField: search.sort, SortAscending: !search.desc }),
  };
}

export const keywordRequestOf = (search: KeywordSearch): Partial<SearchTermFilter> => ({
  ...keywordFilterOf(search),
  ...pageRequest(search),
});
