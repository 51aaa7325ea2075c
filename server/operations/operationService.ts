import type { FindOzonOperationsRequest, OperationPage } from '../../contracts/operations.js';
import type { ReconciliationRequest } from '../../contracts/reconciliation.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db } from '../db/database.js';
import { countOperations, findOperations, totalOperations, type OperationQuery } from './operationRepository.js';
import { reconcile } from './reconciliation.js';

/** The seller's finance operations: a page under the filters, and the period's totals per kind. */
export function operationService({ db, calendar }: { db: Db; calendar: SellerCalendar }) {
  return {
    async find({ DateFrom, DateTo, ...filters }: FindOzonOperationsRequest): Promise<OperationPage> {
      // The seller's days, whole: from the first one's start to the end of the last.
      const query: OperationQuery = {
        ...filters,
        from: DateFrom ? calendar.dayStart(DateFrom) : null,
        to: DateTo ? calendar.dayEnd(DateTo) : null,
      };
      // The totals count every operation of the period by kind: the grid's count is theirs for the kinds
      // asked, one scan of the period fewer. Only a filter by operation type needs a count of its own.
      const [items, totals, counted] = await Promise.all([
        findOperations(db, query),
        totalOperations(db, query),
        filters.OperationTypes.length > 0 ? countOperations(db, query) : null,
      ]);
      const kinds = new Set<number>(filters.TransactionTypes);
      const total =
        counted ??
        totals
          .filter((sums) => kinds.size === 0 || kinds.has(sums.TransactionType))
          .reduce((sum, sums) => sum + sums.Count, 0);
      return { TotalCount: total, Items: items, Totals: totals };
    },

    reconcile: (request: ReconciliationRequest) => reconcile(db, calendar, request),
  };
}
export type OperationService = ReturnType<typeof operationService>;
