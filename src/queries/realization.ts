import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Job } from '../../contracts/jobs.js';
import type { RealizationComparison, RealizationComparisonRequest } from '../../contracts/realization.js';
import type { ApiClient } from '../api/client.js';

/**
 * Ozon's realization report against the accruals (reader family): under the operations' keys, so that
 * an accruals import, and the report's own, reload it.
 */
export const realizationKeys = {
  comparison: (request: Partial<RealizationComparisonRequest>) => ['operations', 'realization', request] as const,
};

export const getRealizationComparison = (api: ApiClient, request: Partial<RealizationComparisonRequest>) =>
  api.json<RealizationComparison>('reader', 'v1/ProfitAndLoss/GetRealizationComparison', { json: request });

export const realizationComparisonQuery = (api: ApiClient, request: Partial<RealizationComparisonRequest>) =>
  queryOptions({
    queryKey: realizationKeys.comparison(request),
    queryFn: () => getRealizationComparison(api, request),
    placeholderData: keepPreviousData,
  });

/** Reads the month's report from Ozon as a sync job. */
export const importRealization = (api: ApiClient, month: string) =>
  api.startJob<Job>('command', 'v1/ProfitAndLoss/ImportOzonRealization', { searchParams: { month } });
