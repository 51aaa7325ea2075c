import type { JobProblem } from '../../contracts/jobs.js';
import { HttpProblem } from '../http/problems.js';
import { ozonProblemOf } from '../ozon/ozonProblems.js';

/** A failed job keeps the same reason the synchronous call would answer: Ozon's method and message too. */
export function jobProblemOf(error: unknown): JobProblem {
  const problem = error instanceof HttpProblem ? error : ozonProblemOf(error);
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
    detail: problem.message,
  };
}

/** The stored reason of a failed job, thrown again as the answer of the call that waited for it. */
export function problemFromJob(problem: JobProblem): HttpProblem {
  const { type, title, status, detail, ...extensions } = problem;
  // Ozon unreachable or rate-limiting: the caller may try again in a while, as with a direct failure.
  const headers: Record<string, string> = status === 503 || status === 504 ? { 'Retry-After': '30' } : {};
  const error = new HttpProblem(status, title, detail ?? title, undefined, headers);
  error.type = type;
  error.extensions = Object.fromEntries(
    Object.entries(extensions).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
  return error;
}
