import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../contracts/common.js';
import type { Job } from '../../contracts/jobs.js';
import type {
  FindOzonPromotionProductsRequest,
  FindOzonPromotionsRequest,
  PromotionPage,
  PromotionProductChange,
  PromotionProductPage,
  PromotionProductsUpdateResponse,
} from '../../contracts/promotions.js';
import type { ApiClient } from '../api/client.js';
import { promotionKeys } from './promotionReviewKeys.js';

export { promotionKeys };

export const findPromotions = (api: ApiClient, request: Partial<FindOzonPromotionsRequest>) =>
  api.json<PromotionPage>('reader', 'v1/OzonPromotion/FindOzonPromotions', { json: request });

export const promotionListQuery = (api: ApiClient, request: Partial<FindOzonPromotionsRequest>) =>
  queryOptions({
    queryKey: promotionKeys.list(request),
    queryFn: () => findPromotions(api, request),
    placeholderData: keepPreviousData,
  });

/** Every promotion, the deleted ones too: what an opened promotion's heading reads (the list has no ID filter). */
const EVERY_PROMOTION: Partial<FindOzonPromotionsRequest> = { Count: MAX_PAGE_SIZE, ExcludeDeleted: false };

/** One promotion by its ID, from the list of all of them; null when there is none (deleted from here). */
export const promotionQuery = (api: ApiClient, promotionId: number) =>
  queryOptions({
    queryKey: promotionKeys.list(EVERY_PROMOTION),
    queryFn: () => findPromotions(api, EVERY_PROMOTION),
    select: (page: PromotionPage) => page.Items.find((promotion) => promotion.ID === promotionId) ?? null,
  });

export const findPromotionProducts = (api: ApiClient, request: Partial<FindOzonPromotionProductsRequest>) =>
  api.json<PromotionProductPage>('reader', 'v1/OzonPromotion/FindOzonPromotionProducts', { json: request });

export const promotionProductListQuery = (api: ApiClient, request: Partial<FindOzonPromotionProductsRequest>) =>
  queryOptions({
    queryKey: promotionKeys.products(request),
    queryFn: () => findPromotionProducts(api, request),
    placeholderData: keepPreviousData,
  });

export const promotionCommands = (api: ApiClient) => ({
  /** Starts the promotions sync as a job (the family ImportOzonPromotions); its counts come with the finished job. */
  importPromotions: () => api.startJob<Job>('command', 'v1/OzonPromotion/UpdateOzonPromotions', { json: {} }),
  /**
   * Adds products at their action price (0 takes one out) on Ozon: answers Ozon's reason per refused
   * product; the accepted ones are already changed here.
   */
  updateProducts: (promotionId: number, changes: PromotionProductChange[]) =>
    api.json<PromotionProductsUpdateResponse>(
      'command',
      `v1/OzonPromotion/UpdateOzonPromotionProducts/${promotionId}`,
      {
        json: changes,
      },
    ),
});
