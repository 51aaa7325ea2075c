import type { IntlShape } from 'react-intl';
import type { Job, JobKind, JobStatus } from '../../contracts/jobs.js';

/** Names and sentences of the sync engine in the seller's words, shared by the screens and the top bar. */
export const familyLabelId = (kind: JobKind) => `sync.kind.${kind}`;
export const statusLabelId = (status: JobStatus) => `sync.status.${status}`;

export const STATUS_COLOUR: Record<JobStatus, 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'> = {
  Queued: 'default',
  Running: 'info',
  Completed: 'success',
  Failed: 'error',
  Cancelled: 'warning',
};

/** Who started a run: 'user:<login>', 'schedule', 'first-start' or 'sync-all:<login>' as the seller reads it. */
export function startedByText(startedBy: string, intl: IntlShape): string {
  if (startedBy === 'schedule') return intl.formatMessage({ id: 'sync.startedBy.schedule' });
  if (startedBy === 'first-start') return intl.formatMessage({ id: 'sync.startedBy.firstStart' });
  const colon = startedBy.indexOf(':');
  const [source, login] = colon < 0 ? [startedBy, ''] : [startedBy.slice(0, colon), startedBy.slice(colon + 1)];
  if (source === 'user') return intl.formatMessage({ id: 'sync.startedBy.user' }, { login });
  if (source === 'sync-all') return intl.formatMessage({ id: 'sync.startedBy.syncAll' }, { login });
  return startedBy;
}

/** How long a run took, or has been running so far; null before it started. */
export function durationMs(job: Pick<Job, 'StartedAt' | 'FinishedAt'>, now = Date.now()): number | null {
  if (!job.StartedAt) return null;
  const end = job.FinishedAt ? Date.parse(job.FinishedAt) : now;
  return Math.max(0, end - Date.parse(job.StartedAt));
}

export function durationText(ms: number | null, intl: IntlShape): string {
  if (ms === null) return '—';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return intl.formatMessage({ id: 'sync.duration.seconds' }, { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return intl.formatMessage({ id: 'sync.duration.minutes' }, { minutes, seconds: seconds % 60 });
  return intl.formatMessage({ id: 'sync.duration.hours' }, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** Records handled, out of how many when the total is known. */
export function countsText(job: Pick<Job, 'Done' | 'Total'>, intl: IntlShape): string {
  const done = intl.formatNumber(job.Done);
  return job.Total === null
    ? done
    : intl.formatMessage({ id: 'sync.counts' }, { done, total: intl.formatNumber(job.Total) });
}

/** Schedules are kept in Moscow time (as Ozon's deadlines are); their times are shown in it too. */
export const SCHEDULE_TIME_ZONE = 'Europe/Moscow';

export function dateTimeText(iso: string | null, intl: IntlShape, timeZone?: string): string {
  if (!iso) return '—';
  return intl.formatDate(iso, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}
