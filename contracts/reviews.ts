import { z } from 'zod';
import { paged, pageRequest } from './common.js';

/** SPEC.md section 4: Unknown 0, NotViewed 1, Viewed 2, Processed 3. */
export const ReviewProcessingStatus = { Unknown: 0, NotViewed: 1, Viewed: 2, Processed: 3 } as const;
export type ReviewProcessingStatus = (typeof ReviewProcessingStatus)[keyof typeof ReviewProcessingStatus];
export const reviewProcessingStatus = z.enum(ReviewProcessingStatus);

/** How a drafted reply speaks. */
export const responseStyles = ['Formal', 'Friendly', 'Brief'] as const;
export const responseStyle = z.enum(responseStyles);
export type ResponseStyle = z.infer<typeof responseStyle>;

/** What a drafted reply feels towards the buyer. */
export const responseSentiments = ['Grateful', 'Neutral', 'Apologetic'] as const;
export const responseSentiment = z.enum(responseSentiments);
export type ResponseSentiment = z.infer<typeof responseSentiment>;

/** Ozon's limit on a comment's text. */
export const REPLY_MAX_LENGTH = 3000;
const replyText = z.string().trim().min(1, 'must not be blank').max(REPLY_MAX_LENGTH);

/** A drafted reply (SPEC.md's response suggestion: Sentiment, ResponseStyle, ResponseText). */
export const responseSuggestion = z.object({
  Text: replyText,
  Style: responseStyle,
  Sentiment: responseSentiment,
});
export type ResponseSuggestion = z.infer<typeof responseSuggestion>;

export const reviewComment = z.object({
  CommentID: z.string(),
  ParentCommentID: z.string().describe("The comment it answers; '' for one under the review itself"),
  AuthorID: z.string().nullable().describe("Ozon's API names no author: null"),
  AuthorName: z.string().describe("'Продавец' for the seller's comments, else 'Покупатель'"),
  Text: z.string(),
  PublishedAt: z.string(),
  IsOwner: z.boolean(),
  IsOfficial: z.boolean(),
  IsPublished: z.boolean(),
  IsRejected: z.boolean(),
  WasEdited: z.boolean(),
});
export type ReviewComment = z.infer<typeof reviewComment>;

export const reviewMedia = z.object({ Url: z.string(), Width: z.number().int(), Height: z.number().int() });

/** Review detail (SPEC.md section 3): whether it counts in the card's rating, and its photos. */
export const reviewDetail = z.object({
  ReviewID: z.string(),
  Visibility: z.enum(['InRating', 'NotInRating']).describe("Ozon's is_rating_participant"),
  Photos: z.array(reviewMedia),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;

export const reviewProduct = z.object({
  ProductPackageID: z.number().int(),
  Name: z.string(),
  OfferID: z.string(),
});

export const productReview = z.object({
  ID: z.string(),
  AuthorID: z.string().nullable(),
  AuthorName: z.string().nullable().describe("Ozon's API gives no author: null"),
  OzonProductID: z.number().int().nullable(),
  Sku: z.number().int(),
  Comment: z.string().describe("The buyer's text"),
  Positive: z.string().describe("Ozon's API gives one text: ''"),
  Negative: z.string().describe("Ozon's API gives one text: ''"),
  PublishedAt: z.string(),
  ProcessingStatus: reviewProcessingStatus,
  Rating: z.number().int().min(1).max(5),
  LikesAmount: z.number().int(),
  DislikesAmount: z.number().int(),
  CommentsAmount: z.number().int().describe("Ozon's count of comments"),
  CommentsCount: z.number().int().describe('Comments read and kept here'),
  PhotosCount: z.number().int(),
  VideosCount: z.number().int(),
  IsPinned: z.boolean(),
  IsQualityControl: z.boolean(),
  Visibility: reviewDetail.shape.Visibility,
  OrderStatus: z.string().describe('DELIVERED or CANCELLED: the order the buyer reviewed'),
  HasNotProcessedComments: z.boolean().describe("A buyer's comment newer than the seller's last one"),
  Photos: z.array(reviewMedia),
  SuggestedResponses: z.array(responseSuggestion),
  ProductGroup: z.string().nullable().describe('The product group the suggested replies were drafted for'),
  Comments: z.array(reviewComment),
  Product: reviewProduct.nullable().describe('With IncludeProducts, the card the review is about'),
});
export type ProductReview = z.infer<typeof productReview>;

export const reviewSortFields = ['PublishedAt', 'Rating', 'CommentsAmount', 'PhotosCount', 'LikesAmount'] as const;
export type ReviewSortField = (typeof reviewSortFields)[number];

const optionalFlag = (what: string) => z.boolean().nullable().default(null).describe(what);

/** Reviews: SPEC.md's find-request (section 3) and the grid's own filters. */
export const findOzonProductReviewsRequest = z.object({
  ...pageRequest,
  Processed: optionalFlag('true: Processed only; false: the rest; null: all'),
  HasText: optionalFlag('Reviews with (true) or without (false) a text'),
  HasGeneratedResponses: optionalFlag('Reviews with (true) or without (false) drafted replies'),
  HasNotProcessedComments: optionalFlag("Reviews with (true) or without (false) an unanswered buyer's comment"),
  Statuses: z.array(reviewProcessingStatus).max(4).default([]).describe('Only these statuses; empty for all'),
  Ratings: z.array(z.number().int().min(1).max(5)).max(5).default([]).describe('Only these stars; empty for all'),
  Skus: z.array(z.number().int().min(1)).max(1000).default([]).describe('Only reviews of these SKUs'),
  IDs: z.array(z.string().trim().min(1).max(100)).max(100).default([]).describe('Only these reviews'),
  Text: z.string().trim().max(200).nullable().default(null).describe('Reviews whose text contains this'),
  DateFrom: z.iso.datetime({ offset: true }).nullable().default(null).describe('Published from this instant on'),
  DateTo: z.iso.datetime({ offset: true }).nullable().default(null).describe('Published before this instant'),
  SortField: z.enum(reviewSortFields).default('PublishedAt'),
  SortAscending: z.boolean().default(false),
  IncludeProducts: z.boolean().default(false),
});
export type FindOzonProductReviewsRequest = z.input<typeof findOzonProductReviewsRequest>;

export const productReviewPage = paged(productReview).extend({
  StatusCounts: z
    .array(z.object({ Status: reviewProcessingStatus, Count: z.number().int() }))
    .describe('Reviews per status, the status filter aside'),
});
export type ProductReviewPage = z.infer<typeof productReviewPage>;

const reviewIds = z.array(z.string().trim().min(1).max(100)).min(1).max(100);

/** UpdateOzonProductReviewDetails: reads these reviews' details and comments from Ozon again. */
export const updateReviewDetailsRequest = z.object({ ReviewIDs: reviewIds });
export const reviewDetails = z.array(reviewDetail);

/** Suggested response request (SPEC.md section 3): the drafts replace the review's earlier ones. */
export const suggestedResponseRequest = z.object({
  ReviewID: z.string().trim().min(1),
  ProductGroup: z.string().trim().max(200).nullable().default(null),
  Responses: z.array(responseSuggestion).max(20),
});
export const updateSuggestedResponsesRequest = z.array(suggestedResponseRequest).min(1).max(100);
export type SuggestedResponseRequest = z.input<typeof suggestedResponseRequest>;

/** PublishOzonProductReviewComment: the seller's answer, posted to Ozon as a comment. */
export const publishReviewCommentRequest = z.object({
  ReviewID: z.string().trim().min(1),
  Text: replyText,
  ParentCommentID: z.string().trim().max(100).nullable().default(null).describe("A buyer's comment it answers"),
  MarkAsProcessed: z.boolean().default(true),
});
export type PublishReviewCommentRequest = z.input<typeof publishReviewCommentRequest>;

/** ChangeOzonProductReviewsStatus: the seller marks reviews viewed or processed, on Ozon and here. */
export const changeReviewsStatusRequest = z.object({
  ReviewIDs: z.array(z.string().trim().min(1).max(100)).min(1).max(1000),
  Status: z.union([z.literal(ReviewProcessingStatus.Viewed), z.literal(ReviewProcessingStatus.Processed)]),
});
export type ChangeReviewsStatusRequest = z.infer<typeof changeReviewsStatusRequest>;
