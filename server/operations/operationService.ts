import type { FindOzonOperationsRequest, OperationPage } from '../../contracts/operations.js';
import type { ReconciliationRequest } from '../../contracts/reconciliation.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db } from '../db/database.js';
import { countOperations, findOperations, totalOperations } from './operationRepository.js';
import { reconcile } from './reconciliation.js';

/** The seller's finance operations: a page under the filters, and the period's totals per kind. */
export function operationService({ db, calendar }: { db: Db; calendar: SellerCalendar }) {
  return {
    async find(request: FindOzonOperationsRequest): Promise<OperationPage> {
      const [total, items, totals] = await Promise.all([
        countOperations(db, request),
        findOperations(db, request),
        totalOperations(db, request),
      ]);
      return { TotalCount: total, Items: items, Totals: totals };
    },

    reconcile: (request: ReconciliationRequest) => reconcile(db, calendar, request),
  };
}
export type OperationService = ReturnType<typeof operationService>;
