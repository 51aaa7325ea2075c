import { Random } from '../random.js';
import type { OzonProductCard } from './catalogue.js';
import { lifeContext, postingLife, type LifeContext, type PostingLife } from './postingLife.js';
import {
  keyOfOrderId,
  keyOfOrderNumber,
  keyOfPostingNumber,
  postingNumbers,
  serialOf,
  type PostingKey,
  type PostingNumbers,
} from './postingNumbers.js';
import { PostingCalendar, type Scheme } from './postingsCalendar.js';
import type { World } from './world.js';

/** One line of a posting. Money is in kopecks, so that sums are exact. */
export interface PostingProduct {
  card: OzonProductCard;
  quantity: number;
  /** The seller's price per unit after the seller's discounts and promotions. */
  price: number;
  oldPrice: number;
  actions: string[];
  commissionPercent: number;
  /** Ozon's sale commission for the line (all units). */
  commission: number;
  /** What the seller gets for the line after the commission. */
  payout: number;
}

export interface Posting extends PostingLife, PostingNumbers {
  products: PostingProduct[];
  paymentType: string;
  isPremium: boolean;
  legal: { companyName: string; inn: string; kpp: string } | null;
  barcodes: { upper: string; lower: string };
}

const PAYMENT_TYPES = ['Карты оплаты', 'Ozon Карта', 'Система Быстрых Платежей', 'SberPay', 'Ozon Рассрочка'];
const PAYMENT_WEIGHTS = [0.34, 0.38, 0.16, 0.08, 0.04];
const COMPANIES = ['ООО «Уютный дом»', 'ООО «Офис-Снаб»', 'ИП Кузнецова А. В.', 'ООО «Кофейня на Садовой»'];

/** The promotion a price took part in on a day: the sale seasons of the year, or none. */
function promotionOn(at: number, random: Random): { action: string; discount: number } | null {
  const date = new Date(at);
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  if (month === 11 && day >= 8 && day <= 14 && random.chance(0.6))
    return { action: 'Распродажа 11.11', discount: 0.15 };
  if (month === 11 && day >= 24 && random.chance(0.5)) return { action: 'Чёрная пятница', discount: 0.12 };
  if (month === 12 && day >= 10 && day <= 28 && random.chance(0.5)) {
    return { action: 'Новогодняя распродажа', discount: 0.1 };
  }
  if (random.chance(0.15)) {
    return { action: 'Системная виртуальная скидка селлера', discount: 0.03 + random.next() * 0.04 };
  }
  return null;
}

/**
 * The postings of one cabinet: a calendar per scheme (how many, when), each posting's life drawn
 * from its index, and the full posting (products, prices, commission) built only when asked for.
 * Nothing is stored per posting, so a million postings cost no memory.
 */
export class Postings {
  readonly calendars: Record<Scheme, PostingCalendar>;
  readonly seed: number;
  readonly nowMs: number;
  private readonly context: LifeContext;
  private readonly cards: OzonProductCard[];
  private readonly cumulative: Float64Array;

  constructor(world: World) {
    this.seed = world.seed;
    this.nowMs = world.now.getTime();
    this.calendars = {
      fbo: new PostingCalendar('fbo', world.seed, world.scale, this.nowMs),
      fbs: new PostingCalendar('fbs', world.seed, world.scale, this.nowMs),
    };
    this.context = lifeContext(world.seed, this.nowMs, world.clusters, world.fbsWarehouses);
    // Cards without an SKU cannot be ordered yet; the others sell by popularity.
    this.cards = world.catalogue.cards.filter((card) => card.sku > 0 && card.popularity > 0);
    this.cumulative = new Float64Array(this.cards.length);
    let sum = 0;
    this.cards.forEach((card, i) => {
      sum += card.popularity;
      this.cumulative[i] = sum;
    });
  }

  count(scheme: Scheme): number {
    return this.calendars[scheme].total;
  }

  exists(key: PostingKey): boolean {
    return Number.isInteger(key.index) && key.index >= 0 && key.index < this.count(key.scheme);
  }

  life(key: PostingKey): PostingLife {
    return postingLife(this.context, key.scheme, key.index, this.calendars[key.scheme].timeOf(key.index));
  }

  numbers(key: PostingKey): PostingNumbers {
    return postingNumbers(this.seed, key);
  }

  byPostingNumber(postingNumber: string): PostingKey | null {
    const key = keyOfPostingNumber(this.seed, postingNumber);
    return key && this.exists(key) ? key : null;
  }

  byOrderNumber(orderNumber: string): PostingKey | null {
    const key = keyOfOrderNumber(this.seed, orderNumber);
    return key && this.exists(key) ? key : null;
  }

  byOrderId(orderId: number): PostingKey | null {
    const key = keyOfOrderId(this.seed, orderId);
    return key && this.exists(key) ? key : null;
  }

  private pickCard(random: Random): OzonProductCard {
    const roll = random.next() * this.cumulative[this.cumulative.length - 1];
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle] <= roll) low = middle + 1;
      else high = middle;
    }
    return this.cards[low];
  }

  /** The posting in full: its life plus what was bought, at which price and commission. */
  posting(key: PostingKey): Posting {
    const life = this.life(key);
    const numbers = this.numbers(key);
    const random = new Random(this.seed, 'posting', key.scheme, key.index);
    const lines = random.weighted([1, 2, 3], [0.82, 0.14, 0.04]);
    const chosen: OzonProductCard[] = [];
    for (let attempt = 0; chosen.length < lines && attempt < 10; attempt++) {
      const card = this.pickCard(random);
      if (!chosen.includes(card)) chosen.push(card);
    }
    const products = chosen.map((card): PostingProduct => {
      const quantity = random.weighted([1, 2, 3], [0.9, 0.08, 0.02]);
      const promotion = promotionOn(life.inProcessAt, random);
      const price = Math.round(card.price * (1 - (promotion?.discount ?? 0))) * 100;
      const commissionPercent =
        key.scheme === 'fbo' ? card.commission.fbo : life.warehouse.isRfbs ? card.commission.rfbs : card.commission.fbs;
      const commission = Math.round((price * quantity * commissionPercent) / 100);
      return {
        card,
        quantity,
        price,
        oldPrice: Math.max(card.oldPrice * 100, price),
        actions: promotion ? [promotion.action] : [],
        commissionPercent,
        commission,
        payout: price * quantity - commission,
      };
    });
    const paymentType = random.weighted(PAYMENT_TYPES, PAYMENT_WEIGHTS);
    const isLegal = random.chance(0.02);
    const serial = serialOf(key);
    const barcode = `${71_100_000_000 + (serial % 900_000_000)}${String(serial % 10_000).padStart(4, '0')}`;
    // The life is a fresh object: extending it in place is much cheaper than spreading it.
    return Object.assign(life, numbers, {
      products,
      paymentType: isLegal ? 'оплата на расчётный счёт' : paymentType,
      isPremium: random.chance(0.12),
      legal: isLegal
        ? {
            companyName: random.pick(COMPANIES),
            inn: String(7_700_000_000 + random.int(0, 99_999_999)),
            kpp: String(770_001_001 + random.int(0, 999)),
          }
        : null,
      barcodes: { upper: barcode, lower: `${barcode.slice(0, 11)}${String(serial % 100_000).padStart(5, '0')}` },
    });
  }
}

/** The product a buyer brings back (one unit of one line), in the returns list and in finance alike. */
export const returnedProduct = (posting: Posting): PostingProduct =>
  posting.products[Math.floor(posting.return!.productPick * posting.products.length)];

export const postingsOf = (world: World): Postings => world.memo('postings', () => new Postings(world));

export const SCHEMES: Scheme[] = ['fbo', 'fbs'];
