import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { GRPC, OzonError } from '../errors.js';
import { SWITCHED_OFF } from '../serviceDates.js';

/** The v1 supply draft methods Ozon switched off on 2026-03-16, each with the method that replaced it. */
const SUPPLY_DRAFTS_V1 = {
  '/v1/draft/create': '/v1/draft/crossdock/create and /v1/draft/direct/create',
  '/v1/draft/create/info': '/v2/draft/create/info',
  '/v1/draft/timeslot/info': '/v2/draft/timeslot/info',
  '/v1/draft/supply/create': '/v2/draft/supply/create',
  '/v1/draft/supply/create/status': '/v2/draft/supply/create/status',
} as const;

/**
 * Known to the sandbox only as switched off: from 2026-03-16 of SANDBOX_NOW they answer as Ozon does.
 * Before that day the sandbox says plainly that it does not model them, rather than pretend.
 */
export default function retiredSupplyDraftRoutes(app: FastifyInstance) {
  for (const [path, successor] of Object.entries(SUPPLY_DRAFTS_V1)) {
    endpoint(
      app,
      {
        method: 'POST',
        path,
        contract: { openapi: '02-fbosupplyrequest.json' },
        inService: { until: SWITCHED_OFF.supplyDraftsV1 },
      },
      () => {
        throw new OzonError(
          GRPC.UNIMPLEMENTED,
          `The sandbox serves ${path} only as Ozon does since ${SWITCHED_OFF.supplyDraftsV1}, switched off; ` +
            `use ${successor}, or a SANDBOX_NOW from that day on`,
        );
      },
    );
  }
}
