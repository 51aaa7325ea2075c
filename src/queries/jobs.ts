import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FindJobsRequest, Job, JobStatus } from '../../contracts/jobs.js';
import type { Paged } from '../../contracts/common.js';
import type { ApiClient } from '../api/client.js';

/** The sync engine's durable jobs: the recent ones (polled), one job, and the history. */
export const jobKeys = {
  all: ['jobs'] as const,
  recent: ['jobs', 'recent'] as const,
  one: (id: string) => ['jobs', 'one', id] as const,
  history: (request: FindJobsRequest) => ['jobs', 'history', request] as const,
};

const ACTIVE: JobStatus[] = ['Queued', 'Running'];
export const isActive = (job: Pick<Job, 'Status'> | null | undefined) => Boolean(job && ACTIVE.includes(job.Status));

/** A job being followed is asked for every second; the recent list faster while anything runs. */
export const FOLLOW_MS = 1000;
export const RECENT_BUSY_MS = 2000;
export const RECENT_IDLE_MS = 20_000;

/** Queued and running jobs and the last finished one of each kind, without results: the top bar's view. */
export const recentJobsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: jobKeys.recent,
    queryFn: () => api.json<Job[]>('reader', 'v1/Job/GetJobs'),
    refetchInterval: (query) => ((query.state.data ?? []).some(isActive) ? RECENT_BUSY_MS : RECENT_IDLE_MS),
  });

/** One job with its result, followed every second until it has finished. */
export const jobQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: jobKeys.one(id),
    queryFn: () => api.json<Job>('reader', 'v1/Job/GetJob', { searchParams: { id } }),
    refetchInterval: (query) => (!query.state.data || isActive(query.state.data) ? FOLLOW_MS : false),
  });

/** The history, newest first, with results; one server page at a time. */
export const jobHistoryQuery = (api: ApiClient, request: FindJobsRequest) =>
  queryOptions({
    queryKey: jobKeys.history(request),
    queryFn: () => findJobs(api, request),
    placeholderData: keepPreviousData,
  });

export const findJobs = (api: ApiClient, request: FindJobsRequest) =>
  api.json<Paged<Job>>('reader', 'v1/Job/FindJobs', { json: request });

export const jobCommands = (api: ApiClient) => ({
  cancel: (id: string) => api.json<Job>('command', 'v1/Job/CancelJob', { method: 'post', searchParams: { id } }),
});
