import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { ozonProductListQuery } from '../../../queries/ozonProducts.js';
import { OzonProductsScreen } from './-components/OzonProductsScreen.js';
import {
  findOzonProductsRequestOf,
  OZON_PRODUCTS_GRID_ID,
  ozonProductSearch,
} from './-components/OzonProductSearch.js';

export const Route = createFileRoute('/_app/ozon/product')({
  validateSearch: ozonProductSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(OZON_PRODUCTS_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/ozon/product', search: ozonProductSearch.parse(saved), replace: true });
  },
  loaderDeps: ({ search }) => findOzonProductsRequestOf(search),
  // Prefetch, not ensure: a failed load shows in the grid as a toast, not as a broken page.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(ozonProductListQuery(context.api, deps)),
  component: OzonProductsScreen,
});
