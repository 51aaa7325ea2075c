import { createFileRoute } from '@tanstack/react-router';
import { CHART_DAYS, latestSalesQuery, localizationHistoryQuery, waitingOrdersQuery } from '../../queries/overview.js';
import { OverviewScreen } from './-overview/OverviewScreen.js';

export const Route = createFileRoute('/_app/')({
  // Prefetch without waiting: the overview shows at once with its placeholders and fills as each report
  // arrives, and a click elsewhere meanwhile is not held up by (or lost to) this loader.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(latestSalesQuery(context.api, CHART_DAYS));
    void context.queryClient.prefetchQuery(waitingOrdersQuery(context.api));
    void context.queryClient.prefetchQuery(localizationHistoryQuery(context.api));
  },
  component: OverviewScreen,
});
