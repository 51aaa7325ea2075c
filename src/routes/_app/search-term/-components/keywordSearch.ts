import * as z from 'zod/mini';
import { gridSearchFields, lenient } from '../../../../grids/gridSearch.js';

/**
 * The keyword screen's URL, checked by the screen itself (the route only types it); the request it maps
 * to lives in keywordRequest.ts.
 */
export { KEYWORDS_GRID_ID } from './keywordGridId.js';

/** contracts/searchTerms.ts SortField, repeated so the first bundle carries no search-term schema. */
export const KEYWORD_SORT_FIELDS = ['QueryCount', 'SurgePercent', 'Term', 'UpdateTime', 'ID'] as const;

const month = lenient(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)));

/**
 * Grid state; the text sought; the least queries a month; the window of months; one status (history or
 * phrases in it); the surge filter's percent (absent: no surge filter); the term opened beside.
 */
export const keywordSearch = z.object({
  ...gridSearchFields,
  sort: lenient(z.enum(KEYWORD_SORT_FIELDS)),
  term: lenient(z.string()),
  minCount: lenient(z.int().check(z.minimum(0))),
  from: month,
  to: month,
  status: lenient(z.int().check(z.minimum(0), z.maximum(3))),
  surge: lenient(z.number().check(z.minimum(-100), z.maximum(1_000_000))),
  open: lenient(z.int().check(z.minimum(1))),
});
export type KeywordSearch = z.infer<typeof keywordSearch>;
