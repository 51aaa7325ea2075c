import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  discrepancyKinds,
  type Discrepancy,
  type DiscrepancyKind,
} from '../../../../../../contracts/reconciliation.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../../grids/useServerGrid.js';
import { getReconciliation, reconciliationQuery } from '../../../../../queries/reconciliation.js';
import { DayRangeFields } from '../../../../../screens/dates/DayRangeFields.js';
import { MultiSelectFilter } from '../../../../../screens/MultiSelectFilter.js';
import { HistoryNotice } from '../../../../../sync/HistoryNotice.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { SummaryFigure, SummaryStrip } from '../../../../../screens/SummaryFigures.js';
import { discrepancyColumns } from './discrepancyColumns.js';
import { OperationTypeTotals } from './OperationTypeTotals.js';
import { RECONCILIATION_GRID_ID, reconciliationRequestOf, type ReconciliationSearch } from './reconciliationSearch.js';
import { dayText } from '../../../../../app/dayText.js';

const route = getRouteApi('/_app/ozon/reconciliation');

/** Postings against Ozon's finance operations: what does not add up, each a link to its order. */
export function ReconciliationScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const setSearch = (next: ReconciliationSearch) => void navigate({ search: next, replace: true });
  const set = <Key extends keyof ReconciliationSearch>(key: Key, value: ReconciliationSearch[Key]) =>
    setSearch(withFilterValue(search, key, value));
  const columns = useMemo(() => discrepancyColumns(intl), [intl]);
  const request = reconciliationRequestOf(search);
  const query = reconciliationQuery(api, request);
  const report = useQuery(query);
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: RECONCILIATION_GRID_ID,
    title: t('menu.marketplace.reconciliation'),
    columns,
    search,
    onSearchChange: setSearch,
    query,
    fetchPage: (Offset, Count) => getReconciliation(api, { ...request, Offset, Count }),
    filterFields: [],
    filterChips: {
      from: (day: string) => `${t('salesOrder.filter.from')}: ${dayText(day, intl.locale)}`,
      to: (day: string) => `${t('salesOrder.filter.to')}: ${dayText(day, intl.locale)}`,
      kinds: (kinds: DiscrepancyKind[]) =>
        `${t('reconciliation.filter.kinds')}: ${kinds.map((kind) => t(`reconciliation.kind.${kind}`)).join(', ')}`,
    },
    emptyText: t('reconciliation.empty'),
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle id="menu.marketplace.reconciliation" />
      <HistoryNotice from={request.DateFrom} />
      <Box
        role="group"
        aria-label={t('reconciliation.filters')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <DayRangeFields from={request.DateFrom} to={request.DateTo} onChange={set} />
        <MultiSelectFilter
          label={t('reconciliation.filter.kinds')}
          value={search.kinds ?? []}
          options={discrepancyKinds.map((kind) => ({ value: kind, label: t(`reconciliation.kind.${kind}`) }))}
          onChange={(kinds) => set('kinds', kinds)}
          minWidth={240}
        />
      </Box>
      {report.data && (
        <SummaryStrip label={t('reconciliation.summary.title')}>
          <SummaryFigure
            label={t('reconciliation.summary.postings')}
            value={intl.formatNumber(report.data.PostingCount)}
          />
          {report.data.KindCounts.map((kind) => (
            <SummaryFigure
              key={kind.Kind}
              label={t(`reconciliation.kind.${kind.Kind}`)}
              value={intl.formatNumber(kind.Count)}
              detailColor={kind.Count > 0 ? 'warning.main' : 'success.main'}
              detail={t(kind.Count > 0 ? 'reconciliation.summary.toCheck' : 'reconciliation.summary.clean')}
            />
          ))}
        </SummaryStrip>
      )}
      <ServerGrid<Discrepancy>
        {...dataGridProps}
        getRowId={(row) => `${row.Kind} ${row.PostingNumber} ${row.Currency}`}
        label={t('menu.marketplace.reconciliation')}
        toolbar={{ onExport: exportAll }}
        height="calc(100vh - 420px)"
      />
      {report.data && report.data.OperationTotals.length > 0 && (
        <OperationTypeTotals totals={report.data.OperationTotals} />
      )}
    </Box>
  );
}
