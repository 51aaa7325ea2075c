import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Job } from '../../contracts/jobs.js';
import { SearchTermStatus } from '../../contracts/searchTermQueue.js';
import type { ProductType, SearchTermStatistics } from '../../contracts/searchTerms.js';
import type { ApiClient } from '../api/client.js';
import { searchTermKeys } from './searchTermKeys.js';

export { searchTermKeys };

// ---- The data-update screen (/search-term/update): statistics, the queue, the tree import, stale types.

/** While terms wait in the queue the updater may be writing them: the figures are read again this often. */
export const STATISTICS_QUEUED_MS = 5000;

/** The terms waiting for the updater: their history, their phrases or both queued. */
export const queuedCount = (statistics: Pick<SearchTermStatistics, 'HistoryStatusCounts' | 'PhraseStatusCounts'>) =>
  Math.max(
    0,
    ...[...statistics.HistoryStatusCounts, ...statistics.PhraseStatusCounts]
      .filter((entry) => entry.Status === SearchTermStatus.QueuedForUpdate)
      .map((entry) => entry.Count),
  );

/** How many terms are in each status, what was updated lately, and the size of the category tree. */
export const searchTermStatisticsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: searchTermKeys.statistics(),
    queryFn: () => api.json<SearchTermStatistics>('searchTerm', 'v1/SearchTerm/GetSearchTermStatistics'),
    refetchInterval: (query) => (query.state.data && queuedCount(query.state.data) > 0 ? STATISTICS_QUEUED_MS : false),
  });

/** The analyzable product types whose term was not updated for `minDaysFromUpdate` days, or never. */
export const productTypesNeedingUpdateQuery = (api: ApiClient, minDaysFromUpdate: number) =>
  queryOptions({
    queryKey: searchTermKeys.productTypes(minDaysFromUpdate),
    queryFn: () =>
      api.json<ProductType[]>('searchTerm', 'v1/CategoryTree/GetProductTypes', {
        searchParams: { minDaysFromUpdate },
      }),
    placeholderData: keepPreviousData,
  });

export const searchTermUpdateCommands = (api: ApiClient) => ({
  /** Queues the `count` terms whose data is oldest (never updated first); answers how many were queued. */
  enqueue: (count: number) =>
    api.json<{ QueuedCount: number }>('searchTerm', 'v1/SearchTerm/EnqueueForUpdate', {
      method: 'post',
      searchParams: { count },
    }),
  /** Imports Ozon's category tree as a job (the family ImportOzonCategoryTree); its counts come with the job. */
  importCategoryTree: () => api.startJob<Job>('searchTerm', 'v1/CategoryTree/ImportCategoryTree', { json: {} }),
  /** Updates the queued terms from the server's keyword source as a job (UpdateQueuedSearchTerms). */
  updateQueued: () => api.startJob<Job>('searchTerm', 'v1/SearchTerm/UpdateQueuedSearchTerms', { json: {} }),
});
