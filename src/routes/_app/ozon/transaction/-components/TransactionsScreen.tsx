import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OzonOperation } from '../../../../../../contracts/operations.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../../grids/useServerGrid.js';
import { findOperations, operationListQuery } from '../../../../../queries/operations.js';
import { HistoryNotice } from '../../../../../sync/HistoryNotice.js';
import { operationKeys } from '../../../../../queries/operations.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { OperationDetails } from './OperationDetails.js';
import { transactionColumns } from './transactionColumns.js';
import { TransactionFilters } from './TransactionFilters.js';
import { findOperationsRequestOf, TRANSACTIONS_GRID_ID, type TransactionSearch } from './transactionSearch.js';
import { TransactionTotalsStrip } from './TransactionTotalsStrip.js';
import { dayText } from '../../../../../app/dayText.js';

const route = getRouteApi('/_app/ozon/transaction');

/** Ozon's finance operations: the period's totals per kind, the operations page by page, one opened beside. */
export function TransactionsScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [opened, setOpened] = useState<OzonOperation | null>(null);
  const t = (id: string) => intl.formatMessage({ id });
  const setSearch = (next: TransactionSearch) => void navigate({ search: next, replace: true });
  const columns = useMemo(() => transactionColumns(intl), [intl]);
  const request = findOperationsRequestOf(search);
  const query = operationListQuery(api, request);
  const page = useQuery(query);
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: TRANSACTIONS_GRID_ID,
    title: t('menu.marketplace.transactions'),
    columns,
    search,
    onSearchChange: setSearch,
    query,
    fetchPage: (Offset, Count) => findOperations(api, { ...request, Offset, Count }),
    filterFields: [],
    filterChips: {
      from: (day: string) => `${t('salesOrder.filter.from')}: ${dayText(day, intl.locale)}`,
      to: (day: string) => `${t('salesOrder.filter.to')}: ${dayText(day, intl.locale)}`,
      kinds: (kinds: number[]) =>
        `${t('operation.filter.kinds')}: ${kinds.map((kind) => t(`operation.kind.${kind}`)).join(', ')}`,
      posting: (posting: string) => `${t('operation.fields.PostingNumber')}: ${posting}`,
    },
    emptyText: t('operation.empty'),
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle id="menu.marketplace.transactions" />
      <HistoryNotice from={search.from} reload={operationKeys.all} />
      <TransactionFilters search={search} onSearchChange={setSearch} />
      {page.data && page.data.Totals.length > 0 && <TransactionTotalsStrip totals={page.data.Totals} />}
      <ServerGrid<OzonOperation>
        {...dataGridProps}
        getRowId={(row) => row.ID}
        label={t('menu.marketplace.transactions')}
        onRowClick={({ row }) => setOpened(row)}
        toolbar={{
          searchLabel: t('operation.search'),
          searchValue: search.posting,
          onSearchChange: (posting) => setSearch(withFilterValue(search, 'posting', posting)),
          onExport: exportAll,
        }}
        height="calc(100vh - 330px)"
      />
      <OperationDetails operation={opened} onClose={() => setOpened(null)} />
    </Box>
  );
}
