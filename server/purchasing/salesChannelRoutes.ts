import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { salesChannel, salesChannelUpdate } from '../../contracts/purchasing.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../domain/errors.js';
import { noContent } from '../http/noContent.js';
import { listSalesChannels, updateSalesChannel } from './salesChannelRepository.js';

/** The sales channels with their tariffs, under /v1/SalesChannel. */
export const salesChannelRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/GetSalesChannels', {
    schema: {
      operationId: 'getSalesChannels',
      tags: ['SalesChannel'],
      summary: 'The sales channels with their logistics tiers and coefficients',
      response: { 200: z.array(salesChannel) },
    },
    handler: () => listSalesChannels(db),
  });

  app.post('/UpdateSalesChannel', {
    schema: {
      operationId: 'updateSalesChannel',
      tags: ['SalesChannel'],
      summary: "Replaces a channel's tariffs: tiers (kept in order of volume), coefficients, handling price",
      body: salesChannelUpdate,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      if (!(await updateSalesChannel(db, request.body)))
        throw new NotFoundError(`There is no sales channel with ID ${request.body.ID}.`);
      return reply.code(204).send(null);
    },
  });
};
