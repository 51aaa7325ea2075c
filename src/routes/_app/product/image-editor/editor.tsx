import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The editor and its canvas library load in a chunk of their own, only when the screen is opened.
const PictureEditorScreen = lazy(() =>
  import('./-components/PictureEditorScreen.js').then((module) => ({ default: module.PictureEditorScreen })),
);

export const Route = createFileRoute('/_app/product/image-editor/editor')({
  component: () => (
    <Suspense fallback={null}>
      <PictureEditorScreen />
    </Suspense>
  ),
});
