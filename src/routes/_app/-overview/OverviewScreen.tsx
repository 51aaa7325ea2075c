import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../../api/ApiContext.js';
import { describeError } from '../../../api/describeError.js';
import { latestSalesQuery, localizationHistoryQuery, waitingOrdersQuery } from '../../../queries/overview.js';
import { syncFamiliesQuery } from '../../../queries/sync.js';
import { ScreenTitle } from '../../../screens/ScreenTitle.js';
import { LatestSalesTable } from './LatestSalesTable.js';
import { SalesTiles } from './SalesTiles.js';
import { SyncStateCard } from './SyncStateCard.js';
import { WaitingOrdersCard } from './WaitingOrdersCard.js';

// The charts load after the figures: the overview shows before MUI X Charts arrive.
const SalesChart = lazy(() => import('./SalesChart.js').then((module) => ({ default: module.SalesChart })));
const LocalizationCard = lazy(() =>
  import('./LocalizationCard.js').then((module) => ({ default: module.LocalizationCard })),
);

/** Days of the sales chart. */
export const CHART_DAYS = 90;

/**
 * The first screen after login: how sales go (today, week against week, 90 days), the localization
 * index, the orders waiting for the seller, and whether the data is fresh, with "sync everything".
 */
export function OverviewScreen() {
  const intl = useIntl();
  const api = useApi();
  const sales = useQuery(latestSalesQuery(api, CHART_DAYS));
  const waiting = useQuery(waitingOrdersQuery(api));
  const localization = useQuery(localizationHistoryQuery(api));
  const families = useQuery(syncFamiliesQuery(api));
  const error = sales.error ?? waiting.error ?? localization.error ?? families.error;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle id="menu.seller.overview" />
      {error && <Alert severity="error">{describeError(error, intl)}</Alert>}
      {sales.data ? <SalesTiles report={sales.data} /> : <Skeleton variant="rounded" height={96} />}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(280px, 1fr)' } }}
      >
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          {sales.data ? <SalesChart report={sales.data} /> : <Skeleton variant="rounded" height={320} />}
        </Suspense>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
            {localization.data && <LocalizationCard history={localization.data} />}
          </Suspense>
          {waiting.data && <WaitingOrdersCard waiting={waiting.data} />}
        </Box>
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(280px, 1fr)' } }}
      >
        {sales.data && <LatestSalesTable sales={sales.data.LastSales} />}
        {families.data && <SyncStateCard families={families.data} />}
      </Box>
    </Box>
  );
}
