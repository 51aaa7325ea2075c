import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Job } from '../../contracts/jobs.js';
import type { FindShipmentsRequest, Shipment, UpdateShipmentsResult } from '../../contracts/shipments.js';
import type { FindOzonSupplyOrdersRequest, OzonSupplyOrderPage } from '../../contracts/supplyOrders.js';
import type {
  ClusterSalesReportItem,
  ClusterSalesReportRequest,
  StockStarvationItem,
  StockStarvationRequest,
} from '../../contracts/supplyPlanning.js';
import type {
  ChangeTasksStateRequest,
  FindSupplyRegistrationTasksRequest,
  SupplyRegistrationTask,
  SupplyRegistrationTaskInput,
  SupplyRegistrationTaskRun,
} from '../../contracts/supplyRegistration.js';
import type { Paged } from '../../contracts/common.js';
import type { ApiClient } from '../api/client.js';
import { supplyKeys } from './supplyKeys.js';

export { supplyKeys };

export const findSupplyOrders = (api: ApiClient, request: Partial<FindOzonSupplyOrdersRequest>) =>
  api.json<OzonSupplyOrderPage>('reader', 'v1/OzonSupplyOrder/FindOzonSupplyOrders', { json: request });

export const supplyOrderListQuery = (api: ApiClient, request: Partial<FindOzonSupplyOrdersRequest>) =>
  queryOptions({
    queryKey: supplyKeys.orders(request),
    queryFn: () => findSupplyOrders(api, request),
    placeholderData: keepPreviousData,
  });

export const findRegistrationTasks = (api: ApiClient, request: Partial<FindSupplyRegistrationTasksRequest>) =>
  api.json<Paged<SupplyRegistrationTask>>('reader', 'v1/OzonSupplyOrder/FindOzonSupplyRegistrationTasks', {
    json: request,
  });

export const registrationTaskListQuery = (api: ApiClient, request: Partial<FindSupplyRegistrationTasksRequest>) =>
  queryOptions({
    queryKey: supplyKeys.tasks(request),
    queryFn: () => findRegistrationTasks(api, request),
    placeholderData: keepPreviousData,
  });

/** The last runs of a task (newest first): its log in the side panel. */
export const taskRunsQuery = (api: ApiClient, taskId: number) =>
  queryOptions({
    queryKey: supplyKeys.taskRuns(taskId),
    queryFn: () =>
      api.json<Paged<SupplyRegistrationTaskRun>>('reader', 'v1/OzonSupplyOrder/FindOzonSupplyRegistrationTaskRuns', {
        json: { TaskID: taskId, Count: 50 },
      }),
  });

export const findShipments = (api: ApiClient, request: Partial<FindShipmentsRequest>) =>
  api.json<Paged<Shipment>>('shipment', 'v1/Shipment/FindShipments', { json: request });

export const shipmentListQuery = (api: ApiClient, request: Partial<FindShipmentsRequest>) =>
  queryOptions({
    queryKey: supplyKeys.shipments(request),
    queryFn: () => findShipments(api, request),
    placeholderData: keepPreviousData,
  });

export const clusterSalesReportQuery = (api: ApiClient, request: Partial<ClusterSalesReportRequest>) =>
  queryOptions({
    queryKey: supplyKeys.clusterReport(request),
    queryFn: () =>
      api.json<ClusterSalesReportItem[]>('reader', 'v1/Report/GetOzonClusterSalesReport', { json: request }),
    placeholderData: keepPreviousData,
  });

export const stockStarvationQuery = (api: ApiClient, request: Partial<StockStarvationRequest>) =>
  queryOptions({
    queryKey: supplyKeys.starvation(request),
    queryFn: () =>
      api.json<StockStarvationItem[]>('reader', 'v1/Report/GetOzonStockStarvationReport', { json: request }),
    placeholderData: keepPreviousData,
  });

export const supplyCommands = (api: ApiClient) => ({
  /** Starts the supply-order sync as a job; its counts come with the finished job. */
  importSupplyOrders: () => api.startJob<Job>('command', 'v1/OzonSupplyOrder/UpdateOzonSupplyOrders', { json: {} }),
  setCrossDockWarehouse: (supplyOrderID: number, warehouseID: number) =>
    api.json<null>(
      'command',
      `v1/OzonSupplyOrder/UpdateOzonSupplyOrderCrossDockWarehouse?supplyOrderID=${supplyOrderID}&warehouseID=${warehouseID}`,
      { json: {} },
    ),
  saveTask: (task: SupplyRegistrationTaskInput & { ID?: number }) =>
    api.json<number>(
      'command',
      task.ID === undefined
        ? 'v1/OzonSupplyOrder/AddOzonSupplyRegistrationTask'
        : 'v1/OzonSupplyOrder/UpdateOzonSupplyRegistrationTask',
      { json: task },
    ),
  changeTasksState: (change: ChangeTasksStateRequest) =>
    api.json<number>('command', 'v1/OzonSupplyOrder/ChangeOzonSupplyRegistrationTasksState', { json: change }),
  /** Runs the robot now, as a job: the tasks' rows show how each run went. */
  runRobot: () => api.startJob<Job>('command', 'v1/OzonSupplyOrder/RunOzonSupplyRegistrationTasks', { json: {} }),
  updateShipments: () => api.json<UpdateShipmentsResult>('shipment', 'v1/Shipment/UpdateShipments', { json: {} }),
});
