import { describe, expect, it } from 'vitest';
import { backupsToKeep } from './retention.js';

/** A backup a day at 03:15 UTC from 2026-10-01 to 2026-11-26, plus a second one on the last day. */
const daily = Array.from({ length: 57 }, (_, index) => ({
  name: `d${index}`,
  createdAt: new Date(Date.UTC(2026, 9, 1 + index, 3, 15)),
}));
const backups = [...daily, { name: 'manual', createdAt: new Date(Date.UTC(2026, 10, 26, 17, 0)) }];
const names = (kept: { name: string }[]) => kept.map((backup) => backup.name);

describe('backup retention', () => {
  it('keeps the last of each of the 7 newest days and of the 4 newest weeks, and nothing else', () => {
    const kept = backupsToKeep(backups, { daily: 7, weekly: 4 });
    // Days 2026-11-20 … 11-26 (the 26th's later backup); the weeks of 11-23 and 11-16 end within them,
    // the two weeks before that end on the Sundays 11-15 and 11-08.
    expect(names(kept)).toEqual(['manual', 'd55', 'd54', 'd53', 'd52', 'd51', 'd50', 'd45', 'd38']);
    expect(kept.map((backup) => backup.createdAt.toISOString().slice(0, 10)).slice(-3)).toEqual([
      '2026-11-20',
      '2026-11-15',
      '2026-11-08',
    ]);
  });

  it('keeps exactly the configured numbers, and all when there are fewer', () => {
    expect(backupsToKeep(backups, { daily: 3, weekly: 0 })).toHaveLength(3);
    expect(backupsToKeep(backups, { daily: 0, weekly: 2 })).toHaveLength(2);
    expect(backupsToKeep(backups.slice(0, 2), { daily: 7, weekly: 4 })).toHaveLength(2);
    expect(backupsToKeep([], { daily: 7, weekly: 4 })).toEqual([]);
  });
});
