import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ozonCredentials, ozonMethodCheck, ozonStatus, type OzonMethodCheck } from '../../contracts/ozon.js';
import { clientGoneSignal } from '../http/clientGone.js';
import { noContent } from '../http/noContent.js';
import { ConflictError } from '../domain/errors.js';
import { HttpProblem } from '../http/problems.js';
import type { OzonCabinet } from './cabinet.js';
import { checkOzonApi, type MethodCheck, type MethodHealth } from './healthCheck.js';
import { dependedMethods } from './methods.js';
import type { OzonTransport } from './transport.js';

const HEALTH: Record<MethodHealth, OzonMethodCheck['Health']> = {
  ok: 'Ok',
  gone: 'Gone',
  failing: 'Failing',
  unauthorized: 'Unauthorized',
};

const checksOf = (checks: MethodCheck[]): OzonMethodCheck[] =>
  checks.map((check) => ({
    Family: check.family,
    Method: check.method,
    Health: HEALTH[check.health],
    Optional: Boolean(check.optional),
    Status: check.status ?? null,
    Message: check.message ?? null,
    Milliseconds: Math.round(check.ms),
  }));

const check = (transport: OzonTransport, signal: AbortSignal) =>
  checkOzonApi(transport, dependedMethods(new Date()), { signal });

/** The Ozon connection: which cabinet, its health, and connecting one from the web app. */
export const ozonRoutes: FastifyPluginAsyncZod<{ cabinet: OzonCabinet }> = async (app, { cabinet }) => {
  const tags = ['Ozon'];
  app.get('/GetOzonStatus', {
    schema: { operationId: 'getOzonStatus', tags, response: { 200: ozonStatus } },
    handler: () => cabinet.status(),
  });

  app.get('/CheckOzonApi', {
    schema: {
      operationId: 'checkOzonApi',
      tags,
      summary: 'Calls each Ozon method the product depends on and says which answer and which are gone',
      response: { 200: z.array(ozonMethodCheck) },
    },
    handler: async (_request, reply) => checksOf(await check(await cabinet.transport(), clientGoneSignal(reply))),
  });

  app.post('/ConnectOzonCabinet', {
    schema: {
      operationId: 'connectOzonCabinet',
      tags,
      summary: 'Checks a Client-Id and Api-Key with the method health check, then stores them encrypted',
      body: ozonCredentials,
      response: { 200: z.array(ozonMethodCheck) },
    },
    handler: async (request, reply) => {
      if (cabinet.fixedByEnvironment()) {
        throw new ConflictError('The cabinet is set by OZON_CLIENT_ID and OZON_API_KEY on the server.');
      }
      const { ClientId, ApiKey } = request.body;
      const checks = await check(cabinet.candidate(ClientId, ApiKey), clientGoneSignal(reply));
      if (!checks.some((entry) => entry.health === 'ok')) {
        if (checks.some((entry) => entry.health === 'unauthorized')) {
          throw new HttpProblem(400, 'Validation failed', 'Ozon does not accept this Client-Id and Api-Key.', {
            ApiKey: ['Ozon does not accept this Client-Id and Api-Key'],
          });
        }
        const problem = new HttpProblem(
          503,
          'Ozon cannot be reached',
          'No Ozon method answered; nothing was saved.',
          undefined,
          { 'Retry-After': '30' },
        );
        problem.type = '/problems/ozon-unreachable';
        throw problem;
      }
      await cabinet.connect(ClientId, ApiKey, request.user?.login ?? 'unknown');
      request.log.info({ clientId: ClientId }, 'Ozon cabinet connected');
      return checksOf(checks);
    },
  });

  app.delete('/DisconnectOzonCabinet', {
    schema: {
      operationId: 'disconnectOzonCabinet',
      tags,
      summary: 'Forgets the cabinet connected in the web app (the demo sandbox stands in again)',
      response: { 204: noContent },
    },
    handler: async (_request, reply) => {
      await cabinet.disconnect();
      return reply.code(204).send(null);
    },
  });
};
