import { sql } from 'kysely';
import { jobKinds, type JobKind, type JobProblem } from '../../contracts/jobs.js';
import {
  NOTIFICATION_ITEMS_KEPT,
  type JobFailureItem,
  type NotificationFacts,
  type NotificationLink,
  type RetiredMethodItem,
} from '../../contracts/notifications.js';
import type { DbOrTrx } from '../db/database.js';
import { isRetiredAnswer } from '../ozon/healthCheck.js';
import { dependedMethods } from '../ozon/methods.js';
import type { EnabledRule } from './notificationRuleRepository.js';
import type { Finding, Told } from './notificationStore.js';

export const BACKUP_JOB_KINDS: JobKind[] = ['BackupDatabase'];
/**
 * The kinds whose failures SyncFailed watches: every job but the backup, which BackupFailed watches.
 * Taken from the list of kinds, so that a new job (the search terms' update was one) is watched too.
 */
export const SYNC_JOB_KINDS: JobKind[] = jobKinds.filter((kind) => !BACKUP_JOB_KINDS.includes(kind));

/** Failures in a row looked back over: the highest threshold a rule can set. */
const DEEPEST_STREAK = 10;

interface Streak {
  kind: JobKind;
  failures: number;
  last: { id: string; error: JobProblem | null; finishedAt: Date };
}

/** Each kind's failures in a row up to its newest finished run (a cancelled run neither breaks nor adds). */
async function failureStreaks(db: DbOrTrx, kinds: JobKind[]): Promise<Streak[]> {
  const rows = await sql<{ kind: string; id: string; status: string; error: unknown; finished_at: Date }>`
    SELECT kind, id, status, error, finished_at FROM (
      SELECT kind, id, status, error, finished_at,
        row_number() OVER (PARTITION BY kind ORDER BY finished_at DESC, id DESC) AS n
      FROM jobs
      WHERE status IN ('completed', 'failed') AND kind IN (${sql.join(kinds)})
    ) newest
    WHERE n <= ${DEEPEST_STREAK}
    ORDER BY kind, n`.execute(db);
  const byKind = new Map<string, typeof rows.rows>();
  for (const row of rows.rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
  const streaks: Streak[] = [];
  for (const [kind, runs] of byKind) {
    const failed = runs.findIndex((run) => run.status !== 'failed');
    const failures = failed === -1 ? runs.length : failed;
    if (failures === 0) continue;
    const last = runs[0]!;
    streaks.push({
      kind: kind as JobKind,
      failures,
      last: { id: last.id, error: last.error as JobProblem | null, finishedAt: new Date(last.finished_at) },
    });
  }
  return streaks;
}

const failureItem = (streak: Streak): JobFailureItem => ({
  JobKind: streak.kind,
  JobID: streak.last.id,
  Failures: streak.failures,
  Reason: streak.last.error?.OzonMessage ?? streak.last.error?.detail ?? streak.last.error?.title ?? '',
  OzonMethod: streak.last.error?.OzonMethod ?? null,
  FailedAt: streak.last.finishedAt.toISOString(),
});

/**
 * The kinds that failed at least each user's threshold times in a row. A streak is told once (and again
 * after the repeat period); a completed run ends it, so the next streak is news.
 */
export async function findFailureStreaks(
  db: DbOrTrx,
  rules: EnabledRule[],
  kinds: JobKind[],
): Promise<Map<number, Finding[]>> {
  const streaks = await failureStreaks(db, kinds);
  return new Map(
    rules.map((rule) => [
      rule.userId,
      streaks
        .filter((streak) => streak.failures >= Math.max(rule.threshold, 1))
        .map((streak): Finding<JobFailureItem> => ({
          subject: `job:${streak.kind}`,
          level: 1,
          item: failureItem(streak),
        })),
    ]),
  );
}

/** Failed syncs told: one opens its failed run on the sync screen; several, the screen. */
export const failuresTold =
  (kind: 'SyncFailed' | 'BackupFailed'): Told =>
  (news) => {
    const items = (news as Finding<JobFailureItem>[]).map((finding) => finding.item);
    const [only] = items;
    return {
      facts: { Kind: kind, Count: items.length, Items: items.slice(0, NOTIFICATION_ITEMS_KEPT) } as NotificationFacts,
      link: (items.length === 1
        ? { To: '/ozon/sync', Search: { kind: only!.JobKind, job: only!.JobID } }
        : { To: '/ozon/sync', Search: {} }) as NotificationLink,
    };
  };

/** A job's failure that is Ozon's answer to a switched-off method: the health check's own test, on what the job stored. */
const isRetired = (error: JobProblem | null) =>
  error?.OzonMethod !== undefined &&
  error.OzonStatus !== undefined &&
  isRetiredAnswer({ status: error.OzonStatus, code: error.OzonCode, ozonMessage: error.OzonMessage ?? '' });

/**
 * The methods the app needs that Ozon switched off (the newest run of a sync failed on one: level 2)
 * or announced it will (level 1, from the methods the app depends on). A switched-off method is
 * forgotten once its sync completes again (a release moved to its successor).
 */
export async function findRetiredMethods(
  db: DbOrTrx,
  rules: EnabledRule[],
  now: Date,
): Promise<Map<number, Finding[]>> {
  const retired = (await failureStreaks(db, [...SYNC_JOB_KINDS, ...BACKUP_JOB_KINDS]))
    .filter((streak) => isRetired(streak.last.error))
    .map((streak): Finding<RetiredMethodItem> => ({
      subject: `method:${streak.last.error!.OzonMethod}`,
      level: 2,
      item: {
        OzonMethod: streak.last.error!.OzonMethod!,
        Message: streak.last.error!.OzonMessage ?? '',
        JobKind: streak.kind,
        Announced: false,
      },
    }));
  const announced = dependedMethods(now)
    .filter((probe) => probe.announced && !probe.optional)
    .map((probe): Finding<RetiredMethodItem> => ({
      subject: `announced:${probe.path}`,
      level: 1,
      item: { OzonMethod: probe.path, Message: probe.announced!, JobKind: null, Announced: true },
    }));
  const findings = [...retired, ...announced];
  return new Map(rules.map((rule) => [rule.userId, findings]));
}

export const retiredMethodsTold: Told = (news) => {
  const items = (news as Finding<RetiredMethodItem>[]).map((finding) => finding.item);
  const failedKinds = [...new Set(items.flatMap((item) => (item.JobKind ? [item.JobKind] : [])))];
  return {
    facts: { Kind: 'OzonMethodRetired', Count: items.length, Items: items.slice(0, NOTIFICATION_ITEMS_KEPT) },
    link: (failedKinds.length === 1
      ? { To: '/ozon/sync', Search: { kind: failedKinds[0]! } }
      : { To: '/ozon/sync', Search: {} }) as NotificationLink,
  };
};
