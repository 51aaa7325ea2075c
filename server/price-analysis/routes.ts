import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyzePriceModel,
  base64Length,
  PRICE_LIST_MAX_BYTES,
  previewPriceListModel,
  priceListPreview,
} from '../../contracts/priceAnalysis.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { resultFileName } from './analyzePriceList.js';
import { runPriceListWork } from './priceListThreads.js';

const tags = ['PriceAnalyzer'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A 10 MB price list in base64, and the parameters beside it. */
const BODY_LIMIT = base64Length(PRICE_LIST_MAX_BYTES) + 64 * 1024;
const DEFAULT_NAME = 'price-list';

/** The price-list analyzer (docs/price-analysis.md), mounted under /v1/PriceAnalyzer. */
export const priceAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/PreviewPriceList', {
    bodyLimit: BODY_LIMIT,
    schema: {
      operationId: 'previewPriceList',
      tags,
      summary: 'The sheets of a price list, each with its guessed header row, its columns and its first rows',
      body: previewPriceListModel,
      response: { 200: priceListPreview },
    },
    // The file is read on a thread of its own (priceListThreads.ts): a big one does not hold the server.
    handler: async (request) => {
      const fileName = request.body.FileName || DEFAULT_NAME;
      const done = await runPriceListWork({ kind: 'preview', content: request.body.PriceListContent, fileName });
      if (done.kind !== 'preview') throw new Error('A preview was asked for');
      return done.preview;
    },
  });

  app.post('/AnalyzePrice', {
    bodyLimit: BODY_LIMIT,
    schema: {
      operationId: 'analyzePrice',
      tags,
      summary: 'Selling prices of every row of a price list for target rates of return, as an XLSX',
      description:
        'Answers an XLSX named in content-disposition (X-Row-Count: the rows priced). A price list that cannot ' +
        'be priced (a missing sheet or column, a price that is no number, no price at all) is a 400 ' +
        '/problems/price-list naming the row and the column.',
      body: analyzePriceModel,
    },
    handler: async (request, reply) => {
      const model = request.body;
      const fileName = model.FileName || DEFAULT_NAME;
      // The file goes once, as content; the parameters go without it.
      const content = model.PriceListContent;
      const done = await runPriceListWork({
        kind: 'analyze',
        content,
        fileName,
        model: { ...model, PriceListContent: '' },
      });
      if (done.kind !== 'analyze') throw new Error('An analysis was asked for');
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', contentDisposition(resultFileName(fileName)))
        .header('x-row-count', String(done.rowCount))
        .send(Buffer.from(done.workbook.buffer, done.workbook.byteOffset, done.workbook.byteLength));
    },
  });
};
