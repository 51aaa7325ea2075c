import { loadGridSearch } from '../storage/gridFilters.js';

/**
 * When the user enters a grid's screen with no search in the URL, the search they left it with.
 * Only on entering: clearing every filter while on the screen must not bring old ones back.
 */
export async function savedSearchToRestore<Search extends object>(
  gridId: string,
  cause: 'enter' | 'stay' | 'preload',
  search: Search,
): Promise<Search | undefined> {
  if (cause !== 'enter' || Object.keys(search).length > 0) return undefined;
  const saved = await loadGridSearch<Search>(gridId).catch(() => undefined);
  return saved && Object.keys(saved).length > 0 ? saved : undefined;
}
