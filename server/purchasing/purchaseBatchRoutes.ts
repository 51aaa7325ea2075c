import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { job } from '../../contracts/jobs.js';
import {
  deletePurchaseBatchesRequest,
  findPurchaseBatchesRequest,
  findPurchaseBatchProductPackagesRequest,
  getPurchaseBatchQuery,
  getSalesPlansSummariesRequest,
  purchaseBatch,
  purchaseBatchInput,
  purchaseBatchPage,
  purchaseBatchProductPackage,
  purchaseTreeRequest,
  purchaseTreeRow,
  salesPlanSummary,
} from '../../contracts/purchasing.js';
import { calcSalesPlansResult } from '../../contracts/salesPlanResults.js';
import type { Db } from '../db/database.js';
import { noContent } from '../http/noContent.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';
import type { PurchaseBatchService } from './purchaseBatchService.js';
import { purchaseTree, salesPlanSummaries } from './salesPlanFigures.js';

const tags = ['PurchaseBatch'];

/** The purchase-batch calls of SPEC.md section 7, mounted under /v1/PurchaseBatch. */
export const purchaseBatchRoutes: FastifyPluginAsyncZod<{
  db: Db;
  jobs: JobService;
  batches: PurchaseBatchService;
}> = async (app, { db, jobs, batches }) => {
  app.post('/FindPurchaseBatches', {
    schema: {
      operationId: 'findPurchaseBatches',
      tags,
      summary: 'A page of purchase batches, newest first, with their plans and the fact so far',
      body: findPurchaseBatchesRequest,
      response: { 200: purchaseBatchPage },
    },
    handler: (request) => batches.find(request.body),
  });

  app.post('/GetPurchaseBatch', {
    schema: {
      operationId: 'getPurchaseBatch',
      tags,
      summary: 'A whole batch: items, sales items, their packaging and plans',
      querystring: getPurchaseBatchQuery,
      response: { 200: purchaseBatch },
    },
    handler: (request) => batches.get(request.query.model),
  });

  app.post('/UpdatePurchaseBatch', {
    schema: {
      operationId: 'updatePurchaseBatch',
      tags,
      summary: 'Creates (no ID) or updates a whole batch in one transaction; records left out are deleted',
      body: purchaseBatchInput,
      response: { 200: z.number().int().describe("The batch's ID") },
    },
    handler: (request) => batches.save(request.body),
  });

  app.delete('/DeletePurchaseBatches', {
    schema: {
      operationId: 'deletePurchaseBatches',
      tags,
      summary: 'Deletes the batches with all under them; one missing ID deletes none',
      body: deletePurchaseBatchesRequest,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await batches.remove(request.body);
      return reply.code(204).send(null);
    },
  });

  app.post('/FindPurchaseBatchProductPackages', {
    schema: {
      operationId: 'findPurchaseBatchProductPackages',
      tags,
      summary: 'Product packages some batch sells, by name or article',
      body: findPurchaseBatchProductPackagesRequest,
      response: { 200: z.array(purchaseBatchProductPackage) },
    },
    handler: (request) => batches.productPackages(request.body),
  });

  app.get('/CalcSalesPlans', {
    schema: {
      operationId: 'calcSalesPlans',
      tags,
      summary:
        'Allocates delivered and returned Ozon postings to the plans of batches in sale, first in first out; a re-run changes nothing',
      response: { 200: calcSalesPlansResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'CalcSalesPlans', request, reply),
  });

  app.post('/GetSalesPlansSummaries', {
    schema: {
      operationId: 'getSalesPlansSummaries',
      tags,
      summary: "The fact of each plan from its allocated sales: counts, sums, Ozon's commission and charges",
      body: getSalesPlansSummariesRequest,
      response: { 200: z.array(salesPlanSummary) },
    },
    handler: (request) => salesPlanSummaries(db, request.body),
  });

  app.post('/GetPurchaseTree', {
    schema: {
      operationId: 'getPurchaseTree',
      tags,
      summary: "Every batch's sales items with the product and package they sell and their plans: the product tree",
      body: purchaseTreeRequest,
      response: { 200: z.array(purchaseTreeRow) },
    },
    handler: (request) => purchaseTree(db, request.body),
  });
};
