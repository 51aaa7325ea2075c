import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { problemOf } from './problemOf.js';
import type { ProblemDetails } from './problems.js';

const PROBLEM_TYPE: Record<number, string> = { 400: '/problems/validation' };
const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendProblem(
  reply: FastifyReply,
  problem: Omit<ProblemDetails, 'type'> & { type?: string; [extension: string]: unknown },
) {
  return reply
    .code(problem.status)
    .type('application/problem+json')
    .send({ ...problem, type: problem.type ?? PROBLEM_TYPE[problem.status] ?? 'about:blank' });
}

/** 'Prices.0.Date' reads better as 'Prices[0].Date'; an empty path means the whole body. */
function fieldName(path: string, context: string | undefined): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return context ?? 'body';
  return parts.reduce(
    (field, part) => (/^\d+$/.test(part) ? `${field}[${part}]` : field ? `${field}.${part}` : part),
    '',
  );
}

function validationErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const field = fieldName(issue.instancePath, error.validationContext);
    (errors[field] ??= []).push(issue.message ?? 'is invalid');
  }
  return errors;
}

// PostgreSQL codes a service did not anticipate still mean a conflict, not a crash.
const CONSTRAINT_CONFLICTS: Record<string, string> = {
  '23505': 'A record with the same unique value already exists.',
  '23503': 'The record is referenced by, or refers to, another record that prevents this change.',
};

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const problem = problemOf(error);
    if (problem) {
      if (problem.status >= 500) request.log.warn({ problem: problem.detail }, 'request failed upstream');
      reply.headers(problem.headers ?? {});
      return sendProblem(reply, {
        ...problem.extensions,
        type: problem.type,
        status: problem.status,
        title: problem.title,
        detail: problem.detail,
        errors: problem.errors,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error);
      return sendProblem(reply, {
        status: 400,
        title: 'Validation failed',
        detail: `Invalid ${Object.keys(errors).join(', ')}`,
        errors,
      });
    }
    const code = (error as { code?: string }).code ?? '';
    if (code in CONSTRAINT_CONFLICTS) {
      return sendProblem(reply, { status: 409, title: 'Conflict', detail: CONSTRAINT_CONFLICTS[code] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const bodyError = code.startsWith('FST_ERR_CTP_') && status === 400;
      return sendProblem(reply, {
        status,
        title: STATUS_TITLES[status] ?? 'Bad Request',
        detail: error.message,
        errors: bodyError ? { body: [error.message] } : undefined,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, {
      status: 500,
      title: STATUS_TITLES[500],
      detail: 'An unexpected error occurred. It has been logged with the request ID.',
      instance: `urn:request:${request.id}`,
    });
  });
});
