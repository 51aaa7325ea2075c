import type { DataGridProps } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Paged } from '../../contracts/common.js';
import type { CappedCountState } from './ServerGridToolbar.js';
import type { GridSearch } from './gridSearch.js';

/** The search without its paging and order: what the count of its matches depends on. */
function filterKeyOf(search: GridSearch): string {
  const { page: _page, pageSize: _pageSize, sort: _sort, desc: _desc, ...filter } = search;
  return JSON.stringify(filter);
}

/**
 * The grid's row count. A search grid's count stops at its cap (contracts COUNT_CAP): the pager then says
 * «из более N» and goes on page by page, and the toolbar offers the exact count, kept until the filter
 * changes (paging and sorting keep it).
 */
export function useCappedCount(
  gridId: string,
  search: GridSearch,
  page: Paged<unknown> | undefined,
  countExactly: (() => Promise<number>) | undefined,
): { gridProps: Partial<DataGridProps>; toolbar: CappedCountState | undefined } {
  const filterKey = filterKeyOf(search);
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const exact = useQuery({
    queryKey: ['exactCount', gridId, filterKey],
    queryFn: () => countExactly!(),
    enabled: Boolean(countExactly) && askedFor === filterKey,
    staleTime: 60_000,
  });
  const exactCount = askedFor === filterKey ? exact.data : undefined;
  if (exactCount !== undefined) return { gridProps: { rowCount: exactCount }, toolbar: undefined };
  if (!page?.TotalCountCapped) return { gridProps: { rowCount: page?.TotalCount ?? 0 }, toolbar: undefined };
  return {
    gridProps: { rowCount: -1, estimatedRowCount: page.TotalCount, paginationMeta: { hasNextPage: true } },
    toolbar: countExactly
      ? { atLeast: page.TotalCount, counting: exact.isFetching, onCountExactly: () => setAskedFor(filterKey) }
      : undefined,
  };
}
