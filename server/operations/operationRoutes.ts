import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { job } from '../../contracts/jobs.js';
import {
  findOzonOperationsRequest,
  importOperationsQuery,
  operationImportResult,
  operationPage,
} from '../../contracts/operations.js';
import { reconciliationReport, reconciliationRequest } from '../../contracts/reconciliation.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';
import type { OperationService } from './operationService.js';

const tags = ['Operation'];

/** The finance operations of SPEC.md section 7, under /v1/Operation: their import and their read. */
export const operationRoutes: FastifyPluginAsyncZod<{ jobs: JobService; operations: OperationService }> = async (
  app,
  { jobs, operations },
) => {
  app.post('/ImportOzonOperations', {
    schema: {
      operationId: 'importOzonOperations',
      tags,
      summary: "Imports Ozon's accruals of the period (the seller's days) as operations; twice changes nothing",
      querystring: importOperationsQuery,
      response: { 200: operationImportResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'ImportOzonOperations', request, reply, request.query),
  });

  app.post('/FindOzonOperations', {
    schema: {
      operationId: 'findOzonOperations',
      tags,
      summary: 'A page of operations by date, with the totals per kind of the period',
      body: findOzonOperationsRequest,
      response: { 200: operationPage },
    },
    handler: (request) => operations.find(request.body),
  });

  app.post('/GetReconciliationReport', {
    schema: {
      operationId: 'getReconciliationReport',
      tags,
      summary: "The period's postings against their finance operations: what does not add up, and the totals per type",
      body: reconciliationRequest,
      response: { 200: reconciliationReport },
    },
    handler: (request) => operations.reconcile(request.body),
  });
};
