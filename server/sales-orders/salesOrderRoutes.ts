import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
};
