import { queryOptions } from '@tanstack/react-query';
import type { HistoryCoverage, HistoryMonths } from '../../contracts/history.js';
import type { Job } from '../../contracts/jobs.js';
import type { ApiClient } from '../api/client.js';

/** The cabinet's history: what is stored per family, and loading it deeper. */
export const historyKeys = {
  all: ['history'] as const,
  coverage: ['history', 'coverage'] as const,
};

/** While the history is not whole to the depth asked (it is loading), asked again every 10 s. */
export const HISTORY_LOADING_MS = 10_000;

export const isHistoryWhole = (coverage: HistoryCoverage) =>
  coverage.WantedFrom !== null && coverage.CompleteFrom !== null && coverage.CompleteFrom <= coverage.WantedFrom;

export const historyCoverageQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: historyKeys.coverage,
    queryFn: () => api.json<HistoryCoverage>('reader', 'v1/History/GetOzonHistoryCoverage'),
    refetchInterval: (query) =>
      query.state.data && query.state.data.Months !== null && !isHistoryWhole(query.state.data)
        ? HISTORY_LOADING_MS
        : false,
  });

export const historyCommands = (api: ApiClient) => ({
  load: (months: HistoryMonths) =>
    api.startJob<Job>('command', 'v1/History/LoadOzonHistory', { json: { Months: months } }),
});
