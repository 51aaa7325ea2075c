import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { operationListQuery } from '../../../queries/operations.js';
import { TransactionsScreen } from './transaction/-components/TransactionsScreen.js';
import {
  findOperationsRequestOf,
  TRANSACTIONS_GRID_ID,
  transactionSearch,
} from './transaction/-components/transactionSearch.js';

export const Route = createFileRoute('/_app/ozon/transaction')({
  validateSearch: transactionSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(TRANSACTIONS_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/ozon/transaction', search: transactionSearch.parse(saved), replace: true });
  },
  loaderDeps: ({ search }) => findOperationsRequestOf(search),
  // Prefetch, not ensure: a failed load shows in the grid, not as a broken page.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(operationListQuery(context.api, deps)),
  component: TransactionsScreen,
});
