import type { FindShipmentsRequest } from '../../contracts/shipments.js';
import type { FindOzonSupplyOrdersRequest } from '../../contracts/supplyOrders.js';
import type { ClusterSalesReportRequest, StockStarvationRequest } from '../../contracts/supplyPlanning.js';
import type { FindSupplyRegistrationTasksRequest } from '../../contracts/supplyRegistration.js';

/**
 * The FBO supplies: supply orders, registration tasks, shipments and the supply reports share one key
 * root (apart from the queries, so the top bar that reloads them carries no more than the keys), so the supply-order sync and the robot reload whatever of them is on screen.
 */
export const supplyKeys = {
  all: ['supplies'] as const,
  orders: (request: Partial<FindOzonSupplyOrdersRequest>) => ['supplies', 'orders', request] as const,
  tasks: (request: Partial<FindSupplyRegistrationTasksRequest>) => ['supplies', 'tasks', request] as const,
  taskRuns: (taskId: number) => ['supplies', 'taskRuns', taskId] as const,
  shipments: (request: Partial<FindShipmentsRequest>) => ['supplies', 'shipments', request] as const,
  clusterReport: (request: Partial<ClusterSalesReportRequest>) => ['supplies', 'clusterReport', request] as const,
  starvation: (request: Partial<StockStarvationRequest>) => ['supplies', 'starvation', request] as const,
};
