import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PostingStatus } from '../../../../../../contracts/enums.js';
import type { OzonSalesOrder } from '../../../../../../contracts/salesOrders.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../../grids/useServerGrid.js';
import { findSalesOrders, salesOrderListQuery } from '../../../../../queries/salesOrders.js';
import { warehouseClustersQuery } from '../../../../../queries/warehouses.js';
import { HistoryNotice } from '../../../../../sync/HistoryNotice.js';
import { salesOrderKeys } from '../../../../../queries/salesOrders.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { salesOrderColumns } from './salesOrderColumns.js';
import { SalesOrderFilters } from './SalesOrderFilters.js';
import { findSalesOrdersRequestOf, SALES_ORDERS_GRID_ID, type SalesOrderSearch } from './salesOrderSearch.js';
import { SalesOrderSummaryStrip } from './SalesOrderSummaryStrip.js';
import { dayText } from '../../../../../app/dayText.js';

const route = getRouteApi('/_app/ozon/salesOrders');

/** The seller's Ozon orders: what the filtered set adds up to, and the orders page by page. */
export function SalesOrdersScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const clusters = useQuery(warehouseClustersQuery(api));
  const t = (id: string) => intl.formatMessage({ id });
  const setSearch = (next: SalesOrderSearch) => void navigate({ search: next, replace: true });
  const columns = useMemo(() => salesOrderColumns(intl), [intl]);
  const request = findSalesOrdersRequestOf(search);
  const query = salesOrderListQuery(api, request);
  // The grid's own query: the same key, so the summary comes with the page, not in a second request.
  const page = useQuery(query);
  const clusterName = (id: number) => clusters.data?.find((cluster) => cluster.ID === id)?.Name ?? String(id);
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: SALES_ORDERS_GRID_ID,
    title: t('menu.seller.salesOrders'),
    columns,
    search,
    onSearchChange: setSearch,
    query,
    fetchPage: (Offset, Count) => findSalesOrders(api, { ...request, GatherSummary: false, Offset, Count }),
    filterFields: [],
    filterChips: {
      from: (day: string) => `${t('salesOrder.filter.from')}: ${dayText(day, intl.locale)}`,
      to: (day: string) => `${t('salesOrder.filter.to')}: ${dayText(day, intl.locale)}`,
      statuses: (statuses: PostingStatus[]) =>
        `${t('salesOrder.filter.statuses')}: ${statuses.map((status) => t(`salesOrder.status.${status}`)).join(', ')}`,
      clusters: (ids: number[]) => `${t('salesOrder.filter.clusters')}: ${ids.map(clusterName).join(', ')}`,
      posting: (posting: string) => `${t('salesOrder.fields.Postings')}: ${posting}`,
      nonLocal: () => t('salesOrder.filter.nonLocal'),
    },
    emptyText: t('salesOrder.empty'),
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle id="menu.seller.salesOrders" />
      <HistoryNotice from={search.from} reload={salesOrderKeys.all} />
      <SalesOrderFilters search={search} onSearchChange={setSearch} />
      {page.data?.Summary && <SalesOrderSummaryStrip summary={page.data.Summary} />}
      <ServerGrid<OzonSalesOrder>
        {...dataGridProps}
        getRowId={(row) => row.ID}
        label={t('menu.seller.salesOrders')}
        toolbar={{
          searchLabel: t('salesOrder.search'),
          searchValue: search.posting,
          onSearchChange: (posting) => setSearch(withFilterValue(search, 'posting', posting)),
          onExport: exportAll,
        }}
        height="calc(100vh - 330px)"
      />
    </Box>
  );
}
