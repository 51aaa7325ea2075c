import { describe, expect, it } from 'vitest';
import type { Job } from '../../../../../../contracts/jobs.js';
import { testIntl } from '../../../../../test/intl.js';
import { reviewsUnavailableReason, statusChips, statusLabel, toggledStatuses } from './reviewStatus.js';

const job = (status: Job['Status'], result: unknown, kind: Job['Kind'] = 'ImportOzonProductReviews'): Job => ({
  ID: '00000000-0000-4000-8000-000000000001',
  Kind: kind,
  Status: status,
  StartedBy: 'user:seller',
  DependsOn: null,
  Done: 0,
  Total: null,
  Attempt: 1,
  CancelRequested: false,
  CreatedAt: '2026-11-25T10:00:00Z',
  StartedAt: '2026-11-25T10:00:00Z',
  FinishedAt: '2026-11-25T10:01:00Z',
  Error: null,
  Result: result,
});

const imported = (available: boolean) => ({
  Available: available,
  UnavailableReason: available ? null : 'Method is available only for Premium Pro',
  ReviewCount: available ? 10 : 0,
  UpdatedReviewCount: 0,
  CommentCount: 0,
  UnknownSkus: [],
});

describe('review statuses', () => {
  it('names each status in Russian', () => {
    const intl = testIntl();
    expect([0, 1, 2, 3].map((status) => statusLabel(intl, status))).toEqual([
      'Неизвестно',
      'Новый',
      'Просмотрен',
      'Обработан',
    ]);
  });

  it('shows new, viewed and processed with their counts, and unknown only when some review has it', () => {
    expect(
      statusChips([
        { Status: 3, Count: 40 },
        { Status: 1, Count: 5 },
      ]),
    ).toEqual([
      { status: 1, count: 5 },
      { status: 2, count: 0 },
      { status: 3, count: 40 },
    ]);
    expect(statusChips([{ Status: 0, Count: 2 }]).map((chip) => chip.status)).toEqual([1, 2, 3, 0]);
  });

  it('adds a status chosen by its chip and takes it away on a second click; none chosen is every status', () => {
    expect(toggledStatuses(undefined, 2)).toEqual([2]);
    expect(toggledStatuses([3], 1)).toEqual([1, 3]);
    expect(toggledStatuses([1, 3], 3)).toEqual([1]);
    expect(toggledStatuses([1], 1)).toBeUndefined();
  });
});

describe('reviews not available to the cabinet', () => {
  it("gives Ozon's reason when the last completed sync found no subscription", () => {
    expect(reviewsUnavailableReason([job('Completed', imported(false))])).toBe(
      'Method is available only for Premium Pro',
    );
  });

  it('is null once a later sync read the reviews, and ignores failed runs and other kinds', () => {
    expect(reviewsUnavailableReason([job('Completed', imported(true)), job('Completed', imported(false))])).toBeNull();
    expect(reviewsUnavailableReason([job('Failed', null), job('Completed', imported(false))])).toBe(
      'Method is available only for Premium Pro',
    );
    expect(reviewsUnavailableReason([job('Completed', imported(false), 'ImportOzonPromotions')])).toBeNull();
    expect(reviewsUnavailableReason([])).toBeNull();
  });
});
