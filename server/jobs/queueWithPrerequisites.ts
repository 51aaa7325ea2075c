import { jobKinds } from '../../contracts/jobs.js';
import type { DbOrTrx } from '../db/database.js';
import type { JobDefinition } from './jobEngine.js';
import { enqueueJob, type JobRow } from './jobRepository.js';

/**
 * Queues a family's job behind those of its prerequisites whose data is still missing, each waiting for
 * the one before, so a first run (asked for or scheduled) never reads Ozon's records before what they
 * join to. Answers the family's own job, which alone gets the params.
 */
export async function queueWithMissingPrerequisites(
  db: DbOrTrx,
  definition: Pick<JobDefinition, 'kind' | 'missingPrerequisites' | 'maxAttempts'>,
  startedBy: string,
  params: object | null = null,
): Promise<{ row: JobRow; joined: boolean }> {
  const missing = (await definition.missingPrerequisites?.()) ?? [];
  const kinds = [...jobKinds.filter((kind) => missing.includes(kind)), definition.kind];
  let queued: { row: JobRow; joined: boolean } | undefined;
  for (const [index, kind] of kinds.entries()) {
    queued = await enqueueJob(db, {
      kind,
      startedBy,
      dependsOn: queued?.row.id ?? null,
      params: index === kinds.length - 1 ? params : null,
      ...(index === kinds.length - 1 && definition.maxAttempts ? { maxAttempts: definition.maxAttempts } : {}),
    });
  }
  return queued!;
}
