/** How many backups are kept: the last of each of the newest `daily` days and of the newest `weekly` ISO weeks. */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4 };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday (UTC) that starts the ISO week of a date. */
function weekOf(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return day(monday);
}

/**
 * The backups to keep: for the newest `daily` days that have one, the latest of each day; for the
 * newest `weekly` weeks, the latest of each week. Everything else may go. Newest first.
 */
export function backupsToKeep<Backup extends { createdAt: Date }>(
  backups: Backup[],
  policy: RetentionPolicy,
): Backup[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const latestOf = (period: (date: Date) => string, count: number) => {
    const seen = new Map<string, Backup>();
    for (const backup of newestFirst) {
      const key = period(backup.createdAt);
      if (!seen.has(key) && seen.size < count) seen.set(key, backup);
    }
    return [...seen.values()];
  };
  const kept = new Set([...latestOf(day, policy.daily), ...latestOf(weekOf, policy.weekly)]);
  return newestFirst.filter((backup) => kept.has(backup));
}
