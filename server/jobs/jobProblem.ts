import type { JobProblem } from '../../contracts/jobs.js';
import { problemOf } from '../http/problemOf.js';

/** A failed job keeps the same reason the synchronous call would answer: Ozon's method and message too. */
export function jobProblemOf(error: unknown): JobProblem {
  const problem = problemOf(error);
  if (!problem) {
    // Internals stay in the log (with the job's id), as with a 500 answer.
    return {
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'An unexpected error occurred. It has been logged with the job ID.',
    };
  }
  return {
    ...problem.extensions,
    type: problem.type ?? 'about:blank',
    title: problem.title,
    status: problem.status,
    detail: problem.detail,
  };
}
