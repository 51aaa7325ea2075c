import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JobKind } from '../../contracts/jobs.js';
import { clientGoneSignal } from '../http/clientGone.js';
import { toJob } from './jobRepository.js';
import type { JobService } from './jobService.js';

/** RFC 7240: the caller would rather have the job at once than wait for its result. */
export const prefersAsync = (request: FastifyRequest) =>
  /(^|[,;\s])respond-async\s*(,|;|$)/i.test(String(request.headers.prefer ?? ''));

export const startedByOf = (request: FastifyRequest) => `user:${request.user?.login ?? 'unknown'}`;

/**
 * An import call of SPEC.md: with `Prefer: respond-async` it answers 202 with the job and a Location
 * to follow; otherwise it waits for the job and answers its result (the job runs on if the caller goes).
 */
export async function answerImport<T>(
  jobs: JobService,
  kind: JobKind,
  request: FastifyRequest,
  reply: FastifyReply,
  params: object | null = null,
): Promise<T | ReturnType<typeof toJob>> {
  if (prefersAsync(request)) {
    const row = await jobs.start(kind, startedByOf(request), params);
    reply.code(202).header('Location', `/v1/Job/GetJob?id=${row.id}`).header('Preference-Applied', 'respond-async');
    return toJob(row);
  }
  return jobs.runAndWait<T>(kind, startedByOf(request), clientGoneSignal(reply), params);
}
