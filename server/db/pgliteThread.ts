// The embedded database's own thread: PGlite (its WebAssembly and its wire protocol) runs here, so a
// long import's writes do not hold the thread that parses Ozon's answers and serves the seller.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  errorFields,
  type PgliteQueryResult,
  type PgliteRequest,
  type PgliteResponse,
  type PgliteThreadOptions,
} from './pgliteThreadProtocol.js';
import { DATE_OID, INT8_OID, keepText, NUMERIC_OID } from './valueTypes.js';

/** PostgreSQL's shared buffers on the embedded database. */
export const SHARED_BUFFERS = '32MB';

const port = parentPort!;
const options = workerData as PgliteThreadOptions;
const send = (response: PgliteResponse, transfer: ArrayBuffer[] = []) => port.postMessage(response, transfer);

const pglite = new PGlite({
  dataDir: options.dataDir,
  loadDataDir: options.snapshot ? new Blob([options.snapshot]) : undefined,
  pgliteWasmModule: options.wasmModule,
  fsBundle: options.fsBundle,
  // Trigram indexes for the search terms' text search (migration 0016).
  extensions: { pg_trgm },
  // PostgreSQL's own cache in the WebAssembly memory, which never shrinks: 32 MB instead of 128. Its
  // pages are files the system caches anyway (a scan of 70 MB and an index lookup took the same time at
  // both sizes); a large cabinet's history peaked 110 MB lower (docs/history.md, "Memory").
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  parsers: {
    [NUMERIC_OID]: Number,
    [INT8_OID]: Number,
    [DATE_OID]: keepText,
    [pgliteTypes.TIMESTAMPTZ]: (value: string) => new Date(value),
  },
});

async function answer(request: PgliteRequest): Promise<{ result?: PgliteQueryResult | ArrayBuffer }> {
  switch (request.kind) {
    case 'query': {
      const { rows, affectedRows } = await pglite.query(request.sql, request.params);
      return { result: { rows, affectedRows } };
    }
    case 'exec':
      await pglite.exec(request.sql);
      return {};
    case 'dump':
      return { result: await (await pglite.dumpDataDir('none')).arrayBuffer() };
    case 'close':
      if (!pglite.closed) await pglite.close();
      return {};
  }
}

pglite.waitReady.then(
  () => {
    // PGlite runs its statements one after another in the order they came.
    port.on('message', (request: PgliteRequest) => {
      answer(request).then(
        ({ result }) => send({ id: request.id, ok: true, result }, result instanceof ArrayBuffer ? [result] : []),
        (error: unknown) => send({ id: request.id, ok: false, error: errorFields(error) }),
      );
    });
    send({ id: 0, ready: true });
  },
  (error: unknown) => send({ id: 0, ready: false, error: errorFields(error) }),
);
