import { createFileRoute } from '@tanstack/react-router';
import { returnsPerDayQuery, returnsPerPackageQuery } from '../../../queries/returns.js';
import { ReturnsScreen } from './returns/-components/ReturnsScreen.js';
import { returnReportRequestOf, returnsSearch } from './returns/-components/returnsSearch.js';

export const Route = createFileRoute('/_app/ozon/returns')({
  validateSearch: returnsSearch,
  loaderDeps: ({ search }) => returnReportRequestOf(search),
  // Prefetch, not ensure: a failed load shows on the screen, not as a broken page.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchQuery(returnsPerDayQuery(context.api, deps)),
      context.queryClient.prefetchQuery(returnsPerPackageQuery(context.api, deps)),
    ]),
  component: ReturnsScreen,
});
