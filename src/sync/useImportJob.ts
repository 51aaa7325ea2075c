import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Job, JobKind } from '../../contracts/jobs.js';
import { useApi } from '../api/ApiContext.js';
import { describeError, describeProblem } from '../api/describeError.js';
import { isActive, jobKeys, jobQuery, recentJobsQuery } from '../queries/jobs.js';
import { syncKeys } from '../queries/sync.js';
import { useToast } from '../shell/toast.js';

export interface ImportJobOptions {
  /** The kinds whose running job this screen shows, also when someone else started it. */
  kinds: JobKind[];
  /** Starts the import (`Prefer: respond-async`): resolves to the queued or running job. */
  start: () => Promise<Job>;
  successId: string;
  failureId: string;
  /** The detail of the success toast, from the finished job. */
  successDetail?: (job: Job) => string | undefined;
  /** A followed job completed: reload what it changed; `startedHere` when this page started it. */
  onCompleted: (job: Job, startedHere: boolean) => void | Promise<void>;
}

/**
 * An import a screen runs as a sync job: it starts the job, follows it every second and says how it
 * ended (a toast; the result to the screen). A job of these kinds that is already queued or running,
 * started before the seller came back or by the schedule, is followed the same way.
 */
export function useImportJob(options: ImportJobOptions) {
  const { kinds, start, successId, failureId, onCompleted } = options;
  const api = useApi();
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [startedId, setStartedId] = useState<string | null>(null);
  const recent = useQuery(recentJobsQuery(api));
  const elsewhere = recent.data?.find((job) => kinds.includes(job.Kind) && isActive(job));
  const followedId = startedId ?? elsewhere?.ID ?? null;
  const followed = useQuery({ ...jobQuery(api, followedId ?? ''), enabled: followedId !== null });

  const starting = useMutation({
    mutationFn: start,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.one(job.ID), job);
      setStartedId(job.ID);
      void queryClient.invalidateQueries({ queryKey: jobKeys.recent });
    },
    onError: (error) => toast.error(intl.formatMessage({ id: failureId }), describeError(error, intl)),
  });

  // Each finished job is reported once, however often the queries answer afterwards.
  const reported = useRef<string | null>(null);
  const job = followedId !== null && followed.data?.ID === followedId ? followed.data : undefined;
  useEffect(() => {
    if (!job || isActive(job) || reported.current === job.ID) return;
    reported.current = job.ID;
    const startedHere = job.ID === startedId;
    setStartedId(null);
    void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    void queryClient.invalidateQueries({ queryKey: syncKeys.all });
    if (job.Status === 'Completed') {
      toast.success(intl.formatMessage({ id: successId }), options.successDetail?.(job));
      void onCompleted(job, startedHere);
    } else if (job.Status === 'Failed') {
      toast.error(intl.formatMessage({ id: failureId }), job.Error ? describeProblem(job.Error, intl) : undefined);
    } else {
      toast.warning(intl.formatMessage({ id: 'sync.toast.cancelled' }));
    }
  });

  const running = job && isActive(job) ? job : undefined;
  return {
    start: () => starting.mutate(),
    /** The queued or running job being followed. */
    job: running,
    busy: starting.isPending || (followedId !== null && !followed.isError && (!job || isActive(job))),
  };
}
