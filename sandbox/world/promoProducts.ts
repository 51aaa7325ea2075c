import { Random } from '../random.js';
import type { OzonProductCard } from './catalogue.js';
import { isFrozen, promotionsOf, type Promotion } from './promotions.js';
import type { World } from './world.js';

/**
 * Which of the seller's cards a promotion offers, at what prices, and which take part. The offer is
 * derived from the seed; what the seller changed (activate, deactivate) is kept in the world's
 * 'promotions' state as an override per product, so the next list shows it.
 */
export interface PromoOffer {
  card: OzonProductCard;
  maxActionPrice: number;
  /** Ozon's recommended price: above it the product is flagged and may be dropped. */
  alertMaxActionPrice: number;
  minStock: number;
  banned: boolean;
  initial: { participating: boolean; actionPrice: number; stock: number; addMode: 'AUTO' | 'MANUAL' };
  elastic: { priceMin: number; priceMax: number; minBoost: number; maxBoost: number } | null;
}

export interface PromoProduct {
  offer: PromoOffer;
  participating: boolean;
  actionPrice: number;
  stock: number;
  addMode: 'AUTO' | 'MANUAL' | 'NOT_SET';
}

/** Per promotion, per product_id: the seller's own decision (null = taken out). */
type Overrides = Map<number, Map<number, { actionPrice: number; stock: number } | null>>;

const overridesOf = (world: World) => world.state<Overrides>('promotions', () => new Map());

function buildOffers(world: World, promotion: Promotion): PromoOffer[] {
  const offers: PromoOffer[] = [];
  const cards = world.catalogue.cards
    .filter((card) => card.sku > 0 && !card.isArchived)
    .filter((card) => !promotion.typeIds || promotion.typeIds.includes(card.typeId))
    .sort((a, b) => a.productId - b.productId);
  for (const card of cards) {
    // One generator per card and promotion: adding cards to the catalogue does not reshuffle the rest.
    const random = new Random(world.seed, 'promo-offer', promotion.id, card.productId);
    if (!random.chance(promotion.eligibleShare)) continue;
    const depth = promotion.depth * (0.85 + random.next() * 0.3);
    const maxActionPrice = Math.max(1, Math.round(card.price * (1 - depth)));
    const alertMaxActionPrice = Math.round(maxActionPrice * (0.93 + random.next() * 0.05));
    const minStock = promotion.actionType === 'STOCK_DISCOUNT' ? random.int(2, 10) : 0;
    const participating = random.chance(promotion.participatingShare);
    const elastic =
      promotion.actionType === 'MARKETPLACE_MULTI_LEVEL_DISCOUNT_ON_AMOUNT'
        ? {
            priceMin: Math.round(maxActionPrice * (0.82 + random.next() * 0.06)),
            priceMax: maxActionPrice,
            minBoost: random.int(3, 8),
            maxBoost: random.int(15, 35),
          }
        : null;
    offers.push({
      card,
      maxActionPrice,
      alertMaxActionPrice,
      minStock,
      banned: random.chance(0.04),
      initial: {
        participating,
        // Most sellers keep to Ozon's recommended price; about a quarter go above it and get flagged.
        actionPrice: random.chance(0.75)
          ? Math.round(alertMaxActionPrice * (0.92 + random.next() * 0.08))
          : Math.round(alertMaxActionPrice + (0.2 + random.next() * 0.8) * (maxActionPrice - alertMaxActionPrice)),
        stock: minStock ? minStock + random.int(3, 60) : 0,
        addMode: promotion.autoAddDates.length && random.chance(0.6) ? 'AUTO' : 'MANUAL',
      },
      elastic,
    });
  }
  return offers;
}

export function offersOf(world: World, promotion: Promotion): PromoOffer[] {
  return world.memo(`promotion-offers:${promotion.id}`, () => buildOffers(world, promotion));
}

/** An offer with the seller's decision about it applied: taking part (at what price and stock) or not. */
function withDecision(offer: PromoOffer, override: { actionPrice: number; stock: number } | null | undefined) {
  const { actionPrice, stock, addMode } = offer.initial;
  if (override) return { offer, participating: true, ...override, addMode: 'MANUAL' } satisfies PromoProduct;
  if (override === undefined && offer.initial.participating) {
    return { offer, participating: true, actionPrice, stock, addMode } satisfies PromoProduct;
  }
  return { offer, participating: false, actionPrice: 0, stock: 0, addMode: 'NOT_SET' } satisfies PromoProduct;
}

/** Every offered, not banned product with its current participation, by product_id ascending. */
export function promoProducts(world: World, promotion: Promotion): PromoProduct[] {
  const overrides = overridesOf(world).get(promotion.id);
  return offersOf(world, promotion)
    .filter((offer) => !offer.banned)
    .map((offer): PromoProduct => withDecision(offer, overrides?.get(offer.card.productId)));
}

/**
 * The Ozon promotions (running or coming) a card takes part in now, as /v1/actions/products lists it:
 * what the card's price and info methods say about Ozon's promotions is derived from this.
 */
export function cardPromotions(world: World, productId: number): Promotion[] {
  return promotionsOf(world).filter((promotion) => {
    const offer = world
      .memo(`promotion-offers-by-product:${promotion.id}`, () => {
        return new Map(offersOf(world, promotion).map((item) => [item.card.productId, item]));
      })
      .get(productId);
    if (!offer || offer.banned) return false;
    return withDecision(offer, overridesOf(world).get(promotion.id)?.get(productId)).participating;
  });
}

export function promotionCounts(world: World, promotion: Promotion) {
  const products = promoProducts(world, promotion);
  const participating = products.filter((product) => product.participating).length;
  return {
    participating,
    potential: products.length - participating,
    banned: offersOf(world, promotion).filter((offer) => offer.banned).length,
  };
}

/** The boost a price earns in elastic boosting: the lower within the elastic range, the stronger. */
export function boostAt(offer: PromoOffer, actionPrice: number): number {
  if (!offer.elastic || actionPrice <= 0) return 0;
  const { priceMin, priceMax, minBoost, maxBoost } = offer.elastic;
  if (actionPrice >= priceMax) return minBoost;
  if (actionPrice <= priceMin) return maxBoost;
  return Math.round(maxBoost - ((actionPrice - priceMin) / (priceMax - priceMin)) * (maxBoost - minBoost));
}

export interface ChangeResult {
  productIds: number[];
  rejected: { product_id: number; reason: string }[];
}

const setOverride = (
  world: World,
  promotion: Promotion,
  productId: number,
  value: { actionPrice: number; stock: number } | null,
) => {
  const overrides = overridesOf(world);
  if (!overrides.has(promotion.id)) overrides.set(promotion.id, new Map());
  overrides.get(promotion.id)!.set(productId, value);
};

/** Adds products at the given prices (or changes the price of those already in), with Ozon's checks. */
export function activateProducts(
  world: World,
  promotion: Promotion,
  items: { product_id: number; action_price: number; stock?: number }[],
): ChangeResult {
  const byId = new Map(offersOf(world, promotion).map((offer) => [offer.card.productId, offer]));
  const current = new Map(promoProducts(world, promotion).map((product) => [product.offer.card.productId, product]));
  const frozen = isFrozen(promotion, world.now);
  const result: ChangeResult = { productIds: [], rejected: [] };
  for (const item of items) {
    const reject = (reason: string) => result.rejected.push({ product_id: item.product_id, reason });
    const offer = byId.get(item.product_id);
    const stock = item.stock ?? 0;
    const now = current.get(item.product_id);
    if (!offer) reject('product is not a candidate for the promotion');
    else if (offer.banned) reject('product is banned from the promotion');
    else if (!(item.action_price > 0)) reject('action_price must be greater than zero');
    else if (item.action_price > offer.maxActionPrice)
      reject(`action_price ${item.action_price} is above max_action_price ${offer.maxActionPrice}`);
    else if (offer.minStock && stock < offer.minStock) reject(`stock ${stock} is below min_stock ${offer.minStock}`);
    else if (frozen && !now?.participating) reject('promotion is frozen: the product list cannot be changed');
    else if (frozen && now && (item.action_price > now.actionPrice || stock < now.stock))
      reject('promotion is frozen: the price can only be lowered and the stock only raised');
    else {
      setOverride(world, promotion, item.product_id, {
        actionPrice: item.action_price,
        stock: offer.minStock ? stock : 0,
      });
      result.productIds.push(item.product_id);
    }
  }
  return result;
}

/** Takes products out of the promotion: they become candidates again. */
export function deactivateProducts(world: World, promotion: Promotion, productIds: number[]): ChangeResult {
  const current = new Map(promoProducts(world, promotion).map((product) => [product.offer.card.productId, product]));
  const frozen = isFrozen(promotion, world.now);
  const result: ChangeResult = { productIds: [], rejected: [] };
  for (const productId of productIds) {
    if (!current.get(productId)?.participating) {
      result.rejected.push({ product_id: productId, reason: 'product is not taking part in the promotion' });
    } else if (frozen) {
      result.rejected.push({
        product_id: productId,
        reason: 'promotion is frozen: the product list cannot be changed',
      });
    } else {
      setOverride(world, promotion, productId, null);
      result.productIds.push(productId);
    }
  }
  return result;
}
