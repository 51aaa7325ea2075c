import type { FindOzonProductReviewsRequest, ReviewProcessingStatus } from '../../../../../../contracts/reviews.js';
import { dayRange } from '../../../../../app/sellerDays.js';
import { pageRequest } from '../../../../../grids/gridSearch.js';
import type { ReviewSearch } from './reviewSearch.js';

/** The yes/no filters above the grid, in their order: each search key and the request's flag it sets. */
export const REVIEW_FLAGS = [
  ['processed', 'Processed'],
  ['withText', 'HasText'],
  ['drafted', 'HasGeneratedResponses'],
  ['unanswered', 'HasNotProcessedComments'],
] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number][0];

/**
 * The find-request of the screen's URL: a page, newest first unless a column says otherwise, the
 * filters (an unset flag asks for either), the period's days as instants, and each review's card.
 */
export function findReviewsRequestOf(search: ReviewSearch): Partial<FindOzonProductReviewsRequest> {
  const flags = Object.fromEntries(REVIEW_FLAGS.map(([key, field]) => [field, search[key] ?? null]));
  return {
    ...pageRequest(search),
    ...dayRange(search.from, search.to),
    ...flags,
    Statuses: (search.statuses ?? []) as ReviewProcessingStatus[],
    Ratings: search.stars ?? [],
    Skus: search.skus ?? [],
    Text: search.text?.trim() || null,
    SortField: search.sort ?? 'PublishedAt',
    SortAscending: search.sort ? !search.desc : false,
    IncludeProducts: true,
  };
}
