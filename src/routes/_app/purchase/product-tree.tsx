import { createFileRoute } from '@tanstack/react-router';
import { purchaseTreeQuery, salesChannelsQuery } from '../../../queries/purchases.js';
import { PurchaseTreeScreen } from './product-tree/-components/PurchaseTreeScreen.js';
import { purchaseTreeRequestOf, purchaseTreeSearch } from './product-tree/-components/purchaseTreeSearch.js';

export const Route = createFileRoute('/_app/purchase/product-tree')({
  validateSearch: purchaseTreeSearch,
  loaderDeps: ({ search }) => purchaseTreeRequestOf(search),
  // Prefetch, not ensure: a failed load shows in the grid, not as a broken page.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchQuery(purchaseTreeQuery(context.api, deps)),
      context.queryClient.prefetchQuery(salesChannelsQuery(context.api)),
    ]),
  component: PurchaseTreeScreen,
});
