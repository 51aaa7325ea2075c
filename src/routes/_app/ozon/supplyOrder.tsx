import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { SupplyOrdersScreen } from './supplyOrder/-components/SupplyOrdersScreen.js';
import { SUPPLY_ORDERS_GRID_ID, supplyOrderSearch } from './supplyOrder/-components/supplyOrderSearch.js';

// No loader: the screen loads its data itself, so the first screen's bundle carries none of it.
export const Route = createFileRoute('/_app/ozon/supplyOrder')({
  validateSearch: supplyOrderSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(SUPPLY_ORDERS_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/ozon/supplyOrder', search: supplyOrderSearch.parse(saved), replace: true });
  },
  component: SupplyOrdersScreen,
});
