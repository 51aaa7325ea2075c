import type { IntlShape } from 'react-intl';
import { jobKinds } from '../../contracts/jobKinds.js';
import type { JobKept } from '../../contracts/jobs.js';
import { sellerDays } from '../app/sellerDays.js';
import { dateTimeText } from '../sync/jobText.js';
import { ApiError, type Problem } from './errors.js';

const text = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));

/** The sentence for a problem type the web app knows, its fields filled in; the seller's language. */
const PROBLEM_MESSAGES: Record<string, (problem: Problem, intl: IntlShape) => string> = {
  '/problems/ozon-error': (problem, intl) =>
    intl.formatMessage(
      { id: 'problems.ozonError' },
      { method: text(problem.OzonMethod), status: text(problem.OzonStatus), message: text(problem.OzonMessage) },
    ),
  '/problems/ozon-rate-limited': (problem, intl) =>
    intl.formatMessage({ id: 'problems.ozonRateLimited' }, { method: text(problem.OzonMethod) }),
  '/problems/ozon-unreachable': (problem, intl) =>
    withMethod(
      intl.formatMessage({ id: problem.status === 504 ? 'problems.ozonTimeout' : 'problems.ozonUnreachable' }),
      problem,
      intl,
    ),
  '/problems/ozon-unexpected-answer': (problem, intl) =>
    withMethod(intl.formatMessage({ id: 'problems.ozonUnexpectedAnswer' }), problem, intl),
  '/problems/prerequisite-missing': (problem, intl) =>
    intl.formatMessage(
      { id: 'problems.prerequisiteMissing' },
      { prerequisite: familyName(problem.Prerequisite, intl) },
    ),
  '/problems/prerequisite-failed': (_problem, intl) => intl.formatMessage({ id: 'problems.prerequisiteFailed' }),
  // A run that commits as it goes says what it kept (appended by describeProblem); the others kept nothing.
  '/problems/job-cancelled': (problem, intl) =>
    intl.formatMessage({ id: problem.Kept ? 'problems.jobCancelledKeeping' : 'problems.jobCancelled' }),
  '/problems/record-in-use': (problem, intl) =>
    recordMessage('problems.recordInUse', problem, intl, {
      id: text(problem.ID),
      dependents: text(problem.DependentIDs),
      dependentKind: String(problem.DependentEntity),
    }),
  '/problems/record-not-found': (problem, intl) =>
    recordMessage('problems.recordNotFound', problem, intl, { id: text(problem.ID) }),
  '/problems/duplicate-record': (problem, intl) =>
    recordMessage('problems.duplicateRecord', problem, intl, {
      value: text(problem.Value),
      field: text(problem.Field),
    }),
  '/problems/job-interrupted': (_problem, intl) => intl.formatMessage({ id: 'problems.jobInterrupted' }),
  // What the keyword source said is quoted as it said it; a source that failed to load names no term.
  '/problems/keyword-source-failed': (problem, intl) =>
    intl.formatMessage(
      { id: problem.SearchTerm ? 'problems.keywordSourceFailed' : 'problems.keywordSourceUnloadable' },
      {
        source: text(problem.KeywordSource),
        term: text(problem.SearchTerm),
        message: text(problem.SourceMessage),
        failed: Number(problem.FailedCount ?? 1),
      },
    ),
  '/problems/keyword-source-missing': (_problem, intl) => intl.formatMessage({ id: 'problems.keywordSourceMissing' }),
};

/**
 * A sentence about one kind of record (`<base>.<Entity>`, as Russian declines each noun its own way;
 * `<base>.<Entity>.<DependentEntity>` where what depends on it says more), or the general one of the
 * base when the catalogue has no sentence for that kind.
 */
function recordMessage(base: string, problem: Problem, intl: IntlShape, values: Record<string, string>): string {
  const kind = `${base}.${String(problem.Entity)}`;
  const candidates = [problem.DependentEntity ? `${kind}.${String(problem.DependentEntity)}` : null, kind];
  return intl.formatMessage({ id: candidates.find((id) => id !== null && id in intl.messages) ?? base }, values);
}

function withMethod(message: string, problem: Problem, intl: IntlShape): string {
  if (!problem.OzonMethod) return message;
  return `${message} ${intl.formatMessage({ id: 'problems.method' }, { method: String(problem.OzonMethod) })}`;
}

/** A sync family's name in the seller's words; an unknown one as the server spelled it. */
function familyName(kind: unknown, intl: IntlShape): string {
  return jobKinds.some((known) => known === kind)
    ? intl.formatMessage({ id: `sync.kind.${String(kind)}` })
    : text(kind);
}

/** What a stopped run had stored for good, in the seller's time zone. */
function keptSentence(kept: JobKept, intl: IntlShape): string {
  if (kept.Kind !== 'Period')
    return intl.formatMessage({ id: `problems.kept.${kept.Kind}` }, { records: 'Records' in kept ? kept.Records : 0 });
  const zone = sellerDays().timeZone;
  return intl.formatMessage(
    { id: 'problems.kept.Period' },
    { records: kept.Records, from: dateTimeText(kept.From, intl, zone), to: dateTimeText(kept.To, intl, zone) },
  );
}

export const isKnownProblem = (problem: Problem | undefined | null): boolean =>
  Boolean(problem?.type && problem.type in PROBLEM_MESSAGES);

/**
 * The sentence for RFC 9457 problem details: a failed call's answer, or the reason a job keeps in
 * its `Error` (the same shape). A type outside the catalogue falls back to the general message.
 */
export function describeProblem(problem: Problem, intl: IntlShape, retryAfterSeconds?: number): string {
  if (isKnownProblem(problem)) {
    const stopped = PROBLEM_MESSAGES[problem.type!](problem, intl);
    const message = problem.Kept ? `${stopped} ${keptSentence(problem.Kept as JobKept, intl)}` : stopped;
    return retryAfterSeconds
      ? `${message} ${intl.formatMessage({ id: 'problems.retryAfter' }, { seconds: retryAfterSeconds })}`
      : message;
  }
  const general = intl.formatMessage({ id: 'errors.unexpected' });
  return problem.detail ? `${general}\n${problem.detail}` : general;
}

/** The text a toast or a dialog shows for a failure: the catalogue message plus what the server said. */
export function describeError(error: unknown, intl: IntlShape): string {
  if (error instanceof ApiError) {
    const problem = error.problem;
    if (problem && isKnownProblem(problem)) return describeProblem(problem, intl, error.retryAfterSeconds);
    // A request the server refused as invalid is the seller's to correct, not a server fault.
    const message = intl.formatMessage({ id: error.status === 400 ? 'errors.validation' : error.messageId });
    return error.detail ? `${message}\n${error.detail}` : message;
  }
  if (error instanceof TypeError) return intl.formatMessage({ id: 'errors.network' });
  return error instanceof Error ? error.message : String(error);
}

/**
 * The errors a form shows beside its inputs: a clash named by a known problem (a duplicate ID) in the
 * seller's words, or the server's own field errors of a refused request.
 */
export function fieldErrorsOf(error: unknown, intl: IntlShape): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const problem = error.problem;
  if (problem?.type === '/problems/duplicate-record' && typeof problem.Field === 'string') {
    return { [problem.Field]: describeProblem(problem, intl) };
  }
  return error.status === 400 ? error.fieldErrors : {};
}
