import { createFileRoute } from '@tanstack/react-router';
import { warehouseClustersQuery, warehousesQuery } from '../../../../queries/warehouses.js';
import { WarehousesScreen } from './-components/WarehousesScreen.js';
import { warehouseListSearch } from './-components/warehouseListSearch.js';

export const Route = createFileRoute('/_app/ozon/warehouse/list')({
  validateSearch: warehouseListSearch,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(warehouseClustersQuery(context.api)),
      context.queryClient.prefetchQuery(warehousesQuery(context.api)),
    ]),
  component: WarehousesScreen,
});
