import { sql } from 'kysely';
import type { OzonReturn } from '../ozon/api/returns.js';
import type { DbOrTrx } from '../db/database.js';
import { hoursOf, refreshOrderHours } from './orderHours.js';

/**
 * Writes a page of Ozon's returns by their id; the product package is joined from the offer_id.
 * A row is written only when what Ozon says of it changed. Answers how many were added or changed.
 */
export async function upsertReturns(db: DbOrTrx, returns: OzonReturn[]): Promise<number> {
  if (returns.length === 0) return 0;
  const unique = [...new Map(returns.map((item) => [item.id, item])).values()];
  const rows = JSON.stringify(
    unique.map((item) => ({
      id: item.id,
      posting_number: item.posting_number,
      scheme: item.schema.toUpperCase(),
      type: item.type,
      sku: item.product.sku,
      offer_id: item.product.offer_id,
      product_name: item.product.name,
      quantity: item.product.quantity,
      price: item.product.price.price,
      currency_code: item.product.price.currency_code,
      reason: item.return_reason_name,
      status: item.visual.status.sys_name,
      return_date: item.logistic.return_date ?? item.visual.change_moment,
    })),
  );
  const result = await sql<{ id: number; posting_number: string }>`
    INSERT INTO ozon_returns (id, posting_number, scheme, type, sku, offer_id, product_package_id, product_name,
      quantity, price, currency_code, reason, status, return_date)
    SELECT r.id, r.posting_number, r.scheme, r.type, r.sku, r.offer_id,
      (SELECT p.id FROM product_packages p WHERE r.offer_id ~ '^[0-9]{1,9}$' AND p.id = r.offer_id::integer),
      r.product_name, r.quantity, r.price, r.currency_code, r.reason, r.status, r.return_date
    FROM jsonb_to_recordset(${rows}::jsonb) AS r(
      id bigint, posting_number text, scheme text, type text, sku bigint, offer_id text, product_name text,
      quantity integer, price numeric, currency_code text, reason text, status text, return_date timestamptz)
    ON CONFLICT (id) DO UPDATE SET
      posting_number = excluded.posting_number, scheme = excluded.scheme, type = excluded.type, sku = excluded.sku,
      offer_id = excluded.offer_id, product_package_id = excluded.product_package_id,
      product_name = excluded.product_name, quantity = excluded.quantity, price = excluded.price,
      currency_code = excluded.currency_code, reason = excluded.reason, status = excluded.status,
      return_date = excluded.return_date, synced_at = now()
    WHERE (ozon_returns.posting_number, ozon_returns.scheme, ozon_returns.type, ozon_returns.sku,
      ozon_returns.offer_id, ozon_returns.product_package_id, ozon_returns.product_name, ozon_returns.quantity,
      ozon_returns.price, ozon_returns.currency_code, ozon_returns.reason, ozon_returns.status,
      ozon_returns.return_date)
      IS DISTINCT FROM (excluded.posting_number, excluded.scheme, excluded.type, excluded.sku, excluded.offer_id,
      excluded.product_package_id, excluded.product_name, excluded.quantity, excluded.price,
      excluded.currency_code, excluded.reason, excluded.status, excluded.return_date)
    RETURNING id, posting_number`.execute(db);
  await syncReturnedQuantities(db, [...new Set(result.rows.map((row) => row.posting_number))]);
  return result.rows.length;
}

/** The returned units of the postings' items, kept on the items, and the summary's hours they change. */
async function syncReturnedQuantities(db: DbOrTrx, postingNumbers: string[]): Promise<void> {
  if (postingNumbers.length === 0) return;
  // One index probe of the returns per item of those postings (a join would scan every item).
  const returned = sql`least(i.quantity, coalesce((SELECT sum(r.quantity)::integer FROM ozon_returns r
    WHERE r.posting_number = i.posting_number AND r.sku = i.sku), 0))`;
  const changed = await sql<{ date: Date }>`
    UPDATE ozon_sales_order_items i SET returned_quantity = ${returned}
    WHERE i.posting_number = ANY(${postingNumbers}::text[]) AND i.returned_quantity <> ${returned}
    RETURNING i.date`.execute(db);
  await refreshOrderHours(db, hoursOf(changed.rows.map((row) => new Date(row.date))));
}
