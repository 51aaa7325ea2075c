import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { job } from '../../contracts/jobs.js';
import {
  crossDockWarehouseQuery,
  findOzonSupplyOrdersRequest,
  ozonSupplyOrderPage,
  supplyOrderImportResult,
} from '../../contracts/supplyOrders.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';
import { noContent } from '../http/noContent.js';
import type { SupplyOrderService } from './supplyOrderService.js';

export const tags = ['OzonSupplyOrder'];

/** The supply-order calls of SPEC.md section 7 under /v1/OzonSupplyOrder (the registration tasks add theirs). */
export const supplyOrderRoutes: FastifyPluginAsyncZod<{ jobs: JobService; supplyOrders: SupplyOrderService }> = async (
  app,
  { jobs, supplyOrders },
) => {
  app.post('/UpdateOzonSupplyOrders', {
    schema: {
      operationId: 'updateOzonSupplyOrders',
      tags,
      summary:
        "Imports Ozon's supply orders with their items, and Ozon's load of its warehouses; twice changes nothing",
      response: { 200: supplyOrderImportResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'ImportOzonSupplyOrders', request, reply),
  });

  app.post('/UpdateOzonSupplyOrderCrossDockWarehouse', {
    schema: {
      operationId: 'updateOzonSupplyOrderCrossDockWarehouse',
      tags,
      summary: 'Sets the cross-dock warehouse of a supply order; later imports keep it',
      querystring: crossDockWarehouseQuery,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await supplyOrders.setCrossDockWarehouse(request.query.supplyOrderID, request.query.warehouseID);
      return reply.code(204).send(null);
    },
  });

  app.post('/FindOzonSupplyOrders', {
    schema: {
      operationId: 'findOzonSupplyOrders',
      tags,
      summary: 'A page of supply orders, newest first or in the asked order, with their items and the count per state',
      body: findOzonSupplyOrdersRequest,
      response: { 200: ozonSupplyOrderPage },
    },
    handler: (request) => supplyOrders.find(request.body),
  });
};
