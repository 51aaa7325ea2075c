import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { REVIEWS_GRID_ID, reviewSearch } from './review/-components/reviewSearch.js';

// No loader: the screen loads its data itself, so the first screen's bundle carries none of it. The
// screen is imported from its own route chunk, so the list of the chunks it needs (some sixty, each
// preloaded with it) is written in that chunk, not in the entry every first screen downloads.
export const Route = createFileRoute('/_app/ozon/review')({
  validateSearch: reviewSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(REVIEWS_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/ozon/review', search: reviewSearch.parse(saved), replace: true });
  },
  component: lazyRouteComponent(() => import('./review/-components/ReviewsScreen.js'), 'ReviewsScreen'),
});
