import { z } from 'zod';
import { integerParam, money, paged, pageRequest } from './common.js';

export { promotionImportResult, type PromotionImportResult } from './promotionReviewResults.js';

/** Where a promotion stands on the seller's calendar. */
export const promotionPeriods = ['Active', 'Upcoming', 'Past'] as const;
export const promotionPeriod = z.enum(promotionPeriods);
export type PromotionPeriod = z.infer<typeof promotionPeriod>;

/**
 * What a sale at a price leaves the seller: from the unit economics of the package's sales plan ('Plan':
 * purchase, packaging and the plan's channel), or, with no plan, Ozon's own commission and logistics
 * of the card ('Ozon': goods and packaging not counted).
 */
export const promotionEconomics = z.object({
  Source: z.enum(['Plan', 'Ozon']),
  RegularProfit: z.number().describe('Per unit at the regular price, ₽'),
  RegularMarginPercent: z.number().nullable(),
  ActionProfit: z.number().describe('Per unit at the action price (the max action price for a candidate), ₽'),
  ActionMarginPercent: z.number().nullable(),
});
export type PromotionEconomics = z.infer<typeof promotionEconomics>;

/** Promotion product (SPEC.md section 3) with its card and its economics. */
export const promotionProduct = z.object({
  ID: z.number().int().describe("Ozon's product_id"),
  PromotionID: z.number().int(),
  ActionPrice: z.number(),
  Stock: z.number().int(),
  AddMode: z.string().describe('MANUAL, AUTO (Ozon added it) or NOT_SET (a candidate)'),
  MaxActionPrice: z.number(),
  MinStock: z.number().int(),
  Price: z.number(),
  IsCandidate: z.boolean(),
  Confirmed: z.boolean().describe('Taking part because the seller put it in (AddMode MANUAL)'),
  ProductPackageID: z.number().int().nullable(),
  Name: z.string().describe("The card's name, or '' for a card not imported here"),
  OfferID: z.string(),
  Economics: promotionEconomics.nullable().describe('Null for a card not imported here'),
});
export type PromotionProduct = z.infer<typeof promotionProduct>;

/** Promotion (SPEC.md section 3) with its counts. */
export const promotion = z.object({
  ID: z.number().int(),
  Name: z.string(),
  ActionType: z.string(),
  DateStart: z.string(),
  DateEnd: z.string(),
  FreezeDate: z.string().nullable(),
  Description: z.string(),
  DiscountType: z.string(),
  DiscountValue: z.number(),
  OrderAmount: z.number(),
  IsParticipating: z.boolean(),
  IsVoucherAction: z.boolean(),
  WithTargeting: z.boolean(),
  Deleted: z.boolean().describe('Left Ozon: kept for the record'),
  Period: promotionPeriod,
  ParticipatingCount: z.number().int(),
  CandidateCount: z.number().int(),
  BannedCount: z.number().int(),
  Products: z.array(promotionProduct).describe('With IncludeProduct'),
});
export type Promotion = z.infer<typeof promotion>;

/** What the promotions sort by: their dates and how many products take part or could. */
export const promotionOrderFields = [
  'DateStart',
  'DateEnd',
  'FreezeDate',
  'ParticipatingCount',
  'CandidateCount',
] as const;

/** Promotions: SPEC.md's defaults (Offset 0, IncludeProduct false, ExcludeDeleted true, ExcludeCandidates false). */
export const findOzonPromotionsRequest = z.object({
  ...pageRequest,
  IncludeProduct: z.boolean().default(false),
  ExcludeDeleted: z.boolean().default(true),
  ExcludeCandidates: z.boolean().default(false).describe('With IncludeProduct: leave the candidates out'),
  Periods: z.array(promotionPeriod).max(3).default([]).describe('Only these periods; empty for all'),
  Name: z.string().trim().max(200).nullable().default(null).describe('Promotions whose name contains this'),
  OrderField: z
    .enum(promotionOrderFields)
    .nullable()
    .default(null)
    .describe('Null: running first, then coming, then past, the nearest end first. Ties by ID; no freeze last'),
  OrderAscending: z.boolean().default(false).describe('With OrderField: largest (latest) first unless ascending'),
});
export type FindOzonPromotionsRequest = z.input<typeof findOzonPromotionsRequest>;
export const promotionPage = paged(promotion).extend({
  PeriodCounts: z
    .array(z.object({ Period: promotionPeriod, Count: z.number().int() }))
    .describe('Promotions per period, the period filter aside'),
});
export type PromotionPage = z.infer<typeof promotionPage>;

export const promotionProductSortFields = ['Name', 'Price', 'ActionPrice', 'ActionMarginPercent', 'Stock'] as const;

/** Promotion products: SPEC.md's Offset, Count, Confirmed and ExcludeCandidates, for one promotion. */
export const findOzonPromotionProductsRequest = z.object({
  ...pageRequest,
  PromotionID: z.number().int().min(1),
  Confirmed: z.boolean().nullable().default(null).describe('true: the seller put them in; false: Ozon did; null: all'),
  ExcludeCandidates: z.boolean().default(false),
  CandidatesOnly: z.boolean().default(false),
  LossOnly: z.boolean().default(false).describe('Only products losing money at their action price'),
  Name: z.string().trim().max(200).nullable().default(null).describe('Cards whose name or offer id contains this'),
  SortField: z.enum(promotionProductSortFields).default('Name'),
  SortAscending: z.boolean().default(true),
});
export type FindOzonPromotionProductsRequest = z.input<typeof findOzonPromotionProductsRequest>;
export const promotionProductPage = paged(promotionProduct);
export type PromotionProductPage = z.infer<typeof promotionProductPage>;

/**
 * UpdateOzonPromotionProducts body: products to add at ActionPrice (or whose price or stock to change);
 * an ActionPrice of 0 takes the product out of the promotion.
 */
export const promotionProductChange = z.object({
  ID: z.number().int().min(1),
  ActionPrice: money,
  Stock: z.number().int().min(0).max(1_000_000).default(0),
});
export const updateOzonPromotionProductsRequest = z.array(promotionProductChange).min(1).max(1000);
export type PromotionProductChange = z.input<typeof promotionProductChange>;
export const promotionIdParams = z.object({ promotionID: integerParam(z.number().int().min(1)) });

/** Promotion products update response (SPEC.md section 3): Ozon's reason per refused product ID. */
export const promotionProductsUpdateResponse = z.object({
  AdditionErrors: z.record(z.string(), z.string()),
  DeletionErrors: z.record(z.string(), z.string()),
});
export type PromotionProductsUpdateResponse = z.infer<typeof promotionProductsUpdateResponse>;
