import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { JobKind } from '../../contracts/jobs.js';
import type { DbOrTrx } from '../db/database.js';
import type { JobDefinition } from './jobEngine.js';
import { queueWithMissingPrerequisites } from './queueWithPrerequisites.js';

/** Schedules read in Moscow time, as Ozon's own deadlines and reports do. */
export const SCHEDULE_TIME_ZONE = 'Europe/Moscow';

/** The next time a cron expression fires after `after`; throws on an expression croner cannot read. */
export function nextRunOf(cron: string, after: Date): Date | null {
  return new Cron(cron, { paused: true, timezone: SCHEDULE_TIME_ZONE }).nextRun(after);
}

/** Whether a cron expression is valid; the message says what is wrong when it is not. */
export function cronProblem(cron: string): string | null {
  try {
    if (!nextRunOf(cron, new Date())) return 'never fires';
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Adds the default schedule of every family that has none yet; the seller's edits are kept. */
export async function ensureSchedules(db: DbOrTrx, defaults: { kind: JobKind; cron: string }[]): Promise<void> {
  const now = new Date();
  await db
    .insertInto('sync_schedules')
    .values(defaults.map(({ kind, cron }) => ({ kind, cron, enabled: true, next_run_at: nextRunOf(cron, now) })))
    .onConflict((conflict) => conflict.column('kind').doNothing())
    .execute();
}

/** What a schedule needs to know of its family. */
export type ScheduledFamily = Pick<JobDefinition, 'kind' | 'hasWork' | 'missingPrerequisites' | 'maxAttempts'>;

/**
 * Starts the runs that are due. Each due schedule is advanced with a compare-and-set on its
 * next_run_at: of any number of processes that see it due, exactly one advances it and queues the run,
 * behind the prerequisites whose data is still missing (a fresh install's first scheduled runs).
 */
export async function runDueSchedules(
  db: DbOrTrx,
  now: Date,
  log: FastifyBaseLogger,
  familyOf: (kind: JobKind) => ScheduledFamily | undefined = () => undefined,
): Promise<void> {
  const due = await db
    .selectFrom('sync_schedules')
    .selectAll()
    .where('enabled', '=', true)
    .where('next_run_at', '<=', now)
    .execute();
  for (const schedule of due) {
    let next: Date | null;
    try {
      next = nextRunOf(schedule.cron, now);
    } catch {
      next = null;
    }
    const claimed = await db
      .updateTable('sync_schedules')
      .set({ next_run_at: next })
      .where('kind', '=', schedule.kind)
      .where('enabled', '=', true)
      .where('next_run_at', '=', schedule.next_run_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const family = familyOf(schedule.kind as JobKind) ?? { kind: schedule.kind as JobKind };
    // A kind with nothing to do (the robot without a task) is not queued: its turn just passes.
    if (family.hasWork && !(await family.hasWork())) continue;
    const { row, joined } = await queueWithMissingPrerequisites(db, family, 'schedule');
    log.info({ kind: schedule.kind, slot: schedule.next_run_at, job: row.id, joined }, 'scheduled sync');
  }
}

export async function updateSchedule(
  db: DbOrTrx,
  schedule: { kind: JobKind; enabled: boolean; cron: string },
): Promise<void> {
  await db
    .updateTable('sync_schedules')
    .set({
      enabled: schedule.enabled,
      cron: schedule.cron,
      next_run_at: schedule.enabled ? nextRunOf(schedule.cron, new Date()) : null,
      updated_at: sql`now()`,
    })
    .where('kind', '=', schedule.kind)
    .execute();
}
