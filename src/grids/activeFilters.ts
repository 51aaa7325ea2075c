/** A filter the seller can see and drop: one chip in the grid's toolbar. */
export interface ActiveFilter {
  key: string;
  label: string;
}

/**
 * The filters of a search that hold a value, labelled for their chips. A remembered or URL filter
 * is never invisible: the chips say why a grid shows fewer rows (or none).
 */
export function activeFiltersOf<Search extends object>(
  search: Search,
  labels: Partial<Record<keyof Search & string, (value: never) => string>>,
): ActiveFilter[] {
  return Object.entries(labels).flatMap(([key, label]) => {
    const value = (search as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') return [];
    return [{ key, label: (label as (value: unknown) => string)(value) }];
  });
}

/** The search without the given filters (all of them when none is named), from the first page. */
export function withoutFilters<Search extends object>(search: Search, keys: string[]): Search {
  const next: Record<string, unknown> = { ...(search as object), page: undefined };
  for (const key of keys) delete next[key];
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)) as unknown as Search;
}
