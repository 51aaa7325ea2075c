import { sql } from 'kysely';
import { PostingStatus } from '../../contracts/enums.js';
import type { DbOrTrx } from '../db/database.js';
import { refusedReturns } from '../sales-orders/refusedReturns.js';

export interface PlanRefusals {
  /** Refused postings that came back and are charged to the plan. */
  postings: number;
  /** Their handling: the plan's channel's CancelledSaleHandlingPrice each, roubles. */
  handling: number;
}

/**
 * The refusals charged to each of the plans (docs/money.md, «Refusals in the plans' fact»): a refused
 * posting that came back costs its handling once, on its package with the most units (the lowest SKU on
 * a tie, as in the P&L), and goes to the plan of that package and the posting's scheme that was selling
 * when it came back: the one whose first allocated sale is the latest on or before that day. A refusal
 * before a package's first allocated sale is of goods no batch covers and goes to no plan. Every plan of
 * the packages is weighed, so a plan asked for alone gets what it would in the whole list.
 */
export async function planRefusals(db: DbOrTrx, planIds: number[]): Promise<Map<number, PlanRefusals>> {
  if (planIds.length === 0) return new Map();
  const result = await sql<{ plan_id: number; postings: number; handling: string }>`
    WITH packages AS (
      SELECT DISTINCT si.product_package_id AS package_id
      FROM sales_plans p JOIN sales_items si ON si.id = p.sales_item_id
      WHERE p.id = ANY(${planIds}::integer[])
    ),
    selling AS (
      SELECT p.id AS plan_id, si.product_package_id AS package_id, c.ozon_order_types AS order_types,
        c.cancelled_sale_handling_price AS price, min(i.date) AS since
      FROM sales_plans p
      JOIN sales_items si ON si.id = p.sales_item_id
      JOIN sales_channels c ON c.id = p.sales_channel_id
      JOIN sales_plan_allocations a ON a.sales_plan_id = p.id
      JOIN ozon_sales_order_items i ON i.id = a.order_item_id
      WHERE si.product_package_id IN (SELECT package_id FROM packages)
      GROUP BY 1, 2, 3, 4
    ),
    -- The whole posting is ranked, so that its handling lands on the same SKU as in the P&L; the
    -- package is the posting item's, as the allocation reads it.
    charged AS (
      SELECT f.posting_number, f.at, i.product_package_id AS package_id, o.type AS order_type
      FROM (${refusedReturns(sql<boolean>`r.posting_number IN (SELECT i.posting_number FROM ozon_sales_order_items i
          WHERE i.status = ${PostingStatus.Cancelled} AND i.product_package_id IN (SELECT package_id FROM packages))`)}) f
      JOIN ozon_sales_order_items i ON i.posting_number = f.posting_number AND i.sku = f.sku
      JOIN ozon_sales_orders o ON o.id = i.order_id
      WHERE f.rank = 1 AND i.product_package_id IN (SELECT package_id FROM packages)
    )
    SELECT s.plan_id, count(*)::integer AS postings, sum(s.price) AS handling
    FROM charged f
    CROSS JOIN LATERAL (
      SELECT s.plan_id, s.price FROM selling s
      WHERE s.package_id = f.package_id AND f.order_type = ANY(s.order_types) AND s.since <= f.at
      ORDER BY s.since DESC, s.plan_id DESC LIMIT 1
    ) s
    WHERE s.plan_id = ANY(${planIds}::integer[])
    GROUP BY 1`.execute(db);
  return new Map(result.rows.map((row) => [row.plan_id, { postings: row.postings, handling: Number(row.handling) }]));
}
