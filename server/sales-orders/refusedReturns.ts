import { sql, type RawBuilder } from 'kysely';
import { PostingStatus } from '../../contracts/enums.js';

/**
 * The refusals among the returns that match `filter` (on `ozon_returns r`): what came back of cancelled
 * postings, one row per posting and SKU with its units and the day it came back, ranked in its posting
 * by units (the lowest SKU on a tie). A refused posting's handling is charged once, on its rank-1 SKU
 * (docs/money.md, «Refusals»): the P&L and the plans' fact read this one definition.
 */
export const refusedReturns = (filter: RawBuilder<boolean>) => sql`
  SELECT r.posting_number, r.sku, sum(r.quantity)::integer AS units, min(r.return_date) AS at,
    row_number() OVER (PARTITION BY r.posting_number ORDER BY sum(r.quantity) DESC, r.sku) AS rank
  FROM ozon_returns r
  WHERE ${filter}
    AND EXISTS (SELECT 1 FROM ozon_sales_order_items i
      WHERE i.posting_number = r.posting_number AND i.sku = r.sku AND i.status = ${PostingStatus.Cancelled})
  GROUP BY r.posting_number, r.sku`;
