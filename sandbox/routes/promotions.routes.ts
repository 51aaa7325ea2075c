import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { invalidArgument, notFound } from '../errors.js';
import {
  activateProducts,
  boostAt,
  deactivateProducts,
  promoProducts,
  promotionCounts,
  type PromoProduct,
} from '../world/promoProducts.js';
import { promotionById, promotionsOf, type Promotion } from '../world/promotions.js';
import type { World } from '../world/world.js';

/** Ozon writes these dates without milliseconds: 2021-11-22T09:46:38Z. */
const ozonDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function actionOf(world: World, promotion: Promotion) {
  const counts = promotionCounts(world, promotion);
  return {
    id: promotion.id,
    title: promotion.title,
    action_type: promotion.actionType,
    description: promotion.description,
    date_start: ozonDate(promotion.dateStart),
    date_end: ozonDate(promotion.dateEnd),
    auto_add_dates: promotion.autoAddDates.map(ozonDate),
    freeze_date: promotion.freezeDate ? ozonDate(promotion.freezeDate) : '',
    potential_products_count: counts.potential,
    participating_products_count: counts.participating,
    is_participating: counts.participating > 0,
    is_voucher_action: promotion.isVoucher,
    banned_products_count: counts.banned,
    with_targeting: promotion.withTargeting,
    order_amount: promotion.orderAmount,
    discount_type: promotion.discountType,
    discount_value: promotion.discountValue,
  };
}

function productOf(product: PromoProduct) {
  const { offer } = product;
  return {
    id: offer.card.productId,
    price: offer.card.price,
    action_price: product.actionPrice,
    alert_max_action_price_failed: product.participating && product.actionPrice > offer.alertMaxActionPrice,
    alert_max_action_price: offer.alertMaxActionPrice,
    max_action_price: offer.maxActionPrice,
    add_mode: product.addMode,
    stock: product.stock,
    min_stock: offer.minStock,
    current_boost: product.participating ? boostAt(offer, product.actionPrice) : 0,
    price_min_elastic: offer.elastic?.priceMin ?? 0,
    price_max_elastic: offer.elastic?.priceMax ?? 0,
    min_boost: offer.elastic?.minBoost ?? 0,
    max_boost: offer.elastic?.maxBoost ?? 0,
  };
}

interface PageBody {
  action_id?: number;
  limit?: number;
  last_id?: number | string;
  offset?: number;
}

function promotionOf(world: World, actionId: unknown): Promotion {
  if (typeof actionId !== 'number' || !Number.isFinite(actionId) || actionId <= 0) {
    throw invalidArgument('action_id is required');
  }
  const promotion = promotionById(world, actionId);
  if (!promotion) throw notFound(`action ${actionId} not found`);
  return promotion;
}

/** One page by product_id: `last_id` is the last product_id of the previous page (the deprecated offset still works). */
function page(body: PageBody, products: PromoProduct[]) {
  const limit = body.limit === undefined || body.limit === 0 ? 100 : body.limit;
  if (!Number.isInteger(limit) || limit < 1) throw invalidArgument('limit must be a positive integer');
  const lastId = body.last_id === undefined || body.last_id === '' ? 0 : Number(body.last_id);
  if (!Number.isFinite(lastId) || lastId < 0) throw invalidArgument('last_id must be a product_id');
  const offset = body.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalidArgument('offset must be a non-negative integer');
  const rest =
    lastId > 0 ? products.filter((product) => product.offer.card.productId > lastId) : products.slice(offset);
  const slice = rest.slice(0, Math.min(limit, 1000));
  return {
    result: {
      products: slice.map(productOf),
      total: products.length,
      last_id: slice.length ? slice[slice.length - 1].offer.card.productId : 0,
    },
  };
}

export default function promotionRoutes(app: FastifyInstance) {
  endpoint(app, { method: 'GET', path: '/v1/actions', contract: { documented2026: 'v1-actions' } }, ({ world }) => ({
    result: promotionsOf(world).map((promotion) => actionOf(world, promotion)),
  }));

  endpoint<PageBody>(
    app,
    { method: 'POST', path: '/v1/actions/products', contract: { documented2026: 'v1-actions-products' } },
    ({ body, world }) =>
      page(
        body,
        promoProducts(world, promotionOf(world, body.action_id)).filter((product) => product.participating),
      ),
  );

  endpoint<PageBody>(
    app,
    { method: 'POST', path: '/v1/actions/candidates', contract: { documented2026: 'v1-actions-candidates' } },
    ({ body, world }) =>
      page(
        body,
        promoProducts(world, promotionOf(world, body.action_id)).filter((product) => !product.participating),
      ),
  );

  endpoint<{ action_id?: number; products?: { product_id: number; action_price: number; stock?: number }[] }>(
    app,
    { method: 'POST', path: '/v1/actions/products/activate', contract: { openapi: '11-promos.json' } },
    ({ body, world }) => {
      const promotion = promotionOf(world, body.action_id);
      const products = body.products ?? [];
      if (!Array.isArray(products) || products.length === 0) throw invalidArgument('products are required');
      if (products.length > 1000) throw invalidArgument('products: at most 1000 items');
      const result = activateProducts(world, promotion, products);
      return { result: { product_ids: result.productIds, rejected: result.rejected } };
    },
  );

  endpoint<{ action_id?: number; product_ids?: number[] }>(
    app,
    { method: 'POST', path: '/v1/actions/products/deactivate', contract: { openapi: '11-promos.json' } },
    ({ body, world }) => {
      const promotion = promotionOf(world, body.action_id);
      const productIds = body.product_ids ?? [];
      if (!Array.isArray(productIds) || productIds.length === 0) throw invalidArgument('product_ids are required');
      const result = deactivateProducts(world, promotion, productIds);
      return { result: { product_ids: result.productIds, rejected: result.rejected } };
    },
  );
}
