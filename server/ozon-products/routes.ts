import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findActiveOzonProductsRequest,
  findOzonProductsRequest,
  ozonProduct,
  ozonProductPage,
  productImportResult,
  removeOzonProductQuery,
  stockImportResult,
  updateOzonProductsRequest,
} from '../../contracts/ozonProducts.js';
import { noContent } from '../http/noContent.js';
import type { OzonProductService } from './ozonProductService.js';
import { job } from '../../contracts/jobs.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';

const tags = ['OzonProduct'];

/** Marketplace product calls of SPEC.md section 7, under /v1/OzonProduct. */
export const ozonProductRoutes: FastifyPluginAsyncZod<{ products: OzonProductService; jobs: JobService }> = async (
  app,
  { products, jobs },
) => {
  app.post('/ImportOzonProducts', {
    schema: {
      operationId: 'importOzonProducts',
      tags,
      summary: 'Imports every card with prices, indexes and commissions; reports what does not fit',
      response: { 200: productImportResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'ImportOzonProducts', request, reply),
  });

  app.post('/ImportOzonProductStocks', {
    schema: {
      operationId: 'importOzonProductStocks',
      tags,
      summary: 'Replaces the stocks per warehouse with what Ozon reports; shows the change per cluster',
      response: { 200: stockImportResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'ImportOzonProductStocks', request, reply),
  });

  app.post('/UpdateOzonProducts', {
    schema: {
      operationId: 'updateOzonProducts',
      tags,
      summary: "Saves the seller's settings of cards (geo-targeting, search query, analog SKUs)",
      body: updateOzonProductsRequest,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await products.update(request.body);
      return reply.code(204).send(null);
    },
  });

  app.delete('/RemoveOzonProduct', {
    schema: {
      operationId: 'removeOzonProduct',
      tags,
      summary: 'Removes the local copy of a card (the next import brings it back)',
      querystring: removeOzonProductQuery,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await products.remove(request.query.productPackageID);
      return reply.code(204).send(null);
    },
  });

  app.post('/FindOzonProducts', {
    schema: {
      operationId: 'findOzonProducts',
      tags,
      body: findOzonProductsRequest,
      response: { 200: ozonProductPage },
    },
    handler: (request) => products.find(request.body),
  });

  app.post('/FindActiveOzonProducts', {
    schema: {
      operationId: 'findActiveOzonProducts',
      tags,
      summary: 'Cards with stock in at least MinimumClusterCount clusters',
      body: findActiveOzonProductsRequest,
      response: { 200: z.array(ozonProduct) },
    },
    handler: (request) => products.findActive(request.body),
  });
};
