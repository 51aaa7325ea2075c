import { z } from 'zod';

/**
 * What the category-tree sync reports when it ends. Apart from the rest of the search-term contracts
 * because the top bar reads every job's result: only this schema weighs on the first screen.
 */
export const categoryTreeImportResult = z.object({
  CategoryCount: z.number().int(),
  ProductTypeCount: z.number().int(),
  DeletedCount: z.number().int().describe('Categories and types gone from Ozon since the last import, kept flagged'),
  UpdatedCount: z.number().int().describe('Added, renamed or changed (a second import: 0)'),
});
export type CategoryTreeImportResult = z.infer<typeof categoryTreeImportResult>;

/** What the update of the queued search terms reports when it ends (a run with failures fails instead). */
export const searchTermUpdateResult = z.object({
  Source: z.string().describe('The keyword statistics source asked'),
  UpdatedCount: z.number().int().describe('Terms whose statistics were written'),
  NewTermCount: z.number().int().describe('Phrases not yet tracked, added as terms of their own'),
});
export type SearchTermUpdateResult = z.infer<typeof searchTermUpdateResult>;
