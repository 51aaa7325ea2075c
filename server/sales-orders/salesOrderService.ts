import type { ReturnReportRequest } from '../../contracts/returns.js';
import { WAITING_STATUSES, type WaitingOrders } from '../../contracts/reports.js';
import {
  findSalesOzonOrdersRequest,
  type FindSalesOzonOrdersRequest,
  type SalesOrderPage,
} from '../../contracts/salesOrders.js';
import type { Db } from '../db/database.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import { returnsPerDay, returnsPerPackage } from './returnReport.js';
import { countSalesOrders, findSalesOrderPage, summariseSalesOrders } from './salesOrderRepository.js';

/** The seller's Ozon orders: a filtered page, and what the filtered set adds up to when asked; their returns. */
export function salesOrderService({ db, calendar }: { db: Db; calendar: SellerCalendar }) {
  return {
    async find(request: FindSalesOzonOrdersRequest): Promise<SalesOrderPage> {
      // With the summary, its filtered order count is the page's total: the items are read once.
      const [orders, summary, total] = await Promise.all([
        findSalesOrderPage(db, request),
        request.GatherSummary ? summariseSalesOrders(db, request) : null,
        request.GatherSummary ? null : countSalesOrders(db, request),
      ]);
      return {
        TotalCount: summary?.FilteredOrderCount ?? total ?? 0,
        Items: orders,
        Summary: summary,
        // The filter arrays come back, as SPEC.md's page response has them: the grid's chips read them.
        PostingNumbers: request.PostingNumbers,
        ProductPackageIDs: request.ProductPackageIDs,
        WarehouseIDs: request.WarehouseIDs,
        WarehouseClusterIDs: request.WarehouseClusterIDs,
        Statuses: request.Statuses,
      };
    },

    /** The oldest order still waiting for the seller, and how many wait; the same of what CalcSalesPlans has not taken in. */
    async earliestWaiting(): Promise<WaitingOrders> {
      const request = findSalesOzonOrdersRequest.parse({ Statuses: WAITING_STATUSES, OrderAscending: true, Count: 1 });
      const unprocessed = findSalesOzonOrdersRequest.parse({
        SalesPlanUnprocessedOnly: true,
        OrderAscending: true,
        Count: 1,
      });
      const [orders, total, earliest, unprocessedTotal] = await Promise.all([
        findSalesOrderPage(db, request),
        countSalesOrders(db, request),
        findSalesOrderPage(db, unprocessed),
        countSalesOrders(db, unprocessed),
      ]);
      return {
        Order: orders[0] ?? null,
        WaitingOrderCount: total,
        EarliestNonProcessed: earliest[0] ?? null,
        NonProcessedOrderCount: unprocessedTotal,
      };
    },

    returnsPerDay: (request: ReturnReportRequest) => returnsPerDay(db, request, calendar),
    returnsPerPackage: (request: ReturnReportRequest) => returnsPerPackage(db, request, calendar),
  };
}
export type SalesOrderService = ReturnType<typeof salesOrderService>;
