import type { FastifyInstance } from 'fastify';
import { endpoint, type EndpointContext, type EndpointSpec } from '../endpoint.js';
import { GRPC, invalidArgument, notFound, OzonError } from '../errors.js';
import { commentCount, commentsOf, createComment, type ReviewComment } from '../world/reviewComments.js';
import { reviewMedia } from '../world/reviewMedia.js';
import {
  countByStatus,
  REVIEW_STATUSES,
  reviewsOf,
  setStatus,
  statusOf,
  type ReviewRecord,
  type ReviewStatus,
  writeReview,
} from '../world/reviews.js';
import { reviewText } from '../world/reviewTexts.js';
import type { World } from '../world/world.js';

const ORDER_STATUSES = ['DELIVERED', 'CANCELLED'];

function reviewOf(world: World, id: unknown): ReviewRecord {
  if (typeof id !== 'string' || !id) throw invalidArgument('review_id is required');
  const review = reviewsOf(world).byId.get(id);
  if (!review) throw notFound(`review ${id} not found`);
  return review;
}

function listItem(world: World, review: ReviewRecord) {
  return {
    id: review.id,
    sku: review.sku,
    text: reviewText(world.seed, review.id, review.rating, reviewsOf(world).typeNames.get(review.typeId)),
    published_at: new Date(review.publishedAt).toISOString(),
    rating: review.rating,
    status: statusOf(world, review),
    comments_amount: commentCount(world, review),
    photos_amount: review.photos,
    videos_amount: review.videos,
    order_status: review.orderStatus,
    is_rating_participant: review.ratingParticipant,
  };
}

/** A date-time filter bound, or undefined when not given. */
function bound(value: unknown, field: string): number | undefined {
  if (value === undefined || value === '' || value === null) return undefined;
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw invalidArgument(`${field} must be a date-time`);
  return time;
}

/** `limit` of the review methods: required, 20 to 100. */
function limitOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 20 || value > 100) {
    throw invalidArgument('limit must be from 20 to 100');
  }
  return value;
}

function sortDirOf(value: unknown): 'ASC' | 'DESC' {
  if (value === undefined || value === '') return 'ASC';
  if (value !== 'ASC' && value !== 'DESC') throw invalidArgument('sort_dir must be ASC or DESC');
  return value;
}

interface ListBody {
  filters?: {
    sku?: number[];
    status?: string;
    order_status?: string;
    published_from?: string;
    published_to?: string;
  };
  last_id?: string;
  limit?: number;
  sort_dir?: string;
}

function listReviews(world: World, body: ListBody) {
  const limit = limitOf(body.limit);
  const sortDir = sortDirOf(body.sort_dir);
  const filters = body.filters ?? {};
  if (filters.sku !== undefined && !Array.isArray(filters.sku)) throw invalidArgument('filters.sku must be an array');
  const skus = filters.sku?.length ? new Set(filters.sku) : null;
  const status = filters.status && filters.status !== 'ALL' ? filters.status : null;
  if (status && !REVIEW_STATUSES.includes(status as ReviewStatus)) {
    throw invalidArgument(`filters.status must be one of ${REVIEW_STATUSES.join(', ')}`);
  }
  const orderStatus = filters.order_status && filters.order_status !== 'ALL' ? filters.order_status : null;
  if (orderStatus && !ORDER_STATUSES.includes(orderStatus)) {
    throw invalidArgument(`filters.order_status must be one of ${ORDER_STATUSES.join(', ')}`);
  }
  const from = bound(filters.published_from, 'filters.published_from');
  const to = bound(filters.published_to, 'filters.published_to');
  const lastId = body.last_id ?? '';

  // Reviews are sorted by their time-ordered id; last_id is where the previous page stopped.
  const all = reviewsOf(world).list;
  const page: ReviewRecord[] = [];
  let hasNext = false;
  for (let i = 0; i < all.length; i++) {
    const review = all[sortDir === 'ASC' ? i : all.length - 1 - i];
    if (lastId && (sortDir === 'ASC' ? review.id <= lastId : review.id >= lastId)) continue;
    if (skus && !skus.has(review.sku)) continue;
    if (orderStatus && review.orderStatus !== orderStatus) continue;
    if (from !== undefined && review.publishedAt < from) continue;
    if (to !== undefined && review.publishedAt > to) continue;
    if (status && statusOf(world, review) !== status) continue;
    if (page.length === limit) {
      hasNext = true;
      break;
    }
    page.push(review);
  }
  return {
    reviews: page.map((review) => listItem(world, review)),
    has_next: hasNext,
    last_id: page.length ? page[page.length - 1].id : '',
  };
}

function commentItem(comment: ReviewComment) {
  return {
    id: comment.id,
    text: comment.text,
    parent_comment_id: comment.parentCommentId,
    is_owner: comment.isOwner,
    is_official: comment.isOwner,
    is_published: true,
    is_rejected: false,
    likes_amount: comment.likes,
    dislikes_amount: comment.dislikes,
    deviation_reason: '',
    published_at: new Date(comment.publishedAt).toISOString(),
  };
}

interface CommentListBody {
  review_id?: string;
  limit?: number;
  offset?: number;
  sort_dir?: string;
  filter?: { sku?: number; published_from?: string; published_to?: string };
  filters?: CommentListBody['filter'];
}

/** Ozon's answer to a review method from a seller without the subscription it needs. */
export const NO_REVIEWS_SUBSCRIPTION =
  'Method is available only for sellers with the Review management or Premium Pro subscription';

/**
 * A review method: "available to sellers with the Review management (Управление отзывами) or
 * Premium Pro subscription"; a cabinet without it gets 403 on every one.
 */
function reviewMethod<Body = Record<string, unknown>>(
  app: FastifyInstance,
  spec: EndpointSpec,
  handler: (context: EndpointContext<Body>) => unknown,
): void {
  endpoint<Body>(app, spec, (context) => {
    if (context.world.cabinet.reviewsSubscription === false) {
      throw new OzonError(GRPC.PERMISSION_DENIED, NO_REVIEWS_SUBSCRIPTION);
    }
    return handler(context);
  });
}

export default function reviewRoutes(app: FastifyInstance) {
  // The harness, not an Ozon method (called with a cabinet's key): a buyer writes a review now.
  app.post('/sandbox/reviews', async (request) => {
    const body = (request.body ?? {}) as { rating?: unknown; sku?: unknown };
    const rating = Number(body.rating);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw invalidArgument('rating must be 1 to 5');
    const review = writeReview(request.world, { rating, sku: body.sku === undefined ? undefined : Number(body.sku) });
    return listItem(request.world, review);
  });

  reviewMethod<ListBody>(
    app,
    { method: 'POST', path: '/v2/review/list', contract: { documented2026: 'v2-review-list' } },
    ({ body, world }) => listReviews(world, body),
  );

  reviewMethod<{ review_id?: string }>(
    app,
    { method: 'POST', path: '/v2/review/info', contract: { documented2026: 'v2-review-info' } },
    ({ body, world }) => {
      const review = reviewOf(world, body.review_id);
      const media = reviewMedia(world.seed, review);
      return {
        ...listItem(world, review),
        likes_amount: review.likes,
        dislikes_amount: review.dislikes,
        photos: media.photos,
        videos: media.videos,
      };
    },
  );

  reviewMethod(
    app,
    { method: 'POST', path: '/v2/review/count', contract: { documented2026: 'v2-review-count' } },
    ({ world }) => {
      const counts = countByStatus(world);
      return { total: counts.total, new: counts.NEW, viewed: counts.VIEWED, processed: counts.PROCESSED };
    },
  );

  reviewMethod<{ review_ids?: string[]; status?: string }>(
    app,
    { method: 'POST', path: '/v2/review/change-status', contract: { documented2026: 'v2-review-change-status' } },
    ({ body, world }) => {
      const ids = body.review_ids;
      if (!Array.isArray(ids) || ids.length < 1 || ids.length > 100) {
        throw invalidArgument('review_ids must hold from 1 to 100 ids');
      }
      if (!REVIEW_STATUSES.includes(body.status as ReviewStatus)) {
        throw invalidArgument(`status must be one of ${REVIEW_STATUSES.join(', ')}`);
      }
      // All or nothing: an unknown id changes no status.
      const reviews = ids.map((id) => reviewOf(world, id));
      for (const review of reviews) setStatus(world, review, body.status as ReviewStatus);
      return {};
    },
  );

  reviewMethod<CommentListBody>(
    app,
    { method: 'POST', path: '/v1/review/comment/list', contract: { documented2026: 'v1-review-comment-list' } },
    ({ body, world }) => {
      const review = reviewOf(world, body.review_id);
      const limit = limitOf(body.limit);
      const offset = body.offset ?? 0;
      if (!Number.isInteger(offset) || offset < 0) throw invalidArgument('offset must be a non-negative integer');
      const filter = body.filter ?? body.filters ?? {};
      if (filter.sku && filter.sku !== review.sku) return { comments: [], offset };
      const from = bound(filter.published_from, 'filter.published_from');
      const to = bound(filter.published_to, 'filter.published_to');
      let comments = commentsOf(world, review).filter(
        (comment) =>
          (from === undefined || comment.publishedAt >= from) && (to === undefined || comment.publishedAt <= to),
      );
      if (sortDirOf(body.sort_dir) === 'DESC') comments = comments.reverse();
      const page = comments.slice(offset, offset + limit);
      return { comments: page.map(commentItem), offset: offset + page.length };
    },
  );

  reviewMethod<{ review_id?: string; text?: string; parent_comment_id?: string; mark_review_as_processed?: boolean }>(
    app,
    { method: 'POST', path: '/v1/review/comment/create', contract: { openapi: 'beta-03-reviewapi.json' } },
    ({ body, world }) => {
      const review = reviewOf(world, body.review_id);
      const text = typeof body.text === 'string' ? body.text.trim() : '';
      if (!text) throw invalidArgument('text is required');
      const parent = body.parent_comment_id ?? '';
      if (parent && !commentsOf(world, review).some((comment) => comment.id === parent)) {
        throw notFound(`comment ${parent} not found under review ${review.id}`);
      }
      const comment = createComment(world, review, text, parent);
      if (body.mark_review_as_processed) setStatus(world, review, 'PROCESSED');
      return { comment_id: comment.id };
    },
  );
}
