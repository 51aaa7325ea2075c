import type { FindOzonOperationsRequest, OperationPage } from '../../contracts/operations.js';
import type { ReconciliationRequest } from '../../contracts/reconciliation.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db } from '../db/database.js';
import { findOperations, totalsByType, totalsPerKind, type OperationQuery } from './operationRepository.js';
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
      // The totals count every operation of the period by kind and operation type: the grid's count is
      // theirs for the kinds and types asked, without a count of its own.
      const [items, byType] = await Promise.all([findOperations(db, query), totalsByType(db, query)]);
      const kinds = new Set<number>(filters.TransactionTypes);
      const types = new Set(filters.OperationTypes);
      const total = byType
        .filter((row) => kinds.size === 0 || kinds.has(row.transaction_type))
        .filter((row) => types.size === 0 || types.has(row.operation_type))
        .reduce((sum, row) => sum + row.count, 0);
      const totals = totalsPerKind(byType);
      return { TotalCount: total, Items: items, Totals: totals };
    },

    reconcile: (request: ReconciliationRequest) => reconcile(db, calendar, request),
  };
}
export type OperationService = ReturnType<typeof operationService>;
