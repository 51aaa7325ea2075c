import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupResult } from '../../contracts/backup.js';
import { job } from '../../contracts/jobs.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';

/** The database backup on demand (`npm run backup` calls it while the server holds the embedded database). */
export const backupRoutes: FastifyPluginAsyncZod<{ jobs: JobService }> = async (app, { jobs }) => {
  app.post('/CreateBackup', {
    schema: {
      operationId: 'createBackup',
      tags: ['Backup'],
      summary: 'Writes a backup of the whole database into the backups folder, then applies the retention',
      response: { 200: backupResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'BackupDatabase', request, reply),
  });
};
