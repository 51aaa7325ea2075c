import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ozonStatus, type OzonStatus } from '../../contracts/ozon.js';
import type { OzonConnection } from './connection.js';

/** What the UI shows about the Ozon connection (profile sidebar): live cabinet or demo sandbox. */
export const ozonRoutes: FastifyPluginAsyncZod<{ connection?: OzonConnection }> = async (app, { connection }) => {
  const status: OzonStatus = connection
    ? {
        Mode: connection.mode === 'demo' ? 'Demo' : 'Live',
        ClientId: connection.credentials.clientId,
        ApiUrl: connection.credentials.baseUrl,
      }
    : { Mode: 'None', ClientId: null, ApiUrl: null };
  app.get('/GetOzonStatus', {
    schema: { operationId: 'getOzonStatus', tags: ['Ozon'], response: { 200: ozonStatus } },
    handler: async () => status,
  });
};
