import { createFileRoute } from '@tanstack/react-router';
import { StarvationScreen } from './stock-starvation-report/-components/StarvationScreen.js';
import { starvationSearch } from './stock-starvation-report/-components/starvationSearch.js';

// No loader: the screen loads its data itself, so the first screen's bundle carries none of it.
export const Route = createFileRoute('/_app/ozon/stock-starvation-report')({
  validateSearch: starvationSearch,
  component: StarvationScreen,
});
