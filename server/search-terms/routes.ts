import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { job } from '../../contracts/jobs.js';
import {
  analyzabilityQuery,
  category,
  categoryTreeImportResult,
  enqueueQuery,
  enqueueResult,
  filterCategoriesRequest,
  getCategoriesQuery,
  getProductTypesQuery,
  productType,
  SEARCH_TERM_EXPORT_LIMIT,
  searchTermFilter,
  searchTermPage,
  searchTermStatistics,
  searchTermUpdateResult,
  updateSearchTermsRequest,
  updateSearchTermsResult,
  updateSearchTermStatusRequest,
} from '../../contracts/searchTerms.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';
import { exportSearchTerms } from './searchTermExport.js';
import type { SearchTermService } from './searchTermService.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The category tree of the search-term service (SPEC.md section 7), under /v1/CategoryTree. */
export const categoryTreeRoutes: FastifyPluginAsyncZod<{ jobs: JobService; terms: SearchTermService }> = async (
  app,
  { jobs, terms },
) => {
  const tags = ['CategoryTree'];

  app.post('/ImportCategoryTree', {
    schema: {
      operationId: 'importCategoryTree',
      tags,
      summary: "Imports Ozon's category tree; the analyzability flags stay, gone categories are kept flagged",
      response: { 200: categoryTreeImportResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'ImportOzonCategoryTree', request, reply),
  });

  app.post('/SetCategoryAnalyzability', {
    schema: {
      operationId: 'setCategoryAnalyzability',
      tags,
      summary: 'Marks a category, its subcategories and their product types analyzable (or not)',
      querystring: analyzabilityQuery,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await terms.setCategoryAnalyzability(request.query.id, request.query.analyzable);
      return reply.code(204).send(null);
    },
  });

  app.post('/SetProductTypeAnalyzability', {
    schema: {
      operationId: 'setProductTypeAnalyzability',
      tags,
      summary: 'Marks one product type analyzable (its name becomes a tracked search term) or not',
      querystring: analyzabilityQuery,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await terms.setProductTypeAnalyzability(request.query.id, request.query.analyzable);
      return reply.code(204).send(null);
    },
  });

  app.get('/GetCategories', {
    schema: {
      operationId: 'getCategories',
      tags,
      summary: 'The categories under one (the top level without id), each with its own product types',
      querystring: getCategoriesQuery,
      response: { 200: z.array(category) },
    },
    handler: (request) => terms.getCategories(request.query.id),
  });

  app.post('/FilterCategories', {
    schema: {
      operationId: 'filterCategories',
      tags,
      summary: 'The branches whose product types the terms name, with the sum of their counts',
      body: filterCategoriesRequest,
      response: { 200: z.array(category) },
    },
    handler: (request) => terms.filterCategories(request.body),
  });

  app.get('/GetProductTypes', {
    schema: {
      operationId: 'getProductTypes',
      tags,
      summary: 'Analyzable product types whose term was not updated for minDaysFromUpdate days (or never)',
      querystring: getProductTypesQuery,
      response: { 200: z.array(productType) },
    },
    handler: (request) => terms.getProductTypes(request.query.minDaysFromUpdate),
  });
};

/** The search terms (SPEC.md section 7), under /v1/SearchTerm. */
export const searchTermRoutes: FastifyPluginAsyncZod<{
  jobs: JobService;
  terms: SearchTermService;
  exportLimit?: number;
}> = async (app, { jobs, terms, exportLimit = SEARCH_TERM_EXPORT_LIMIT }) => {
  const tags = ['SearchTerm'];

  app.post('/UpdateQueuedSearchTerms', {
    schema: {
      operationId: 'updateQueuedSearchTerms',
      tags,
      summary: "Updates the queued terms from the server's keyword source, as a job (one run at a time)",
      description:
        "A failure of the source is the run's reason: /problems/keyword-source-failed with KeywordSource, " +
        'SourceMessage, SearchTerm and FailedCount; /problems/keyword-source-missing when none is configured.',
      response: { 200: searchTermUpdateResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'UpdateQueuedSearchTerms', request, reply),
  });

  app.post('/EnqueueForUpdate', {
    schema: {
      operationId: 'enqueueForUpdate',
      tags,
      summary: 'Queues for the updater the count terms whose data is oldest (never updated first)',
      querystring: enqueueQuery,
      response: { 200: enqueueResult },
    },
    handler: async (request) => ({ QueuedCount: await terms.enqueueForUpdate(request.query.count) }),
  });

  app.post('/FindSearchTerms', {
    schema: {
      operationId: 'findSearchTerms',
      tags,
      summary: 'A page of terms with their phrases and monthly history, by text, count, months, status and surge',
      body: searchTermFilter,
      response: { 200: searchTermPage },
    },
    handler: (request) => terms.find(request.body),
  });

  app.post('/ExportSearchTerms', {
    schema: {
      operationId: 'exportSearchTerms',
      tags,
      summary: 'The filtered terms as an XLSX, streamed; 206 when the file was cut at the row limit',
      description: `At most ${SEARCH_TERM_EXPORT_LIMIT} rows; the file's second sheet describes the filter and any cut.`,
      body: searchTermFilter,
    },
    handler: async (request, reply) => {
      const file = await exportSearchTerms(terms, request.body, {
        limit: exportLimit,
        latestMonth: await terms.latestMonth(),
        now: new Date(),
      });
      return reply
        .code(file.cut ? 206 : 200)
        .type(XLSX_TYPE)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-total-count', String(file.totalCount))
        .header('x-exported-count', String(file.exportedCount))
        .send(file.stream);
    },
  });

  app.post('/UpdateSearchTermStatus', {
    schema: {
      operationId: 'updateSearchTermStatus',
      tags,
      summary: 'Sets the history and/or phrase update status of terms',
      body: updateSearchTermStatusRequest,
      response: { 200: z.object({ UpdatedCount: z.number().int() }) },
    },
    handler: async (request) => ({ UpdatedCount: await terms.updateStatuses(request.body) }),
  });

  app.post('/UpdateSearchTerms', {
    schema: {
      operationId: 'updateSearchTerms',
      tags,
      summary: "The updater's data of one term or a list: phrases and monthly history replace the stored ones",
      body: updateSearchTermsRequest,
      response: { 200: updateSearchTermsResult },
    },
    handler: (request) => terms.updateTerms(Array.isArray(request.body) ? request.body : [request.body]),
  });

  app.get('/GetSearchTermStatistics', {
    schema: {
      operationId: 'getSearchTermStatistics',
      tags,
      summary: 'How many terms are in each status, the last update, and the size of the tree',
      response: { 200: searchTermStatistics },
    },
    handler: () => terms.statistics(),
  });
};
