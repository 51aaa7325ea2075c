import type { DbOrTrx } from '../db/database.js';
import type { Allocation } from './salesPlanAllocation.js';

/**
 * What an allocation run changed, item by item: the P&L keeps the goods' cost of each allocated unit
 * (migration 0023), so the run refreshes the days of the items whose units or unit cost it changed.
 */

/** What each posting item's allocation was, to tell which ones a run changes. */
export async function allocatedUnits(db: DbOrTrx): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('sales_plan_allocations')
    .select(['sales_plan_id', 'order_item_id', 'sold', 'returned', 'unit_cost'])
    .execute();
  return new Map(
    rows.map((row) => [
      `${row.sales_plan_id}/${row.order_item_id}`,
      `${row.sold}/${row.returned}/${Number(row.unit_cost)}`,
    ]),
  );
}

/** The posting items whose units or cost the run changed, added or took away. */
export function changedItems(before: Map<string, string>, allocations: Allocation[]): number[] {
  const changed = new Set<number>();
  const after = new Set<string>();
  for (const allocation of allocations) {
    const key = `${allocation.planId}/${allocation.itemId}`;
    after.add(key);
    if (before.get(key) !== `${allocation.sold}/${allocation.returned}/${allocation.unitCost}`)
      changed.add(allocation.itemId);
  }
  for (const key of before.keys()) if (!after.has(key)) changed.add(Number(key.split('/')[1]));
  return [...changed];
}
