// A price-list thread (priceListThreads.ts): one request's reading and pricing, off the server's event
// loop and within a memory limit of its own. It answers once and is ended.
import { parentPort, workerData } from 'node:worker_threads';
import { PriceListError } from '../domain/errors.js';
import { doPriceListWork, type PriceListWork } from './priceListWork.js';

try {
  const result = await doPriceListWork(workerData as PriceListWork);
  parentPort!.postMessage({ ok: result }, result.kind === 'analyze' ? [result.workbook.buffer as ArrayBuffer] : []);
} catch (error) {
  parentPort!.postMessage(
    error instanceof PriceListError
      ? { priceList: { reason: error.reason, field: error.field, message: error.message, place: error.place } }
      : { failed: error instanceof Error ? error.message : String(error) },
  );
}
