import type { ReviewImportResult } from '../../contracts/promotionReviewResults.js';
import { ReviewProcessingStatus } from '../../contracts/reviews.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import { reviewApi, type Review, type ReviewComment, type ReviewStatus } from '../ozon/api/reviews.js';
import { eachLimited } from '../ozon/eachLimited.js';
import { eachSet } from '../ozon/eachSet.js';
import { OzonApiError, type OzonTransport } from '../ozon/transport.js';
import {
  clearReviewComments,
  replaceReviewComments,
  reviewFieldsKey,
  storedReviews,
  unknownReviewSkus,
  upsertReviews,
  writeReviewDetails,
  type CommentFromOzon,
  type ReviewDetailsFromOzon,
  type ReviewFromOzon,
  type StoredReview,
} from './reviewRepository.js';

export const STATUS_OF_OZON: Record<ReviewStatus, ReviewProcessingStatus> = {
  NEW: ReviewProcessingStatus.NotViewed,
  VIEWED: ReviewProcessingStatus.Viewed,
  PROCESSED: ReviewProcessingStatus.Processed,
};

/** Calls to Ozon in flight at once for details and comments: well within its 50 a second. */
const CONCURRENCY = 10;

export function reviewOf(review: Review): ReviewFromOzon {
  return {
    id: review.id,
    sku: review.sku,
    text: review.text,
    publishedAt: new Date(review.published_at),
    rating: review.rating,
    processingStatus: STATUS_OF_OZON[review.status],
    commentsAmount: review.comments_amount,
    photosCount: review.photos_amount,
    videosCount: review.videos_amount,
    orderStatus: review.order_status,
    isRatingParticipant: review.is_rating_participant,
  };
}

export function commentOf(comment: ReviewComment): CommentFromOzon {
  return {
    id: comment.id,
    parentCommentId: comment.parent_comment_id,
    text: comment.text,
    publishedAt: new Date(comment.published_at),
    isOwner: comment.is_owner,
    isOfficial: comment.is_official,
    isPublished: comment.is_published,
    isRejected: comment.is_rejected,
  };
}

/** Ozon's answer to a cabinet without the reviews subscription (Review management or Premium Pro). */
export const isSubscriptionRefusal = (error: unknown): error is OzonApiError =>
  error instanceof OzonApiError && error.status === 403;

/** Processed reviews older than this are history: their details and comments are read when the seller opens one. */
const HISTORY_DAYS = 30;

/**
 * A processed review older than HISTORY_DAYS: the first sync of a cabinet leaves its photos and thread
 * for later (Ozon's 50 calls a second make a year of them minutes long). Once read, a change of its
 * counts is read like any other.
 */
const isSettledHistory = (review: ReviewFromOzon, now: Date) =>
  review.processingStatus === ReviewProcessingStatus.Processed &&
  review.publishedAt.getTime() < now.getTime() - HISTORY_DAYS * 86_400_000;

/** The details and comments of reviews, read from Ozon. */
export async function readReviewExtras(
  ozon: OzonTransport,
  needs: { details: string[]; comments: string[] },
  options: { signal?: AbortSignal; progress?: Progress } = {},
) {
  const api = reviewApi(ozon);
  const call = { signal: options.signal };
  const details = new Map<string, ReviewDetailsFromOzon>();
  const comments = new Map<string, CommentFromOzon[]>();
  await eachLimited(needs.details, CONCURRENCY, async (id) => {
    const info = await api.info(id, call);
    details.set(id, {
      likes: info.likes_amount,
      dislikes: info.dislikes_amount,
      photos: info.photos.map(({ url, width, height }) => ({ url, width, height })),
      videos: info.videos.map(({ url, width, height }) => ({ url, width, height })),
    });
    options.progress?.advance(1);
  });
  await eachLimited(needs.comments, CONCURRENCY, async (id) => {
    const list: CommentFromOzon[] = [];
    for await (const page of api.commentPages(id, call)) list.push(...page.map(commentOf));
    comments.set(id, list);
    options.progress?.advance(1);
  });
  return { details, comments };
}

/** Reviews compared and written at once: what a page's import holds in memory, and one transaction. */
export const REVIEWS_PER_WRITE = 1_000;

/**
 * The reviews whose details and whose comments are to be read from Ozon: details of new reviews with
 * media and of those whose media count moved, comments of those whose count moved, but for the
 * settled history of a first sync (left to UpdateOzonProductReviewDetails).
 */
export function reviewCallsNeeded(listed: ReviewFromOzon[], stored: Map<string, StoredReview>, now: Date) {
  return {
    details: listed
      .filter((review) => {
        const known = stored.get(review.id);
        const hasMedia = review.photosCount + review.videosCount > 0;
        const mediaMoved = known && known.photosCount + known.videosCount !== review.photosCount + review.videosCount;
        if (!known?.hasDetails && isSettledHistory(review, now)) return false;
        return hasMedia && (!known?.hasDetails || mediaMoved);
      })
      .map((review) => review.id),
    comments: listed
      .filter((review) => {
        const synced = stored.get(review.id)?.commentsSyncedAmount ?? null;
        if (synced === null && isSettledHistory(review, now)) return false;
        return review.commentsAmount !== synced && (review.commentsAmount > 0 || synced !== null);
      })
      .map((review) => review.id),
  };
}

interface WrittenReviews {
  updated: number;
  comments: number;
}

/**
 * Compares listed reviews with the stored ones, reads the details and comments they need
 * (reviewCallsNeeded) and writes them in one transaction.
 */
async function importListedReviews(
  db: Db,
  ozon: OzonTransport,
  listed: ReviewFromOzon[],
  options: { signal?: AbortSignal; progress?: Progress; now: Date; grow: (calls: number) => void },
): Promise<WrittenReviews> {
  const { now } = options;
  const stored = await storedReviews(
    db,
    listed.map((review) => review.id),
  );
  const changed = listed.filter((review) => stored.get(review.id)?.fields !== reviewFieldsKey(review));
  const needs = reviewCallsNeeded(listed, stored, now);
  const noComments = listed.filter(
    (review) => review.commentsAmount === 0 && (stored.get(review.id)?.commentsSyncedAmount ?? null) === null,
  );
  options.grow(needs.details.length + needs.comments.length);
  const extras = await readReviewExtras(ozon, needs, options);

  return db.transaction().execute(async (trx) => {
    await upsertReviews(trx, changed, now);
    for (const [id, details] of extras.details) await writeReviewDetails(trx, id, details, now);
    const byId = new Map(listed.map((review) => [review.id, review]));
    for (const [id, comments] of extras.comments) {
      await replaceReviewComments(trx, id, comments, byId.get(id)!.commentsAmount);
    }
    await clearReviewComments(
      trx,
      noComments.map((review) => review.id),
    );
    return {
      updated: changed.length,
      comments: [...extras.comments.values()].reduce((sum, list) => sum + list.length, 0),
    };
  });
}

/**
 * Reads every review of the cabinet and imports them REVIEWS_PER_WRITE at a time (see
 * importListedReviews), each set in its own transaction while the next is listed: a large cabinet's
 * year of reviews with their texts is never held whole, and a failure keeps the sets written (the next
 * import compares and skips them). A second import asks only for the list and changes nothing. A
 * cabinet without the reviews subscription gets Available false and Ozon's reason: no failure.
 */
export async function importOzonProductReviews(
  db: Db,
  ozon: OzonTransport,
  options: { signal?: AbortSignal; progress?: Progress; now?: Date } = {},
): Promise<ReviewImportResult> {
  const api = reviewApi(ozon);
  const now = options.now ?? new Date();
  // The total is Ozon's count of reviews, grown by the details and threads each set needs.
  let total = 0;
  const grow = (calls: number) => options.progress?.advance(0, (total += calls));
  const written = { reviews: 0, updated: 0, comments: 0 };
  let committed = 0;
  async function* listed() {
    for await (const page of api.listPages({ sort_dir: 'ASC' }, { signal: options.signal })) {
      written.reviews += page.length;
      options.progress?.advance(page.length);
      yield page.map(reviewOf);
    }
  }
  try {
    grow((await api.count({ signal: options.signal })).total);
    await eachSet(listed(), REVIEWS_PER_WRITE, async (set) => {
      const { updated, comments } = await importListedReviews(db, ozon, set, { ...options, now, grow });
      written.updated += updated;
      written.comments += comments;
      // Each set is committed: a stop keeps the reviews written so far.
      committed += set.length;
      options.progress?.kept?.({ Kind: 'Records', Records: committed });
    });
  } catch (error) {
    if (!isSubscriptionRefusal(error)) throw error;
    return {
      Available: false,
      UnavailableReason: error.ozonMessage,
      ReviewCount: 0,
      UpdatedReviewCount: 0,
      CommentCount: 0,
      UnknownSkus: [],
    };
  }
  return {
    Available: true,
    UnavailableReason: null,
    ReviewCount: written.reviews,
    UpdatedReviewCount: written.updated,
    CommentCount: written.comments,
    UnknownSkus: await unknownReviewSkus(db),
  };
}
