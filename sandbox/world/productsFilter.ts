import { invalidArgument } from '../errors.js';
import type { OzonProductCard } from './catalogue.js';
import { CRITICAL_INDEX, pricingOf, type PriceIndex } from './productsPricing.js';
import { fboTotals, stockTable } from './stocks.js';
import type { World } from './world.js';

/** The product filter of /v3/product/list, /v5/product/info/prices and /v4/product/info/stocks. */
export interface ProductFilter {
  offer_id?: unknown;
  product_id?: unknown;
  visibility?: unknown;
}

/** The visibility values of the 2026 documentation (the newest list: /v4/product/info/stocks). */
export const VISIBILITIES = [
  'ALL',
  'VISIBLE',
  'INVISIBLE',
  'EMPTY_STOCK',
  'NOT_MODERATED',
  'MODERATED',
  'DISABLED',
  'STATE_FAILED',
  'READY_TO_SUPPLY',
  'VALIDATION_STATE_PENDING',
  'VALIDATION_STATE_FAIL',
  'VALIDATION_STATE_SUCCESS',
  'TO_SUPPLY',
  'IN_SALE',
  'REMOVED_FROM_SALE',
  'BANNED',
  'OVERPRICED',
  'CRITICALLY_OVERPRICED',
  'EMPTY_BARCODE',
  'BARCODE_EXISTS',
  'QUARANTINE',
  'ARCHIVED',
  'OVERPRICED_WITH_STOCK',
  'PARTIAL_APPROVED',
  'AUTO_ARCHIVED',
  'MANUAL_ARCHIVED',
  'SEASONAL_AUTO_ARCHIVED',
  'VISIBLE_WITH_FBO_STOCK',
] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const highestIndex = (index: PriceIndex) =>
  Math.max(0, ...[index.ozon, index.external, index.self].map((data) => data?.value ?? 0));

export interface CardState {
  archived: boolean;
  /** Created on Ozon: has an SKU and passed moderation. */
  created: boolean;
  hasFboStock: boolean;
  hasFbsStock: boolean;
}

export function cardState(world: World, card: OzonProductCard): CardState {
  const table = stockTable(world);
  return {
    archived: card.isArchived,
    created: card.sku !== 0,
    hasFboStock: fboTotals(table, card).present > 0,
    hasFbsStock: (table.fbsByProduct.get(card.productId) ?? []).some((row) => row.present > 0),
  };
}

/**
 * Which cards a visibility value selects. States nobody here is in (blocked, failed, quarantined,
 * seasonal) select nothing; ALL is everything except the archive, as Ozon documents.
 */
export function hasVisibility(world: World, card: OzonProductCard, visibility: Visibility): boolean {
  const state = cardState(world, card);
  const inStock = state.hasFboStock || state.hasFbsStock;
  const live = !state.archived;
  const index = () => pricingOf(world, card).index;
  switch (visibility) {
    case 'ALL':
    case 'BARCODE_EXISTS':
      return live;
    case 'VISIBLE':
    case 'IN_SALE':
      return live && state.created && inStock;
    case 'INVISIBLE':
      return live && (!state.created || !inStock);
    case 'EMPTY_STOCK':
      return live && !inStock;
    case 'NOT_MODERATED':
    case 'VALIDATION_STATE_PENDING':
      return live && !state.created;
    case 'MODERATED':
    case 'VALIDATION_STATE_SUCCESS':
      return live && state.created;
    case 'READY_TO_SUPPLY':
    case 'TO_SUPPLY':
      return live && state.created && !state.hasFboStock;
    case 'VISIBLE_WITH_FBO_STOCK':
      return live && state.created && state.hasFboStock;
    case 'OVERPRICED':
      return live && index().color === 'RED';
    case 'CRITICALLY_OVERPRICED':
      return live && highestIndex(index()) > CRITICAL_INDEX;
    case 'OVERPRICED_WITH_STOCK':
      return live && index().color === 'RED' && inStock;
    case 'ARCHIVED':
      return state.archived;
    case 'AUTO_ARCHIVED':
      return state.archived && card.isAutoArchived;
    case 'MANUAL_ARCHIVED':
      return state.archived && !card.isAutoArchived;
    default:
      return false;
  }
}

/** An array of strings (or of integers, for int64 ids Ozon also takes as numbers), else a 400. */
export function idList(value: unknown, field: string, numeric: boolean): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidArgument(`${field} must be an array`);
  return value.map((item) => {
    const text = typeof item === 'number' ? String(item) : item;
    if (typeof text !== 'string' || (numeric && !/^\d+$/.test(text))) {
      throw invalidArgument(`${field} has an invalid value: ${JSON.stringify(item)}`);
    }
    return text;
  });
}

/**
 * Cards a filter selects, ordered by product_id. With offer_id or product_id the cards with those ids
 * are returned whatever their visibility (the 2026 documentation says so for /v3/product/list).
 */
export function selectCards(world: World, filter: ProductFilter = {}, maxIds = 1000): OzonProductCard[] {
  const offerIds = new Set(idList(filter.offer_id, 'filter.offer_id', false));
  const productIds = new Set(idList(filter.product_id, 'filter.product_id', true));
  if (offerIds.size + productIds.size > maxIds) throw invalidArgument(`no more than ${maxIds} ids in a filter`);
  const visibility = filter.visibility ?? 'ALL';
  if (!VISIBILITIES.includes(visibility as Visibility)) {
    throw invalidArgument(`filter.visibility: unknown value ${JSON.stringify(visibility)}`);
  }
  const byIds = offerIds.size + productIds.size > 0;
  return world.catalogue.cards
    .filter((card) =>
      byIds
        ? offerIds.has(card.offerId) || productIds.has(String(card.productId))
        : hasVisibility(world, card, visibility as Visibility),
    )
    .sort((a, b) => a.productId - b.productId);
}

/** Ozon's paging tokens are opaque base64 of the last key, e.g. "WzMzOTc5MTc2ODAsMzM5NzkxNzY4MF0=". */
export const encodeCursor = (productId: number) =>
  Buffer.from(JSON.stringify([productId, productId])).toString('base64');

export function decodeCursor(cursor: unknown, field: string): number | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  try {
    const decoded = JSON.parse(Buffer.from(String(cursor), 'base64').toString('utf8')) as unknown;
    if (Array.isArray(decoded) && Number.isSafeInteger(decoded[0])) return decoded[0] as number;
  } catch {
    /* answered below */
  }
  throw invalidArgument(`${field} is invalid`);
}

export function pageLimit(value: unknown, fallback: number, max = 1000): number {
  const limit = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw invalidArgument(`limit must be between 1 and ${max}`);
  }
  return limit;
}

/** One page of cards after a cursor, and whether more follow. */
export function pageAfter(cards: OzonProductCard[], after: number | null, limit: number) {
  const start = after === null ? 0 : cards.findIndex((card) => card.productId > after);
  const from = start < 0 ? cards.length : start;
  const items = cards.slice(from, from + limit);
  return { items, more: from + limit < cards.length };
}
