import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clusterizeQuery, highlightClusters } from '../../contracts/highlights.js';
import type { Db } from '../db/database.js';
import { clusterizeProductsByReviews } from './highlightClusters.js';

export const tags = ['MachineLearning'];

const serviceStatus = z.object({ status: z.literal('ok') }).describe('The machine-learning service answers');

/** The machine-learning family of SPEC.md section 3 under /ml: computed here, from the seller's own data. */
export const machineLearningRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/', {
    schema: {
      operationId: 'machineLearningStatus',
      tags,
      summary: 'Answers while the machine-learning service is up',
      response: { 200: serviceStatus },
    },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.post('/highlights/clusterize_products', {
    schema: {
      operationId: 'clusterizeProducts',
      tags,
      summary:
        'Groups the products by what their reviews talk about (TF-IDF and k-means), each group with the phrases ' +
        'that set it apart, best first; largest group first, the same groups on every call',
      querystring: clusterizeQuery,
      response: { 200: highlightClusters },
    },
    handler: (request) => clusterizeProductsByReviews(db, request.query.clusterCount),
  });
};
