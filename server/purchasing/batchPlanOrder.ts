import type { Paged } from '../../contracts/common.js';
import type { FindPurchaseBatchesRequest, PurchaseBatchRow } from '../../contracts/purchasing.js';
import { findPurchaseBatchesRequest } from '../../contracts/purchasing.js';
import type { DbOrTrx } from '../db/database.js';
import { batchRowsOf, filteredBatchIds, type BatchOrderField } from './purchaseBatchList.js';
import { batchPlanTotals, type BatchPlanTotals } from './salesPlanFigures.js';

/** The sort fields of the plans' figures: what the batch's own columns do not hold. */
export type PlanOrderField = Exclude<NonNullable<FindPurchaseBatchesRequest['OrderField']>, BatchOrderField>;

/** A batch's figure under a sort field of its plans; null where there is none yet (no plan, no sale). */
const figureOf = (field: PlanOrderField, totals: BatchPlanTotals): number | null => {
  // As the list shows it: units sold over units planned (purchaseFigures.ts, soldPercent).
  if (field === 'SoldPercent') return totals.PlannedCount > 0 ? totals.SoldCount / totals.PlannedCount : null;
  return totals[field];
};

/**
 * A page of the batches sorted by a figure of their plans (planned revenue, profit, units sold...). The
 * figures come from the plans' unit economics and the sales allocated to them, which no column holds: every
 * batch under the filters is worked out and sorted here, ties by ID, a batch without the figure last. A
 * seller's batches are a few hundred, as the product tree, which works them all out too, counts on.
 */
export async function findBatchPageByPlans(
  db: DbOrTrx,
  input: FindPurchaseBatchesRequest,
  field: PlanOrderField,
): Promise<Paged<PurchaseBatchRow>> {
  const request = findPurchaseBatchesRequest.parse(input);
  const ids = await filteredBatchIds(db, request);
  const totals = await batchPlanTotals(db, ids);
  const sign = request.OrderAscending ? 1 : -1;
  const figure = (id: number) => figureOf(field, totals.get(id)!);
  const sorted = [...ids].sort((a, b) => {
    const [x, y] = [figure(a), figure(b)];
    if (x === null || y === null) return x === y ? sign * (a - b) : x === null ? 1 : -1;
    return sign * (x - y) || sign * (a - b);
  });
  const pageIds = sorted.slice(request.Offset, request.Offset + request.Count);
  const rows = await batchRowsOf(db, pageIds);
  return { TotalCount: ids.length, Items: pageIds.map((id) => ({ ...rows.get(id)!, ...totals.get(id)! })) };
}
