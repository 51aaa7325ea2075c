import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { job } from '../../contracts/jobs.js';
import { reviewImportResult } from '../../contracts/promotionReviewResults.js';
import {
  changeReviewsStatusRequest,
  findOzonProductReviewsRequest,
  productReview,
  productReviewPage,
  publishReviewCommentRequest,
  reviewDetails,
  updateReviewDetailsRequest,
  updateSuggestedResponsesRequest,
} from '../../contracts/reviews.js';
import { noContent } from '../http/noContent.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';
import type { ReviewService } from './reviewService.js';

export const tags = ['OzonProductReview'];

/** The review calls of SPEC.md section 7 under /v1/OzonProductReview, and the seller's answers. */
export const reviewRoutes: FastifyPluginAsyncZod<{ jobs: JobService; reviews: ReviewService }> = async (
  app,
  { jobs, reviews },
) => {
  app.post('/UpdateOzonProductReviews', {
    schema: {
      operationId: 'updateOzonProductReviews',
      tags,
      summary:
        "Imports the cabinet's reviews with their comments and photos; a cabinet without Ozon's reviews subscription is told so",
      response: { 200: reviewImportResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'ImportOzonProductReviews', request, reply),
  });

  app.post('/FindOzonProductReviews', {
    schema: {
      operationId: 'findOzonProductReviews',
      tags,
      summary: 'A page of reviews with their comments and drafted replies, and the count per status',
      body: findOzonProductReviewsRequest,
      response: { 200: productReviewPage },
    },
    handler: (request) => reviews.find(request.body),
  });

  app.post('/UpdateOzonProductReviewDetails', {
    schema: {
      operationId: 'updateOzonProductReviewDetails',
      tags,
      summary: "Reads the reviews' photos, likes and comments from Ozon again; answers their details",
      body: updateReviewDetailsRequest,
      response: { 200: reviewDetails },
    },
    handler: (request) => reviews.updateDetails(request.body.ReviewIDs),
  });

  app.post('/UpdateOzonProductReviewSuggestedResponses', {
    schema: {
      operationId: 'updateOzonProductReviewSuggestedResponses',
      tags,
      summary: "Keeps the seller's drafted replies of reviews (each list replaces the review's earlier one)",
      body: updateSuggestedResponsesRequest,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await reviews.updateSuggestedResponses(request.body);
      return reply.code(204).send(null);
    },
  });

  app.post('/PublishOzonProductReviewComment', {
    schema: {
      operationId: 'publishOzonProductReviewComment',
      tags,
      summary: "Posts the seller's answer to a review on Ozon (and marks it processed); answers the review",
      body: publishReviewCommentRequest,
      response: { 200: productReview },
    },
    handler: (request) => reviews.publishComment(request.body),
  });

  app.post('/ChangeOzonProductReviewsStatus', {
    schema: {
      operationId: 'changeOzonProductReviewsStatus',
      tags,
      summary: 'Marks reviews viewed or processed, on Ozon and here',
      body: changeReviewsStatusRequest,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await reviews.changeStatus(request.body);
      return reply.code(204).send(null);
    },
  });
};
