import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { job } from '../../contracts/jobs.js';
import {
  findOzonPromotionProductsRequest,
  findOzonPromotionsRequest,
  promotionIdParams,
  promotionImportResult,
  promotionPage,
  promotionProductPage,
  promotionProductsUpdateResponse,
  updateOzonPromotionProductsRequest,
} from '../../contracts/promotions.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';
import type { PromotionService } from './promotionService.js';

export const tags = ['OzonPromotion'];

/** The promotion calls of SPEC.md section 7 under /v1/OzonPromotion, and the sync of the family. */
export const promotionRoutes: FastifyPluginAsyncZod<{ jobs: JobService; promotions: PromotionService }> = async (
  app,
  { jobs, promotions },
) => {
  app.post('/UpdateOzonPromotions', {
    schema: {
      operationId: 'updateOzonPromotions',
      tags,
      summary:
        "Imports Ozon's promotions with their participating and candidate products; gone ones stay, flagged deleted",
      response: { 200: promotionImportResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'ImportOzonPromotions', request, reply),
  });

  app.post('/FindOzonPromotions', {
    schema: {
      operationId: 'findOzonPromotions',
      tags,
      summary: 'A page of promotions (running, coming, past), with their products when asked',
      body: findOzonPromotionsRequest,
      response: { 200: promotionPage },
    },
    handler: (request) => promotions.find(request.body),
  });

  app.post('/FindOzonPromotionProducts', {
    schema: {
      operationId: 'findOzonPromotionProducts',
      tags,
      summary:
        "A page of one promotion's products and candidates, with the profit and margin at the regular and the action price",
      body: findOzonPromotionProductsRequest,
      response: { 200: promotionProductPage },
    },
    handler: (request) => promotions.findProducts(request.body),
  });

  app.post('/UpdateOzonPromotionProducts/:promotionID', {
    schema: {
      operationId: 'updateOzonPromotionProducts',
      tags,
      summary:
        "Adds products at their action price (ActionPrice 0 takes one out) on Ozon; answers Ozon's reason per refused product",
      params: promotionIdParams,
      body: updateOzonPromotionProductsRequest,
      response: { 200: promotionProductsUpdateResponse },
    },
    handler: (request) => promotions.updateProducts(request.params.promotionID, request.body),
  });
};
