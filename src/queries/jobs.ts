import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Job, JobKind } from '../../contracts/jobs.js';
import type { ApiClient } from '../api/client.js';

export const jobKeys = { all: ['jobs'] as const };

/**
 * The server's imports of these kinds that are running now, polled every second while one runs or
 * while this page started one, so a seller who comes back to the screen sees an import still going.
 * `onFinished` runs once a running import has ended, to reload what it changed.
 */
export function useRunningJobs(api: ApiClient, kinds: JobKind[], starting: boolean, onFinished: () => void): Job[] {
  const { data = [] } = useQuery({
    queryKey: jobKeys.all,
    queryFn: () => api.json<Job[]>('reader', 'v1/Job/GetJobs'),
    refetchInterval: (query) =>
      starting || (query.state.data ?? []).some((job) => job.Status === 'Running') ? 1000 : false,
  });
  const running = data.filter((job) => job.Status === 'Running' && kinds.includes(job.Kind));
  const wasRunning = useRef(0);
  useEffect(() => {
    if (wasRunning.current > 0 && running.length === 0) onFinished();
    wasRunning.current = running.length;
  });
  return running;
}
