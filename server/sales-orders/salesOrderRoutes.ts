import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitingOrders } from '../../contracts/reports.js';
import { returnPackageItem, returnReportItem, returnReportRequest } from '../../contracts/returns.js';
import { findSalesOzonOrdersRequest, salesOrderPage } from '../../contracts/salesOrders.js';
import type { SalesOrderService } from './salesOrderService.js';

const tags = ['OzonSalesOrder'];

/** The sales-order reads of SPEC.md section 7, under /v1/OzonSalesOrder. */
export const salesOrderRoutes: FastifyPluginAsyncZod<{ orders: SalesOrderService }> = async (app, { orders }) => {
  app.post('/FindSalesOzonOrders', {
    schema: {
      operationId: 'findSalesOzonOrders',
      tags,
      summary: 'A page of orders under the filters, with what the filtered set adds up to (GatherSummary)',
      body: findSalesOzonOrdersRequest,
      response: { 200: salesOrderPage },
    },
    handler: (request) => orders.find(request.body),
  });

  app.post('/GetReturnReport', {
    schema: {
      operationId: 'getReturnReport',
      tags,
      summary: "Units handed back per day of the seller's calendar (every day of the period), by packages",
      body: returnReportRequest,
      response: { 200: z.array(returnReportItem) },
    },
    handler: (request) => orders.returnsPerDay(request.body),
  });

  app.post('/GetReturnPackageReport', {
    schema: {
      operationId: 'getReturnPackageReport',
      tags,
      summary: 'The returns of the period per product package, the most returned first, with their reasons',
      body: returnReportRequest,
      response: { 200: z.array(returnPackageItem) },
    },
    handler: (request) => orders.returnsPerPackage(request.body),
  });

  app.post('/FindEarliestNonProcessedOzonSalesOrder', {
    schema: {
      operationId: 'findEarliestNonProcessedOzonSalesOrder',
      tags,
      summary: 'The oldest order with a posting still to pack, ship or approve, and how many orders wait',
      response: { 200: waitingOrders },
    },
    handler: () => orders.earliestWaiting(),
  });
};
