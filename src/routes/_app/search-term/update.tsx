import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { UpdateSearch } from './update/-components/searchTermUpdate.js';

// No loader and no zod here: the screen loads its data and checks its search (`minDaysOf`) itself, from
// its own route chunk, so the first screen's bundle carries none of it.
export const Route = createFileRoute('/_app/search-term/update')({
  validateSearch: (search: Record<string, unknown>) => search as UpdateSearch,
  component: lazyRouteComponent(
    () => import('./update/-components/SearchTermUpdateScreen.js'),
    'SearchTermUpdateScreen',
  ),
});
