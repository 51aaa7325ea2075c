import { z } from 'zod';
import { integerParam } from './common.js';

/**
 * Where terms stand with the updater and how many to queue: the parts of the search-term contract the
 * web app needs at run time, apart from the rest (its recursive tree schema would bring zod's lazy
 * schemas into the first screen's bundle, where zod lives). contracts/searchTerms.ts re-exports them.
 */

/** SPEC.md section 4: where a term's history or phrases stand with the updater. Numbers on the wire. */
export const SearchTermStatus = { Unknown: 0, Ready: 1, QueuedForUpdate: 2, Downloaded: 3 } as const;
export type SearchTermStatus = (typeof SearchTermStatus)[keyof typeof SearchTermStatus];

/** EnqueueForUpdate?count: the N terms whose data is oldest (never updated first). */
export const enqueueQuery = z.object({ count: integerParam(z.number().int().min(1).max(1_000_000)) });
export const enqueueResult = z.object({ QueuedCount: z.number().int() });
