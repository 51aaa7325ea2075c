import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './errorHandler.js';

const TITLES: Record<number, string> = { 400: 'Bad Request', 414: 'URI Too Long', 500: 'Internal Server Error' };

/**
 * Errors Fastify's router answers itself, before any hook or the error handler (a URL whose
 * percent-encoding does not decode, a path parameter too long): problem details like every other.
 */
export function frameworkErrorProblem(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed in the router');
    return sendProblem(reply, { status: 500, title: TITLES[500], instance: `urn:request:${request.id}` });
  }
  return sendProblem(reply, {
    status,
    title: TITLES[status] ?? 'Bad Request',
    detail: error.message,
    errors: { url: [error.message] },
  });
}
