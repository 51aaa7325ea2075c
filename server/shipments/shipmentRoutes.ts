import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import { findShipmentsRequest, shipmentPage, updateShipmentsResult } from '../../contracts/shipments.js';
import type { Db } from '../db/database.js';
import { updateShipments } from './shipmentDerivation.js';
import { countShipments, findShipmentPage } from './shipmentQueries.js';

const tags = ['Shipment'];

/** The shipment service of SPEC.md section 7, under /v1/Shipment. */
export const shipmentRoutes: FastifyPluginAsyncZod<{ db: Db; calendar: SellerCalendar }> = async (
  app,
  { db, calendar },
) => {
  app.post('/UpdateShipments', {
    schema: {
      operationId: 'updateShipments',
      tags,
      summary: 'Derives the shipments from the supply orders (each supply-order sync does too); twice changes nothing',
      response: { 200: updateShipmentsResult },
    },
    handler: () => db.transaction().execute((trx) => updateShipments(trx, calendar)),
  });

  app.post('/FindShipments', {
    schema: {
      operationId: 'findShipments',
      tags,
      summary:
        'A page of shipments from DateFrom on, newest first or in the asked order, with their supplies and packages',
      body: findShipmentsRequest,
      response: { 200: shipmentPage },
    },
    handler: async (request) => {
      const [total, items] = await Promise.all([countShipments(db, request.body), findShipmentPage(db, request.body)]);
      return { TotalCount: total, Items: items };
    },
  });
};
