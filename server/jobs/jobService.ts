import { syncFamilyKinds, type Job, type JobKind, type SyncFamily } from '../../contracts/jobs.js';
import type { Db } from '../db/database.js';
import { ConflictError, JobFailedError, NotFoundError, ValidationError } from '../domain/errors.js';
import type { JobDefinition, JobEngine } from './jobEngine.js';
import {
  enqueueJob,
  findJobRows,
  getJobRow,
  latestJobsByKind,
  requestCancel,
  toJob,
  type JobRow,
} from './jobRepository.js';
import { queueWithMissingPrerequisites } from './queueWithPrerequisites.js';
import { cronProblem, updateSchedule } from './schedules.js';

/** Params as one text whatever the order of their keys (jsonb keeps its own order): "the scheduled run" for none. */
function canonical(params: unknown): string {
  if (params === null || params === undefined) return 'the scheduled run';
  const object = params as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((key) => [key, object[key]]),
    ),
  );
}

/** Starting, following and cancelling sync jobs; the families' schedules. */
export function jobService({ db, engine, definitions }: { db: Db; engine: JobEngine; definitions: JobDefinition[] }) {
  const definitionOf = (kind: JobKind) => definitions.find((definition) => definition.kind === kind)!;

  /**
   * Queues a family's job (with what it is asked for, e.g. a period); a prerequisite whose data is
   * still missing is queued first, and waited for. A job of the kind already under way is joined when
   * it was asked for the same; one asked for something else is a conflict, not a silent substitute.
   */
  async function start(kind: JobKind, startedBy: string, params: object | null = null): Promise<JobRow> {
    const { row } = await queueWithMissingPrerequisites(db, definitionOf(kind), startedBy, params);
    if (canonical(row.params) !== canonical(params)) {
      throw new ConflictError(
        `A ${kind} job asked for ${canonical(row.params)} is under way (job ${row.id}); start this one when it ends.`,
      );
    }
    engine.wake();
    return row;
  }

  return {
    start,

    /** Starts (or joins) the job and answers its result when it ends: the synchronous import calls. */
    async runAndWait<T>(
      kind: JobKind,
      startedBy: string,
      signal?: AbortSignal,
      params: object | null = null,
    ): Promise<T> {
      const started = await start(kind, startedBy, params);
      const row = await engine.waitFor(started.id, signal);
      if (row.status === 'completed') return row.result as T;
      if (row.error) throw new JobFailedError(toJob(row).Error!);
      throw new ConflictError(`The ${kind} job ended ${row.status}.`);
    },

    /** "Sync everything": every family in dependency order, each waiting for the one before. */
    async syncEverything(startedBy: string): Promise<Job[]> {
      const jobs: JobRow[] = [];
      for (const kind of syncFamilyKinds) {
        const { row } = await enqueueJob(db, { kind, startedBy, dependsOn: jobs.at(-1)?.id ?? null });
        jobs.push(row);
      }
      engine.wake();
      return jobs.map(toJob);
    },

    async get(id: string): Promise<Job> {
      const row = await getJobRow(db, id);
      if (!row) throw new NotFoundError(`There is no job ${id}.`);
      return toJob(row);
    },

    async find(filter: { Kind: JobKind | null; Offset: number; Count: number }) {
      const { total, rows } = await findJobRows(db, { kind: filter.Kind, offset: filter.Offset, count: filter.Count });
      return { TotalCount: total, Items: rows.map(toJob) };
    },

    /** The running and queued jobs, and the latest finished ones, without their results (polled often). */
    async recent(): Promise<Job[]> {
      const { current, last } = await latestJobsByKind(db);
      return [...current.values(), ...last.values()].map((row) => ({ ...toJob(row), Result: null }));
    },

    async cancel(id: string): Promise<Job> {
      const row = await requestCancel(db, id);
      if (!row) throw new NotFoundError(`There is no job ${id}.`);
      return toJob(row);
    },

    async families(): Promise<SyncFamily[]> {
      const schedules = new Map(
        (await db.selectFrom('sync_schedules').selectAll().execute()).map((row) => [row.kind, row]),
      );
      const { current, last } = await latestJobsByKind(db);
      return definitions.map((definition) => {
        const schedule = schedules.get(definition.kind);
        const running = current.get(definition.kind);
        const finished = last.get(definition.kind);
        return {
          Kind: definition.kind,
          Prerequisites: definition.prerequisites,
          Enabled: schedule?.enabled ?? false,
          Cron: schedule?.cron ?? definition.defaultCron,
          NextRunAt: schedule?.next_run_at ? new Date(schedule.next_run_at).toISOString() : null,
          ScheduledHere: engine.runsSchedules,
          Current: running ? toJob(running) : null,
          LastRun: finished ? toJob(finished) : null,
        };
      });
    },

    async updateSchedule(request: { Kind: JobKind; Enabled: boolean; Cron: string }): Promise<void> {
      if (request.Cron.split(/\s+/).length !== 5) {
        throw new ValidationError('Cron', 'needs five fields: minute, hour, day of month, month, day of week');
      }
      const problem = cronProblem(request.Cron);
      if (problem) throw new ValidationError('Cron', problem);
      await updateSchedule(db, { kind: request.Kind, enabled: request.Enabled, cron: request.Cron });
    },
  };
}
export type JobService = ReturnType<typeof jobService>;
