import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StockStarvationItem } from '../../../../../../contracts/supplyPlanning.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { sellerDays } from '../../../../../app/sellerDays.js';
import { ReportGrid } from '../../../../../grids/ReportGrid.js';
import { stockStarvationQuery } from '../../../../../queries/supplies.js';
import { syncFamiliesQuery } from '../../../../../queries/sync.js';
import { SyncLinkNotice } from '../../../../../sync/SyncLinkNotice.js';
import { NumberParameter, ReportParameters, RespectSwitches } from '../../../../../screens/ReportParameters.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { SummaryFigure, SummaryStrip } from '../../../../../screens/SummaryFigures.js';
import { starvationColumns } from './starvationColumns.js';
import { DEFAULT_ANALYSIS_DAYS, starvationRequestOf, urgencyOf, type StarvationSearch } from './starvationSearch.js';
import { DayField } from '../../../../../screens/dates/DayField.js';

const route = getRouteApi('/_app/ozon/stock-starvation-report');

/** Rows by urgency: late in red, due within a week in amber, within two weeks in blue. */
const URGENCY_SX = {
  '& .urgency-late': { bgcolor: 'rgba(211, 47, 47, 0.12)' },
  '& .urgency-week': { bgcolor: 'rgba(237, 108, 2, 0.12)' },
  '& .urgency-fortnight': { bgcolor: 'rgba(2, 136, 209, 0.08)' },
};

/** How many days are left to ship each package to each warehouse, Ozon's and the seller's, most urgent first. */
export function StarvationScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = (id: string) => intl.formatMessage({ id });
  const set = <Key extends keyof StarvationSearch>(key: Key, value: StarvationSearch[Key]) =>
    void navigate({ search: { ...search, [key]: value }, replace: true });
  const request = starvationRequestOf(search);
  const report = useQuery(stockStarvationQuery(api, request));
  const columns = useMemo(() => starvationColumns(intl), [intl]);
  const rows = report.data ?? [];
  const late = rows.filter((row) => urgencyOf(row.ShipmentDays) === 'late').length;
  const week = rows.filter((row) => urgencyOf(row.ShipmentDays) === 'week').length;
  // No stock read from Ozon yet: every position sold reads as 0 left (the stock-out rule keeps quiet then).
  const families = useQuery(syncFamiliesQuery(api));
  const stocksRun = families.data?.find((family) => family.Kind === 'ImportOzonProductStocks')?.LastRun;
  const stocksUnknown =
    families.isSuccess &&
    stocksRun?.Status !== 'Completed' &&
    report.isSuccess &&
    rows.every((row) => row.Present === 0);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle id="menu.marketplace.stockShortage" />
      <ReportParameters label={t('starvation.parameters')}>
        <NumberParameter
          label={t('starvation.param.days')}
          value={search.days ?? DEFAULT_ANALYSIS_DAYS}
          min={1}
          onChange={(days) => set('days', days)}
        />
        <NumberParameter
          label={t('starvation.param.notify')}
          value={search.notify}
          optional
          width={190}
          onChange={(notify) => set('notify', notify)}
        />
        <DayField
          label={t('starvation.param.date')}
          value={search.date ?? sellerDays().dayOf(new Date())}
          onChange={(day) => set('date', day)}
        />
        <RespectSwitches flags={request} onChange={(key, on) => set(key, on ? undefined : false)} />
      </ReportParameters>
      {stocksUnknown && (
        <SyncLinkNotice severity="warning" linkId="starvation.stocksUnknownLink">
          <FormattedMessage id="starvation.stocksUnknown" />
        </SyncLinkNotice>
      )}
      <SummaryStrip label={t('starvation.summary.title')}>
        <SummaryFigure label={t('starvation.summary.late')} value={intl.formatNumber(late)} />
        <SummaryFigure label={t('starvation.summary.week')} value={intl.formatNumber(week)} />
        <SummaryFigure label={t('starvation.summary.rows')} value={intl.formatNumber(rows.length)} />
      </SummaryStrip>
      <ReportGrid<StockStarvationItem>
        label={t('menu.marketplace.stockShortage')}
        rows={rows}
        columns={columns}
        getRowId={(row) => `${row.WarehouseID} ${row.ProductPackageID}`}
        getRowClassName={({ row }) => `urgency-${urgencyOf(row.ShipmentDays)}`}
        loading={report.isFetching}
        sx={URGENCY_SX}
        exportTitle={t('menu.marketplace.stockShortage')}
        // The export adds the moment; a report as of another day says which.
        fileBase={search.date ? `stock-starvation-on-${search.date}` : 'stock-starvation'}
        height="calc(100vh - 380px)"
        state={{
          error: report.error ? describeError(report.error, intl) : undefined,
          onRetry: () => void report.refetch(),
          filtered: search.notify !== undefined,
          onClearFilters: () => set('notify', undefined),
          emptyText: t('starvation.empty'),
        }}
      />
    </Box>
  );
}
