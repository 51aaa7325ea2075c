import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pnlCell, pnlCellRequest, pnlReport, pnlRequest, taxRegimeList } from '../../contracts/profitAndLoss.js';
import type { Db } from '../db/database.js';
import { pnlService } from './pnlService.js';
import { listTaxRegimes, saveTaxRegimes } from './taxRegimeRepository.js';

const tags = ['ProfitAndLoss'];

/** Profit and loss per product and period, what a cell adds up, and the seller's tax regimes. */
export const pnlRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
};
