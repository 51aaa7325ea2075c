import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The screen loads in a chunk of its own behind the route's, like the price analyzer: the first
// screen's bundle is at its budget. The video and GIF encoders load later still, at the first export.
const AnimatorScreen = lazy(() =>
  import('./animator/-components/AnimatorScreen.js').then((module) => ({ default: module.AnimatorScreen })),
);

export const Route = createFileRoute('/_app/product/animator')({
  component: () => (
    <Suspense fallback={null}>
      <AnimatorScreen />
    </Suspense>
  ),
});
