import { z } from 'zod';
import type { CallOptions, OzonTransport } from '../transport.js';

/** Method versions of this family: a switch to a newer version is a change here only. */
export const RATING_METHODS = {
  summary: '/v1/rating/summary',
  history: '/v1/rating/history',
} as const;

/** The rating names /v1/rating/history accepts (2026 documentation). */
export const RATING_NAMES = [
  'rating_on_time',
  'rating_review_avg_score_total',
  'rating_ssl',
  'rating_on_time_supply_delivery',
  'rating_order_accuracy',
  'rating_on_time_supply_cancellation',
  'rating_reaction_time',
  'rating_average_response_time',
  'rating_replied_dialogs_ratio',
  'rating_general_indicator_fbs_rfbs',
  'rating_price_green',
  'rating_price_yellow',
  'rating_price_red',
  'rating_price_super',
] as const;
export type RatingName = (typeof RATING_NAMES)[number];

export const ratingItemSchema = z
  .object({
    rating: z.string(),
    name: z.string().default(''),
    current_value: z.number(),
    past_value: z.number().default(0),
    rating_direction: z.string().default('UNKNOWN_DIRECTION'),
    status: z.string().default('UNKNOWN_STATUS'),
    value_type: z.string().default('UNKNOWN_VALUE'),
    change: z
      .object({ direction: z.string().default('DIRECTION_UNKNOWN'), meaning: z.string().default('MEANING_UNKNOWN') })
      .loose()
      .default({ direction: 'DIRECTION_UNKNOWN', meaning: 'MEANING_UNKNOWN' }),
  })
  .loose();
export type RatingItem = z.infer<typeof ratingItemSchema>;

export const ratingSummaryResponse = z
  .object({
    groups: z.array(z.object({ group_name: z.string(), items: z.array(ratingItemSchema).default([]) }).loose()),
    /** Empty fields when the seller had no sales in the last 14 days. */
    localization_index: z
      .array(
        z.object({ calculation_date: z.string().optional(), localization_percentage: z.number().optional() }).loose(),
      )
      .default([]),
    penalty_score_exceeded: z.boolean().default(false),
    premium: z.boolean().default(false),
    premium_plus: z.boolean().default(false),
  })
  .loose();
export type RatingSummary = z.infer<typeof ratingSummaryResponse>;

const statusFlags = z
  .object({
    danger: z.boolean().default(false),
    warning: z.boolean().default(false),
    premium: z.boolean().default(false),
  })
  .loose();

export const ratingHistoryResponse = z
  .object({
    ratings: z
      .array(
        z
          .object({
            rating: z.string(),
            danger_threshold: z.number().default(0),
            warning_threshold: z.number().default(0),
            premium_threshold: z.number().default(0),
            values: z
              .array(
                z
                  .object({
                    date_from: z.string(),
                    date_to: z.string(),
                    value: z.number(),
                    status: statusFlags.default({ danger: false, warning: false, premium: false }),
                  })
                  .loose(),
              )
              .default([]),
          })
          .loose(),
      )
      .default([]),
    premium_scores: z
      .array(
        z
          .object({
            rating: z.string(),
            scores: z
              .array(z.object({ date: z.string(), rating_value: z.number(), value: z.number().int() }).loose())
              .default([]),
          })
          .loose(),
      )
      .default([]),
  })
  .loose();
export type RatingHistory = z.infer<typeof ratingHistoryResponse>;

export interface RatingHistoryRequest {
  date_from: string;
  date_to: string;
  ratings: readonly RatingName[];
  with_premium_scores?: boolean;
}

export function ratingApi(ozon: OzonTransport) {
  return {
    /** Current ratings by group, with the localization index. */
    summary: (options?: CallOptions) => ozon.post(RATING_METHODS.summary, {}, ratingSummaryResponse, options),
    /** Values of the chosen ratings over a period, one a day. */
    history: (request: RatingHistoryRequest, options?: CallOptions) =>
      ozon.post(RATING_METHODS.history, request, ratingHistoryResponse, options),
  };
}
