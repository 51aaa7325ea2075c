import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { KEYWORDS_GRID_ID } from './-components/keywordGridId.js';
import type { KeywordSearch } from './-components/keywordSearch.js';

// No loader: the screen loads its data itself. Nor a zod check here: the screen parses its search with
// `keywordSearch` in its own chunk, as the schema would weigh on the first screen, which is at its budget.
export const Route = createFileRoute('/_app/search-term/')({
  validateSearch: (search: Record<string, unknown>) => search as KeywordSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(KEYWORDS_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/search-term', search: saved, replace: true });
  },
  component: lazyRouteComponent(() => import('./-components/KeywordsScreen.js'), 'KeywordsScreen'),
});
