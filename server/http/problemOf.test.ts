import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  JobFailedError,
  NotFoundError,
  PrerequisiteMissingError,
  TooManyAttemptsError,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
} from '../domain/errors.js';
import { jobProblemOf } from '../jobs/jobProblem.js';
import { OzonNetworkError } from '../ozon/transport.js';
import { problemOf } from './problemOf.js';

describe('The answer of a domain error', () => {
  it('is the problem each kind always had', () => {
    expect(problemOf(new NotFoundError('There is no job 7.'))).toEqual({
      status: 404,
      title: 'Not Found',
      detail: 'There is no job 7.',
    });
    expect(problemOf(new ConflictError('The category is in use.'))).toEqual({
      status: 409,
      title: 'Conflict',
      detail: 'The category is in use.',
    });
    expect(problemOf(new ValidationError('Cron', 'needs five fields'))).toEqual({
      status: 400,
      title: 'Validation failed',
      detail: 'Cron: needs five fields',
      errors: { Cron: ['needs five fields'] },
    });
    expect(problemOf(new PrerequisiteMissingError('ImportOzonWarehouses'))).toEqual({
      status: 409,
      type: '/problems/prerequisite-missing',
      title: 'Prerequisite missing',
      detail: "Import Ozon's warehouses first (ImportOzonWarehouses).",
      extensions: { Prerequisite: 'ImportOzonWarehouses' },
    });
    expect(problemOf(new UnavailableError('No Ozon cabinet is connected.'))).toEqual({
      status: 503,
      title: 'Service Unavailable',
      detail: 'No Ozon cabinet is connected.',
    });
    expect(problemOf(new UnauthenticatedError('Sign in again.'))).toMatchObject({
      status: 401,
      title: 'Unauthorized',
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
    expect(problemOf(new TooManyAttemptsError('Try again in 4 seconds.', 4))).toMatchObject({
      status: 429,
      title: 'Too Many Requests',
      headers: { 'Retry-After': '4' },
    });
    expect(problemOf(new Error('internal'))).toBeNull();
  });

  it("is the job's stored reason, the same as the call that fails directly", () => {
    const direct = problemOf(new OzonNetworkError('/v1/warehouse/list', 'timeout', 'no answer'))!;
    const stored = jobProblemOf(new OzonNetworkError('/v1/warehouse/list', 'timeout', 'no answer'));
    expect(stored).toMatchObject({ type: '/problems/ozon-unreachable', status: 504, OzonMethod: '/v1/warehouse/list' });
    expect(problemOf(new JobFailedError(stored))).toEqual(direct);
    const prerequisite = jobProblemOf(new PrerequisiteMissingError('ImportOzonProducts'));
    expect(problemOf(new JobFailedError(prerequisite))).toEqual({
      ...problemOf(new PrerequisiteMissingError('ImportOzonProducts')),
      headers: {},
    });
  });
});
