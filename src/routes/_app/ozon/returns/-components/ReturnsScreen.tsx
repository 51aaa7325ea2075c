import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ReturnPackageItem } from '../../../../../../contracts/returns.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { ReportGrid } from '../../../../../grids/ReportGrid.js';
import { returnsPerDayQuery, returnsPerPackageQuery } from '../../../../../queries/returns.js';
import { DayRangeFields } from '../../../../../screens/dates/DayRangeFields.js';
import { PackagePicker } from '../../../../../screens/PackagePicker.js';
import { HistoryNotice } from '../../../../../sync/HistoryNotice.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { SummaryFigure, SummaryStrip } from '../../../../../screens/SummaryFigures.js';
import { returnPackageColumns } from './returnPackageColumns.js';
import { ReturnsPerDayChart } from './ReturnsPerDayChart.js';
import { returnReportRequestOf, shownPeriod, type ReturnsSearch } from './returnsSearch.js';
import { dayText } from '../../../../../app/dayText.js';

const route = getRouteApi('/_app/ozon/returns');

/** Returns of the seller's postings: per day in a chart, per package in a table, for a period and packages. */
export function ReturnsScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const setSearch = (next: ReturnsSearch) => void navigate({ search: next, replace: true });
  const request = returnReportRequestOf(search);
  const perDay = useQuery(returnsPerDayQuery(api, request));
  const perPackage = useQuery(returnsPerPackageQuery(api, request));
  const columns = useMemo(() => returnPackageColumns(intl), [intl]);
  const rows = perPackage.data ?? [];
  const units = (perDay.data ?? []).reduce((sum, day) => sum + day.Quantity, 0);
  const refused = (perDay.data ?? []).reduce((sum, day) => sum + day.RefusedQuantity, 0);
  // Per currency: the returns' and the refusals' money (docs/money.md), never added together.
  const amounts = new Map<string, { returned: number; refused: number }>();
  for (const row of rows) {
    const sums = amounts.get(row.Currency) ?? { returned: 0, refused: 0 };
    amounts.set(row.Currency, { returned: sums.returned + row.Amount, refused: sums.refused + row.RefusedAmount });
  }
  const money = (amount: number, currency: string) =>
    intl.formatNumber(amount, { style: 'currency', currency, minimumFractionDigits: 2 });
  const days = perDay.data ?? [];
  const shown = shownPeriod(search, days);
  const period = days.length
    ? `${dayText(days[0]!.Date, intl.locale)} — ${dayText(days.at(-1)!.Date, intl.locale)}`
    : '';
  const loadError = perDay.error ?? perPackage.error;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle id="menu.seller.returns" />
      <HistoryNotice from={shown.from} />
      <Box
        role="group"
        aria-label={t('returns.filters')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <DayRangeFields from={shown.from} to={shown.to} onChange={(key, day) => setSearch({ ...search, [key]: day })} />
        <PackagePicker
          label={t('returns.filter.packages')}
          value={search.packages ?? []}
          onChange={(ids) => setSearch({ ...search, packages: ids.length ? ids : undefined })}
        />
      </Box>
      <SummaryStrip label={t('returns.summary.title')}>
        <SummaryFigure label={t('returns.summary.units')} value={intl.formatNumber(units)} detail={period} />
        <SummaryFigure
          label={t('returns.summary.refused')}
          value={intl.formatNumber(refused)}
          detail={t('returns.summary.refusedDetail')}
        />
        <SummaryFigure label={t('returns.summary.packages')} value={intl.formatNumber(rows.length)} />
        {[...amounts].map(([currency, sums]) => (
          <Box key={currency} sx={{ display: 'contents' }}>
            <SummaryFigure label={t('returns.summary.amount')} value={money(sums.returned, currency)} />
            <SummaryFigure label={t('returns.summary.refusedAmount')} value={money(sums.refused, currency)} />
          </Box>
        ))}
      </SummaryStrip>
      {days.length > 0 && <ReturnsPerDayChart days={days} />}
      <ReportGrid<ReturnPackageItem>
        label={t('returns.table.title')}
        rows={rows}
        columns={columns}
        getRowId={(row) => `${row.OfferID} ${row.Currency}`}
        loading={perPackage.isFetching}
        disableColumnFilter
        exportTitle={t('menu.seller.returns')}
        fileBase="returns"
        height="calc(100vh - 560px)"
        state={{
          error: loadError ? describeError(loadError, intl) : undefined,
          onRetry: () => void Promise.all([perDay.refetch(), perPackage.refetch()]),
          filtered: Boolean(search.packages?.length),
          onClearFilters: () => setSearch({ ...search, packages: undefined }),
          emptyText: t('returns.empty'),
        }}
      />
    </Box>
  );
}
