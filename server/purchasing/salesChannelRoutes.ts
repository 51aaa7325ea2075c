import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { salesChannel } from '../../contracts/purchasing.js';
import type { Db } from '../db/database.js';
import { listSalesChannels } from './salesChannelRepository.js';

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
};
