import { Random } from '../random.js';
import type { OzonProductCard } from './catalogue.js';
import { DAY_MS } from './stocksSimulation.js';
import type { World } from './world.js';

/**
 * What Ozon knows about a card's price beyond the card itself: how it compares with competitors
 * (price indexes), what each sales scheme costs (commissions and logistics tariffs), and the
 * seller's own settings and promotions. Deterministic per card.
 */
export type ColorIndex = 'WITHOUT_INDEX' | 'GREEN' | 'YELLOW' | 'RED';

export interface IndexData {
  /** The lowest competitor price, whole roubles. */
  minPrice: number;
  /** The card's price on the storefront divided by that price. */
  value: number;
}

export interface PriceIndex {
  color: ColorIndex;
  /** Other sellers of the same product on Ozon. */
  ozon?: IndexData;
  /** Other marketplaces and shops. */
  external?: IndexData;
  /** The seller's own offers on other marketplaces. */
  self?: IndexData;
}

export interface Tariffs {
  volumeLiters: number;
  fboLogistics: { min: number; max: number };
  fbsLogistics: { min: number; max: number };
  lastMile: number;
  fboReturn: number;
  fbsReturn: number;
  fbsFirstMile: { min: number; max: number };
  acquiring: number;
}

export interface SellerAction {
  title: string;
  percent: number;
  from: Date;
  to: Date;
}

export interface CardPricing {
  index: PriceIndex;
  tariffs: Tariffs;
  /** Cost price the seller entered in the cabinet (0: not entered). */
  netPrice: number;
  marketingPrice: number;
  marketingSellerPrice: number;
  autoActionEnabled: boolean;
  autoAddToOzonActions: boolean;
  sellerAction: SellerAction | null;
}

/** A mid-size seller on the simplified tax system with VAT: 5 % in 2026. */
export const VAT_RATE = 0.05;

/** Ozon's colours: at or below competitors is profitable, up to 10 % above moderate, more is not. */
export function colorOf(value: number): ColorIndex {
  if (value <= 1) return 'GREEN';
  return value <= 1.1 ? 'YELLOW' : 'RED';
}

/** Above this index the card is CRITICALLY_OVERPRICED for the visibility filter. */
export const CRITICAL_INDEX = 1.3;

const round2 = (value: number) => Math.round(value * 100) / 100;

function priceIndex(random: Random, storefrontPrice: number): PriceIndex {
  // Some products are unique enough that Ozon finds no competitor offer at all.
  if (random.chance(0.12)) return { color: 'WITHOUT_INDEX' };
  const band = random.weighted(['GREEN', 'YELLOW', 'RED'] as const, [0.5, 0.3, 0.2]);
  const worst =
    band === 'GREEN'
      ? 0.82 + random.next() * 0.18
      : band === 'YELLOW'
        ? 1.01 + random.next() * 0.09
        : 1.11 + random.next() * 0.35;
  const sources = (['ozon', 'external', 'self'] as const).filter((_, i) => random.chance([0.85, 0.7, 0.25][i]));
  if (!sources.length) sources.push('ozon');
  const index: PriceIndex = { color: 'WITHOUT_INDEX' };
  let highest = 0;
  sources.forEach((source, i) => {
    // The first source sets the colour; the others are no worse than it.
    const value = round2(i === 0 ? worst : Math.max(0.6, worst - random.next() * 0.15));
    highest = Math.max(highest, value);
    index[source] = { minPrice: Math.round(storefrontPrice / value), value };
  });
  index.color = colorOf(highest);
  return index;
}

/** Ozon's tariffs by volume (litres) and price; roughly those of 2025–2026 for goods of this size. */
function tariffs(card: OzonProductCard): Tariffs {
  const liters = Math.max(0.01, round2((card.widthMM * card.heightMM * card.depthMM) / 1_000_000));
  const base = liters <= 0.2 ? 43 : liters <= 0.4 ? 48 : liters <= 1 ? 63 : 63 + 15 * (Math.ceil(liters) - 1);
  return {
    volumeLiters: liters,
    // From the local cluster (min) to the far one (max): the localization surcharge.
    fboLogistics: { min: round2(base * 0.9), max: round2(base * 1.6) },
    fbsLogistics: { min: round2(base * 1.1), max: round2(base * 1.8) },
    lastMile: round2(Math.min(500, Math.max(20, card.price * 0.055))),
    fboReturn: round2(base * 0.9),
    fbsReturn: round2(base * 1.1 + 15),
    fbsFirstMile: { min: 20, max: 25 },
    acquiring: Math.round(card.price * 0.019),
  };
}

const ACTION_THEMES = ['Уютный дом', 'Осенняя распродажа', 'Неделя кухни', 'Всё для хранения', 'Скидки выходного дня'];

function pricing(world: World, card: OzonProductCard): CardPricing {
  const random = new Random(world.seed, 'pricing', card.productId);
  const sellerAction: SellerAction | null = random.chance(0.35)
    ? (() => {
        const percent = random.int(3, 15);
        const today = Math.floor(world.now.getTime() / DAY_MS);
        const daysAgo = random.int(1, 20);
        const from = new Date((today - daysAgo) * DAY_MS);
        // Running now, as the marketing seller price that applies its discount says.
        return {
          title: `${random.pick(ACTION_THEMES)}: скидка ${percent}%`,
          percent,
          from,
          to: new Date(from.getTime() + random.int(Math.max(14, daysAgo + 1), 45) * DAY_MS - 1000),
        };
      })()
    : null;
  const marketingSellerPrice = sellerAction ? Math.round(card.price * (1 - sellerAction.percent / 100)) : card.price;
  const marketingPrice = Math.min(card.marketingPrice, marketingSellerPrice);
  return {
    index: priceIndex(random, marketingPrice),
    tariffs: tariffs(card),
    netPrice: random.chance(0.6) ? Math.round(card.price * (0.35 + random.next() * 0.2)) : 0,
    marketingPrice,
    marketingSellerPrice,
    autoActionEnabled: random.chance(0.5),
    autoAddToOzonActions: random.chance(0.3),
    sellerAction,
  };
}

/** Pricing of every card, built once per cabinet. */
export function pricingOf(world: World, card: OzonProductCard): CardPricing {
  const all = world.memo('product-pricing', () => new Map<number, CardPricing>());
  let found = all.get(card.productId);
  if (!found) all.set(card.productId, (found = pricing(world, card)));
  return found;
}

/** Commission of each sales scheme as /v3/product/info/list shows it. */
export function commissionsBySchema(card: OzonProductCard, tariff: Tariffs) {
  const value = (percent: number) => round2((card.price * percent) / 100);
  return [
    {
      sale_schema: 'FBO',
      percent: card.commission.fbo,
      value: value(card.commission.fbo),
      delivery_amount: round2(tariff.fboLogistics.min + tariff.lastMile),
      return_amount: tariff.fboReturn,
    },
    {
      sale_schema: 'FBS',
      percent: card.commission.fbs,
      value: value(card.commission.fbs),
      delivery_amount: round2(tariff.fbsLogistics.min + tariff.lastMile + tariff.fbsFirstMile.min),
      return_amount: tariff.fbsReturn,
    },
    // realFBS: the seller delivers and takes returns back; Ozon charges only its commission.
    {
      sale_schema: 'RFBS',
      percent: card.commission.rfbs,
      value: value(card.commission.rfbs),
      delivery_amount: 0,
      return_amount: 0,
    },
  ];
}
