import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  packageType,
  packageTypeInput,
  packageTypeUpdate,
  removePackageTypeQuery,
} from '../../contracts/packageType.js';
import { noContent } from '../http/noContent.js';
import type { PackageTypeService } from './packageTypeService.js';

const tags = ['PackageType'];

/** Packaging types of SPEC.md section 7, mounted under /v1/PackageType. */
export const packageTypeRoutes: FastifyPluginAsyncZod<{ packageTypes: PackageTypeService }> = async (
  app,
  { packageTypes },
) => {
  app.get('/GetPackageTypes', {
    schema: { operationId: 'getPackageTypes', tags, response: { 200: z.array(packageType) } },
    handler: () => packageTypes.list(),
  });

  app.post('/AddPackageType', {
    schema: { operationId: 'addPackageType', tags, body: packageTypeInput, response: { 200: z.number().int() } },
    handler: (request) => packageTypes.add(request.body),
  });

  app.post('/UpdatePackageType', {
    schema: { operationId: 'updatePackageType', tags, body: packageTypeUpdate, response: { 204: noContent } },
    handler: async (request, reply) => {
      await packageTypes.update(request.body);
      return reply.code(204).send(null);
    },
  });

  app.delete('/RemovePackageType', {
    schema: {
      operationId: 'removePackageType',
      tags,
      querystring: removePackageTypeQuery,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await packageTypes.remove(request.query.packageTypeID);
      return reply.code(204).send(null);
    },
  });
};
