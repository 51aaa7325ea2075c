import { RETURN_BLOCK, returnCandidate, type PostingLife, type PostingReturn } from './postingLife.js';
import { keyOfSerial, serialOf } from './postingNumbers.js';
import { SCHEMES, postingsOf, returnedProduct, type Posting, type Postings } from './postings.js';
import { DAY_MS, mix32 } from './postingsCalendar.js';
import type { World } from './world.js';

/**
 * The FBO and FBS returns of a cabinet, as /v1/returns/list answers them. One posting in twenty is
 * returned or refused (see postingLife); the returns that have happened by "now" are numbered in the order
 * they happened, so return ids grow with time as Ozon's do. Only their keys are kept: ~7,500 at
 * scale 1, ~52,000 at scale 7.
 */
export interface ReturnIndex {
  /** Sorted by the moment of the return; the id of entry i is FIRST_RETURN_ID + i. */
  at: Float64Array;
  serial: Float64Array;
}

export const FIRST_RETURN_ID = 1_000_015_000;

export const returnsOf = (world: World): ReturnIndex =>
  world.memo('returns', () => {
    const postings = postingsOf(world);
    const found: { at: number; serial: number }[] = [];
    for (const scheme of SCHEMES) {
      const total = postings.count(scheme);
      for (let block = 0; block * RETURN_BLOCK < total; block++) {
        const index = returnCandidate(world.seed, scheme, block);
        if (index >= total) continue;
        const life = postings.life({ scheme, index });
        // rFBS returns go through Ozon's rFBS returns methods, not this list.
        if (life.return && life.return.at <= postings.nowMs && !life.warehouse.isRfbs) {
          found.push({ at: life.return.at, serial: serialOf({ scheme, index }) });
        }
      }
    }
    found.sort((a, b) => a.at - b.at || a.serial - b.serial);
    return { at: Float64Array.from(found, (item) => item.at), serial: Float64Array.from(found, (item) => item.serial) };
  });

/** Ozon's return states, with the ids and names its list shows. */
const VISUAL = {
  MovingToOzon: { id: 31, display_name: 'Едет на склад Ozon' },
  ReturnedToOzon: { id: 32, display_name: 'На складе Ozon' },
  MovingToSeller: { id: 17, display_name: 'Едет к продавцу' },
  ArrivedAtReturnPlace: { id: 3, display_name: 'В пункте выдачи' },
  ReceivedBySeller: { id: 16, display_name: 'Продавец получил возврат' },
} as const;
export type VisualStatus = keyof typeof VISUAL;

const CLIENT_REASONS = [
  'Товар не подошёл по характеристикам',
  'Товар с браком или повреждён',
  'Товар не соответствует описанию',
  'Пришёл не тот товар',
  'Товар больше не нужен',
];
const REFUSAL_REASONS = [
  'Покупатель отказался при вручении: недоволен качеством товара',
  'Покупатель отказался при вручении: передумал',
  'Покупатель отказался при вручении: товар повреждён',
];

/** When an FBS return waiting at the pickup point is collected by the seller. */
const receivedAt = (serial: number, back: PostingReturn) => back.arrivedAt + (1 + (mix32(serial, 77) % 4)) * DAY_MS;

/** The return's state at `now`, and since when. */
export function visualState(life: PostingLife, serial: number, now: number): { status: VisualStatus; since: number } {
  const back = life.return!;
  if (life.scheme === 'fbo') {
    return back.arrivedAt <= now
      ? { status: 'ReturnedToOzon', since: back.arrivedAt }
      : { status: 'MovingToOzon', since: back.at };
  }
  const received = receivedAt(serial, back);
  if (received <= now) return { status: 'ReceivedBySeller', since: received };
  if (back.arrivedAt <= now) return { status: 'ArrivedAtReturnPlace', since: back.arrivedAt };
  return { status: 'MovingToSeller', since: back.at };
}

/**
 * A refusal at handover because the item came damaged was Ozon's doing: the seller is compensated for the
 * goods once the return is back with the seller (FBS) or at Ozon's warehouse (FBO), a few days later. The
 * status and names are those of the 2026 documentation's example.
 */
const DAMAGED_REFUSAL = REFUSAL_REASONS.length - 1;
export const COMPENSATION_RECEIVED = { id: 2, display_name: 'Вы получили компенсацию', sys_name: 'Received' };

export function compensatedAt(life: PostingLife, serial: number): number | null {
  const back = life.return!;
  if (back.kind !== 'FullReturn' || back.reasonIndex % REFUSAL_REASONS.length !== DAMAGED_REFUSAL) return null;
  const backWithSeller = life.scheme === 'fbo' ? back.arrivedAt : receivedAt(serial, back);
  return backWithSeller + (2 + (mix32(serial, 91) % 6)) * DAY_MS;
}

/** The free days before storage of an FBS return is charged, and the daily rate then. */
const FREE_STORAGE_DAYS = 5;
const STORAGE_PER_DAY = 15;

const iso = (ms: number) => new Date(ms).toISOString();
const price = (kopecks: number) => ({ currency_code: 'RUB', price: Math.round(kopecks) / 100 });

/**
 * The return as /v1/returns/list answers it: ids and amounts as numbers, as the method's schema types
 * them and Ozon's clients read them (the 2026 example writes them as strings; its page gives no types).
 */
export function returnAnswer(postings: Postings, world: World, rank: number, serial: number) {
  const key = keyOfSerial(serial);
  const posting: Posting = postings.posting(key);
  const back = posting.return!;
  const now = postings.nowMs;
  const product = returnedProduct(posting);
  const state = visualState(posting, serial, now);
  const fbs = key.scheme === 'fbs';
  const returnPlace = fbs
    ? {
        id: posting.warehouse.id + 7,
        name: 'ПВЗ возвратов продавца, Москва',
        address: 'г. Москва, ул. Складочная, 1, стр. 18',
      }
    : {
        id: posting.warehouse.id,
        name: posting.warehouse.name,
        address: world.fboWarehouses.find((warehouse) => warehouse.id === posting.warehouse.id)?.address ?? '',
      };
  const sortingCentre = {
    id: 23_869_688_194_000,
    name: 'СЦ_Львовский_Возвраты',
    address: 'Россия, обл. Московская, г. Подольск, промышленная зона Львовский, ул. Московская, д. 69, стр. 5',
  };
  const arrived = back.arrivedAt <= now;
  const waitingUntil = fbs ? Math.min(now, receivedAt(serial, back)) : now;
  const days = fbs && arrived ? Math.floor((waitingUntil - back.arrivedAt) / DAY_MS) : 0;
  const commission = Math.round((product.price * product.commissionPercent) / 100);
  const reasons = back.kind === 'FullReturn' ? REFUSAL_REASONS : CLIENT_REASONS;
  const compensation = compensatedAt(posting, serial);
  return {
    exemplars: [{ id: 1_019_562_000_000_000 + serial * 10 + 1 }],
    id: FIRST_RETURN_ID + rank,
    company_id: Number(world.cabinet.clientId),
    return_reason_name: reasons[back.reasonIndex % reasons.length],
    type: back.kind,
    schema: fbs ? 'Fbs' : 'Fbo',
    order_id: posting.orderId,
    order_number: posting.orderNumber,
    place: arrived ? returnPlace : fbs ? sortingCentre : returnPlace,
    target_place: returnPlace,
    storage: {
      sum: price(Math.max(0, days - FREE_STORAGE_DAYS) * STORAGE_PER_DAY * 100),
      tariffication_first_date: fbs && arrived ? iso(back.arrivedAt + FREE_STORAGE_DAYS * DAY_MS) : null,
      tariffication_start_date: fbs && arrived ? iso(back.arrivedAt + FREE_STORAGE_DAYS * DAY_MS) : null,
      arrived_moment: arrived ? iso(back.arrivedAt) : null,
      days,
      utilization_sum: price(0),
      utilization_forecast_date: fbs && arrived ? iso(back.arrivedAt + 30 * DAY_MS) : null,
    },
    product: {
      sku: product.card.sku,
      offer_id: product.card.offerId,
      name: product.card.name,
      price: price(product.price),
      price_without_commission: price(product.price - commission),
      commission_percent: product.commissionPercent,
      commission: price(commission),
      quantity: 1,
    },
    logistic: {
      technical_return_moment: back.kind === 'FullReturn' ? iso(back.at) : null,
      final_moment: arrived ? iso(back.arrivedAt) : null,
      cancelled_with_compensation_moment: null,
      return_date: iso(back.at),
      barcode: `ii${String(5_275_210_000 + serial).padStart(10, '0')}`,
    },
    visual: {
      status: { ...VISUAL[state.status], sys_name: state.status },
      change_moment: iso(state.since),
    },
    additional_info: { is_opened: back.kind === 'ClientReturn' && back.reasonIndex % 3 !== 0, is_super_econom: false },
    source_id: 90_000_000 + serial,
    posting_number: posting.postingNumber,
    clearing_id: 21_190_000_000_000 + serial * 1000,
    return_clearing_id: null,
    compensation_status:
      compensation !== null && compensation <= now
        ? { status: COMPENSATION_RECEIVED, change_moment: iso(compensation) }
        : null,
  };
}
export type ReturnAnswer = ReturnType<typeof returnAnswer>;
