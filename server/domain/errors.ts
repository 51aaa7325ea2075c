import type { JobKind, JobProblem } from '../../contracts/jobs.js';

/**
 * What went wrong, in the seller's terms. Services and importers throw these; the HTTP layer alone
 * decides how each kind is answered (server/http/problemOf.ts), so no status code lives here.
 */
abstract class DomainError extends Error {
  abstract readonly kind: string;
}

/** The thing asked for is not there. */
export class NotFoundError extends DomainError {
  readonly kind = 'NotFound';
}

/** The change clashes with what is stored (a duplicate, a record still in use). */
export class ConflictError extends DomainError {
  readonly kind = 'Conflict';
}

/** One field of the input is wrong, for a reason the seller can act on. */
export class ValidationError extends DomainError {
  readonly kind = 'Validation';
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

const IMPORTED: Record<JobKind, string> = {
  ImportOzonWarehouses: "Ozon's warehouses",
  ImportOzonProducts: 'the Ozon products',
  ImportOzonProductStocks: 'the stocks',
};

/** An import refused because the data it stands on is not there yet; names the import to run first. */
export class PrerequisiteMissingError extends DomainError {
  readonly kind = 'PrerequisiteMissing';
  constructor(readonly prerequisite: JobKind) {
    super(`Import ${IMPORTED[prerequisite]} first (${prerequisite}).`);
  }
}

/** Something the call needs is not available now (no Ozon cabinet connected). */
export class UnavailableError extends DomainError {
  readonly kind = 'Unavailable';
}

/** The caller is not signed in, or its credentials or session are not valid (any more). */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'Unauthenticated';
}

/** Too many attempts: the caller has to wait this long before the next one. */
export class TooManyAttemptsError extends DomainError {
  readonly kind = 'TooManyAttempts';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A sync job failed; carries the reason it stored, as the call that waited for it answers. */
export class JobFailedError extends DomainError {
  readonly kind = 'JobFailed';
  constructor(readonly problem: JobProblem) {
    super(problem.detail ?? problem.title);
  }
}

export type AnyDomainError =
  | NotFoundError
  | ConflictError
  | ValidationError
  | PrerequisiteMissingError
  | UnavailableError
  | UnauthenticatedError
  | TooManyAttemptsError
  | JobFailedError;

export const isDomainError = (error: unknown): error is AnyDomainError => error instanceof DomainError;
