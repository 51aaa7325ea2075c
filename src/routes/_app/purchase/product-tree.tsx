import { createFileRoute } from '@tanstack/react-router';
import { PurchaseTreeScreen } from './product-tree/-components/PurchaseTreeScreen.js';
import { purchaseTreeRequestOf, purchaseTreeSearch } from './product-tree/-components/purchaseTreeSearch.js';

export const Route = createFileRoute('/_app/purchase/product-tree')({
  validateSearch: purchaseTreeSearch,
  loaderDeps: ({ search }) => purchaseTreeRequestOf(search),
  // Prefetch, not ensure: a failed load shows in the grid, not as a broken page. The queries come with
  // the screen's chunk, not the first bundle.
  loader: async ({ context, deps }) => {
    const { purchaseTreeQuery, salesChannelsQuery } = await import('../../../queries/purchases.js');
    await Promise.all([
      context.queryClient.prefetchQuery(purchaseTreeQuery(context.api, deps)),
      context.queryClient.prefetchQuery(salesChannelsQuery(context.api)),
    ]);
  },
  component: PurchaseTreeScreen,
});
