import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The screen loads in a chunk of its own behind the route's: the names of the parts it shares with
// other screens (the grid, the fields) stay out of the first screen's bundle, which is at its budget.
// The XLS converter loads later still, when an XLS is picked.
const PriceAnalyzerScreen = lazy(() =>
  import('./price-analyzer/-components/PriceAnalyzerScreen.js').then((module) => ({
    default: module.PriceAnalyzerScreen,
  })),
);

export const Route = createFileRoute('/_app/purchase/price-analyzer')({
  component: () => (
    <Suspense fallback={null}>
      <PriceAnalyzerScreen />
    </Suspense>
  ),
});
