import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import {
  clusterSalesReportItem,
  clusterSalesReportRequest,
  stockStarvationItem,
  stockStarvationRequest,
} from '../../contracts/supplyPlanning.js';
import type { Db } from '../db/database.js';
import { clusterSalesReport } from './clusterSalesReport.js';
import { stockStarvationReport } from './stockStarvationReport.js';

/** The supply planning reports of SPEC.md section 7, under /v1/Report. */
export const supplyReportRoutes: FastifyPluginAsyncZod<{ db: Db; calendar: SellerCalendar }> = async (
  app,
  { db, calendar },
) => {
  app.post('/GetOzonClusterSalesReport', {
    schema: {
      operationId: 'getOzonClusterSalesReport',
      tags: ['Report'],
      summary: 'Per package and cluster: sales, stock, stock days and the shipment that brings it into range',
      body: clusterSalesReportRequest,
      response: { 200: z.array(clusterSalesReportItem) },
    },
    handler: (request) => clusterSalesReport(db, calendar, request.body),
  });

  app.post('/GetOzonStockStarvationReport', {
    schema: {
      operationId: 'getOzonStockStarvationReport',
      tags: ['Report'],
      summary: 'Per warehouse and package: sales rate, stock days and the days left to ship, most urgent first',
      body: stockStarvationRequest,
      response: { 200: z.array(stockStarvationItem) },
    },
    handler: (request) => stockStarvationReport(db, calendar, request.body),
  });
};
