import { queryOptions } from '@tanstack/react-query';
import type { Job, JobKind, SyncFamily, UpdateSyncScheduleRequest } from '../../contracts/jobs.js';
import type { ApiClient } from '../api/client.js';
import { isActive, RECENT_BUSY_MS } from './jobs.js';

/** The sync families: where each stands, its schedule, and the commands that start runs. */
export const syncKeys = {
  all: ['sync'] as const,
  families: ['sync', 'families'] as const,
};

/** Every 2 s while a family has a queued or running job, else every 30 s (schedules fire on their own). */
export const FAMILIES_IDLE_MS = 30_000;

export const syncFamiliesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: syncKeys.families,
    queryFn: () => api.json<SyncFamily[]>('reader', 'v1/Sync/GetSyncFamilies'),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((family) => isActive(family.Current)) ? RECENT_BUSY_MS : FAMILIES_IDLE_MS,
  });

export const syncCommands = (api: ApiClient) => ({
  run: (kind: JobKind) => api.startJob<Job>('command', 'v1/Sync/RunSync', { searchParams: { kind } }),
  syncEverything: () => api.startJob<Job[]>('command', 'v1/Sync/SyncEverything'),
  updateSchedule: (request: UpdateSyncScheduleRequest) =>
    api.json<null>('command', 'v1/Sync/UpdateSyncSchedule', { json: request }),
});
