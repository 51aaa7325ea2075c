import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyCoverage as coverageSchema, loadHistoryRequest } from '../../contracts/history.js';
import { job } from '../../contracts/jobs.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db } from '../db/database.js';
import { startedByOf } from '../jobs/importCall.js';
import { toJob } from '../jobs/jobRepository.js';
import type { JobService } from '../jobs/jobService.js';
import type { OzonCabinet } from '../ozon/cabinet.js';
import { historyCoverage } from './historyCoverage.js';
import { startHistory } from './startHistory.js';

/** /v1/History: what of the cabinet's history is stored, and loading it deeper. */
export const historyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  jobs: JobService;
  cabinet: OzonCabinet;
  calendar: SellerCalendar;
}> = async (app, { db, jobs, cabinet, calendar }) => {
  const tags = ['History'];
  app.get('/GetOzonHistoryCoverage', {
    schema: {
      operationId: 'getOzonHistoryCoverage',
      tags,
      summary: "Per family, the seller's days of the cabinet's history stored, and the gaps",
      response: { 200: coverageSchema },
    },
    handler: async () => historyCoverage(db, (await cabinet.status()).ClientId, calendar),
  });

  app.post('/LoadOzonHistory', {
    schema: {
      operationId: 'loadOzonHistory',
      tags,
      summary: 'Loads the history to the depth asked (months back): the days not stored yet; answers the job',
      body: loadHistoryRequest,
      response: { 202: job },
    },
    handler: async (request, reply) => {
      const row = await startHistory(db, jobs, request.body.Months, startedByOf(request));
      return reply.code(202).header('Location', `/v1/Job/GetJob?id=${row.id}`).send(toJob(row));
    },
  });
};
