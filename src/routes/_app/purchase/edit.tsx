import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { lenient } from '../../../grids/gridSearch.js';
import { PurchaseEditorScreen } from './edit/-components/PurchaseEditorScreen.js';

/** `?id=` opens a batch; without it, a new one. A bad value in a hand-edited URL opens a new batch. */
// The router reads `?id=5` as the number 5 already: no coercion (and none of zod's coerce in the first bundle).
const editorSearch = z.object({ id: lenient(z.int().check(z.minimum(1))) });

// No loader: the editor loads what it needs itself, and the menu's bundle carries none of it.
export const Route = createFileRoute('/_app/purchase/edit')({
  validateSearch: editorSearch,
  component: PurchaseEditorScreen,
});
