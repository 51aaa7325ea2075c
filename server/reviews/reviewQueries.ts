import { sql, type Expression, type SqlBool } from 'kysely';
import {
  findOzonProductReviewsRequest,
  responseSuggestion,
  type FindOzonProductReviewsRequest,
  type ProductReview,
  type ProductReviewPage,
  type ReviewComment,
  type ReviewProcessingStatus,
  type ResponseSuggestion,
} from '../../contracts/reviews.js';
import type { DbOrTrx } from '../db/database.js';
import { containsPattern } from '../db/sqlHelpers.js';

type Request = ReturnType<typeof findOzonProductReviewsRequest.parse>;

/** A buyer's comment newer than the seller's last one under the review: it waits for an answer. */
const unansweredComment = sql<SqlBool>`EXISTS (
  SELECT 1 FROM ozon_review_comments c WHERE c.review_id = r.id AND NOT c.is_owner AND c.published_at > COALESCE(
    (SELECT max(o.published_at) FROM ozon_review_comments o WHERE o.review_id = r.id AND o.is_owner), '-infinity'))`;

const flag = (value: boolean | null, condition: Expression<SqlBool>) =>
  value === null ? [] : [value ? condition : sql<SqlBool>`NOT (${condition})`];

function reviewFilter(request: Request, withStatuses: boolean): Expression<SqlBool>[] {
  return [
    ...flag(request.Processed, sql<SqlBool>`r.processing_status = 3`),
    ...flag(request.HasText, sql<SqlBool>`btrim(r.text) <> ''`),
    ...flag(request.HasGeneratedResponses, sql<SqlBool>`jsonb_array_length(r.suggested_responses) > 0`),
    ...flag(request.HasNotProcessedComments, unansweredComment),
    ...(withStatuses && request.Statuses.length
      ? [sql<SqlBool>`r.processing_status IN (${sql.join(request.Statuses)})`]
      : []),
    ...(request.Ratings.length ? [sql<SqlBool>`r.rating IN (${sql.join(request.Ratings)})`] : []),
    ...(request.Skus.length ? [sql<SqlBool>`r.sku IN (${sql.join(request.Skus)})`] : []),
    ...(request.IDs.length ? [sql<SqlBool>`r.id IN (${sql.join(request.IDs)})`] : []),
    ...(request.Text ? [sql<SqlBool>`r.text ILIKE ${containsPattern(request.Text)}`] : []),
    ...(request.DateFrom ? [sql<SqlBool>`r.published_at >= ${new Date(request.DateFrom)}`] : []),
    ...(request.DateTo ? [sql<SqlBool>`r.published_at < ${new Date(request.DateTo)}`] : []),
  ];
}

const whereAll = (conditions: Expression<SqlBool>[]) =>
  conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

const SORT_COLUMN: Record<Request['SortField'], string> = {
  PublishedAt: 'published_at',
  Rating: 'rating',
  CommentsAmount: 'comments_amount',
  PhotosCount: 'photos_count',
  LikesAmount: 'likes_amount',
};

interface ReviewRow {
  id: string;
  sku: number;
  text: string;
  published_at: Date;
  rating: number;
  processing_status: number;
  comments_amount: number;
  photos_count: number;
  videos_count: number;
  likes_amount: number;
  dislikes_amount: number;
  order_status: string;
  is_rating_participant: boolean;
  photos: unknown;
  suggested_responses: unknown;
  product_group: string | null;
  has_unanswered: boolean;
  ozon_product_id: number | null;
  product_package_id: number | null;
  product_name: string | null;
}

/** jsonb comes back parsed from PostgreSQL and as text from some drivers: read both. */
const jsonOf = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const mediaOf = (value: unknown) =>
  Array.isArray(jsonOf(value))
    ? (jsonOf(value) as { url: string; width: number; height: number }[]).map((item) => ({
        Url: item.url,
        Width: item.width,
        Height: item.height,
      }))
    : [];

const suggestionsOf = (value: unknown): ResponseSuggestion[] => {
  const list = jsonOf(value);
  return Array.isArray(list) ? list.flatMap((item) => responseSuggestion.safeParse(item).data ?? []) : [];
};

async function commentsOf(db: DbOrTrx, reviewIds: string[]): Promise<Map<string, ReviewComment[]>> {
  if (!reviewIds.length) return new Map();
  const rows = await db
    .selectFrom('ozon_review_comments')
    .where('review_id', 'in', reviewIds)
    .selectAll()
    .orderBy('review_id')
    .orderBy('published_at')
    .orderBy('id')
    .execute();
  const byReview = new Map<string, ReviewComment[]>();
  for (const row of rows) {
    const list = byReview.get(row.review_id) ?? [];
    list.push({
      CommentID: row.id,
      ParentCommentID: row.parent_comment_id,
      AuthorID: null,
      AuthorName: row.is_owner ? 'Продавец' : 'Покупатель',
      Text: row.text,
      PublishedAt: new Date(row.published_at).toISOString(),
      IsOwner: row.is_owner,
      IsOfficial: row.is_official,
      IsPublished: row.is_published,
      IsRejected: row.is_rejected,
      WasEdited: row.was_edited,
    });
    byReview.set(row.review_id, list);
  }
  return byReview;
}

/** A page of reviews with their comments (and cards, with IncludeProducts), and the count per status. */
export async function findReviewPage(db: DbOrTrx, input: FindOzonProductReviewsRequest): Promise<ProductReviewPage> {
  const request = findOzonProductReviewsRequest.parse(input);
  const where = whereAll(reviewFilter(request, true));
  const order = sql.raw(`r.${SORT_COLUMN[request.SortField]} ${request.SortAscending ? 'ASC' : 'DESC'}, r.id`);
  const [rows, total, statusCounts] = await Promise.all([
    sql<ReviewRow>`
      SELECT r.id, r.sku, r.text, r.published_at, r.rating, r.processing_status, r.comments_amount,
        r.photos_count, r.videos_count, r.likes_amount, r.dislikes_amount, r.order_status,
        r.is_rating_participant, r.photos, r.suggested_responses, r.product_group,
        ${unansweredComment} AS has_unanswered,
        p.ozon_product_id, p.product_package_id, p.name AS product_name
      FROM ozon_product_reviews r LEFT JOIN ozon_products p ON p.sku = r.sku
      ${where} ORDER BY ${order} LIMIT ${request.Count} OFFSET ${request.Offset}`.execute(db),
    sql<{ count: number }>`SELECT count(*)::int AS count FROM ozon_product_reviews r ${where}`.execute(db),
    sql<{ status: ReviewProcessingStatus; count: number }>`
      SELECT r.processing_status AS status, count(*)::int AS count FROM ozon_product_reviews r
      ${whereAll(reviewFilter(request, false))} GROUP BY 1 ORDER BY 1`.execute(db),
  ]);
  const comments = await commentsOf(
    db,
    rows.rows.map((row) => row.id),
  );
  const items: ProductReview[] = rows.rows.map((row) => ({
    ID: row.id,
    AuthorID: null,
    AuthorName: null,
    OzonProductID: row.ozon_product_id === null ? null : Number(row.ozon_product_id),
    Sku: Number(row.sku),
    Comment: row.text,
    Positive: '',
    Negative: '',
    PublishedAt: new Date(row.published_at).toISOString(),
    ProcessingStatus: row.processing_status as ReviewProcessingStatus,
    Rating: row.rating,
    LikesAmount: row.likes_amount,
    DislikesAmount: row.dislikes_amount,
    CommentsAmount: row.comments_amount,
    CommentsCount: comments.get(row.id)?.length ?? 0,
    PhotosCount: row.photos_count,
    VideosCount: row.videos_count,
    IsPinned: false,
    IsQualityControl: false,
    Visibility: row.is_rating_participant ? 'InRating' : 'NotInRating',
    OrderStatus: row.order_status,
    HasNotProcessedComments: row.has_unanswered,
    Photos: mediaOf(row.photos),
    SuggestedResponses: suggestionsOf(row.suggested_responses),
    ProductGroup: row.product_group,
    Comments: comments.get(row.id) ?? [],
    Product:
      request.IncludeProducts && row.product_package_id !== null
        ? {
            ProductPackageID: row.product_package_id,
            Name: row.product_name ?? '',
            OfferID: String(row.product_package_id),
          }
        : null,
  }));
  return {
    TotalCount: total.rows[0]?.count ?? 0,
    Items: items,
    StatusCounts: statusCounts.rows.map((row) => ({ Status: row.status, Count: row.count })),
  };
}
