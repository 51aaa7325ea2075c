import type { IntlShape } from 'react-intl';
import { enqueueQuery, SearchTermStatus } from '../../../../../../contracts/searchTermQueue.js';
import type { SearchTermStatistics } from '../../../../../../contracts/searchTerms.js';
import { messageOf } from '../../../../../forms/zodForm.js';

/** The screen's address: how many days without an update make a product type stale (`?days=`). */
export interface UpdateSearch {
  days?: number;
}

export const DEFAULT_MIN_DAYS = 30;
const MAX_MIN_DAYS = 36_500;

/** The days of the address, or the default for a missing or hand-edited bad one. */
export function minDaysOf(search: UpdateSearch): number {
  const days = search.days;
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= MAX_MIN_DAYS
    ? days
    : DEFAULT_MIN_DAYS;
}

/** The address for these days: the default leaves it bare. */
export const updateSearchOf = (days: number): UpdateSearch => (days === DEFAULT_MIN_DAYS ? {} : { days });

/** The statuses in the order the seller reads them: no data yet, done, waiting, fetched but not written. */
export const STATUS_ORDER = [
  SearchTermStatus.Unknown,
  SearchTermStatus.Ready,
  SearchTermStatus.QueuedForUpdate,
  SearchTermStatus.Downloaded,
] as const;

export { statusHintId, statusLabelId } from '../../-components/searchTermStatus.js';

export interface StatusRow {
  status: SearchTermStatus;
  history: number;
  phrases: number;
}

/** One row per status with the terms whose history and whose phrases are in it (0 for a status not listed). */
export function statusRows(statistics: Pick<SearchTermStatistics, 'HistoryStatusCounts' | 'PhraseStatusCounts'>) {
  const countOf = (counts: SearchTermStatistics['HistoryStatusCounts'], status: SearchTermStatus) =>
    counts.find((entry) => entry.Status === status)?.Count ?? 0;
  return STATUS_ORDER.map((status): StatusRow => ({
    status,
    history: countOf(statistics.HistoryStatusCounts, status),
    phrases: countOf(statistics.PhraseStatusCounts, status),
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the moment (0 within the first day); null for never. */
export function daysSince(iso: string | null, now: Date): number | null {
  if (!iso) return null;
  return Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / DAY_MS));
}

/**
 * The number of terms to queue as typed, checked with the server's own rule (a whole number from 1 to
 * 1 000 000), or the complaint to show beside the field in the seller's language.
 */
export function enqueueCountOf(text: string, intl: IntlShape): { count: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: intl.formatMessage({ id: 'validation.required' }) };
  const parsed = enqueueQuery.shape.count.safeParse(trimmed);
  return parsed.success ? { count: parsed.data } : { error: messageOf(parsed.error.issues[0], intl) };
}
