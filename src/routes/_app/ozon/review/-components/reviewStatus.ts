import type { IntlShape } from 'react-intl';
import type { Job } from '../../../../../../contracts/jobs.js';
import { ReviewProcessingStatus } from '../../../../../../contracts/reviews.js';
import { outcomeOf } from '../../../../../sync/importResults.js';

type ChipColour = 'default' | 'warning' | 'info' | 'success';

/** A new review asks for the seller; a viewed one waits for an answer; a processed one is done. */
export const STATUS_COLOUR: Record<number, ChipColour> = {
  [ReviewProcessingStatus.Unknown]: 'default',
  [ReviewProcessingStatus.NotViewed]: 'warning',
  [ReviewProcessingStatus.Viewed]: 'info',
  [ReviewProcessingStatus.Processed]: 'success',
};

export const statusLabel = (intl: IntlShape, status: number) => intl.formatMessage({ id: `review.status.${status}` });

/**
 * The status chips above the grid with the count of each (the status filter aside): new, viewed and
 * processed always, "unknown" only when some review has it.
 */
export function statusChips(counts: { Status: number; Count: number }[]): { status: number; count: number }[] {
  const countOf = (status: number) => counts.find((entry) => entry.Status === status)?.Count ?? 0;
  return [
    ReviewProcessingStatus.NotViewed,
    ReviewProcessingStatus.Viewed,
    ReviewProcessingStatus.Processed,
    ReviewProcessingStatus.Unknown,
  ]
    .map((status) => ({ status, count: countOf(status) }))
    .filter(({ status, count }) => status !== ReviewProcessingStatus.Unknown || count > 0);
}

/** The statuses chosen after a click on one status's chip: added when it was not chosen, else taken away. */
export function toggledStatuses(chosen: number[] | undefined, status: number): number[] | undefined {
  const now = chosen ?? [];
  const next = now.includes(status) ? now.filter((one) => one !== status) : [...now, status].sort();
  return next.length ? next : undefined;
}

/**
 * Ozon's reason when the last completed reviews sync found the cabinet without the reviews
 * subscription (Available false), else null. The jobs come newest first, as the history lists them.
 */
export function reviewsUnavailableReason(jobs: readonly Job[]): string | null {
  const last = jobs.find((job) => job.Kind === 'ImportOzonProductReviews' && job.Status === 'Completed');
  const outcome = last ? outcomeOf(last) : null;
  if (outcome?.kind !== 'reviews' || outcome.result.Available) return null;
  return outcome.result.UnavailableReason ?? '';
}
