import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.js';

/** A review as Ozon lists it, in the table's terms. */
export interface ReviewFromOzon {
  id: string;
  sku: number;
  text: string;
  publishedAt: Date;
  rating: number;
  processingStatus: number;
  commentsAmount: number;
  photosCount: number;
  videosCount: number;
  orderStatus: string;
  isRatingParticipant: boolean;
}

export interface ReviewMediaFromOzon {
  url: string;
  width: number;
  height: number;
}

/** What /v2/review/info adds: likes and the photos and videos themselves. */
export interface ReviewDetailsFromOzon {
  likes: number;
  dislikes: number;
  photos: ReviewMediaFromOzon[];
  videos: ReviewMediaFromOzon[];
}

export interface CommentFromOzon {
  id: string;
  parentCommentId: string;
  text: string;
  publishedAt: Date;
  isOwner: boolean;
  isOfficial: boolean;
  isPublished: boolean;
  isRejected: boolean;
}

/** What the sync compares a listed review with, by id. */
export interface StoredReview {
  fields: string;
  commentsSyncedAmount: number | null;
  hasDetails: boolean;
  photosCount: number;
  videosCount: number;
}

const fieldsKey = (review: Omit<ReviewFromOzon, 'id' | 'sku' | 'publishedAt'> & { publishedAt: number; sku: number }) =>
  JSON.stringify([
    review.sku,
    review.text,
    review.publishedAt,
    review.rating,
    review.processingStatus,
    review.commentsAmount,
    review.photosCount,
    review.videosCount,
    review.orderStatus,
    review.isRatingParticipant,
  ]);

export const reviewFieldsKey = (review: ReviewFromOzon) =>
  fieldsKey({ ...review, publishedAt: review.publishedAt.getTime() });

/** The stored reviews of these ids (a set of a thousand, well within the bound parameters' limit). */
export async function storedReviews(db: DbOrTrx, reviewIds: string[]): Promise<Map<string, StoredReview>> {
  if (!reviewIds.length) return new Map();
  const rows = await db
    .selectFrom('ozon_product_reviews')
    .where('id', 'in', reviewIds)
    .select([
      'id',
      'sku',
      'text',
      'published_at',
      'rating',
      'processing_status',
      'comments_amount',
      'photos_count',
      'videos_count',
      'order_status',
      'is_rating_participant',
      'comments_synced_amount',
      'details_synced_at',
    ])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        fields: fieldsKey({
          sku: Number(row.sku),
          text: row.text,
          publishedAt: new Date(row.published_at).getTime(),
          rating: row.rating,
          processingStatus: row.processing_status,
          commentsAmount: row.comments_amount,
          photosCount: row.photos_count,
          videosCount: row.videos_count,
          orderStatus: row.order_status,
          isRatingParticipant: row.is_rating_participant,
        }),
        commentsSyncedAmount: row.comments_synced_amount,
        hasDetails: row.details_synced_at !== null,
        photosCount: row.photos_count,
        videosCount: row.videos_count,
      },
    ]),
  );
}

/**
 * Writes the listed reviews (new or changed), a thousand to a statement: a first sync brings thousands
 * (one statement a review took seconds), and one statement of all of them would grow the embedded
 * database's memory for good.
 */
export async function upsertReviews(trx: DbOrTrx, reviews: ReviewFromOzon[], at: Date): Promise<void> {
  // A review listed twice (its page moved while read) once, as last read: else the upsert meets itself.
  const unique = [...new Map(reviews.map((review) => [review.id, review])).values()];
  for (let start = 0; start < unique.length; start += REVIEWS_PER_STATEMENT) {
    await upsertReviewRows(trx, unique.slice(start, start + REVIEWS_PER_STATEMENT), at);
  }
}

const REVIEWS_PER_STATEMENT = 1_000;

async function upsertReviewRows(trx: DbOrTrx, reviews: ReviewFromOzon[], at: Date): Promise<void> {
  const rows = JSON.stringify(
    reviews.map((review) => ({
      id: review.id,
      sku: review.sku,
      text: review.text,
      published_at: review.publishedAt.toISOString(),
      rating: review.rating,
      processing_status: review.processingStatus,
      comments_amount: review.commentsAmount,
      photos_count: review.photosCount,
      videos_count: review.videosCount,
      order_status: review.orderStatus,
      is_rating_participant: review.isRatingParticipant,
    })),
  );
  await sql`
    INSERT INTO ozon_product_reviews (id, sku, text, published_at, rating, processing_status, comments_amount,
      photos_count, videos_count, order_status, is_rating_participant, synced_at)
    SELECT r.*, ${at}::timestamptz FROM jsonb_to_recordset(${rows}::jsonb) AS r(id text, sku bigint, text text,
      published_at timestamptz, rating smallint, processing_status smallint, comments_amount integer,
      photos_count integer, videos_count integer, order_status text, is_rating_participant boolean)
    ON CONFLICT (id) DO UPDATE SET
      sku = excluded.sku, text = excluded.text, published_at = excluded.published_at, rating = excluded.rating,
      processing_status = excluded.processing_status, comments_amount = excluded.comments_amount,
      photos_count = excluded.photos_count, videos_count = excluded.videos_count,
      order_status = excluded.order_status, is_rating_participant = excluded.is_rating_participant,
      synced_at = excluded.synced_at`.execute(trx);
}

export async function writeReviewDetails(
  trx: DbOrTrx,
  reviewId: string,
  details: ReviewDetailsFromOzon,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('ozon_product_reviews')
    .set({
      likes_amount: details.likes,
      dislikes_amount: details.dislikes,
      photos: JSON.stringify(details.photos),
      videos: JSON.stringify(details.videos),
      details_synced_at: at,
    })
    .where('id', '=', reviewId)
    .execute();
}

const commentRow = (reviewId: string, comment: CommentFromOzon, wasEdited: boolean) => ({
  id: comment.id,
  review_id: reviewId,
  parent_comment_id: comment.parentCommentId,
  text: comment.text,
  published_at: comment.publishedAt,
  is_owner: comment.isOwner,
  is_official: comment.isOfficial,
  is_published: comment.isPublished,
  is_rejected: comment.isRejected,
  was_edited: wasEdited,
});

/**
 * Makes the stored comments of a review what Ozon lists; a comment whose text changed is marked
 * edited. `amount` is the review's comments_amount they were read at.
 */
export async function replaceReviewComments(
  trx: DbOrTrx,
  reviewId: string,
  comments: CommentFromOzon[],
  amount: number,
): Promise<void> {
  const before = new Map(
    (
      await trx
        .selectFrom('ozon_review_comments')
        .where('review_id', '=', reviewId)
        .select(['id', 'text', 'was_edited'])
        .execute()
    ).map((row) => [row.id, row]),
  );
  await trx.deleteFrom('ozon_review_comments').where('review_id', '=', reviewId).execute();
  if (comments.length) {
    await trx
      .insertInto('ozon_review_comments')
      .values(
        comments.map((comment) => {
          const earlier = before.get(comment.id);
          return commentRow(reviewId, comment, !!earlier && (earlier.was_edited || earlier.text !== comment.text));
        }),
      )
      .execute();
  }
  await trx
    .updateTable('ozon_product_reviews')
    .set({ comments_synced_amount: amount })
    .where('id', '=', reviewId)
    .execute();
}

/** Reviews Ozon counts no comments of: none stored, read at a count of zero (one statement for all). */
export async function clearReviewComments(trx: DbOrTrx, reviewIds: string[]): Promise<void> {
  if (reviewIds.length === 0) return;
  // The ids as one array: a big cabinet's thousands would pass the bound parameters' limit.
  await sql`DELETE FROM ozon_review_comments WHERE review_id = ANY(${reviewIds}::text[])`.execute(trx);
  await sql`UPDATE ozon_product_reviews SET comments_synced_amount = 0 WHERE id = ANY(${reviewIds}::text[])`.execute(
    trx,
  );
}

/** Adds one comment the seller just posted, ahead of the next sync. */
export async function addReviewComment(trx: DbOrTrx, reviewId: string, comment: CommentFromOzon): Promise<void> {
  await trx
    .insertInto('ozon_review_comments')
    .values(commentRow(reviewId, comment, false))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  // Ozon counts it too: the next sync then has no reason to read the comments again.
  await sql`
    UPDATE ozon_product_reviews SET comments_amount = comments_amount + 1,
      comments_synced_amount = CASE WHEN comments_synced_amount = comments_amount
        THEN comments_synced_amount + 1 ELSE comments_synced_amount END
    WHERE id = ${reviewId}`.execute(trx);
}

export async function setReviewStatus(trx: DbOrTrx, reviewIds: string[], status: number): Promise<void> {
  if (!reviewIds.length) return;
  await trx
    .updateTable('ozon_product_reviews')
    .set({ processing_status: status })
    .where('id', 'in', reviewIds)
    .execute();
}

export async function existingReviewIds(db: DbOrTrx, reviewIds: string[]): Promise<Set<string>> {
  if (!reviewIds.length) return new Set();
  const rows = await db.selectFrom('ozon_product_reviews').where('id', 'in', reviewIds).select('id').execute();
  return new Set(rows.map((row) => row.id));
}

/** SKUs of reviews that no card here has. */
export async function unknownReviewSkus(db: DbOrTrx): Promise<number[]> {
  const rows = await sql<{ sku: number }>`
    SELECT DISTINCT r.sku FROM ozon_product_reviews r
    WHERE NOT EXISTS (SELECT 1 FROM ozon_products p WHERE p.sku = r.sku) ORDER BY r.sku`.execute(db);
  return rows.rows.map((row) => Number(row.sku));
}
