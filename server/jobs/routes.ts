import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { job } from '../../contracts/jobs.js';
import type { JobRegistry } from './jobRegistry.js';

/** GET /v1/Job/GetJobs: what the server is importing now and what it finished lately. */
export const jobRoutes: FastifyPluginAsyncZod<{ jobs: JobRegistry }> = async (app, { jobs }) => {
  app.get('/GetJobs', {
    schema: { operationId: 'getJobs', tags: ['Job'], response: { 200: z.array(job) } },
    handler: async () => jobs.list(),
  });
};
