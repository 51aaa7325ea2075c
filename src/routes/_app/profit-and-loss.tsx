import { createFileRoute } from '@tanstack/react-router';
import { ProfitAndLossScreen } from './profit-and-loss/-components/ProfitAndLossScreen.js';
import { pnlSearch } from './profit-and-loss/-components/pnlSearch.js';

// No loader: the screen loads its data itself, so the first screen's bundle carries none of it.
export const Route = createFileRoute('/_app/profit-and-loss')({
  validateSearch: pnlSearch,
  component: ProfitAndLossScreen,
});
