import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { invalidArgument } from '../errors.js';
import {
  decodeCursor,
  encodeCursor,
  idList,
  pageAfter,
  pageLimit,
  selectCards,
  type ProductFilter,
} from '../world/productsFilter.js';
import { productPriceItem, productStocksItem } from '../world/productsPriceView.js';
import { productInfoItem, productListItem } from '../world/productsView.js';

interface ListBody {
  filter?: ProductFilter;
  last_id?: string;
  limit?: number;
}

interface CursorBody {
  filter?: ProductFilter;
  cursor?: string;
  limit?: number;
}

/** The filter is required by the cursor-paged methods (they answer 400 without it, as Ozon does). */
function requiredFilter(body: CursorBody): ProductFilter {
  if (!body.filter || typeof body.filter !== 'object') throw invalidArgument('filter is required');
  return body.filter;
}

/** Products: the card list, card details, prices with indexes and commissions, stocks per scheme. */
export default function productRoutes(app: FastifyInstance) {
  endpoint<ListBody>(
    app,
    { method: 'POST', path: '/v3/product/list', contract: { documented2026: 'v3-product-list' } },
    ({ body, world }) => {
      const cards = selectCards(world, body.filter);
      const { items } = pageAfter(cards, decodeCursor(body.last_id, 'last_id'), pageLimit(body.limit, 100));
      // Like Ozon, the last page still carries a last_id; the page after it is empty with "".
      return {
        result: {
          items: items.map((card) => productListItem(world, card)),
          total: cards.length,
          last_id: items.length ? encodeCursor(items[items.length - 1].productId) : '',
        },
      };
    },
  );

  endpoint<{ offer_id?: unknown; product_id?: unknown; sku?: unknown }>(
    app,
    { method: 'POST', path: '/v3/product/info/list', contract: { documented2026: 'v3-product-info-list' } },
    ({ body, world }) => {
      const offerIds = new Set(idList(body.offer_id, 'offer_id', false));
      const productIds = new Set(idList(body.product_id, 'product_id', true));
      const skus = new Set(idList(body.sku, 'sku', true));
      if (offerIds.size + productIds.size + skus.size > 1000) {
        throw invalidArgument('no more than 1000 offer_id, product_id and sku in sum');
      }
      // Unknown ids are skipped, not an error; a card without an SKU yet (0) is found by its other ids.
      const cards = world.catalogue.cards.filter(
        (card) =>
          offerIds.has(card.offerId) ||
          productIds.has(String(card.productId)) ||
          (card.sku !== 0 && skus.has(String(card.sku))),
      );
      return { items: cards.map((card) => productInfoItem(world, card)) };
    },
  );

  endpoint<CursorBody>(
    app,
    { method: 'POST', path: '/v5/product/info/prices', contract: { documented2026: 'v5-product-info-prices' } },
    ({ body, world }) => {
      const cards = selectCards(world, requiredFilter(body));
      const page = pageAfter(cards, decodeCursor(body.cursor, 'cursor'), pageLimit(body.limit, 100));
      return {
        items: page.items.map((card) => productPriceItem(world, card)),
        cursor: page.more ? encodeCursor(page.items[page.items.length - 1].productId) : '',
        total: cards.length,
      };
    },
  );

  endpoint<CursorBody>(
    app,
    { method: 'POST', path: '/v4/product/info/stocks', contract: { documented2026: 'v4-product-info-stocks' } },
    ({ body, world }) => {
      const cards = selectCards(world, requiredFilter(body));
      const page = pageAfter(cards, decodeCursor(body.cursor, 'cursor'), pageLimit(body.limit, 100));
      return {
        items: page.items.map((card) => productStocksItem(world, card)),
        cursor: page.more ? encodeCursor(page.items[page.items.length - 1].productId) : '',
        total: cards.length,
      };
    },
  );
}
