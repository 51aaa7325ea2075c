import { z } from 'zod';
import { gridSearchFields } from '../../../../grids/gridSearch.js';

/**
 * The keyword screen's URL, checked by the screen itself (the route only types it); the request it maps
 * to lives in keywordRequest.ts.
 */
export { KEYWORDS_GRID_ID } from './keywordGridId.js';

/** contracts/searchTerms.ts SortField, repeated so the first bundle carries no search-term schema. */
export const KEYWORD_SORT_FIELDS = ['QueryCount', 'SurgePercent', 'Term', 'UpdateTime', 'ID'] as const;

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .optional()
  .catch(undefined);

/**
 * Grid state; the text sought; the least queries a month; the window of months; one status (history or
 * phrases in it); the surge filter's percent (absent: no surge filter); the term opened beside.
 */
export const keywordSearch = z.object({
  ...gridSearchFields,
  sort: z.enum(KEYWORD_SORT_FIELDS).optional().catch(undefined),
  term: z.string().optional().catch(undefined),
  minCount: z.number().int().min(0).optional().catch(undefined),
  from: month,
  to: month,
  status: z.number().int().min(0).max(3).optional().catch(undefined),
  surge: z.number().min(-100).max(1_000_000).optional().catch(undefined),
  open: z.number().int().min(1).optional().catch(undefined),
});
export type KeywordSearch = z.infer<typeof keywordSearch>;
