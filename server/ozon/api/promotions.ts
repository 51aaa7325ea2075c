import { z } from 'zod';
import { lastIdPages, type PagingOptions } from '../paging.js';
import type { CallOptions, OzonTransport } from '../transport.js';

/** Method versions of this family: a switch to a newer version is a change here only. */
export const PROMOTION_METHODS = {
  actions: '/v1/actions',
  products: '/v1/actions/products',
  candidates: '/v1/actions/candidates',
  activate: '/v1/actions/products/activate',
  deactivate: '/v1/actions/products/deactivate',
} as const;

/** Ozon's promotion ids and product ids are whole numbers documented as doubles. */
const id = z.number();
/** Ozon documents last_id as a number but its examples show strings: accept both. */
const lastId = z.union([z.number(), z.string()]).default(0);

export const promotionSchema = z
  .object({
    id,
    title: z.string(),
    action_type: z.string(),
    description: z.string().default(''),
    date_start: z.string(),
    date_end: z.string(),
    auto_add_dates: z.array(z.string()).default([]),
    freeze_date: z.string().default(''),
    potential_products_count: z.number().default(0),
    participating_products_count: z.number().default(0),
    is_participating: z.boolean().default(false),
    is_voucher_action: z.boolean().default(false),
    banned_products_count: z.number().default(0),
    with_targeting: z.boolean().default(false),
    order_amount: z.number().default(0),
    discount_type: z.string().default('UNKNOWN'),
    discount_value: z.number().default(0),
  })
  .loose();
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionProductSchema = z
  .object({
    id,
    price: z.number(),
    action_price: z.number(),
    max_action_price: z.number(),
    alert_max_action_price: z.number().default(0),
    alert_max_action_price_failed: z.boolean().default(false),
    add_mode: z.string().default('NOT_SET'),
    stock: z.number().default(0),
    min_stock: z.number().default(0),
    current_boost: z.number().default(0),
    price_min_elastic: z.number().default(0),
    price_max_elastic: z.number().default(0),
    min_boost: z.number().default(0),
    max_boost: z.number().default(0),
  })
  .loose();
export type PromotionProduct = z.infer<typeof promotionProductSchema>;

export const promotionsResponse = z.object({ result: z.array(promotionSchema) }).loose();

export const promotionProductsResponse = z
  .object({
    result: z
      .object({ products: z.array(promotionProductSchema), total: z.number().default(0), last_id: lastId })
      .loose(),
  })
  .loose();
export type PromotionProductsPage = z.infer<typeof promotionProductsResponse>['result'];

const changeResponse = z
  .object({
    result: z
      .object({
        product_ids: z.array(id).default([]),
        rejected: z.array(z.object({ product_id: id, reason: z.string().default('') }).loose()).default([]),
      })
      .loose(),
  })
  .loose();
export type PromotionChangeResult = z.infer<typeof changeResponse>['result'];

export interface ActivateItem {
  product_id: number;
  action_price: number;
  /** Units in a STOCK_DISCOUNT promotion; at least the product's min_stock. */
  stock?: number;
}

export interface PromotionPageRequest {
  action_id: number;
  limit?: number;
  /** The previous page's last_id, passed back as Ozon sent it. */
  last_id?: number | string;
}

/** The documented page size of both product lists; Ozon's default. */
export const PROMOTION_PAGE_LIMIT = 100;

export function promotionApi(ozon: OzonTransport) {
  const productPage = (path: string) => async (request: PromotionPageRequest, options?: CallOptions) =>
    (await ozon.post(path, { limit: PROMOTION_PAGE_LIMIT, ...request }, promotionProductsResponse, options)).result;

  /** Every product of a list, page by page by last_id (the last product_id read); a short page is the last. */
  const pages = (path: string, actionId: number, options: CallOptions & PagingOptions = {}) =>
    lastIdPages<PromotionProduct, number | string>(
      path,
      0,
      async (lastId) => {
        const page = await productPage(path)(
          { action_id: actionId, limit: PROMOTION_PAGE_LIMIT, ...(lastId ? { last_id: lastId } : {}) },
          options,
        );
        return {
          items: page.products,
          lastId: page.last_id,
          hasNext: page.products.length === PROMOTION_PAGE_LIMIT,
        };
      },
      options,
    );

  return {
    /** Promotions the seller can take part in: running and coming. */
    actions: async (options?: CallOptions) =>
      (await ozon.get(PROMOTION_METHODS.actions, {}, promotionsResponse, options)).result,
    /** One page of products taking part in a promotion. */
    products: productPage(PROMOTION_METHODS.products),
    /** One page of products that can be added to a promotion. */
    candidates: productPage(PROMOTION_METHODS.candidates),
    productPages: (actionId: number, options?: CallOptions & PagingOptions) =>
      pages(PROMOTION_METHODS.products, actionId, options),
    candidatePages: (actionId: number, options?: CallOptions & PagingOptions) =>
      pages(PROMOTION_METHODS.candidates, actionId, options),
    /** Adds products (or changes their promotion price); refused ones come back in `rejected` with a reason. */
    activate: async (actionId: number, products: ActivateItem[], options?: CallOptions) =>
      (await ozon.post(PROMOTION_METHODS.activate, { action_id: actionId, products }, changeResponse, options)).result,
    /** Takes products out of a promotion. */
    deactivate: async (actionId: number, productIds: number[], options?: CallOptions) =>
      (
        await ozon.post(
          PROMOTION_METHODS.deactivate,
          { action_id: actionId, product_ids: productIds },
          changeResponse,
          options,
        )
      ).result,
  };
}
