import { jobKinds, type Job, type JobKind, type SyncFamily } from '../../contracts/jobs.js';
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
import { cronProblem, updateSchedule } from './schedules.js';

/** Starting, following and cancelling sync jobs; the families' schedules. */
export function jobService({ db, engine, definitions }: { db: Db; engine: JobEngine; definitions: JobDefinition[] }) {
  const definitionOf = (kind: JobKind) => definitions.find((definition) => definition.kind === kind)!;

  /** Queues a family's job; a prerequisite whose data is still missing is queued first, and waited for. */
  async function start(kind: JobKind, startedBy: string): Promise<JobRow> {
    const missing = (await definitionOf(kind).missingPrerequisites?.()) ?? [];
    const row = await queueChain([...jobKinds.filter((other) => missing.includes(other)), kind], startedBy);
    engine.wake();
    return row;
  }

  /** Queues the kinds in order, each waiting for the one before; answers the last. */
  async function queueChain(kinds: JobKind[], startedBy: string): Promise<JobRow> {
    let previous: JobRow | null = null;
    for (const kind of kinds) {
      const { row }: { row: JobRow } = await enqueueJob(db, { kind, startedBy, dependsOn: previous?.id ?? null });
      previous = row;
    }
    return previous!;
  }

  return {
    start,

    /** Starts (or joins) the job and answers its result when it ends: the synchronous import calls. */
    async runAndWait<T>(kind: JobKind, startedBy: string, signal?: AbortSignal): Promise<T> {
      const started = await start(kind, startedBy);
      const row = await engine.waitFor(started.id, signal);
      if (row.status === 'completed') return row.result as T;
      if (row.error) throw new JobFailedError(toJob(row).Error!);
      throw new ConflictError(`The ${kind} job ended ${row.status}.`);
    },

    /** "Sync everything": every family in dependency order, each waiting for the one before. */
    async syncEverything(startedBy: string): Promise<Job[]> {
      const jobs: JobRow[] = [];
      for (const kind of jobKinds) {
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
