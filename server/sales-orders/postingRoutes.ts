import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { job } from '../../contracts/jobs.js';
import { importFboPostingsQuery, importFbsPostingsQuery, postingImportResult } from '../../contracts/salesOrders.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';

const tags = ['Posting'];

/** The posting imports of SPEC.md section 7, under /v1/Posting: sync jobs asked for a period. */
export const postingRoutes: FastifyPluginAsyncZod<{ jobs: JobService }> = async (app, { jobs }) => {
  app.post('/ImportOzonFbsPostings', {
    schema: {
      operationId: 'importOzonFbsPostings',
      tags,
      summary: "Imports the FBS/rFBS postings processed in the period (the seller's days); twice changes nothing",
      querystring: importFbsPostingsQuery,
      response: { 200: postingImportResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'ImportOzonFbsPostings', request, reply, request.query),
  });

  app.post('/ImportOzonFboPostings', {
    schema: {
      operationId: 'importOzonFboPostings',
      tags,
      summary: "Imports the FBO postings processed in the period (the seller's days); twice changes nothing",
      querystring: importFboPostingsQuery,
      response: { 200: postingImportResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'ImportOzonFboPostings', request, reply, request.query),
  });
};
