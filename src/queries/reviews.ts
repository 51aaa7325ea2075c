import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HighlightCluster } from '../../contracts/highlights.js';
import type { Job } from '../../contracts/jobs.js';
import type {
  ChangeReviewsStatusRequest,
  FindOzonProductReviewsRequest,
  ProductReview,
  ProductReviewPage,
  PublishReviewCommentRequest,
  ReviewDetail,
  SuggestedResponseRequest,
} from '../../contracts/reviews.js';
import type { ApiClient } from '../api/client.js';
import { reviewKeys } from './promotionReviewKeys.js';

export { reviewKeys };

/** Buyers' reviews (reader family), their sync and the seller's answers (command family), groups (ml). */
export const findReviews = (api: ApiClient, request: Partial<FindOzonProductReviewsRequest>) =>
  api.json<ProductReviewPage>('reader', 'v1/OzonProductReview/FindOzonProductReviews', { json: request });

export const reviewListQuery = (api: ApiClient, request: Partial<FindOzonProductReviewsRequest>) =>
  queryOptions({
    queryKey: reviewKeys.list(request),
    queryFn: () => findReviews(api, request),
    placeholderData: keepPreviousData,
  });

/** The request that reads one review with its card: what the side panel shows, whatever the grid's filters. */
export const oneReviewRequest = (id: string): Partial<FindOzonProductReviewsRequest> => ({
  IDs: [id],
  Offset: 0,
  Count: 1,
  IncludeProducts: true,
});

/** One review, opened beside the grid; null when there is none of that ID. */
export const reviewQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: reviewKeys.list(oneReviewRequest(id)),
    queryFn: async (): Promise<ProductReview | null> => (await findReviews(api, oneReviewRequest(id))).Items[0] ?? null,
  });

/**
 * The product groups by what their reviews talk about, with the phrases that set each apart. The
 * machine-learning service works them out from every review, the same groups on every call: they
 * change only with the reviews, so a sync (which reloads everything under reviewKeys) renews them.
 */
export const reviewGroupsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: reviewKeys.groups(),
    queryFn: () => api.json<HighlightCluster[]>('ml', 'highlights/clusterize_products', { method: 'post' }),
    staleTime: 10 * 60_000,
  });

export const reviewCommands = (api: ApiClient) => ({
  /** Starts the reviews sync as a job; its counts (or that Ozon refuses the cabinet) come with the finished job. */
  importReviews: () => api.startJob<Job>('command', 'v1/OzonProductReview/UpdateOzonProductReviews', { json: {} }),
  /** Reads the reviews' photos and comment threads from Ozon again. */
  updateDetails: (reviewIds: string[]) =>
    api.json<ReviewDetail[]>('command', 'v1/OzonProductReview/UpdateOzonProductReviewDetails', {
      json: { ReviewIDs: reviewIds },
    }),
  /** Keeps drafted replies: each review's list replaces its earlier drafts. */
  saveSuggestedResponses: (requests: SuggestedResponseRequest[]) =>
    api.json<null>('command', 'v1/OzonProductReview/UpdateOzonProductReviewSuggestedResponses', { json: requests }),
  /** Posts the seller's answer on Ozon; resolves to the review as it is now (processed, with the comment). */
  publishComment: (request: PublishReviewCommentRequest) =>
    api.json<ProductReview>('command', 'v1/OzonProductReview/PublishOzonProductReviewComment', { json: request }),
  changeStatus: (request: ChangeReviewsStatusRequest) =>
    api.json<null>('command', 'v1/OzonProductReview/ChangeOzonProductReviewsStatus', { json: request }),
});
