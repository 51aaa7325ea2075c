import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ozonMethodCheck, ozonStatus, type OzonMethodCheck, type OzonStatus } from '../../contracts/ozon.js';
import { clientGoneSignal } from '../http/clientGone.js';
import { ServiceUnavailableError } from '../http/problems.js';
import type { OzonConnection } from './connection.js';
import { checkOzonApi, type MethodHealth } from './healthCheck.js';
import { dependedMethods } from './methods.js';
import type { OzonTransport } from './transport.js';

const HEALTH: Record<MethodHealth, OzonMethodCheck['Health']> = {
  ok: 'Ok',
  gone: 'Gone',
  failing: 'Failing',
  unauthorized: 'Unauthorized',
};

/** What the UI shows about the Ozon connection (profile sidebar): live cabinet or demo sandbox, and its health. */
export const ozonRoutes: FastifyPluginAsyncZod<{ connection?: OzonConnection; ozon?: OzonTransport }> = async (
  app,
  { connection, ozon: transport },
) => {
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

  app.get('/CheckOzonApi', {
    schema: {
      operationId: 'checkOzonApi',
      tags: ['Ozon'],
      summary: 'Calls each Ozon method the product depends on and says which answer and which are gone',
      response: { 200: z.array(ozonMethodCheck) },
    },
    handler: async (_request, reply) => {
      if (!transport) throw new ServiceUnavailableError('No Ozon cabinet is configured.');
      const checks = await checkOzonApi(transport, dependedMethods(new Date()), { signal: clientGoneSignal(reply) });
      return checks.map((check) => ({
        Family: check.family,
        Method: check.method,
        Health: HEALTH[check.health],
        Optional: Boolean(check.optional),
        Status: check.status ?? null,
        Message: check.message ?? null,
        Milliseconds: Math.round(check.ms),
      }));
    },
  });
};
