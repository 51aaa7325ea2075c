import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReturnPackageItem, ReturnReportItem, ReturnReportRequest } from '../../contracts/returns.js';
import type { ApiClient } from '../api/client.js';

/** The returns reports (reader family): per day and per package; the posting imports bring returns. */
export const returnKeys = {
  all: ['salesOrders', 'returns'] as const,
  perDay: (request: Partial<ReturnReportRequest>) => ['salesOrders', 'returns', 'perDay', request] as const,
  perPackage: (request: Partial<ReturnReportRequest>) => ['salesOrders', 'returns', 'perPackage', request] as const,
};

export const returnsPerDayQuery = (api: ApiClient, request: Partial<ReturnReportRequest>) =>
  queryOptions({
    queryKey: returnKeys.perDay(request),
    queryFn: () => api.json<ReturnReportItem[]>('reader', 'v1/OzonSalesOrder/GetReturnReport', { json: request }),
    placeholderData: keepPreviousData,
  });

export const returnsPerPackageQuery = (api: ApiClient, request: Partial<ReturnReportRequest>) =>
  queryOptions({
    queryKey: returnKeys.perPackage(request),
    queryFn: () =>
      api.json<ReturnPackageItem[]>('reader', 'v1/OzonSalesOrder/GetReturnPackageReport', { json: request }),
    placeholderData: keepPreviousData,
  });
