import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { jobHistoryQuery } from '../../../queries/jobs.js';
import { syncFamiliesQuery } from '../../../queries/sync.js';
import { SyncScreen } from './sync/-components/SyncScreen.js';
import { findJobsRequestOf, SYNC_HISTORY_GRID_ID, syncSearch } from './sync/-components/SyncSearch.js';

export const Route = createFileRoute('/_app/ozon/sync')({
  validateSearch: syncSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(SYNC_HISTORY_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/ozon/sync', search: syncSearch.parse(saved), replace: true });
  },
  loaderDeps: ({ search }) => findJobsRequestOf(search),
  // Prefetch, not ensure: a failed load shows on the screen, not as a broken page.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchQuery(syncFamiliesQuery(context.api)),
      context.queryClient.prefetchQuery(jobHistoryQuery(context.api, deps)),
    ]),
  component: SyncScreen,
});
