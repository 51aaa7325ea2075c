import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Job, JobKind } from '../../contracts/jobs.js';
import { isActive, jobKeys } from '../queries/jobs.js';
import { ozonProductKeys } from '../queries/ozonProducts.js';
import { promotionKeys, reviewKeys } from '../queries/promotionReviewKeys.js';
import { purchaseKeys } from '../queries/purchaseKeys.js';
import { operationKeys } from '../queries/operations.js';
import { salesOrderKeys } from '../queries/salesOrders.js';
import type { searchTermKeys } from '../queries/searchTermKeys.js';
import { supplyKeys } from '../queries/supplyKeys.js';
import { syncKeys } from '../queries/sync.js';
import { warehouseKeys } from '../queries/warehouses.js';

/** The data each sync family writes: reloaded wherever it shows once a run of the family ends. */
const DATA_OF_KIND: Record<JobKind, QueryKey> = {
  ImportOzonWarehouses: warehouseKeys.all,
  ImportOzonProducts: ozonProductKeys.all,
  ImportOzonProductStocks: ozonProductKeys.all,
  ImportOzonFbsPostings: salesOrderKeys.all,
  ImportOzonFboPostings: salesOrderKeys.all,
  ImportOzonOperations: operationKeys.all,
  // The comparison with the accruals is read under the operations' keys, as the P&L is.
  ImportOzonRealization: operationKeys.all,
  ImportOzonSupplyOrders: supplyKeys.all,
  ImportOzonPromotions: promotionKeys.all,
  ImportOzonProductReviews: reviewKeys.all,
  // Written out: importing the keys would cut a chunk of its own onto the first screen.
  ImportOzonCategoryTree: ['searchTerms'] satisfies typeof searchTermKeys.all,
  // The history writes postings, returns, accruals, supply orders and reviews: every screen's data.
  LoadOzonHistory: [],
  RunOzonSupplyRegistrationTasks: supplyKeys.all,
  CalcSalesPlans: purchaseKeys.all,
  // A backup changes no data the screens show; its card reloads with the sync families.
  BackupDatabase: syncKeys.all,
  UpdateQueuedSearchTerms: ['searchTerms'] satisfies typeof searchTermKeys.all,
};

/**
 * Watches the recent jobs (the top bar polls them on every screen): when a queued or running job is no
 * longer so, the data of its family, the families and the history are reloaded, whoever started it.
 */
export function useReloadWhenJobsFinish(jobs: Job[] | undefined): void {
  const queryClient = useQueryClient();
  const active = useRef(new Map<string, JobKind>());
  useEffect(() => {
    if (!jobs) return;
    const now = new Map(jobs.filter(isActive).map((job) => [job.ID, job.Kind]));
    const ended = [...active.current].filter(([id]) => !now.has(id)).map(([, kind]) => kind);
    active.current = now;
    if (ended.length === 0) return;
    for (const kind of new Set(ended)) void queryClient.invalidateQueries({ queryKey: DATA_OF_KIND[kind] });
    void queryClient.invalidateQueries({ queryKey: syncKeys.all });
    void queryClient.invalidateQueries({ queryKey: [...jobKeys.all, 'history'] });
  }, [jobs, queryClient]);
}
