import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { PROMOTIONS_GRID_ID } from './action/-components/actionGridIds.js';
import type { ActionSearch } from './action/-components/actionSearch.js';
import { PromotionsScreen } from './action/-components/PromotionsScreen.js';

// No loader: the screen loads its data itself. Nor a zod check here: the screen parses its search with
// `actionSearch` in its own chunk, as the schema would weigh on the first screen, which is at its budget.
export const Route = createFileRoute('/_app/ozon/action')({
  validateSearch: (search: Record<string, unknown>) => search as ActionSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(PROMOTIONS_GRID_ID, cause, search);
    if (saved) throw redirect({ to: '/ozon/action', search: saved, replace: true });
  },
  component: PromotionsScreen,
});
