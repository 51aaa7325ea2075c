import CloudDownload from '@mui/icons-material/CloudDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SupplyOrderState } from '../../../../../../contracts/enums.js';
import type { Job } from '../../../../../../contracts/jobs.js';
import type { OzonSupplyOrder } from '../../../../../../contracts/supplyOrders.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../../grids/useServerGrid.js';
import { findSupplyOrders, supplyCommands, supplyKeys, supplyOrderListQuery } from '../../../../../queries/supplies.js';
import { DayRangeFields } from '../../../../../screens/dates/DayRangeFields.js';
import { MultiSelectFilter } from '../../../../../screens/MultiSelectFilter.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { JobProgress } from '../../../../../shell/JobProgress.js';
import { ImportResultDialog } from '../../../../../sync/ImportResultDialog.js';
import { useImportJob } from '../../../../../sync/useImportJob.js';
import { stateLabel, supplyOrderColumns } from './supplyOrderColumns.js';
import { SupplyOrderDetails } from './SupplyOrderDetails.js';
import { findSupplyOrdersRequestOf, SUPPLY_ORDERS_GRID_ID, type SupplyOrderSearch } from './supplyOrderSearch.js';
import { dayText } from '../../../../../app/dayText.js';

const route = getRouteApi('/_app/ozon/supplyOrder');
const STATES = Object.values(SupplyOrderState);

/** The seller's FBO supply orders by state, page by page; one opened beside with its items and cross-dock warehouse. */
export function SupplyOrdersScreen() {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [result, setResult] = useState<Job | null>(null);
  const t = (id: string) => intl.formatMessage({ id });
  const setSearch = (next: SupplyOrderSearch) => void navigate({ search: next, replace: true });
  const importing = useImportJob({
    kinds: ['ImportOzonSupplyOrders'],
    start: supplyCommands(api).importSupplyOrders,
    successId: 'supplyOrder.imported',
    failureId: 'supplyOrder.importError',
    onCompleted: async (job, startedHere) => {
      await queryClient.invalidateQueries({ queryKey: supplyKeys.all });
      if (startedHere) setResult(job);
    },
  });
  const columns = useMemo(() => supplyOrderColumns(intl), [intl]);
  const request = findSupplyOrdersRequestOf(search);
  const query = supplyOrderListQuery(api, request);
  const page = useQuery(query);
  const stateName = (state: number) => stateLabel(intl, { State: state as SupplyOrderState, Status: '' });
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: SUPPLY_ORDERS_GRID_ID,
    title: t('menu.marketplace.supplies'),
    columns,
    search,
    onSearchChange: setSearch,
    query,
    fetchPage: (Offset, Count) => findSupplyOrders(api, { ...request, Offset, Count, IncludeItems: false }),
    filterFields: [],
    filterChips: {
      states: (states: number[]) => `${t('supplyOrder.filter.states')}: ${states.map(stateName).join(', ')}`,
      from: (day: string) => `${t('salesOrder.filter.from')}: ${dayText(day, intl.locale)}`,
      to: (day: string) => `${t('salesOrder.filter.to')}: ${dayText(day, intl.locale)}`,
      number: (number: string) => `${t('supplyOrder.fields.OzonOrderNumber')}: ${number}`,
    },
    emptyText: t('supplyOrder.empty'),
  });
  const counts = new Map((page.data?.StateCounts ?? []).map((entry) => [entry.State, entry.Count]));
  const opened = dataGridProps.rows.find((row) => row.ID === search.order);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.marketplace.supplies"
        actions={
          <Button variant="contained" startIcon={<CloudDownload />} onClick={importing.start} disabled={importing.busy}>
            <FormattedMessage id="supplyOrder.import" />
          </Button>
        }
      />
      {importing.busy && <JobProgress job={importing.job} labelId="supplyOrder.importing" />}
      <Box
        role="group"
        aria-label={t('supplyOrder.filters')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <MultiSelectFilter
          label={t('supplyOrder.filter.states')}
          value={search.states ?? []}
          minWidth={260}
          options={STATES.map((state) => ({ value: state, label: `${stateName(state)} (${counts.get(state) ?? 0})` }))}
          onChange={(states) => setSearch(withFilterValue(search, 'states', states))}
        />
        <DayRangeFields
          from={search.from}
          to={search.to}
          onChange={(key, day) => setSearch(withFilterValue(search, key, day))}
        />
      </Box>
      <ServerGrid<OzonSupplyOrder>
        {...dataGridProps}
        getRowId={(row) => row.ID}
        label={t('menu.marketplace.supplies')}
        onRowClick={({ row }) => setSearch({ ...search, order: row.ID })}
        getRowClassName={({ row }) => (row.ID === search.order ? 'Mui-selected' : '')}
        toolbar={{
          searchLabel: t('supplyOrder.search'),
          searchValue: search.number,
          onSearchChange: (number) => setSearch(withFilterValue(search, 'number', number)),
          onExport: exportAll,
        }}
        height="calc(100vh - 290px)"
      />
      <SupplyOrderDetails order={opened} onClose={() => setSearch({ ...search, order: undefined })} />
      <ImportResultDialog job={result} open={result !== null} onClose={() => setResult(null)} />
    </Box>
  );
}
