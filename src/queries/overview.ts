import { queryOptions } from '@tanstack/react-query';
import type { LatestSalesReport, LocalizationIndex, WaitingOrders } from '../../contracts/reports.js';
import type { ApiClient } from '../api/client.js';
import { sellerDays } from '../app/sellerDays.js';

/**
 * The overview's reports (reader family). They sit under the orders' key: the posting and operation
 * imports reload them when they finish.
 */
export const overviewKeys = {
  latestSales: (days: number) => ['salesOrders', 'overview', 'latestSales', days] as const,
  waiting: ['salesOrders', 'overview', 'waiting'] as const,
  localization: (date: string) => ['salesOrders', 'overview', 'localization', date] as const,
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

/** The index up to the seller's today (the call needs its date); a new day is a new query. */
export const localizationHistoryQuery = (api: ApiClient) => {
  const date = sellerDays().dayOf(new Date());
  return queryOptions({
    queryKey: overviewKeys.localization(date),
    queryFn: () =>
      api.json<LocalizationIndex[]>('reader', 'v1/OzonRating/GetOzonLocalizationIndexHistory', {
        searchParams: { date },
      }),
  });
};
