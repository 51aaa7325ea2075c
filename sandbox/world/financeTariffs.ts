import type { OzonProductCard } from './catalogue.js';
import type { Scheme } from './postingsCalendar.js';

/**
 * What Ozon charges a seller, in kopecks, after the shape of its 2025–2026 tariffs: logistics by
 * the volume of the item (dearer when the order ships from another cluster), the last mile as a
 * share of the price within limits, acquiring as a share of the sale, fixed fees per posting.
 */
const litres = (card: OzonProductCard) => (card.widthMM * card.heightMM * card.depthMM) / 1_000_000;

/** Direct logistics for one unit: a base for the first litre and a rate for each further litre. */
export function logisticPerUnit(card: OzonProductCard, scheme: Scheme, isLocal: boolean): number {
  const base = 63 + 12 * Math.max(0, litres(card) - 1);
  const schemeFactor = scheme === 'fbs' ? 1.1 : 1;
  // Ozon's markup for a sale shipped from a cluster other than the buyer's.
  const distanceFactor = isLocal ? 1 : 1.25;
  return Math.round(base * schemeFactor * distanceFactor * 100);
}

/** Last mile for one unit: 5.5% of the price, at least 20 and at most 500 roubles. */
export const lastMilePerUnit = (priceKopecks: number) =>
  Math.min(50_000, Math.max(2_000, Math.round(priceKopecks * 0.055)));

/** Acquiring: 1.6% of what the buyer paid. */
export const acquiringOf = (saleKopecks: number) => Math.round(saleKopecks * 0.016);

/** Handing an FBS posting over at a pickup point, once per posting. */
export const DROPOFF_PVZ = 2_500;
/** Processing a return, a cancellation after shipping or a refusal, per unit. */
export const RETURN_PROCESSING = 1_500;
export const CANCELLATION_PROCESSING = 1_500;
export const NON_REDEMPTION_PROCESSING = 1_800;
