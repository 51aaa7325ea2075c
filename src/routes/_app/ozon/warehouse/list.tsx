import { createFileRoute } from '@tanstack/react-router';
import { warehouseClustersQuery, warehousesQuery } from '../../../../queries/warehouses.js';
import { WarehousesScreen } from './-components/WarehousesScreen.js';

export const Route = createFileRoute('/_app/ozon/warehouse/list')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(warehouseClustersQuery(context.api)),
      context.queryClient.prefetchQuery(warehousesQuery(context.api)),
    ]),
  component: WarehousesScreen,
});
