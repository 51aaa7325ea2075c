import type { FindOzonOperationsRequest, OperationPage } from '../../contracts/operations.js';
import type { Db } from '../db/database.js';
import { countOperations, findOperations, totalOperations } from './operationRepository.js';

/** The seller's finance operations: a page under the filters, and the period's totals per kind. */
export function operationService({ db }: { db: Db }) {
  return {
    async find(request: FindOzonOperationsRequest): Promise<OperationPage> {
      const [total, items, totals] = await Promise.all([
        countOperations(db, request),
        findOperations(db, request),
        totalOperations(db, request),
      ]);
      return { TotalCount: total, Items: items, Totals: totals };
    },
  };
}
export type OperationService = ReturnType<typeof operationService>;
