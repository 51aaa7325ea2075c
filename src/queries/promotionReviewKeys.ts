import type { FindOzonPromotionProductsRequest, FindOzonPromotionsRequest } from '../../contracts/promotions.js';
import type { FindOzonProductReviewsRequest } from '../../contracts/reviews.js';

/**
 * Promotions and reviews: their keys apart from the queries, so the top bar that reloads them after a
 * sync carries no more than the keys.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (request: Partial<FindOzonPromotionsRequest>) => ['promotions', 'list', request] as const,
  products: (request: Partial<FindOzonPromotionProductsRequest>) => ['promotions', 'products', request] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (request: Partial<FindOzonProductReviewsRequest>) => ['reviews', 'list', request] as const,
  groups: () => ['reviews', 'groups'] as const,
};
