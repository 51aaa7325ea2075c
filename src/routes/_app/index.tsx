import { createFileRoute } from '@tanstack/react-router';
import { CHART_DAYS, latestSalesQuery, localizationHistoryQuery, waitingOrdersQuery } from '../../queries/overview.js';
import { OverviewScreen } from './-overview/OverviewScreen.js';

export const Route = createFileRoute('/_app/')({
  // Prefetch, not ensure: a failed load shows on the screen, not as a broken page.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(latestSalesQuery(context.api, CHART_DAYS)),
      context.queryClient.prefetchQuery(waitingOrdersQuery(context.api)),
      context.queryClient.prefetchQuery(localizationHistoryQuery(context.api)),
    ]),
  component: OverviewScreen,
});
