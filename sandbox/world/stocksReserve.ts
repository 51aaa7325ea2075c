import type { OzonProductCard } from './catalogue.js';
import { LONGEST_OPEN_MS } from './postingLife.js';
import { postingsOf } from './postings.js';
import type { World } from './world.js';

/** FBO postings Ozon has not handed to delivery yet: their units are still on the warehouse's shelf. */
export const RESERVING_STATUSES = ['awaiting_packaging', 'awaiting_deliver'] as const;

/** Units of one card reserved at one Ozon warehouse by the open FBO postings that ship from it. */
export interface FboReserve {
  card: OzonProductCard;
  warehouseId: number;
  units: number;
}

export const reserveKey = (productId: number, warehouseId: number) => `${productId}/${warehouseId}`;

/**
 * What the open FBO postings reserve, by card and warehouse: the one source of the stock table's
 * `reserved`, so that every stock method and the posting list agree on it. Only postings placed
 * within the longest time one stays open can be open; their lives are cheap, and only the open
 * ones are built in full.
 */
export function fboReserves(world: World): Map<string, FboReserve> {
  const postings = postingsOf(world);
  const now = world.now.getTime();
  const [first, end] = postings.calendars.fbo.rangeOf(now - LONGEST_OPEN_MS, now);
  const open = new Set<string>(RESERVING_STATUSES);
  const reserves = new Map<string, FboReserve>();
  for (let index = first; index < end; index++) {
    const key = { scheme: 'fbo' as const, index };
    if (!open.has(postings.life(key).status)) continue;
    const posting = postings.posting(key);
    for (const product of posting.products) {
      const id = reserveKey(product.card.productId, posting.warehouse.id);
      const reserve = reserves.get(id);
      if (reserve) reserve.units += product.quantity;
      else reserves.set(id, { card: product.card, warehouseId: posting.warehouse.id, units: product.quantity });
    }
  }
  return reserves;
}
