import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { PurchasesScreen } from './-components/PurchasesScreen.js';
import {
  findPurchaseBatchesRequestOf,
  PURCHASES_GRID_ID,
  purchaseListSearch,
} from './-components/purchaseListSearch.js';

export const Route = createFileRoute('/_app/purchase/')({
  validateSearch: purchaseListSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(PURCHASES_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/purchase', search: purchaseListSearch.parse(saved), replace: true });
  },
  loaderDeps: ({ search }) => findPurchaseBatchesRequestOf(search),
  // Prefetch, not ensure: a failed load shows in the grid, not as a broken page. The queries come with
  // the screen's chunk, not the first bundle.
  loader: async ({ context, deps }) => {
    const { purchaseBatchesQuery } = await import('../../../queries/purchases.js');
    await context.queryClient.prefetchQuery(purchaseBatchesQuery(context.api, deps));
  },
  component: PurchasesScreen,
});
