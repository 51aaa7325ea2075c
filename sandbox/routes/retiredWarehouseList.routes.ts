import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { GRPC, OzonError } from '../errors.js';
import { SWITCHED_OFF } from '../serviceDates.js';

const PATH = '/v1/warehouse/list';

/**
 * The v1 list of the seller's own warehouses, switched off by Ozon on 2026-04-07: from that day of
 * SANDBOX_NOW it gets Ozon's code-9 answer (not a 404, which would say the method never existed).
 * Before that day the sandbox says plainly that it does not model it, rather than pretend.
 */
export default function retiredWarehouseListRoutes(app: FastifyInstance) {
  endpoint(
    app,
    {
      method: 'POST',
      path: PATH,
      contract: { documented2026: 'v1-warehouse-list' },
      inService: { until: SWITCHED_OFF.warehouseListV1 },
    },
    () => {
      throw new OzonError(
        GRPC.UNIMPLEMENTED,
        `The sandbox serves ${PATH} only as Ozon does since ${SWITCHED_OFF.warehouseListV1}, switched off; ` +
          'use /v2/warehouse/list, or a SANDBOX_NOW from that day on',
      );
    },
  );
}
