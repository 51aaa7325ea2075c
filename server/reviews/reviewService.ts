import {
  ReviewProcessingStatus,
  type ChangeReviewsStatusRequest,
  type FindOzonProductReviewsRequest,
  type ProductReview,
  type PublishReviewCommentRequest,
  type ReviewDetail,
  type SuggestedResponseRequest,
} from '../../contracts/reviews.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../domain/errors.js';
import { reviewApi } from '../ozon/api/reviews.js';
import type { OzonTransport } from '../ozon/transport.js';
import { readReviewExtras } from './reviewImport.js';
import { findReviewPage } from './reviewQueries.js';
import {
  addReviewComment,
  existingReviewIds,
  replaceReviewComments,
  setReviewStatus,
  writeReviewDetails,
} from './reviewRepository.js';

/** Ozon's change-status takes up to 100 reviews a call. */
const STATUS_BATCH = 100;

/** Buyers' reviews as synced here, the seller's drafts of replies, and the answers and marks sent to Ozon. */
export function reviewService({
  db,
  ozon,
  now = () => new Date(),
}: {
  db: Db;
  ozon: () => Promise<OzonTransport>;
  now?: () => Date;
}) {
  async function requireReviews(ids: string[]): Promise<void> {
    const known = await existingReviewIds(db, ids);
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    if (missing.length) {
      throw new NotFoundError(`There is no review with ID ${missing.join(', ')}.`, {
        kind: 'OzonProductReview',
        id: missing.join(', '),
      });
    }
  }

  /** An answer to a comment answers one of the review's comments the app has read (the ones the screen shows). */
  async function requireComment(reviewId: string, commentId: string): Promise<void> {
    const found = await db
      .selectFrom('ozon_review_comments')
      .select('id')
      .where('id', '=', commentId)
      .where('review_id', '=', reviewId)
      .executeTakeFirst();
    if (!found) {
      throw new NotFoundError(`ParentCommentID: review ${reviewId} has no comment with ID ${commentId}.`, {
        kind: 'OzonProductReviewComment',
        id: commentId,
      });
    }
  }

  async function reviewById(id: string): Promise<ProductReview> {
    const page = await findReviewPage(db, { IDs: [id], Count: 1, IncludeProducts: true });
    return page.Items[0]!;
  }

  return {
    find: (request: FindOzonProductReviewsRequest) => findReviewPage(db, request),

    /** Reads the reviews' details (photos, likes) and comments from Ozon again, and answers the details. */
    async updateDetails(reviewIds: string[]): Promise<ReviewDetail[]> {
      await requireReviews(reviewIds);
      const transport = await ozon();
      const ids = [...new Set(reviewIds)];
      const extras = await readReviewExtras(transport, { details: ids, comments: ids });
      const at = now();
      await db.transaction().execute(async (trx) => {
        for (const [id, details] of extras.details) await writeReviewDetails(trx, id, details, at);
        for (const [id, comments] of extras.comments) {
          await replaceReviewComments(trx, id, comments, comments.length);
          await trx
            .updateTable('ozon_product_reviews')
            .set({ comments_amount: comments.length })
            .where('id', '=', id)
            .execute();
        }
      });
      const page = await findReviewPage(db, { IDs: ids, Count: ids.length });
      return page.Items.map((review) => ({
        ReviewID: review.ID,
        Visibility: review.Visibility,
        Photos: review.Photos,
      }));
    },

    /** Keeps the seller's drafts of replies: each review's list replaces its earlier one, all in one transaction. */
    async updateSuggestedResponses(requests: SuggestedResponseRequest[]): Promise<void> {
      await requireReviews(requests.map((request) => request.ReviewID));
      await db.transaction().execute(async (trx) => {
        for (const request of requests) {
          await trx
            .updateTable('ozon_product_reviews')
            .set({
              suggested_responses: JSON.stringify(request.Responses),
              product_group: request.ProductGroup ?? null,
            })
            .where('id', '=', request.ReviewID)
            .execute();
        }
      });
    },

    /** Posts the seller's answer to Ozon as a comment (marking the review processed there too) and keeps it here. */
    async publishComment(request: Required<PublishReviewCommentRequest>): Promise<ProductReview> {
      await requireReviews([request.ReviewID]);
      if (request.ParentCommentID) await requireComment(request.ReviewID, request.ParentCommentID);
      const commentId = await reviewApi(await ozon()).createComment({
        review_id: request.ReviewID,
        text: request.Text,
        ...(request.ParentCommentID ? { parent_comment_id: request.ParentCommentID } : {}),
        mark_review_as_processed: request.MarkAsProcessed,
      });
      await db.transaction().execute(async (trx) => {
        await addReviewComment(trx, request.ReviewID, {
          id: commentId,
          parentCommentId: request.ParentCommentID ?? '',
          text: request.Text,
          publishedAt: now(),
          isOwner: true,
          isOfficial: true,
          isPublished: true,
          isRejected: false,
        });
        if (request.MarkAsProcessed) {
          await setReviewStatus(trx, [request.ReviewID], ReviewProcessingStatus.Processed);
        }
      });
      return reviewById(request.ReviewID);
    },

    /** Marks reviews viewed or processed on Ozon, 100 a call, then here: only once Ozon took all of them. */
    async changeStatus(request: ChangeReviewsStatusRequest): Promise<void> {
      const ids = [...new Set(request.ReviewIDs)];
      await requireReviews(ids);
      const api = reviewApi(await ozon());
      const status = request.Status === ReviewProcessingStatus.Processed ? 'PROCESSED' : 'VIEWED';
      for (let start = 0; start < ids.length; start += STATUS_BATCH) {
        await api.changeStatus(ids.slice(start, start + STATUS_BATCH), status);
      }
      await db.transaction().execute((trx) => setReviewStatus(trx, ids, request.Status));
    },
  };
}
export type ReviewService = ReturnType<typeof reviewService>;
