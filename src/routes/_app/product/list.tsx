import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { productListQuery } from '../../../queries/products.js';
import { ProductsScreen } from './-components/ProductsScreen.js';
import { findProductsRequestOf, PRODUCTS_GRID_ID, productListSearch } from './-components/productListSearch.js';

export const Route = createFileRoute('/_app/product/list')({
  validateSearch: productListSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(PRODUCTS_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/product/list', search: productListSearch.parse(saved), replace: true });
  },
  loaderDeps: ({ search }) => findProductsRequestOf(search),
  // Prefetch, not ensure: a failed load shows in the grid as a toast, not as a broken page.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(productListQuery(context.api, deps)),
  component: ProductsScreen,
});
