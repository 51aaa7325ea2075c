import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FindSalesOzonOrdersRequest, SalesOrderPage } from '../../contracts/salesOrders.js';
import type { ApiClient } from '../api/client.js';

/** The seller's Ozon orders (reader family); the posting imports reload them when they finish. */
export const salesOrderKeys = {
  all: ['salesOrders'] as const,
  list: (request: Partial<FindSalesOzonOrdersRequest>) => ['salesOrders', 'list', request] as const,
};

export const findSalesOrders = (api: ApiClient, request: Partial<FindSalesOzonOrdersRequest>) =>
  api.json<SalesOrderPage>('reader', 'v1/OzonSalesOrder/FindSalesOzonOrders', { json: request });

export const salesOrderListQuery = (api: ApiClient, request: Partial<FindSalesOzonOrdersRequest>) =>
  queryOptions({
    queryKey: salesOrderKeys.list(request),
    queryFn: () => findSalesOrders(api, request),
    placeholderData: keepPreviousData,
  });
