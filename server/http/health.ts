import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { sendProblem } from './errorHandler.js';

const health = z.object({ status: z.literal('ok') });

/** Liveness (the process answers) and readiness (the database answers too). */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/health', {
    schema: { operationId: 'health', tags: ['Service'], response: { 200: health } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/health/ready', {
    schema: { operationId: 'ready', tags: ['Service'], response: { 200: health } },
    handler: async (request, reply) => {
      try {
        await sql`SELECT 1`.execute(db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database is not ready');
        return sendProblem(reply, {
          status: 503,
          title: 'Service Unavailable',
          detail: 'The database does not answer.',
        });
      }
    },
  });
};
