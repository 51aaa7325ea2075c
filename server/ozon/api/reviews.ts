import { z } from 'zod';
import { lastIdPages, offsetPages, type PagingOptions } from '../paging.js';
import type { CallOptions, OzonTransport } from '../transport.js';

/** Method versions of this family: a switch to a newer version is a change here only. */
export const REVIEW_METHODS = {
  list: '/v2/review/list',
  info: '/v2/review/info',
  count: '/v2/review/count',
  changeStatus: '/v2/review/change-status',
  commentList: '/v1/review/comment/list',
  commentCreate: '/v1/review/comment/create',
} as const;

export type ReviewStatus = 'NEW' | 'VIEWED' | 'PROCESSED';

/** v2 statuses; v1's UNPROCESSED (still in a 2026 example) means not processed yet, i.e. NEW. */
const reviewStatus = z
  .enum(['NEW', 'VIEWED', 'PROCESSED', 'UNPROCESSED'])
  .transform((status): ReviewStatus => (status === 'UNPROCESSED' ? 'NEW' : status));
/** SKUs are int64: a number, or a string in some of Ozon's answers. */
const sku = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

export const reviewSchema = z
  .object({
    id: z.string(),
    sku,
    text: z.string().default(''),
    published_at: z.string(),
    rating: z.number().int().min(1).max(5),
    status: reviewStatus,
    comments_amount: z.number().int().default(0),
    photos_amount: z.number().int().default(0),
    videos_amount: z.number().int().default(0),
    order_status: z.string().default(''),
    is_rating_participant: z.boolean().default(true),
  })
  .loose();
export type Review = z.infer<typeof reviewSchema>;

export const reviewListResponse = z
  .object({ reviews: z.array(reviewSchema), has_next: z.boolean(), last_id: z.string().default('') })
  .loose();

const photo = z.object({ url: z.string(), width: z.number().default(0), height: z.number().default(0) }).loose();
const video = photo.extend({ preview_url: z.string().default(''), short_video_preview_url: z.string().default('') });
export const reviewInfoSchema = reviewSchema.extend({
  likes_amount: z.number().int().default(0),
  dislikes_amount: z.number().int().default(0),
  photos: z.array(photo).default([]),
  videos: z.array(video).default([]),
});
export type ReviewInfo = z.infer<typeof reviewInfoSchema>;

export const reviewCountResponse = z
  .object({ total: z.number().int(), new: z.number().int(), viewed: z.number().int(), processed: z.number().int() })
  .loose();

export const reviewCommentSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    parent_comment_id: z.string().default(''),
    is_owner: z.boolean(),
    is_official: z.boolean().default(false),
    is_published: z.boolean().default(true),
    is_rejected: z.boolean().default(false),
    published_at: z.string(),
  })
  .loose();
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

export const commentListResponse = z
  .object({ comments: z.array(reviewCommentSchema), offset: z.number().int() })
  .loose();

const emptyResponse = z.object({}).loose();
const commentCreateResponse = z.object({ comment_id: z.string() }).loose();

export interface ReviewFilters {
  sku?: number[];
  status?: ReviewStatus;
  order_status?: 'DELIVERED' | 'CANCELLED';
  published_from?: string;
  published_to?: string;
}

export interface ReviewListRequest {
  filters?: ReviewFilters;
  last_id?: string;
  /** 20 to 100. */
  limit?: number;
  sort_dir?: 'ASC' | 'DESC';
}

/** The largest page the review methods allow (their limit is 20 to 100). */
export const REVIEW_PAGE_LIMIT = 100;

export function reviewApi(ozon: OzonTransport) {
  const list = (request: ReviewListRequest = {}, options?: CallOptions) =>
    ozon.post(REVIEW_METHODS.list, { limit: REVIEW_PAGE_LIMIT, ...request }, reviewListResponse, options);

  const commentList = (
    request: { review_id: string; limit?: number; offset?: number; sort_dir?: 'ASC' | 'DESC' },
    options?: CallOptions,
  ) => ozon.post(REVIEW_METHODS.commentList, { limit: REVIEW_PAGE_LIMIT, ...request }, commentListResponse, options);

  return {
    /** One page of reviews; pass the answer's last_id for the next. */
    list,
    /** Every review matching the filters, page by page by last_id while has_next. */
    listPages: (request: Omit<ReviewListRequest, 'last_id'> = {}, options: CallOptions & PagingOptions = {}) =>
      lastIdPages<Review, string>(
        REVIEW_METHODS.list,
        '',
        async (lastId) => {
          const page = await list({ ...request, ...(lastId ? { last_id: lastId } : {}) }, options);
          return { items: page.reviews, lastId: page.last_id, hasNext: page.has_next };
        },
        options,
      ),
    info: (reviewId: string, options?: CallOptions) =>
      ozon.post(REVIEW_METHODS.info, { review_id: reviewId }, reviewInfoSchema, options),
    count: (options?: CallOptions) => ozon.post(REVIEW_METHODS.count, {}, reviewCountResponse, options),
    /** Sets the status of up to 100 reviews. */
    changeStatus: async (reviewIds: string[], status: ReviewStatus, options?: CallOptions) => {
      await ozon.post(REVIEW_METHODS.changeStatus, { review_ids: reviewIds, status }, emptyResponse, options);
    },
    commentList,
    /** Every comment of a review, page by page by offset. */
    commentPages: (reviewId: string, options: CallOptions & PagingOptions = {}) =>
      offsetPages<ReviewComment>(
        async (offset, limit) => ({
          items: (await commentList({ review_id: reviewId, offset, limit }, options)).comments,
        }),
        REVIEW_PAGE_LIMIT,
        options,
      ),
    /** Answers a review (or a comment under it); `mark_review_as_processed` also sets the review PROCESSED. */
    createComment: async (
      request: { review_id: string; text: string; parent_comment_id?: string; mark_review_as_processed?: boolean },
      options?: CallOptions,
    ) => (await ozon.post(REVIEW_METHODS.commentCreate, request, commentCreateResponse, options)).comment_id,
  };
}
