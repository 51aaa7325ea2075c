import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PurchaseEditorScreen } from './edit/-components/PurchaseEditorScreen.js';

/** `?id=` opens a batch; without it, a new one. A bad value in a hand-edited URL opens a new batch. */
const editorSearch = z.object({ id: z.coerce.number().int().min(1).optional().catch(undefined) });

// No loader: the editor loads what it needs itself, and the menu's bundle carries none of it.
export const Route = createFileRoute('/_app/purchase/edit')({
  validateSearch: editorSearch,
  component: PurchaseEditorScreen,
});
