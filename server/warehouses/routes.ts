import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getOzonWarehouseClustersRequest,
  getOzonWarehousesRequest,
  ozonWarehouse,
  ozonWarehouseCluster,
  updateOzonWarehouse,
  updateOzonWarehousesStatus,
} from '../../contracts/ozonWarehouses.js';
import { noContent } from '../http/noContent.js';
import { crossDockingPrices, crossDockingResult } from '../../contracts/ozonCrossDocking.js';
import type { WarehouseService } from './warehouseService.js';
import { job, type Job } from '../../contracts/jobs.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';

const tags = ['Warehouse'];

/** Warehouse calls of SPEC.md section 7 (those on Ozon's warehouses and clusters), under /v1/Warehouse. */
export const warehouseRoutes: FastifyPluginAsyncZod<{ warehouses: WarehouseService; jobs: JobService }> = async (
  app,
  { warehouses, jobs },
) => {
  app.post('/ImportOzonWarehouses', {
    schema: {
      operationId: 'importOzonWarehouses',
      tags,
      summary: "Imports Ozon's clusters and warehouses and the seller's own warehouses; twice changes nothing",
      response: { 204: noContent, 202: job },
    },
    handler: async (request, reply) => {
      const answer = await answerImport(jobs, 'ImportOzonWarehouses', request, reply);
      return reply.statusCode === 202 ? reply.send(answer as Job) : reply.code(204).send(null);
    },
  });

  app.post('/UpdateOzonWarehouse', {
    schema: { operationId: 'updateOzonWarehouse', tags, body: updateOzonWarehouse, response: { 204: noContent } },
    handler: async (request, reply) => {
      await warehouses.update(request.body);
      return reply.code(204).send(null);
    },
  });

  app.post('/UpdateOzonWarehousesStatus', {
    schema: {
      operationId: 'updateOzonWarehousesStatus',
      tags,
      summary: 'Sets one status on many warehouses in one transaction; an unknown ID changes nothing (404)',
      body: updateOzonWarehousesStatus,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await warehouses.updateStatus(request.body);
      return reply.code(204).send(null);
    },
  });

  app.post('/GetOzonWarehouses', {
    schema: {
      operationId: 'getOzonWarehouses',
      tags,
      body: getOzonWarehousesRequest,
      response: { 200: z.array(ozonWarehouse) },
    },
    handler: (request) => warehouses.getWarehouses(request.body),
  });

  app.post('/GetOzonWarehouseClusters', {
    schema: {
      operationId: 'getOzonWarehouseClusters',
      tags,
      body: getOzonWarehouseClustersRequest,
      response: { 200: z.array(ozonWarehouseCluster) },
    },
    handler: (request) => warehouses.getClusters(request.body),
  });

  app.post('/UpdateOzonCrossDockingPrices', {
    bodyLimit: 20 * 1024 * 1024,
    schema: {
      operationId: 'updateOzonCrossDockingPrices',
      tags,
      summary: "Replaces the cross-docking tariffs with Ozon's file; answers the places that match no warehouse",
      body: crossDockingPrices,
      response: { 200: crossDockingResult },
    },
    handler: (request) => warehouses.updateCrossDockingPrices(request.body),
  });
};
