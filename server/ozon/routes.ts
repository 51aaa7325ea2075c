import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { connectOzonCabinetRequest, ozonMethodCheck, ozonStatus, type OzonMethodCheck } from '../../contracts/ozon.js';
import type { HistoryMonths } from '../../contracts/history.js';
import { clientGoneSignal } from '../http/clientGone.js';
import { startedByOf } from '../jobs/importCall.js';
import { noContent } from '../http/noContent.js';
import { ConflictError } from '../domain/errors.js';
import type { OzonCabinet } from './cabinet.js';
import { assertAcceptedByOzon } from './connectVerdict.js';
import { checkOzonApi, type MethodCheck, type MethodHealth } from './healthCheck.js';
import { dependedMethods } from './methods.js';
import type { OzonTransport } from './transport.js';

const HEALTH: Record<MethodHealth, OzonMethodCheck['Health']> = {
  ok: 'Ok',
  announced: 'Announced',
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
export const ozonRoutes: FastifyPluginAsyncZod<{
  cabinet: OzonCabinet;
  /** What follows a connect: loading the cabinet's history to the depth asked. */
  onConnected?: (months: HistoryMonths, startedBy: string) => Promise<unknown>;
}> = async (app, { cabinet, onConnected }) => {
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
      body: connectOzonCabinetRequest,
      response: { 200: z.array(ozonMethodCheck) },
    },
    handler: async (request, reply) => {
      if (cabinet.fixedByEnvironment()) {
        throw new ConflictError('The cabinet is set by OZON_CLIENT_ID and OZON_API_KEY on the server.');
      }
      const { ClientId, ApiKey } = request.body;
      const signal = clientGoneSignal(reply);
      // Saved only if Ozon itself accepted the keys; otherwise the stored cabinet stays as it was.
      const checks = await cabinet.connect(ClientId, ApiKey, request.user?.login ?? 'unknown', async (candidate) => {
        const answers = await check(candidate, signal);
        assertAcceptedByOzon(answers);
        return answers;
      });
      request.log.info({ clientId: ClientId }, 'Ozon cabinet connected');
      // The new cabinet's history loads in the background, newest days first (the sync screen shows it).
      await onConnected?.(request.body.HistoryMonths, startedByOf(request));
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
