import { describe, expect, it } from 'vitest';
import { jobKinds } from '../../contracts/jobs.js';
import { BACKUP_JOB_KINDS, SYNC_JOB_KINDS } from './jobFailureRules.js';

describe('the failures the alerts watch', () => {
  it('cover every kind of job: the backup by BackupFailed, every other one (the search terms’ update too) by SyncFailed', () => {
    expect([...SYNC_JOB_KINDS, ...BACKUP_JOB_KINDS].sort()).toEqual([...jobKinds].sort());
    expect(SYNC_JOB_KINDS).toContain('UpdateQueuedSearchTerms');
    expect(SYNC_JOB_KINDS).not.toContain('BackupDatabase');
  });
});
