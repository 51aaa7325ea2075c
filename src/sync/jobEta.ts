import { useRef } from 'react';
import type { Job } from '../../contracts/jobs.js';

/** What is known of a running job's pace: when this screen first saw it, and how far it was then. */
export interface PaceStart {
  id: string;
  at: number;
  done: number;
}

/**
 * The time left of a running job with a known total, from the pace seen since `start` (this attempt's,
 * so work a restart skipped does not speed it up): null until it has moved for a few seconds.
 */
export function etaMs(
  job: Pick<Job, 'ID' | 'Status' | 'Done' | 'Total'>,
  start: PaceStart,
  now: number,
): number | null {
  if (job.Status !== 'Running' || !job.Total || job.ID !== start.id) return null;
  const moved = job.Done - start.done;
  const elapsed = now - start.at;
  if (moved <= 0 || elapsed < 3000) return null;
  return Math.max(0, ((job.Total - job.Done) * elapsed) / moved);
}

/** The time left of a job shown on a screen, measured from when the screen first saw it move. */
export function useJobEta(job: Job | undefined): number | null {
  const start = useRef<PaceStart | null>(null);
  if (!job || job.Status !== 'Running') return null;
  const now = Date.now();
  // A job seen to go backwards was restarted: its pace starts again.
  if (!start.current || start.current.id !== job.ID || job.Done < start.current.done) {
    start.current = { id: job.ID, at: now, done: job.Done };
  }
  return etaMs(job, start.current, now);
}
