import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { reconciliationQuery } from '../../../queries/reconciliation.js';
import { ReconciliationScreen } from './reconciliation/-components/ReconciliationScreen.js';
import {
  RECONCILIATION_GRID_ID,
  reconciliationRequestOf,
  reconciliationSearch,
} from './reconciliation/-components/reconciliationSearch.js';

export const Route = createFileRoute('/_app/ozon/reconciliation')({
  validateSearch: reconciliationSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(RECONCILIATION_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/ozon/reconciliation', search: reconciliationSearch.parse(saved), replace: true });
  },
  loaderDeps: ({ search }) => reconciliationRequestOf(search),
  // Prefetch, not ensure: a failed load shows in the grid, not as a broken page.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reconciliationQuery(context.api, deps)),
  component: ReconciliationScreen,
});
