/**
 * The seller ratings Ozon documents for /v1/rating/history (2026): system name, what the cabinet
 * calls it, its group on the "Рейтинги продавца" page, and the thresholds that colour it. The
 * 2025 names rating_price, rating_order_cancellation and rating_shipment_delay are gone in 2026.
 */
export type ValueType = 'INDEX' | 'PERCENT' | 'TIME' | 'RATIO' | 'REVIEW_SCORE' | 'COUNT';
export type RatingDirection = 'HIGHER_IS_BETTER' | 'LOWER_IS_BETTER' | 'NEUTRAL';

export interface RatingDefinition {
  rating: string;
  name: string;
  group: string;
  valueType: ValueType;
  direction: RatingDirection;
  /** Days the value is computed over (Ozon: "за последние N дней"). */
  windowDays: number;
  /** Where the value sits and how far it wanders; `decimals` of the published value. */
  base: number;
  spread: number;
  min: number;
  max: number;
  decimals: number;
  /** Beyond danger sales are blocked, beyond warning Ozon warns, within premium the Premium programme holds. */
  thresholds: { danger: number; warning: number; premium: number } | null;
}

const percent = { valueType: 'PERCENT' as const, min: 0, max: 100, decimals: 1 };

export const RATINGS: RatingDefinition[] = [
  {
    rating: 'rating_price_super',
    name: 'Супервыгодные цены',
    group: 'Индекс цен',
    direction: 'HIGHER_IS_BETTER',
    windowDays: 1,
    base: 14,
    spread: 4,
    ...percent,
    thresholds: null,
  },
  {
    rating: 'rating_price_green',
    name: 'Выгодные цены',
    group: 'Индекс цен',
    direction: 'HIGHER_IS_BETTER',
    windowDays: 1,
    base: 52,
    spread: 6,
    ...percent,
    thresholds: null,
  },
  {
    rating: 'rating_price_yellow',
    name: 'Умеренные цены',
    group: 'Индекс цен',
    direction: 'NEUTRAL',
    windowDays: 1,
    base: 24,
    spread: 4,
    ...percent,
    thresholds: null,
  },
  {
    rating: 'rating_price_red',
    name: 'Невыгодные цены',
    group: 'Индекс цен',
    direction: 'LOWER_IS_BETTER',
    windowDays: 1,
    base: 10,
    spread: 4,
    ...percent,
    thresholds: { danger: 50, warning: 25, premium: 10 },
  },
  {
    rating: 'rating_on_time',
    name: 'Заказы, выполненные вовремя',
    group: 'Доставка FBS и rFBS',
    direction: 'HIGHER_IS_BETTER',
    windowDays: 30,
    base: 97,
    spread: 2.2,
    ...percent,
    thresholds: { danger: 80, warning: 90, premium: 95 },
  },
  {
    rating: 'rating_general_indicator_fbs_rfbs',
    name: 'Индекс ошибок FBS и rFBS',
    group: 'Доставка FBS и rFBS',
    valueType: 'INDEX',
    direction: 'LOWER_IS_BETTER',
    windowDays: 30,
    base: 1.2,
    spread: 0.7,
    min: 0,
    max: 100,
    decimals: 2,
    thresholds: { danger: 5, warning: 3, premium: 1.5 },
  },
  {
    rating: 'rating_ssl',
    name: 'Оценка работы по FBO',
    group: 'Работа с FBO',
    direction: 'HIGHER_IS_BETTER',
    windowDays: 60,
    base: 0,
    spread: 0,
    ...percent,
    thresholds: { danger: 70, warning: 80, premium: 90 },
  },
  {
    rating: 'rating_on_time_supply_delivery',
    name: 'Поставки, привезённые вовремя',
    group: 'Работа с FBO',
    direction: 'HIGHER_IS_BETTER',
    windowDays: 60,
    base: 93,
    spread: 5,
    ...percent,
    thresholds: { danger: 70, warning: 80, premium: 90 },
  },
  {
    rating: 'rating_order_accuracy',
    name: 'Поставки без излишков, недостач и брака',
    group: 'Работа с FBO',
    direction: 'HIGHER_IS_BETTER',
    windowDays: 60,
    base: 95,
    spread: 3,
    ...percent,
    thresholds: { danger: 75, warning: 85, premium: 92 },
  },
  {
    rating: 'rating_on_time_supply_cancellation',
    name: 'Заявки на поставку без опозданий',
    group: 'Работа с FBO',
    direction: 'HIGHER_IS_BETTER',
    windowDays: 60,
    base: 96,
    spread: 3,
    ...percent,
    thresholds: { danger: 70, warning: 80, premium: 90 },
  },
  {
    rating: 'rating_review_avg_score_total',
    name: 'Средняя оценка товаров',
    group: 'Оценка покупателей',
    valueType: 'REVIEW_SCORE',
    direction: 'HIGHER_IS_BETTER',
    windowDays: 365,
    base: 0,
    spread: 0,
    min: 1,
    max: 5,
    decimals: 2,
    thresholds: { danger: 3.5, warning: 4, premium: 4.5 },
  },
  {
    rating: 'rating_reaction_time',
    name: 'Время первого ответа в чате',
    group: 'Общение с покупателями',
    valueType: 'TIME',
    direction: 'LOWER_IS_BETTER',
    windowDays: 30,
    base: 9_000,
    spread: 5_000,
    min: 600,
    max: 604_800,
    decimals: 0,
    thresholds: { danger: 172_800, warning: 86_400, premium: 14_400 },
  },
  {
    rating: 'rating_average_response_time',
    name: 'Среднее время ответа в чате',
    group: 'Общение с покупателями',
    valueType: 'TIME',
    direction: 'LOWER_IS_BETTER',
    windowDays: 30,
    base: 12_600,
    spread: 6_000,
    min: 600,
    max: 604_800,
    decimals: 0,
    thresholds: { danger: 172_800, warning: 86_400, premium: 21_600 },
  },
  {
    rating: 'rating_replied_dialogs_ratio',
    name: 'Диалоги с ответом в течение 24 часов',
    group: 'Общение с покупателями',
    direction: 'HIGHER_IS_BETTER',
    windowDays: 30,
    base: 93,
    spread: 5,
    ...percent,
    thresholds: { danger: 60, warning: 80, premium: 90 },
  },
];

export const RATING_BY_NAME = new Map(RATINGS.map((definition) => [definition.rating, definition]));
/** The ratings only with_premium_scores returns penalty points for (as documented). */
export const PREMIUM_SCORED = ['rating_on_time', 'rating_review_avg_score_total'];
