import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Job, JobKept, JobKind, JobProblem, JobStatus } from '../../contracts/jobs.js';
import type { DbOrTrx } from '../db/database.js';
import type { JobsTable } from '../db/schema.js';

export type JobRow = Selectable<JobsTable>;

const STATUS: Record<JobRow['status'], JobStatus> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toJob(row: JobRow): Job {
  return {
    ID: row.id,
    Kind: row.kind as JobKind,
    Status: STATUS[row.status],
    StartedBy: row.started_by,
    DependsOn: row.depends_on,
    Done: row.done,
    Total: row.total,
    Attempt: row.attempt,
    CancelRequested: row.cancel_requested,
    CreatedAt: iso(row.created_at)!,
    StartedAt: iso(row.started_at),
    FinishedAt: iso(row.finished_at),
    Error: (row.error as JobProblem | null) ?? null,
    Result: row.result ?? null,
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Queues a job of this kind, or joins the one already queued or running (a double click, a schedule
 * firing while the seller runs it by hand): one index per state makes that hold across processes.
 */
export async function enqueueJob(
  db: DbOrTrx,
  job: { kind: JobKind; startedBy: string; dependsOn?: string | null; maxAttempts?: number; params?: object | null },
): Promise<{ row: JobRow; joined: boolean }> {
  for (;;) {
    const existing = await db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', job.kind)
      .where('status', 'in', ['queued', 'running'])
      .orderBy(sql`status = 'running'`, 'desc')
      .executeTakeFirst();
    if (existing) return { row: existing, joined: true };
    try {
      const row = await db
        .insertInto('jobs')
        .values({
          id: randomUUID(),
          kind: job.kind,
          started_by: job.startedBy,
          depends_on: job.dependsOn ?? null,
          max_attempts: job.maxAttempts ?? 3,
          params: job.params ? JSON.stringify(job.params) : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row, joined: false };
    } catch (error) {
      // Another process queued one between the look and the insert: join that one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Takes the oldest queued job that may run now: no job of its kind is running and its prerequisite
 * (if any) has completed. SKIP LOCKED lets processes claim side by side; the running-per-kind index
 * turns a race for the same kind into a unique violation, answered as "nothing to claim". A job starts
 * at the clock's time, not the statement's: the statement may begin before the job it waited for
 * committed its end, and then seeing it completed would date the start before that end.
 */
export async function claimNextJob(db: DbOrTrx, worker: string): Promise<JobRow | null> {
  try {
    const result = await sql<JobRow>`
      UPDATE jobs SET status = 'running', worker = ${worker}, attempt = attempt + 1,
        started_at = coalesce(started_at, clock_timestamp()), heartbeat_at = now()
      WHERE id = (
        SELECT j.id FROM jobs j
        WHERE j.status = 'queued' AND j.run_after <= now()
          AND NOT EXISTS (SELECT 1 FROM jobs r WHERE r.kind = j.kind AND r.status = 'running')
          AND (j.depends_on IS NULL
            OR EXISTS (SELECT 1 FROM jobs d WHERE d.id = j.depends_on AND d.status = 'completed'))
        ORDER BY j.created_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING *`.execute(db);
    return result.rows[0] ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Saves progress and tells the worker whether the seller asked to cancel. */
export async function heartbeat(
  db: DbOrTrx,
  id: string,
  worker: string,
  progress: { done: number; total: number | null; kept?: JobKept },
): Promise<{ cancelRequested: boolean } | null> {
  const row = await db
    .updateTable('jobs')
    .set({
      heartbeat_at: sql`now()`,
      done: progress.done,
      total: progress.total,
      kept: progress.kept ? JSON.stringify(progress.kept) : null,
    })
    .where('id', '=', id)
    .where('worker', '=', worker)
    .where('status', '=', 'running')
    .returning('cancel_requested')
    .executeTakeFirst();
  return row ? { cancelRequested: row.cancel_requested } : null;
}

export async function finishJob(
  db: DbOrTrx,
  id: string,
  worker: string,
  outcome: {
    status: 'completed' | 'failed' | 'cancelled';
    result?: unknown;
    error?: JobProblem;
    done: number;
    total: number | null;
    kept?: JobKept;
  },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: outcome.status,
      result: outcome.result === undefined ? null : JSON.stringify(outcome.result),
      error: outcome.error ? JSON.stringify(outcome.error) : null,
      kept: outcome.kept ? JSON.stringify(outcome.kept) : null,
      done: outcome.done,
      total: outcome.total,
      finished_at: sql`now()`,
      worker: null,
    })
    .where('id', '=', id)
    .where('worker', '=', worker)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Jobs whose worker stopped beating (a crash, kill -9, a lost connection) go back to the queue while
 * attempts remain, else end failed with that reason; none stays "running" forever. Queued jobs whose
 * prerequisite failed or was cancelled end failed too.
 */
// A newer run already queued takes the place of one that would go back to the queue.
const noOtherQueued = sql<boolean>`NOT EXISTS (SELECT 1 FROM jobs q WHERE q.kind = jobs.kind AND q.status = 'queued')`;

/** Puts a job this process stops (shutdown) back in the queue, unless a newer run is queued already. */
export async function releaseJob(db: DbOrTrx, id: string, worker: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'queued', worker: null })
    .where('id', '=', id)
    .where('worker', '=', worker)
    .where(noOtherQueued)
    .execute();
}

/**
 * Requeues (or fails) running jobs whose heartbeat is older than `staleAfterMs`, except `runningHere`:
 * the jobs the caller itself is running are alive whatever their heartbeat says (a heartbeat can wait
 * behind the job's own long transaction of a big seller's history and go stale). A job the caller no longer runs is reaped even if the caller claimed it.
 */
export async function reapJobs(db: DbOrTrx, staleAfterMs: number, runningHere: string[] = []): Promise<number> {
  const stale = sql<boolean>`heartbeat_at < now() - make_interval(secs => ${staleAfterMs / 1000})
    AND NOT (id = ANY(${runningHere}::uuid[]))`;
  const requeued = await db
    .updateTable('jobs')
    .set({ status: 'queued', worker: null, cancel_requested: false, kept: null })
    .where('status', '=', 'running')
    .where(stale)
    .where((eb) => eb('attempt', '<', eb.ref('max_attempts')))
    .where('cancel_requested', '=', false)
    .where(noOtherQueued)
    .executeTakeFirst();
  const interrupted: JobProblem = {
    type: '/problems/job-interrupted',
    title: 'Interrupted',
    status: 500,
    detail: 'The server stopped while the job ran; it was not retried (no attempts left, or a newer run is queued).',
  };
  const cancelledOnCrash: JobProblem = { ...interrupted, detail: 'The server stopped while the job was cancelled.' };
  // What the run had stored by its last heartbeat goes with the problem (the web app words it).
  await sql`
    UPDATE jobs SET worker = NULL, finished_at = now(),
      status = CASE WHEN cancel_requested THEN 'cancelled' ELSE 'failed' END,
      error = CASE WHEN cancel_requested THEN ${JSON.stringify(cancelledOnCrash)}::jsonb
        ELSE ${JSON.stringify(interrupted)}::jsonb END
        || CASE WHEN kept IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('Kept', kept) END
    WHERE status = 'running' AND ${stale}`.execute(db);
  const prerequisiteFailed: JobProblem = {
    type: '/problems/prerequisite-failed',
    title: 'Prerequisite failed',
    status: 409,
    detail: 'The sync this one depends on did not complete.',
  };
  await sql`
    UPDATE jobs j SET status = 'failed', finished_at = now(), error = ${JSON.stringify(prerequisiteFailed)}::jsonb
    FROM jobs d
    WHERE j.status = 'queued' AND d.id = j.depends_on AND d.status IN ('failed', 'cancelled')`.execute(db);
  return Number(requeued.numUpdatedRows);
}

/** Cancels a queued job at once; a running one is asked to stop (its worker sees it at the next beat). */
export async function requestCancel(db: DbOrTrx, id: string): Promise<JobRow | undefined> {
  const cancelled: JobProblem = {
    type: '/problems/job-cancelled',
    title: 'Cancelled',
    status: 409,
    detail: 'Cancelled before it started.',
  };
  await db
    .updateTable('jobs')
    .set({ status: 'cancelled', finished_at: sql`now()`, error: JSON.stringify(cancelled) })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
  await db
    .updateTable('jobs')
    .set({ cancel_requested: true })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
  return getJobRow(db, id);
}

export const getJobRow = (db: DbOrTrx, id: string) =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

export async function findJobRows(
  db: DbOrTrx,
  filter: { kind: JobKind | null; offset: number; count: number },
): Promise<{ total: number; rows: JobRow[] }> {
  let query = db.selectFrom('jobs');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const [{ total }, rows] = await Promise.all([
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    query.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(filter.offset).limit(filter.count).execute(),
  ]);
  return { total: Number(total), rows };
}

/** Per kind: the queued or running job, and the last finished one. */
export async function latestJobsByKind(
  db: DbOrTrx,
): Promise<{ current: Map<string, JobRow>; last: Map<string, JobRow> }> {
  const current = await db.selectFrom('jobs').selectAll().where('status', 'in', ['queued', 'running']).execute();
  const last = await sql<JobRow>`
    SELECT DISTINCT ON (kind) * FROM jobs
    WHERE status IN ('completed', 'failed', 'cancelled')
    ORDER BY kind, finished_at DESC NULLS LAST`.execute(db);
  return {
    current: new Map(current.map((row) => [row.kind, row])),
    last: new Map(last.rows.map((row) => [row.kind, row])),
  };
}

/** Deletes finished jobs older than the history keeps; a job another one depends on loses only the link. */
export async function pruneFinishedJobs(db: DbOrTrx, keepDays: number): Promise<void> {
  await sql`
    DELETE FROM jobs
    WHERE status IN ('completed', 'failed', 'cancelled') AND finished_at < now() - make_interval(days => ${keepDays})`.execute(
    db,
  );
}
