import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cityHierarchy, cityItem, findOzonCityItemsRequest } from '../../contracts/ozonCities.js';
import type { CityService } from './cityService.js';
import { checkCityHierarchyDepth } from './hierarchyDepth.js';

/** POST /v1/OzonMasterData/ImportOzonCityHierarchy: the uploaded file, answered flattened. */
export const cityHierarchyRoutes: FastifyPluginAsyncZod<{ cities: CityService }> = async (app, { cities }) => {
  app.post('/ImportOzonCityHierarchy', {
    // Ozon's file for the whole country is a few megabytes.
    bodyLimit: 20 * 1024 * 1024,
    // Before the recursive schema: a tree nested hundreds of levels deep would overflow its stack.
    preValidation: async (request) => checkCityHierarchyDepth(request.body),
    schema: {
      operationId: 'importOzonCityHierarchy',
      tags: ['OzonMasterData'],
      summary: "Replaces the city hierarchy with Ozon's file; a wrong node is named by its path in the file",
      body: cityHierarchy,
      response: { 200: z.array(cityItem) },
    },
    handler: (request) => cities.importHierarchy(request.body),
  });
};

/** POST /v1/OzonCity/FindOzonCityItems. */
export const cityRoutes: FastifyPluginAsyncZod<{ cities: CityService }> = async (app, { cities }) => {
  app.post('/FindOzonCityItems', {
    schema: {
      operationId: 'findOzonCityItems',
      tags: ['OzonCity'],
      body: findOzonCityItemsRequest,
      response: { 200: z.array(cityItem) },
    },
    handler: (request) => cities.find(request.body),
  });
};
