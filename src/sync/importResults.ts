import { z } from 'zod';
import { backupResult, type BackupResult } from '../../contracts/backup.js';
import { historyLoadResult, type HistoryLoadResult } from '../../contracts/history.js';
import type { Job } from '../../contracts/jobs.js';
import {
  productImportResult,
  stockImportResult,
  type ProductImportResult,
  type StockImportResult,
} from '../../contracts/ozonProducts.js';
import { operationImportResult, type OperationImportResult } from '../../contracts/operations.js';
import { calcSalesPlansResult, type CalcSalesPlansResult } from '../../contracts/salesPlanResults.js';
import {
  promotionImportResult,
  reviewImportResult,
  type PromotionImportResult,
  type ReviewImportResult,
} from '../../contracts/promotionReviewResults.js';
import { realizationImportResult, type RealizationImportResult } from '../../contracts/realization.js';
import { postingImportResult, type PostingImportResult } from '../../contracts/salesOrders.js';
import {
  categoryTreeImportResult,
  searchTermUpdateResult,
  type CategoryTreeImportResult,
  type SearchTermUpdateResult,
} from '../../contracts/searchTermResults.js';
import {
  registrationRunResult,
  supplyOrderImportResult,
  type RegistrationRunResult,
  type SupplyOrderImportResult,
} from '../../contracts/supplyResults.js';

/** What an import of Ozon's clusters and warehouses reports: how many, and how many Ozon no longer lists. */
export const warehouseImportResult = z.object({
  clusters: z.number().int(),
  warehouses: z.number().int(),
  missing: z.number().int(),
});
export type WarehouseImportResult = z.infer<typeof warehouseImportResult>;

export type ImportOutcome =
  | { kind: 'warehouses'; result: WarehouseImportResult }
  | { kind: 'products'; result: ProductImportResult }
  | { kind: 'stocks'; result: StockImportResult }
  | { kind: 'postings'; result: PostingImportResult }
  | { kind: 'operations'; result: OperationImportResult }
  | { kind: 'realization'; result: RealizationImportResult }
  | { kind: 'supplyOrders'; result: SupplyOrderImportResult }
  | { kind: 'registrationRun'; result: RegistrationRunResult }
  | { kind: 'salesPlans'; result: CalcSalesPlansResult }
  | { kind: 'promotions'; result: PromotionImportResult }
  | { kind: 'reviews'; result: ReviewImportResult }
  | { kind: 'categoryTree'; result: CategoryTreeImportResult }
  | { kind: 'searchTermUpdate'; result: SearchTermUpdateResult }
  | { kind: 'backup'; result: BackupResult }
  | { kind: 'history'; result: HistoryLoadResult };

/** A finished job's result read by its kind; null when there is none or it is not what this app knows. */
export function outcomeOf(job: Pick<Job, 'Kind' | 'Result'>): ImportOutcome | null {
  if (job.Result === null || job.Result === undefined) return null;
  switch (job.Kind) {
    case 'ImportOzonWarehouses': {
      const parsed = warehouseImportResult.safeParse(job.Result);
      return parsed.success ? { kind: 'warehouses', result: parsed.data } : null;
    }
    case 'ImportOzonProducts': {
      const parsed = productImportResult.safeParse(job.Result);
      return parsed.success ? { kind: 'products', result: parsed.data } : null;
    }
    case 'ImportOzonProductStocks': {
      const parsed = stockImportResult.safeParse(job.Result);
      return parsed.success ? { kind: 'stocks', result: parsed.data } : null;
    }
    case 'ImportOzonFbsPostings':
    case 'ImportOzonFboPostings': {
      const parsed = postingImportResult.safeParse(job.Result);
      return parsed.success ? { kind: 'postings', result: parsed.data } : null;
    }
    case 'ImportOzonOperations': {
      const parsed = operationImportResult.safeParse(job.Result);
      return parsed.success ? { kind: 'operations', result: parsed.data } : null;
    }
    case 'ImportOzonRealization': {
      const parsed = realizationImportResult.safeParse(job.Result);
      return parsed.success ? { kind: 'realization', result: parsed.data } : null;
    }
    case 'ImportOzonSupplyOrders': {
      const parsed = supplyOrderImportResult.safeParse(job.Result);
      return parsed.success ? { kind: 'supplyOrders', result: parsed.data } : null;
    }
    case 'RunOzonSupplyRegistrationTasks': {
      const parsed = registrationRunResult.safeParse(job.Result);
      return parsed.success ? { kind: 'registrationRun', result: parsed.data } : null;
    }
    case 'CalcSalesPlans': {
      const parsed = calcSalesPlansResult.safeParse(job.Result);
      return parsed.success ? { kind: 'salesPlans', result: parsed.data } : null;
    }
    case 'ImportOzonPromotions': {
      const parsed = promotionImportResult.safeParse(job.Result);
      return parsed.success ? { kind: 'promotions', result: parsed.data } : null;
    }
    case 'ImportOzonProductReviews': {
      const parsed = reviewImportResult.safeParse(job.Result);
      return parsed.success ? { kind: 'reviews', result: parsed.data } : null;
    }
    case 'ImportOzonCategoryTree': {
      const parsed = categoryTreeImportResult.safeParse(job.Result);
      return parsed.success ? { kind: 'categoryTree', result: parsed.data } : null;
    }
    case 'LoadOzonHistory': {
      const parsed = historyLoadResult.safeParse(job.Result);
      return parsed.success ? { kind: 'history', result: parsed.data } : null;
    }
    case 'BackupDatabase': {
      const parsed = backupResult.safeParse(job.Result);
      return parsed.success ? { kind: 'backup', result: parsed.data } : null;
    }
    case 'UpdateQueuedSearchTerms': {
      const parsed = searchTermUpdateResult.safeParse(job.Result);
      return parsed.success ? { kind: 'searchTermUpdate', result: parsed.data } : null;
    }
  }
}

/**
 * The problems an import found: records that do not fit (no package, not a package ID, no SKU, a
 * warehouse not imported, one Ozon no longer lists) and price indexes that changed. The stock per
 * cluster is a change, not a problem.
 */
export function problemCount(outcome: ImportOutcome): number {
  switch (outcome.kind) {
    case 'warehouses':
      return outcome.result.missing;
    case 'products': {
      const { result } = outcome;
      return (
        result.MissingProductPackageIDs.length +
        result.BadProductPackageIDs.length +
        result.ProductsWithoutSkus.length +
        result.ProductsWithChangedPriceIndices.length
      );
    }
    case 'stocks': {
      const { result } = outcome;
      return (
        result.MissingWarehouses.length + result.MissingProductPackageIDs.length + result.BadProductPackageIDs.length
      );
    }
    // Sales shipped from another cluster are a fact of the period, not a fault of the import.
    case 'postings':
      return 0;
    // An accrual type this version cannot place is kept as "other": worth a look, not lost.
    case 'operations':
      return outcome.result.UnknownAccrualTypes.length;
    // Its differences from the accruals are the comparison's, on the realization screen.
    case 'realization':
      return 0;
    case 'supplyOrders':
      return outcome.result.MissingProductPackageSkus.length + outcome.result.MissingWarehouseOzonIDs.length;
    // A task without a slot yet is the robot's everyday state; each run is in the task's log.
    case 'registrationRun':
      return 0;
    // Sales no plan has room for wait for the next batch: worth a look.
    case 'salesPlans':
      return outcome.result.Unallocated;
    // Products of cards not imported here cannot be judged by their margin.
    case 'promotions':
      return outcome.result.UnknownProductIDs.length;
    // A cabinet without the reviews subscription is told so, apart from the problems.
    case 'reviews':
      return outcome.result.UnknownSkus.length;
    // Categories Ozon dropped are kept with their flags: a fact, not a fault.
    case 'categoryTree':
      return 0;
    // A run the source failed on fails as a whole, with the source's reason: a completed one has none.
    case 'searchTermUpdate':
      return 0;
    // A backup that was written has nothing wrong with it; a failed one fails the job.
    case 'backup':
      return 0;
    // A gap is shown with the coverage; it is loaded by the next run, not a fault of this one.
    case 'history':
      return 0;
  }
}

/** The problem count of a finished job, or null when it has no result to count from. */
export function jobProblemCount(job: Pick<Job, 'Kind' | 'Result'>): number | null {
  const outcome = outcomeOf(job);
  return outcome ? problemCount(outcome) : null;
}
