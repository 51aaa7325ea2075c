import { postingsApi } from '../ozon/api/postings.js';
import type { OzonTransport } from '../ozon/transport.js';

/**
 * FBO postings Ozon has not handed to delivery yet: their units are ordered but still on the shelf of
 * the warehouse they ship from. /v1/analytics/stocks counts them in none of its columns, so they are
 * the FBO stock's reserved units (docs/stocks.md).
 */
export const RESERVING_STATUSES = ['awaiting_packaging', 'awaiting_deliver'];

/**
 * How far back open postings are looked for: Ozon ships an FBO order within a day or two, and the status
 * filter keeps the answer to the open ones, so a month is room to spare at no cost.
 */
export const RESERVE_LOOKBACK_DAYS = 30;

/** The units of one line of an open FBO posting, at the Ozon warehouse it ships from. */
export interface ReservedUnits {
  offerId: string;
  sku: number;
  warehouseId: number;
  warehouseName: string;
  units: number;
}

/** The lines of the open FBO postings placed in the look-back period up to `now`, page by page. */
export async function* reservedFboUnits(
  ozon: OzonTransport,
  now: Date,
  signal?: AbortSignal,
): AsyncGenerator<ReservedUnits[]> {
  const since = new Date(now.getTime() - RESERVE_LOOKBACK_DAYS * 86_400_000);
  const pages = postingsApi(ozon).fboPages(
    { since, to: now, statuses: RESERVING_STATUSES },
    { signal, with: { analytics_data: true, financial_data: false } },
  );
  for await (const page of pages) {
    yield page.flatMap((posting) =>
      // The warehouse is in the analytics block, asked for above; a posting without it cannot be placed.
      posting.analytics_data
        ? posting.products.map((product) => ({
            offerId: product.offer_id,
            sku: product.sku,
            warehouseId: posting.analytics_data!.warehouse_id,
            warehouseName: posting.analytics_data!.warehouse_name,
            units: product.quantity,
          }))
        : [],
    );
  }
}
