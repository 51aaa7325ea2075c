import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../../api/ApiContext.js';
import { describeError } from '../../../api/describeError.js';
import {
  CHART_DAYS,
  latestSalesQuery,
  localizationHistoryQuery,
  waitingOrdersQuery,
} from '../../../queries/overview.js';
import { syncFamiliesQuery } from '../../../queries/sync.js';
import { historyCoverageQuery } from '../../../queries/history.js';
import { ScreenTitle } from '../../../screens/ScreenTitle.js';
import { useAfterFirstPaint } from '../../../app/afterFirstPaint.js';
import { SalesTiles } from './SalesTiles.js';

// The parts load beside their data: the overview shows (title, tiles) before MUI X Charts, the tables
// and the sync card arrive; the charts load once the tiles have painted (the first screen's budget,
// bench/webWeight.bench.ts).
const SalesChart = lazy(() => import('./SalesChart.js').then((module) => ({ default: module.SalesChart })));
const LocalizationCard = lazy(() =>
  import('./LocalizationCard.js').then((module) => ({ default: module.LocalizationCard })),
);
const WaitingOrdersCard = lazy(() =>
  import('./WaitingOrdersCard.js').then((module) => ({ default: module.WaitingOrdersCard })),
);
const LatestSalesTable = lazy(() =>
  import('./LatestSalesTable.js').then((module) => ({ default: module.LatestSalesTable })),
);
const HistoryNotice = lazy(() =>
  import('../../../sync/HistoryNotice.js').then((module) => ({ default: module.HistoryNotice })),
);
const SyncStateCard = lazy(() => import('./SyncStateCard.js').then((module) => ({ default: module.SyncStateCard })));

// The overview's reports sit under the orders' key (written out: the orders' queries are not on this screen).
const OVERVIEW_DATA = ['salesOrders'] as const;

/** Where a part of the overview will be, while it loads (plain: the first screen's budget is tight). */
const Placeholder = ({ height }: { height: number }) => (
  <Box aria-hidden sx={{ height, borderRadius: 1, bgcolor: 'action.hover' }} />
);

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
  const coverage = useQuery(historyCoverageQuery(api));
  // Days before the whole history are not shown as real days (a day half loaded would look like a slump).
  const wholeFrom =
    coverage.data && coverage.data.Months !== null ? (coverage.data.CompleteFrom ?? '9999-12-31') : null;
  const chartsMayLoad = useAfterFirstPaint(Boolean(sales.data));
  const error = sales.error ?? waiting.error ?? localization.error ?? families.error;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle id="menu.seller.overview" />
      {error && (
        <Typography role="alert" color="error">
          {describeError(error, intl)}
        </Typography>
      )}
      <Suspense fallback={null}>
        {sales.data?.Days[0] && <HistoryNotice from={sales.data.Days[0].Date} reload={OVERVIEW_DATA} />}
      </Suspense>
      {sales.data ? <SalesTiles report={sales.data} /> : <Placeholder height={96} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(280px, 1fr)' },
        }}
      >
        <Suspense fallback={<Placeholder height={320} />}>
          {sales.data && chartsMayLoad ? (
            <SalesChart report={sales.data} wholeFrom={wholeFrom} />
          ) : (
            <Placeholder height={320} />
          )}
        </Suspense>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Suspense fallback={<Placeholder height={160} />}>
            {localization.data &&
              (chartsMayLoad ? <LocalizationCard history={localization.data} /> : <Placeholder height={160} />)}
          </Suspense>
          <Suspense fallback={null}>{waiting.data && <WaitingOrdersCard waiting={waiting.data} />}</Suspense>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(280px, 1fr)' },
        }}
      >
        <Suspense fallback={null}>
          {sales.data && <LatestSalesTable sales={sales.data.LastSales} />}
          {families.data && <SyncStateCard families={families.data} />}
        </Suspense>
      </Box>
    </Box>
  );
}
