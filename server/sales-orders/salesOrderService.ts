import type { FindSalesOzonOrdersRequest, SalesOrderPage } from '../../contracts/salesOrders.js';
import type { Db } from '../db/database.js';
import { findSalesOrders, summariseSalesOrders } from './salesOrderRepository.js';

/** The seller's Ozon orders: a filtered page, and what the filtered set adds up to when asked. */
export function salesOrderService({ db }: { db: Db }) {
  return {
    async find(request: FindSalesOzonOrdersRequest): Promise<SalesOrderPage> {
      const [page, summary] = await Promise.all([
        findSalesOrders(db, request),
        request.GatherSummary ? summariseSalesOrders(db, request) : null,
      ]);
      return {
        TotalCount: page.total,
        Items: page.orders,
        Summary: summary,
        // The filter arrays come back, as SPEC.md's page response has them: the grid's chips read them.
        PostingNumbers: request.PostingNumbers,
        ProductPackageIDs: request.ProductPackageIDs,
        WarehouseIDs: request.WarehouseIDs,
        WarehouseClusterIDs: request.WarehouseClusterIDs,
        Statuses: request.Statuses,
      };
    },
  };
}
export type SalesOrderService = ReturnType<typeof salesOrderService>;
