import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  latestSalesQuery,
  latestSalesReport,
  localizationIndex,
  localizationIndexQuery,
} from '../../contracts/reports.js';
import type { Db } from '../db/database.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import { latestSalesReport as buildLatestSales } from './latestSales.js';
import { LOCALIZATION_HISTORY_DAYS, localizationIndexHistory } from './localizationIndex.js';

interface Deps {
  db: Db;
  calendar: SellerCalendar;
}

/** The overview's report of SPEC.md section 7, under /v1/Report. */
export const reportRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, calendar }) => {
  app.get('/GetLatestSalesReport', {
    schema: {
      operationId: 'getLatestSalesReport',
      tags: ['Report'],
      summary: "Today's sales, the last week against the one before, the latest sales and the days of the chart",
      querystring: latestSalesQuery,
      response: { 200: latestSalesReport },
    },
    handler: (request) => buildLatestSales(db, calendar, request.query.days),
  });
};

/** The localization index of SPEC.md section 7, under /v1/OzonRating. */
export const ratingRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, calendar }) => {
  app.get('/GetOzonLocalizationIndex', {
    schema: {
      operationId: 'getOzonLocalizationIndex',
      tags: ['OzonRating'],
      summary: "The localization index of the day: Ozon's, else estimated from the orders",
      querystring: localizationIndexQuery,
      response: { 200: localizationIndex.nullable() },
    },
    handler: async (request) => {
      const day = request.query.date;
      const [index] = await localizationIndexHistory(db, calendar, day, day);
      return index ?? null;
    },
  });

  app.get('/GetOzonLocalizationIndexHistory', {
    schema: {
      operationId: 'getOzonLocalizationIndexHistory',
      tags: ['OzonRating'],
      summary: `The localization index of the ${LOCALIZATION_HISTORY_DAYS} days up to the date, oldest first`,
      querystring: localizationIndexQuery,
      response: { 200: z.array(localizationIndex) },
    },
    handler: (request) => {
      const day = request.query.date;
      return localizationIndexHistory(db, calendar, calendar.addDays(day, -(LOCALIZATION_HISTORY_DAYS - 1)), day);
    },
  });
};
