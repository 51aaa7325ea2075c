import { z } from 'zod';
import { jobKind, type FindJobsRequest } from '../../../../../../contracts/jobs.js';
import { gridSearchFields, pageRequest } from '../../../../../grids/gridSearch.js';

export const SYNC_HISTORY_GRID_ID = 'syncHistory';

/** FindJobs answers at most 100 jobs a page. */
const MAX_HISTORY_PAGE = 100;

/** The sync screen's URL: the history's page and family filter, and the job whose result is open. */
export const syncSearch = z.object({
  ...gridSearchFields,
  kind: jobKind.optional().catch(undefined),
  job: z.uuid().optional().catch(undefined),
});
export type SyncSearch = z.infer<typeof syncSearch>;

export function findJobsRequestOf(search: SyncSearch): FindJobsRequest {
  const { Offset, Count } = pageRequest(search);
  return { Kind: search.kind ?? null, Offset, Count: Math.min(Count, MAX_HISTORY_PAGE) };
}
