import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { ShipmentsScreen } from './-components/ShipmentsScreen.js';
import { SHIPMENTS_GRID_ID, shipmentSearch } from './-components/shipmentSearch.js';

// No loader: the screen loads its data itself, so the first screen's bundle carries none of it.
export const Route = createFileRoute('/_app/shipment/')({
  validateSearch: shipmentSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(SHIPMENTS_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/shipment/', search: shipmentSearch.parse(saved), replace: true });
  },
  component: ShipmentsScreen,
});
