import {
  isDomainError,
  type AnyDomainError,
  type DuplicateRecordError,
  type NotFoundError,
  type RecordInUseError,
  type JobFailedError,
  type KeywordSourceError,
  type PrerequisiteMissingError,
  type PriceListError,
  type TooManyAttemptsError,
  type ValidationError,
  type ChannelCheckError,
} from '../domain/errors.js';
import { ozonProblemOf } from '../ozon/ozonProblems.js';
import { HttpProblem, type Problem } from './problems.js';

/** How long a caller waits before asking again for a job that failed because Ozon was out of reach. */
const JOB_RETRY_AFTER_SECONDS = 30;

/** Extension members without the absent ones. */
const presentMembers = <Member>(members: Record<string, Member | undefined>) =>
  Object.fromEntries(Object.entries(members).filter((entry): entry is [string, Member] => entry[1] !== undefined));

type Mapping = { [K in AnyDomainError['kind']]: (error: Extract<AnyDomainError, { kind: K }>) => Problem };

/** Every domain error's answer, in one table: a new kind of error does not compile until it is here. */
const DOMAIN_PROBLEMS: Mapping = {
  NotFound: (error: NotFoundError) =>
    error.record
      ? {
          status: 404,
          type: '/problems/record-not-found',
          title: 'Not Found',
          detail: error.message,
          extensions: { Entity: error.record.kind, ID: error.record.id },
        }
      : { status: 404, title: 'Not Found', detail: error.message },
  Conflict: (error) => ({ status: 409, title: 'Conflict', detail: error.message }),
  RecordInUse: ({ record, dependents, message }: RecordInUseError) => ({
    status: 409,
    type: '/problems/record-in-use',
    title: 'Record in use',
    detail: message,
    extensions: {
      Entity: record.kind,
      ID: record.id,
      DependentEntity: dependents.kind,
      DependentIDs: dependents.ids.join(', '),
    },
  }),
  // The field is named as in a validation error, so a form shows the clash beside the input.
  DuplicateRecord: ({ recordKind, field, value, message }: DuplicateRecordError) => ({
    status: 409,
    type: '/problems/duplicate-record',
    title: 'Duplicate record',
    detail: message,
    errors: { [field]: [message] },
    extensions: { Entity: recordKind, Field: field, Value: value },
  }),
  Validation: (error: ValidationError) => ({
    status: 400,
    title: 'Validation failed',
    detail: error.message,
    errors: { [error.field]: [error.reason] },
  }),
  // A field error like Validation's, and its reason as a code the web app words (notification.failure.*).
  ChannelCheck: (error: ChannelCheckError) => ({
    status: 400,
    type: '/problems/channel-check',
    title: 'Channel check failed',
    detail: error.message,
    errors: { [error.field]: [error.reason] },
    extensions: { Field: error.field, Failure: error.failure },
  }),
  PrerequisiteMissing: (error: PrerequisiteMissingError) => ({
    status: 409,
    type: '/problems/prerequisite-missing',
    title: 'Prerequisite missing',
    detail: error.message,
    extensions: { Prerequisite: error.prerequisite },
  }),
  PriceList: ({ reason, field, message, place }: PriceListError) => ({
    status: 400,
    type: '/problems/price-list',
    title: 'Invalid price list',
    detail: message,
    errors: { [field]: [message] },
    extensions: presentMembers({ Reason: reason, ...place }),
  }),
  Unavailable: (error) => ({ status: 503, title: 'Service Unavailable', detail: error.message }),
  PictureUnavailable: (error) => ({ status: 502, title: 'Bad Gateway', detail: error.message }),
  // The source's own words are a value, worded by the web app inside its sentence (docs/screens.md).
  KeywordSource: ({ source, sourceMessage, failed, message }: KeywordSourceError) =>
    source === null
      ? { status: 503, type: '/problems/keyword-source-missing', title: 'No keyword source', detail: message }
      : {
          status: 502,
          type: '/problems/keyword-source-failed',
          title: 'Keyword source failed',
          detail: message,
          extensions: presentMembers({
            KeywordSource: source,
            SourceMessage: sourceMessage,
            SearchTerm: failed[0]?.term,
            FailedCount: failed.length > 0 ? failed.length : undefined,
          }),
        },
  Unauthenticated: (error) => ({
    status: 401,
    title: 'Unauthorized',
    detail: error.message,
    headers: { 'WWW-Authenticate': 'Bearer' },
  }),
  TooManyAttempts: (error: TooManyAttemptsError) => ({
    status: 429,
    title: 'Too Many Requests',
    detail: error.message,
    headers: { 'Retry-After': String(error.retryAfterSeconds) },
  }),
  JobFailed: ({ problem }: JobFailedError): Problem => {
    const { type, title, status, detail, ...extensions } = problem;
    return {
      status,
      type,
      title,
      detail: detail ?? title,
      extensions: presentMembers(extensions),
      // Ozon unreachable or rate-limiting: the caller may try again in a while, as with a direct failure.
      headers: status === 503 || status === 504 ? { 'Retry-After': String(JOB_RETRY_AFTER_SECONDS) } : {},
    };
  },
};

/** The problem an error is answered with, or null for an error nobody anticipated (a 500). */
export function problemOf(error: unknown): Problem | null {
  if (error instanceof HttpProblem) {
    const { status, title, type, message, errors, extensions, headers } = error;
    return { status, title, type, detail: message, errors, extensions, headers };
  }
  if (isDomainError(error)) return (DOMAIN_PROBLEMS[error.kind] as (error: AnyDomainError) => Problem)(error);
  return ozonProblemOf(error);
}
