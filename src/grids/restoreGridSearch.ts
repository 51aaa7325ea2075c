import { loadGridSearch } from '../storage/gridFilters.js';
import { stayedOnScreen } from './screenChanges.js';

/**
 * When the user enters a grid's screen with no search in the URL, the search they left it with.
 * Only on entering: clearing every filter while on the screen must not bring old ones back. Entering is
 * read from the address the user came from (screenChanges), not from the router's cause alone. A preload
 * (the pointer resting on a link) redirects too: a click that lands while that preload is still under
 * way goes where the preload went, and must not open the screen bare (which would save the bare search
 * over the one to restore).
 */
export async function savedSearchToRestore<Search extends object>(
  gridId: string,
  cause: 'enter' | 'stay' | 'preload',
  search: Search,
): Promise<Search | undefined> {
  if (Object.keys(search).length > 0 || (cause === 'stay' && stayedOnScreen())) return undefined;
  const saved = await loadGridSearch<Search>(gridId).catch(() => undefined);
  return saved && Object.keys(saved).length > 0 ? saved : undefined;
}
