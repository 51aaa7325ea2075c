import * as z from 'zod/mini';
import { jobKinds } from '../../../../../../contracts/jobKinds.js';
import type { FindJobsRequest } from '../../../../../../contracts/jobs.js';
import { gridSearchFields, lenient, pageRequest } from '../../../../../grids/gridSearch.js';

export const SYNC_HISTORY_GRID_ID = 'syncHistory';

/** FindJobs answers at most 100 jobs a page. */
const MAX_HISTORY_PAGE = 100;

/** The sync screen's URL: the history's page and family filter, and the job whose result is open. */
export const syncSearch = z.object({
  ...gridSearchFields,
  kind: lenient(z.enum(jobKinds)),
  job: lenient(z.uuid()),
});
export type SyncSearch = z.infer<typeof syncSearch>;

export function findJobsRequestOf(search: SyncSearch): FindJobsRequest {
  const { Offset, Count } = pageRequest(search);
  return { Kind: search.kind ?? null, Offset, Count: Math.min(Count, MAX_HISTORY_PAGE) };
}
