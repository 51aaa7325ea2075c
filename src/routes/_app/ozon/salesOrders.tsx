import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { salesOrderListQuery } from '../../../queries/salesOrders.js';
import { SalesOrdersScreen } from './salesOrders/-components/SalesOrdersScreen.js';
import {
  findSalesOrdersRequestOf,
  SALES_ORDERS_GRID_ID,
  salesOrderSearch,
} from './salesOrders/-components/salesOrderSearch.js';

export const Route = createFileRoute('/_app/ozon/salesOrders')({
  validateSearch: salesOrderSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(SALES_ORDERS_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/ozon/salesOrders', search: salesOrderSearch.parse(saved), replace: true });
  },
  loaderDeps: ({ search }) => findSalesOrdersRequestOf(search),
  // Prefetch, not ensure: a failed load shows in the grid, not as a broken page.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(salesOrderListQuery(context.api, deps)),
  component: SalesOrdersScreen,
});
