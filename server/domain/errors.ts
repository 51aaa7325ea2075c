import type { JobKind, JobProblem } from '../../contracts/jobs.js';
import type { DeliveryFailure } from '../../contracts/notificationChannels.js';
import type { PriceListProblemReason } from '../../contracts/priceAnalysis.js';

/**
 * What went wrong, in the seller's terms. Services and importers throw these; the HTTP layer alone
 * decides how each kind is answered (server/http/problemOf.ts), so no status code lives here.
 */
abstract class DomainError extends Error {
  abstract readonly kind: string;
}

/** The kinds of record a seller edits, named in problems so the web app can say which one. */
export type RecordKind =
  | 'Product'
  | 'ProductPackage'
  | 'ProductCategory'
  | 'OzonWarehouse'
  | 'OzonProduct'
  | 'OzonSupplyOrder'
  | 'OzonSupplyRegistrationTask'
  | 'PackageType'
  | 'PurchaseBatch'
  | 'OzonPromotion'
  | 'OzonProductReview'
  | 'OzonProductReviewComment';

/** Which record: its kind and its ID (or IDs, comma-separated, when several are missing). */
export interface RecordRef {
  kind: RecordKind;
  id: number | string;
}

/** The thing asked for is not there; names the record when it is one the seller edits. */
export class NotFoundError extends DomainError {
  readonly kind = 'NotFound';
  constructor(
    message: string,
    readonly record?: RecordRef,
  ) {
    super(message);
  }
}

/** The change clashes with what is stored. */
export class ConflictError extends DomainError {
  readonly kind = 'Conflict';
}

/** A record cannot be removed while others depend on it (a product with its packages). */
export class RecordInUseError extends DomainError {
  readonly kind = 'RecordInUse';
  constructor(
    readonly record: RecordRef,
    readonly dependents: { kind: RecordKind; ids: number[] },
  ) {
    super(
      `${record.kind} ${record.id} still has ${dependents.ids.length} ${dependents.kind} record(s) ` +
        `(ID ${dependents.ids.join(', ')}). Remove them first.`,
    );
  }
}

/** A create or rename would give a second record the same unique value (an ID, a name). */
export class DuplicateRecordError extends DomainError {
  readonly kind = 'DuplicateRecord';
  constructor(
    readonly recordKind: RecordKind,
    readonly field: string,
    readonly value: number | string,
  ) {
    super(`A ${recordKind} with ${field} ${value} already exists.`);
  }
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

/**
 * A notification channel's setting that the channel itself refused when checked (Telegram's getMe or
 * getUpdates for a bot token): a field error, with why as a delivery failure's code for the screen to
 * word and what Telegram said inside it.
 */
export class ChannelCheckError extends DomainError {
  readonly kind = 'ChannelCheck';
  constructor(
    readonly field: string,
    readonly failure: DeliveryFailure,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

const IMPORTED: Record<JobKind, string> = {
  ImportOzonWarehouses: "Ozon's warehouses",
  ImportOzonProducts: 'the Ozon products',
  ImportOzonProductStocks: 'the stocks',
  ImportOzonFbsPostings: 'the FBS postings',
  ImportOzonFboPostings: 'the FBO postings',
  ImportOzonOperations: 'the finance operations',
  ImportOzonRealization: "Ozon's realization report",
  ImportOzonSupplyOrders: 'the supply orders',
  ImportOzonPromotions: 'the promotions',
  ImportOzonProductReviews: 'the reviews',
  ImportOzonCategoryTree: "Ozon's category tree",
  LoadOzonHistory: "the cabinet's history",
  RunOzonSupplyRegistrationTasks: 'the supply registration tasks',
  CalcSalesPlans: 'the sales plans',
  BackupDatabase: 'the database backup',
  UpdateQueuedSearchTerms: 'the statistics of the queued search terms',
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

/** Where in a price list the trouble is: the sheet, the 1-based row, the column's letter and header, the cell's text. */
export interface PriceListPlace {
  Sheet?: string;
  Row?: number;
  Column?: string;
  ColumnTitle?: string;
  Value?: string;
}

/**
 * A price list that cannot be read or priced (docs/price-analysis.md): why, which request field it is
 * about, and where in the file, so the seller can fix the file or the choice of sheet and columns.
 */
export class PriceListError extends DomainError {
  readonly kind = 'PriceList';
  constructor(
    readonly reason: PriceListProblemReason,
    readonly field: string,
    message: string,
    readonly place: PriceListPlace = {},
  ) {
    super(message);
  }
}

/** A picture on Ozon's CDN could not be read: which address part and why (status, timeout, not a picture). */
export class PictureUnavailableError extends DomainError {
  readonly kind = 'PictureUnavailable';
}

/**
 * The keyword statistics source could not answer (docs/search-terms.md), or none is configured (`source`
 * null): which source, the term it failed on first and what it said, and how many terms it failed on.
 */
export class KeywordSourceError extends DomainError {
  readonly kind = 'KeywordSource';
  constructor(
    readonly source: string | null,
    readonly sourceMessage: string,
    readonly failed: { term: string; reason: string }[] = [],
  ) {
    const first = failed[0];
    super(
      source === null
        ? sourceMessage
        : `The keyword source ${source} failed${first ? ` on «${first.term}»` : ''}: ${sourceMessage}` +
            (failed.length > 1 ? ` (${failed.length} terms failed)` : ''),
    );
  }
}

export type AnyDomainError =
  | NotFoundError
  | ConflictError
  | RecordInUseError
  | DuplicateRecordError
  | ValidationError
  | ChannelCheckError
  | PrerequisiteMissingError
  | UnavailableError
  | UnauthenticatedError
  | TooManyAttemptsError
  | JobFailedError
  | PriceListError
  | PictureUnavailableError
  | KeywordSourceError;

export const isDomainError = (error: unknown): error is AnyDomainError => error instanceof DomainError;
