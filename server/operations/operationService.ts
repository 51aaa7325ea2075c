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
      const [total, items, totals] = await Promise.all([
        countOperations(db, query),
        findOperations(db, query),
        totalOperations(db, query),
      ]);
      return { TotalCount: total, Items: items, Totals: totals };
    },

    reconcile: (request: ReconciliationRequest) => reconcile(db, calendar, request),
  };
}
export type OperationService = ReturnType<typeof operationService>;
