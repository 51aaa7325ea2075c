import { z } from 'zod';

/** What a run of the database backup reports (the sync screen's backup card and its result). */
export const backupResult = z.object({
  File: z.string().describe('The backup file in the backups folder'),
  Bytes: z.number().int(),
  CreatedAt: z.string(),
  Migration: z.string().describe('The last migration of the schema it holds'),
  Tables: z.number().int(),
  Rows: z.number().int(),
  Removed: z.array(z.string()).describe('Older backups the retention removed'),
});
export type BackupResult = z.infer<typeof backupResult>;
