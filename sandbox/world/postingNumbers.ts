import { mix32, type Scheme } from './postingsCalendar.js';

/**
 * Ozon's numbers of an order and its posting (order `05708065-0029`, posting `05708065-0029-1`,
 * order_id 35566798085), made from the posting's index by an invertible scramble, so that a
 * number in a filter (posting_numbers, order_id) finds its posting without any lookup table.
 */
const MOD = 100_000_000;
const MOD_BIG = BigInt(MOD);
// Odd and not a multiple of 5, hence invertible modulo 10^8: neighbouring postings get unrelated prefixes.
const MULTIPLIER = 62_089_911;
const INVERSE = (() => {
  // Extended Euclid: MULTIPLIER * INVERSE = 1 (mod 10^8).
  let [oldR, r] = [BigInt(MULTIPLIER), MOD_BIG];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % MOD_BIG) + MOD_BIG) % MOD_BIG;
})();
const ORDER_ID_BASE = 30_000_000_000;
const ORDER_ID_STEP = 17;

export interface PostingKey {
  scheme: Scheme;
  index: number;
}

/** One number line for both schemes: FBO postings are even, FBS odd. */
export const serialOf = (key: PostingKey) => key.index * 2 + (key.scheme === 'fbs' ? 1 : 0);
export const keyOfSerial = (serial: number): PostingKey => ({
  scheme: serial % 2 === 1 ? 'fbs' : 'fbo',
  index: Math.floor(serial / 2),
});

export interface PostingNumbers {
  orderId: number;
  orderNumber: string;
  postingNumber: string;
}

export function postingNumbers(seed: number, key: PostingKey): PostingNumbers {
  const serial = serialOf(key);
  const prefix = (serial * MULTIPLIER + (seed % MOD)) % MOD;
  // The second part counts a buyer's orders in Ozon: small numbers, most often two digits.
  const sequence = 1 + (mix32(seed, serial) % 97);
  const orderNumber = `${String(prefix).padStart(8, '0')}-${String(sequence).padStart(4, '0')}`;
  return {
    orderId: ORDER_ID_BASE + serial * ORDER_ID_STEP + (seed % ORDER_ID_STEP),
    orderNumber,
    postingNumber: `${orderNumber}-1`,
  };
}

/** The posting an order number names, if the number is one this seed makes. */
export function keyOfOrderNumber(seed: number, orderNumber: string): PostingKey | null {
  const match = /^(\d{8})-(\d{4})$/.exec(orderNumber.trim());
  if (!match) return null;
  const prefix = BigInt(match[1]);
  const serial = Number((((((prefix - BigInt(seed % MOD)) % MOD_BIG) + MOD_BIG) % MOD_BIG) * INVERSE) % MOD_BIG);
  const key = keyOfSerial(serial);
  return postingNumbers(seed, key).orderNumber === orderNumber.trim() ? key : null;
}

export function keyOfPostingNumber(seed: number, postingNumber: string): PostingKey | null {
  const match = /^(\d{8}-\d{4})-1$/.exec(postingNumber.trim());
  return match ? keyOfOrderNumber(seed, match[1]) : null;
}

export function keyOfOrderId(seed: number, orderId: number): PostingKey | null {
  const offset = orderId - ORDER_ID_BASE - (seed % ORDER_ID_STEP);
  if (!Number.isSafeInteger(orderId) || offset < 0 || offset % ORDER_ID_STEP !== 0) return null;
  return keyOfSerial(offset / ORDER_ID_STEP);
}
