import * as z from 'zod/mini';
import { gridSearchFields, lenient } from '../../../../../grids/gridSearch.js';

/**
 * The reviews screen's URL. Checked in the first bundle (every route's search is), so this module
 * holds the schema alone: the request it maps to lives in reviewRequest.ts, with the screen.
 */
export const REVIEWS_GRID_ID = 'reviews';

/** contracts/reviews.ts reviewSortFields, repeated here so the first bundle carries no review schema. */
export const REVIEW_SORT_FIELDS = ['PublishedAt', 'Rating', 'CommentsAmount', 'PhotosCount', 'LikesAmount'] as const;

const flag = lenient(z.boolean());
const day = lenient(z.iso.date());
const numbers = (min: number, max: number) => lenient(z.array(z.int().check(z.minimum(min), z.maximum(max))));

/**
 * Grid state; the yes/no filters (undefined: either); the statuses and stars shown; the SKUs of a
 * product group; the text sought; the period in the seller's days; the review opened beside.
 */
export const reviewSearch = z.object({
  ...gridSearchFields,
  sort: lenient(z.enum(REVIEW_SORT_FIELDS)),
  processed: flag,
  withText: flag,
  drafted: flag,
  unanswered: flag,
  statuses: numbers(0, 3),
  stars: numbers(1, 5),
  skus: numbers(1, Number.MAX_SAFE_INTEGER),
  text: lenient(z.string()),
  from: day,
  to: day,
  review: lenient(z.string()),
});
export type ReviewSearch = z.infer<typeof reviewSearch>;
