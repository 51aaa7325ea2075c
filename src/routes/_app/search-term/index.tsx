import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { KEYWORDS_GRID_ID, keywordSearch } from './-components/keywordSearch.js';

// No loader: the screen loads its data itself, so the first screen's bundle carries none of it.
export const Route = createFileRoute('/_app/search-term/')({
  validateSearch: keywordSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(KEYWORDS_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/search-term', search: keywordSearch.parse(saved), replace: true });
  },
  component: lazyRouteComponent(() => import('./-components/KeywordsScreen.js'), 'KeywordsScreen'),
});
