import { EventEmitter, setMaxListeners } from 'node:events';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobKept, JobKind, JobProblem } from '../../contracts/jobs.js';
import type { Db } from '../db/database.js';
import {
  claimNextJob,
  finishJob,
  getJobRow,
  heartbeat,
  pruneFinishedJobs,
  reapJobs,
  releaseJob,
  type JobRow,
} from './jobRepository.js';
import { jobProblemOf } from './jobProblem.js';
import type { Progress } from './progress.js';
import { runDueSchedules } from './schedules.js';

export interface JobContext {
  signal: AbortSignal;
  progress: Progress;
  startedBy: string;
  /** What the job was asked for (a period to import); null for a scheduled or "sync everything" run. */
  params: unknown;
  /** The process running the job: host, pid and a random part. */
  worker: string;
}

/** A sync family: what its job does, what it needs first, and when it runs by itself. */
export interface JobDefinition {
  kind: JobKind;
  /** Families whose data this one needs; "sync everything" runs them first. */
  prerequisites: JobKind[];
  /** The prerequisites whose data is still missing: a run of this family runs them first. */
  missingPrerequisites?(): Promise<JobKind[]>;
  defaultCron: string;
  /** Whether a scheduled run would find anything to do; a run that would not is not queued. */
  hasWork?(): Promise<boolean>;
  /** Runs of a job cut off by a crash before it fails for good (default 3). */
  maxAttempts?: number;
  run(context: JobContext): Promise<unknown>;
}

export interface JobEngineOptions {
  /** How often a process looks for due schedules and queued jobs. */
  pollMs?: number;
  /** How often a running job saves its progress and checks for a cancel request. */
  heartbeatMs?: number;
  /** A running job whose heartbeat is older than this is taken as cut off by a crash. */
  staleAfterMs?: number;
  /** Jobs one process runs at once (of different kinds; a kind never runs twice at once). */
  concurrency?: number;
  /** Whether this process starts the runs of due schedules (SYNC_SCHEDULES). */
  schedules?: boolean;
  /**
   * Called once a job of the kind has completed (its writes committed) or failed: the alerts that read
   * its data, or watch its failures, are evaluated. A failure of theirs is logged, never the job's: the
   * next run of the kind evaluates them again. Not called for a cancelled run.
   */
  afterFinished?: (kind: JobKind, outcome: 'completed' | 'failed') => Promise<unknown>;
}

/** Finished jobs (their results included) are kept this long for the history, then deleted. */
const KEEP_FINISHED_DAYS = 90;
const PRUNE_EVERY_MS = 60 * 60_000;

class JobStop extends Error {
  constructor(readonly why: 'cancel' | 'shutdown' | 'lost') {
    super(`job stopped: ${why}`);
  }
}

/** A cancel while the run ran, saying what of it was stored. */
function cancelledProblem(kept: JobKept | undefined): JobProblem {
  const problem = { type: '/problems/job-cancelled', title: 'Cancelled', status: 409 };
  if (!kept) return { ...problem, detail: 'Cancelled while it ran; nothing of this run was saved.' };
  return { ...problem, detail: `Cancelled while it ran; ${keptText(kept)}.`, Kept: kept };
}

/** What a stopped run kept, in the words of a problem's detail (the web app words it from Kept). */
export function keptText(kept: JobKept): string {
  if (kept.Kind === 'LoadedDays') return 'every day loaded by then is kept, and the next run goes on from there';
  if (kept.Kind === 'Records') return `the ${kept.Records} records written by then are kept`;
  if (kept.Kind === 'Terms') return `the ${kept.Records} terms written by then are kept; the rest wait in the queue`;
  return `the ${kept.Records} records from ${kept.From} to ${kept.To} are kept; the rest was not read`;
}

/**
 * The durable job runner of one server process. Jobs and schedules live in the database, so any number
 * of processes share them: each claims queued jobs with SKIP LOCKED, beats while it runs one, and
 * reaps the jobs of processes that stopped beating.
 */
export function jobEngine(
  db: Db,
  definitions: JobDefinition[],
  log: FastifyBaseLogger,
  options: JobEngineOptions = {},
) {
  const {
    pollMs = 500,
    heartbeatMs = 1000,
    staleAfterMs = 30_000,
    concurrency = 2,
    schedules = true,
    afterFinished,
  } = options;
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byKind = new Map(definitions.map((definition) => [definition.kind, definition]));
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const finished = new EventEmitter();
  finished.setMaxListeners(0);
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();
  let stopped = true;

  /** The alerts after a run: their failure is logged, never the run's. */
  const alertsAfter = (kind: JobKind, outcome: 'completed' | 'failed', job: string) =>
    afterFinished?.(kind, outcome).catch((error: unknown) =>
      log.warn({ err: error, job, kind }, 'alerts after the job failed'),
    );

  async function execute(row: JobRow, controller: AbortController): Promise<void> {
    const state = { done: 0, total: null as number | null, kept: undefined as JobKept | undefined };
    const progress: Progress = {
      advance(done, total) {
        state.done += done;
        if (total !== undefined) state.total = total;
      },
      kept(kept) {
        state.kept = kept;
      },
    };
    const beat = setInterval(() => {
      heartbeat(db, row.id, worker, state)
        .then((answer) => {
          if (!answer) controller.abort(new JobStop('lost'));
          else if (answer.cancelRequested) controller.abort(new JobStop('cancel'));
        })
        .catch((error: unknown) => log.warn({ err: error, job: row.id }, 'job heartbeat failed'));
    }, heartbeatMs);
    const definition = byKind.get(row.kind as JobKind);
    try {
      if (!definition) throw new Error(`No job definition for kind ${row.kind}`);
      // Once run() has returned its writes are committed: the job completed, whatever came in since.
      const result = await definition.run({
        signal: controller.signal,
        progress,
        startedBy: row.started_by,
        params: row.params,
        worker,
      });
      await finishJob(db, row.id, worker, { status: 'completed', result, ...state });
      log.info({ job: row.id, kind: row.kind, done: state.done }, 'job completed');
      await alertsAfter(row.kind as JobKind, 'completed', row.id);
    } catch (error) {
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : null;
      if (reason instanceof JobStop && reason.why === 'shutdown') {
        // Back to the queue: the next start (of this or another process) runs it again.
        await releaseJob(db, row.id, worker);
      } else if (reason instanceof JobStop && reason.why === 'cancel') {
        await finishJob(db, row.id, worker, { status: 'cancelled', error: cancelledProblem(state.kept), ...state });
        log.info({ job: row.id, kind: row.kind }, 'job cancelled');
      } else if (!(reason instanceof JobStop)) {
        const problem = jobProblemOf(error);
        if (problem.status === 500) log.error({ err: error, job: row.id, kind: row.kind }, 'job failed');
        else log.warn({ job: row.id, kind: row.kind, problem: problem.detail }, 'job failed');
        const kept = state.kept
          ? { Kept: state.kept, detail: `${problem.detail ?? problem.title} (${keptText(state.kept)})` }
          : {};
        await finishJob(db, row.id, worker, { status: 'failed', error: { ...problem, ...kept }, ...state });
        await alertsAfter(row.kind as JobKind, 'failed', row.id);
      }
    } finally {
      clearInterval(beat);
      finished.emit('finished', row.id);
    }
  }

  let prunedAt = 0;
  async function tick(): Promise<void> {
    await reapJobs(db, staleAfterMs, [...running.keys()]);
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneFinishedJobs(db, KEEP_FINISHED_DAYS);
    }
    if (schedules) {
      await runDueSchedules(db, new Date(), log, (kind) => byKind.get(kind));
    }
    while (!stopped && running.size < concurrency) {
      const row = await claimNextJob(db, worker);
      if (!row) break;
      log.info({ job: row.id, kind: row.kind, attempt: row.attempt, startedBy: row.started_by }, 'job started');
      const controller = new AbortController();
      // Every Ozon call of the job listens to its signal (a history reads ten days and a list's bundles
      // at once): more than Node's default of ten listeners, on purpose.
      setMaxListeners(0, controller.signal);
      const done = execute(row, controller)
        // The database may be gone for a moment: the reaper settles the job later.
        .catch((error: unknown) => log.error({ err: error, job: row.id }, 'job bookkeeping failed'))
        .finally(() => {
          running.delete(row.id);
          wake();
        });
      running.set(row.id, { controller, done });
    }
  }

  // One tick at a time: a wake during a tick makes the next one start right after it.
  let inTick = false;
  let again = false;
  function runTick() {
    if (inTick) {
      again = true;
      return;
    }
    inTick = true;
    ticking = tick()
      .catch((error: unknown) => log.warn({ err: error }, 'job engine tick failed'))
      .finally(() => {
        inTick = false;
        const delay = again ? 0 : pollMs;
        again = false;
        schedule(delay);
      });
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(runTick, delay);
  }

  /** Looks for work at once (after an enqueue) instead of at the next poll. */
  function wake() {
    if (!stopped) schedule(0);
  }

  return {
    worker,
    /** Whether this process starts scheduled runs; the sync screen says so when it does not. */
    runsSchedules: schedules,

    /** Starts polling. `reapAll`: no other process can be running jobs (the embedded server), so a running one is a crash's. */
    async start({ reapAll = false }: { reapAll?: boolean } = {}) {
      if (reapAll) await reapJobs(db, 0);
      stopped = false;
      schedule(0);
    },

    wake,

    /** Waits until the job has finished, and answers its row. */
    async waitFor(id: string, signal?: AbortSignal): Promise<JobRow> {
      for (;;) {
        const row = await getJobRow(db, id);
        if (!row) throw new Error(`job ${id} vanished`);
        if (row.status !== 'queued' && row.status !== 'running') return row;
        signal?.throwIfAborted();
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(wait);
            finished.off('finished', onFinished);
            signal?.removeEventListener('abort', done);
            resolve();
          };
          const onFinished = (finishedId: string) => finishedId === id && done();
          const wait = setTimeout(done, pollMs);
          finished.on('finished', onFinished);
          signal?.addEventListener('abort', done);
        });
      }
    },

    /** Stops polling; running jobs are interrupted and go back to the queue. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      for (const { controller } of running.values()) controller.abort(new JobStop('shutdown'));
      await Promise.allSettled([...running.values()].map((entry) => entry.done));
    },
  };
}
export type JobEngine = ReturnType<typeof jobEngine>;
