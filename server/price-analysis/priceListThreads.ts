import { Worker } from 'node:worker_threads';
import { PriceListError, type PriceListPlace } from '../domain/errors.js';
import type { PriceListProblemReason } from '../../contracts/priceAnalysis.js';
import { threadBootstrap } from '../threads/threadBootstrap.js';
import type { PriceListWork, PriceListWorkResult } from './priceListWork.js';

/** Where a build of this tree keeps the thread's JavaScript, when the test suite made one. */
export const BUILT_PRICE_LIST_THREAD_ENV = 'TEST_BUILT_PRICE_LIST_THREAD';

/**
 * Price lists read at once: two threads on a two-core machine leave the event loop its core's share;
 * more files wait their turn. Each thread's heap is bounded, so three 10 MB files of a million rows
 * cannot take the server's memory (they took 3.4 GB when read on the event loop, and held it 60 s).
 */
const THREADS = 2;
const HEAP_LIMIT_MB = 1536;

type ThreadAnswer =
  | { ok: PriceListWorkResult }
  | {
      priceList: { reason: PriceListProblemReason; field: string; message: string; place: PriceListPlace };
    }
  | { failed: string };

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

const tooLarge = (field: string) =>
  new PriceListError(
    'TooLarge',
    field,
    `The price list is too large to read within ${HEAP_LIMIT_MB} MB (huge cells, say): split it or save it again.`,
  );

/** Runs a price list's work on a thread of its own, within its memory limit; refusals come back as thrown. */
export async function runPriceListWork(work: PriceListWork): Promise<PriceListWorkResult> {
  const done = await turn();
  try {
    return await new Promise<PriceListWorkResult>((resolve, reject) => {
      const worker = new Worker(
        threadBootstrap(
          new URL('./priceListThread.ts', import.meta.url),
          import.meta.url,
          process.env[BUILT_PRICE_LIST_THREAD_ENV],
        ),
        {
          eval: true,
          workerData: work,
          resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 64 },
        },
      );
      let answered = false;
      worker.once('message', (answer: ThreadAnswer) => {
        answered = true;
        if ('ok' in answer) resolve(answer.ok);
        else if ('priceList' in answer) {
          const { reason, field, message, place } = answer.priceList;
          reject(new PriceListError(reason, field, message, place));
        } else reject(new Error(answer.failed));
        void worker.terminate();
      });
      worker.once('error', (error: Error & { code?: string }) => {
        answered = true;
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge('PriceListContent') : error);
      });
      worker.once('exit', (code) => {
        if (!answered)
          reject(
            code === 0 ? new Error('The price-list thread ended without an answer') : tooLarge('PriceListContent'),
          );
      });
    });
  } finally {
    done();
  }
}
