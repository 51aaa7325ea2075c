import { queryOptions } from '@tanstack/react-query';
import type { LatestSalesReport, LocalizationIndex, WaitingOrders } from '../../contracts/reports.js';
import type { ApiClient } from '../api/client.js';

/**
 * The overview's reports (reader family). They sit under the orders' key: the posting and operation
 * imports reload them when they finish.
 */
export const overviewKeys = {
  latestSales: (days: number) => ['salesOrders', 'overview', 'latestSales', days] as const,
  waiting: ['salesOrders', 'overview', 'waiting'] as const,
  localization: ['salesOrders', 'overview', 'localization'] as const,
};

/** Days of the overview's sales chart. */
export const CHART_DAYS = 90;

export const latestSalesQuery = (api: ApiClient, days: number) =>
  queryOptions({
    queryKey: overviewKeys.latestSales(days),
    queryFn: () => api.json<LatestSalesReport>('reader', 'v1/Report/GetLatestSalesReport', { searchParams: { days } }),
  });

export const waitingOrdersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: overviewKeys.waiting,
    queryFn: () =>
      api.json<WaitingOrders>('reader', 'v1/OzonSalesOrder/FindEarliestNonProcessedOzonSalesOrder', {
        method: 'post',
      }),
  });

export const localizationHistoryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: overviewKeys.localization,
    queryFn: () => api.json<LocalizationIndex[]>('reader', 'v1/OzonRating/GetOzonLocalizationIndexHistory'),
  });
