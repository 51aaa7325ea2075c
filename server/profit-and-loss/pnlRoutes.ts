import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pnlCell, pnlCellRequest, pnlReport, pnlRequest, taxRegimeList } from '../../contracts/profitAndLoss.js';
import { job } from '../../contracts/jobs.js';
import {
  importRealizationQuery,
  realizationComparison,
  realizationComparisonRequest,
  realizationImportResult,
} from '../../contracts/realization.js';
import type { Db } from '../db/database.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';
import { pnlService } from './pnlService.js';
import { compareRealization } from './realizationComparison.js';
import { listTaxRegimes, saveTaxRegimes } from './taxRegimeRepository.js';

const tags = ['ProfitAndLoss'];

/**
 * Profit and loss per product and period, what a cell adds up, the seller's tax regimes, and Ozon's
 * realization report against the accruals.
 */
export const pnlRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: JobService }> = async (app, { db, jobs }) => {
  const pnl = pnlService({ db });

  app.post('/GetProfitAndLoss', {
    schema: {
      operationId: 'getProfitAndLoss',
      tags,
      summary: "Ozon's money per row and period, the goods' cost, taxes and profit; the check against the accruals",
      body: pnlRequest,
      response: { 200: pnlReport },
    },
    handler: (request) => pnl.report(request.body),
  });

  app.post('/GetProfitAndLossCell', {
    schema: {
      operationId: 'getProfitAndLossCell',
      tags,
      summary: 'The accrual lines (or the batches of the goods) one cell of the P&L adds up',
      body: pnlCellRequest,
      response: { 200: pnlCell },
    },
    handler: (request) => pnl.cell(request.body),
  });

  app.get('/TaxRegimes', {
    schema: {
      operationId: 'getTaxRegimes',
      tags,
      summary: "The seller's tax regimes, oldest first",
      response: { 200: taxRegimeList },
    },
    handler: async () => ({ Items: await listTaxRegimes(db) }),
  });

  app.put('/TaxRegimes', {
    schema: {
      operationId: 'saveTaxRegimes',
      tags,
      summary: 'Replaces the tax regimes with the list given (each applies from its day to the next one)',
      body: taxRegimeList,
      response: { 200: taxRegimeList },
    },
    handler: async (request) => ({ Items: await saveTaxRegimes(db, request.body.Items) }),
  });

  app.post('/ImportOzonRealization', {
    schema: {
      operationId: 'importOzonRealization',
      tags,
      summary: "Reads Ozon's realization report of a month (the last formed one by default); twice changes nothing",
      querystring: importRealizationQuery,
      response: { 200: realizationImportResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'ImportOzonRealization', request, reply, request.query),
  });

  app.post('/GetRealizationComparison', {
    schema: {
      operationId: 'getRealizationComparison',
      tags,
      summary: "The month's realization report against its accruals: the totals and a page of the differences",
      body: realizationComparisonRequest,
      response: { 200: realizationComparison },
    },
    handler: (request) => compareRealization(db, request.body),
  });
};
