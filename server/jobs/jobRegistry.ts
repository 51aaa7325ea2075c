import { randomUUID } from 'node:crypto';
import type { Job, JobKind } from '../../contracts/jobs.js';

export interface Progress {
  /** Adds to the records handled; `total` when it becomes known. */
  advance(done: number, total?: number): void;
}

const KEEP_FINISHED = 20;

/**
 * The server's long operations and their progress. An import runs to its end even when the caller
 * leaves (a seller may close the page); a second start of a running kind joins the running one, so
 * a double click never imports twice at once. In-process: one server process runs the imports.
 */
export function jobRegistry() {
  const jobs: Job[] = [];
  const running = new Map<JobKind, Promise<unknown>>();

  return {
    run<T>(kind: JobKind, work: (progress: Progress) => Promise<T>): Promise<T> {
      const current = running.get(kind);
      if (current) return current as Promise<T>;
      const entry: Job = {
        ID: randomUUID(),
        Kind: kind,
        Status: 'Running',
        Done: 0,
        Total: null,
        StartedAt: new Date().toISOString(),
        FinishedAt: null,
        Error: null,
      };
      jobs.unshift(entry);
      const progress: Progress = {
        advance(done, total) {
          entry.Done += done;
          if (total !== undefined) entry.Total = total;
        },
      };
      const finish = (status: Job['Status'], error: string | null) => {
        entry.Status = status;
        entry.Error = error;
        entry.FinishedAt = new Date().toISOString();
        running.delete(kind);
        const finished = jobs.filter((job) => job.Status !== 'Running');
        for (const old of finished.slice(KEEP_FINISHED)) jobs.splice(jobs.indexOf(old), 1);
      };
      const promise = work(progress).then(
        (result) => {
          finish('Succeeded', null);
          return result;
        },
        (error: unknown) => {
          finish('Failed', error instanceof Error ? error.message : String(error));
          throw error;
        },
      );
      running.set(kind, promise);
      return promise;
    },

    /** Running jobs first, then the most recent finished ones. */
    list(): Job[] {
      return [...jobs]
        .sort((a, b) => Number(b.Status === 'Running') - Number(a.Status === 'Running'))
        .map((job) => ({ ...job }));
    },
  };
}
export type JobRegistry = ReturnType<typeof jobRegistry>;
