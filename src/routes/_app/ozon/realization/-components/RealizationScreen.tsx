import { screenText } from '../../../../../grids/formatters.js';
import CloudDownload from '@mui/icons-material/CloudDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { RealizationDifference } from '../../../../../../contracts/realization.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../../grids/useServerGrid.js';
import {
  getRealizationComparison,
  importRealization,
  realizationComparisonQuery,
  realizationKeys,
} from '../../../../../queries/realization.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { SummaryFigure, SummaryStrip } from '../../../../../screens/SummaryFigures.js';
import { JobProgress } from '../../../../../shell/JobProgress.js';
import { useImportJob } from '../../../../../sync/useImportJob.js';
import { realizationColumns } from './realizationColumns.js';
import {
  REALIZATION_GRID_ID,
  realizationRequestOf,
  recentMonths,
  type RealizationSearch,
} from './realizationSearch.js';
import { dayText } from '../../../../../app/dayText.js';

const route = getRouteApi('/_app/ozon/realization');

/** Ozon's monthly realization report against the month's accruals: the totals, then each posting that differs. */
export function RealizationScreen() {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const setSearch = (next: RealizationSearch) => void navigate({ search: next, replace: true });
  const columns = useMemo(() => realizationColumns(intl), [intl]);
  const request = realizationRequestOf(search);
  const month = request.Month!;
  const monthName = (value: string) => dayText(value, intl.locale, { month: 'long', year: 'numeric' });
  const query = realizationComparisonQuery(api, request);
  const comparison = useQuery(query);
  const importing = useImportJob({
    kinds: ['ImportOzonRealization'],
    start: () => importRealization(api, month),
    successId: 'realization.imported',
    failureId: 'realization.importFailed',
    onCompleted: () => queryClient.invalidateQueries({ queryKey: realizationKeys.comparison({}).slice(0, 2) }),
  });
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: REALIZATION_GRID_ID,
    title: `${t('menu.marketplace.realization')} ${monthName(month)}`,
    columns,
    search,
    onSearchChange: setSearch,
    query,
    fetchPage: (Offset, Count) => getRealizationComparison(api, { ...request, Offset, Count }),
    filterFields: [],
    filterChips: {},
    emptyText: t(comparison.data?.Report ? 'realization.empty' : 'realization.notRead'),
  });
  // The grid's own money text, so the strip, the notices and the cells read alike.
  const money = (value: number) => screenText({ kind: 'money' }, value, intl.locale);
  const data = comparison.data;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle id="menu.marketplace.realization" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('realization.month')}
          value={month}
          onChange={(event) => setSearch(withFilterValue(search, 'month', event.target.value))}
          sx={{ minWidth: 200 }}
        >
          {recentMonths().map((option) => (
            <MenuItem key={option} value={option}>
              {monthName(option)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<CloudDownload />} onClick={importing.start} disabled={importing.busy}>
          {t(data?.Report ? 'realization.readAgain' : 'realization.read')}
        </Button>
      </Box>
      {importing.busy && <JobProgress job={importing.job} labelId="realization.reading" />}
      {data && !data.Report && !importing.busy && (
        <Alert severity="info">{t('realization.notReadHint', { month: monthName(month) })}</Alert>
      )}
      {data?.Report && (
        <SummaryStrip label={t('realization.summary.title')}>
          <SummaryFigure
            label={t('realization.summary.report')}
            value={money(data.ReportTotals.Net)}
            detail={t('realization.summary.document', {
              number: data.Report.Number,
              // Ozon's date as YYYY-MM-DD, shown as the seller reads dates; anything else as Ozon wrote it.
              date: /^\d{4}-\d{2}-\d{2}$/.test(data.Report.DocDate)
                ? dayText(data.Report.DocDate, intl.locale)
                : data.Report.DocDate,
            })}
          />
          <SummaryFigure label={t('realization.summary.accrued')} value={money(data.AccruedTotals.Net)} />
          <SummaryFigure
            label={t('realization.summary.difference')}
            value={money(data.NetDifference)}
            detailColor={data.NetDifference === 0 ? 'success.main' : 'warning.main'}
            detail={
              data.NetDifference === 0
                ? t('realization.summary.matches')
                : t('realization.summary.share', {
                    percent: intl.formatNumber((data.NetDifferencePercent ?? 0) / 100, {
                      style: 'percent',
                      maximumFractionDigits: 3,
                    }),
                  })
            }
          />
          <SummaryFigure
            label={t('realization.summary.postings')}
            value={intl.formatNumber(data.PostingCount)}
            detailColor={data.PostingCount > 0 ? 'warning.main' : 'success.main'}
            detail={t(data.PostingCount > 0 ? 'realization.summary.toCheck' : 'realization.summary.clean')}
          />
          <SummaryFigure label={t('realization.summary.sales')} value={money(data.ReportTotals.SalesAmount)} />
          <SummaryFigure label={t('realization.summary.returns')} value={money(data.ReportTotals.ReturnsAmount)} />
        </SummaryStrip>
      )}
      {data && data.UnsplitOperations > 0 && (
        <Alert severity="warning">{t('realization.unsplit', { count: data.UnsplitOperations })}</Alert>
      )}
      <ServerGrid<RealizationDifference>
        {...dataGridProps}
        getRowId={(row) => `${row.PostingNumber} ${row.Sku} ${row.Field}`}
        label={t('menu.marketplace.realization')}
        toolbar={{ onExport: exportAll }}
        height="calc(100vh - 420px)"
      />
    </Box>
  );
}
