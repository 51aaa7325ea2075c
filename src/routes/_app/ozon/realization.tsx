import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { realizationComparisonQuery } from '../../../queries/realization.js';
import { RealizationScreen } from './realization/-components/RealizationScreen.js';
import {
  REALIZATION_GRID_ID,
  realizationRequestOf,
  realizationSearch,
} from './realization/-components/realizationSearch.js';

export const Route = createFileRoute('/_app/ozon/realization')({
  validateSearch: realizationSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(REALIZATION_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/ozon/realization', search: realizationSearch.parse(saved), replace: true });
  },
  loaderDeps: ({ search }) => realizationRequestOf(search),
  // Prefetch, not ensure: a failed load shows in the grid, not as a broken page.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(realizationComparisonQuery(context.api, deps)),
  component: RealizationScreen,
});
