import { Random } from '../random.js';
import type { Cluster, FboWarehouse } from './geography.js';
import type { SupplyLine } from './supplies.js';
import { cardsBySku, litresOf } from './supplyBundles.js';

/**
 * Warehouse availability values of /v2/draft/create/info. The 2026 page gives only "UNSPECIFIED" as
 * an example; the values are those of /v1/draft/create/info without their WAREHOUSE_SCORING_ prefix,
 * as the v2 methods dropped the prefixes of every other enum.
 */
export type AvailabilityState = 'FULL_AVAILABLE' | 'PARTIAL_AVAILABLE' | 'NOT_AVAILABLE';
export type InvalidReason =
  'UNSPECIFIED' | 'PARTIAL_MATRIX_AVAILABLE' | 'NOT_AVAILABLE_MATRIX' | 'NOT_AVAILABLE_TIMESLOT_FOR_STORAGE_WAREHOUSE';

export interface DraftWarehouse {
  warehouse: FboWarehouse;
  state: AvailabilityState;
  invalidReason: InvalidReason;
  /** What the warehouse takes, and what it does not ('' when nothing). */
  lines: SupplyLine[];
  restrictedLines: SupplyLine[];
  bundleId: string;
  restrictedBundleId: string;
  rank: number;
  score: number;
}

type Cards = ReturnType<typeof cardsBySku>;

/** Bulky goods are what a warehouse refuses first: more than 25 litres or longer than 60 cm. */
function bulky(cards: Cards, line: SupplyLine): boolean {
  const card = cards.get(line.sku);
  return Boolean(card && (litresOf(card) > 25 || Math.max(card.widthMM, card.heightMM, card.depthMM) > 600));
}

/**
 * Ozon's scoring of a draft's warehouses in its cluster: ranked by a score; the best one always takes
 * everything, others may take only part (bulky goods refused) or nothing (full matrix, no free slots).
 * Seeded by the draft, so asking again gives the same answer.
 */
export function scoreWarehouses(
  seed: number,
  draftId: number,
  cluster: Cluster,
  lines: SupplyLine[],
  cards: Cards,
  newBundleId: () => string,
): DraftWarehouse[] {
  const random = new Random(seed, 'draft-scoring', draftId);
  const scored = cluster.warehouses
    .filter((warehouse) => warehouse.acceptsSupplies)
    .map((warehouse) => ({ warehouse, score: Math.round((4 + random.next() * 6) * 100) / 100 }))
    .sort((a, b) => b.score - a.score);
  return scored.map(({ warehouse, score }, index) => {
    const roll = index === 0 ? 1 : random.next();
    let state: AvailabilityState = 'FULL_AVAILABLE';
    let invalidReason: InvalidReason = 'UNSPECIFIED';
    let taken = lines;
    let refused: SupplyLine[] = [];
    if (roll < 0.08) {
      [state, invalidReason, taken, refused] = ['NOT_AVAILABLE', 'NOT_AVAILABLE_MATRIX', [], lines];
    } else if (roll < 0.16) {
      [state, invalidReason] = ['NOT_AVAILABLE', 'NOT_AVAILABLE_TIMESLOT_FOR_STORAGE_WAREHOUSE'];
    } else if (roll < 0.3 && lines.length > 1) {
      refused = lines.filter((line) => bulky(cards, line));
      if (!refused.length || refused.length === lines.length) refused = [lines[random.int(0, lines.length - 1)]];
      taken = lines.filter((line) => !refused.includes(line));
      [state, invalidReason] = ['PARTIAL_AVAILABLE', 'PARTIAL_MATRIX_AVAILABLE'];
    }
    return {
      warehouse,
      state,
      invalidReason,
      lines: taken,
      restrictedLines: refused,
      bundleId: taken.length ? newBundleId() : '',
      restrictedBundleId: refused.length ? newBundleId() : '',
      rank: index + 1,
      score,
    };
  });
}
