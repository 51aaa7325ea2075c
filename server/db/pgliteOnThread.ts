// The server's side of the embedded database's thread (pgliteThread.ts): statements go there as
// messages, their rows come back. PGlite itself runs one statement at a time; who may send them (one
// connection, or one transaction, at a time) is decided by the caller (pgliteThreadDialect.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { threadBootstrap } from '../threads/threadBootstrap.js';
import {
  errorFromFields,
  type PgliteQueryResult,
  type PgliteRequest,
  type PgliteResponse,
  type PgliteThreadOptions,
} from './pgliteThreadProtocol.js';

/** Where a build of this tree keeps the thread's JavaScript, when the test suite made one. */
export const BUILT_PGLITE_THREAD_ENV = 'TEST_BUILT_PGLITE_THREAD';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
/** A request before its id is given (Omit on each member of the union). */
type RequestBody<R = PgliteRequest> = R extends PgliteRequest ? Omit<R, 'id'> : never;

/**
 * The thread runs what the server runs (threadBootstrap.ts). The test suite's global setup builds the
 * server from this tree once (server/test/globalSetup.ts): its thread starts without compiling
 * TypeScript, which cost about half a second per database opened.
 */
const pgliteThreadCode = () =>
  threadBootstrap(new URL('./pgliteThread.ts', import.meta.url), import.meta.url, process.env[BUILT_PGLITE_THREAD_ENV]);

/**
 * PGlite's PostgreSQL (10 MB of WebAssembly) and its file bundle, compiled and read once per process: a
 * thread given the compiled module starts without compiling it again. A server opens one database; the
 * test suite opens one per file, where compiling took about a second of CPU each time.
 */
let shared: Promise<{ wasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
function compiledPglite() {
  shared ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([
      fs.promises.readFile(path.join(dist, 'pglite.wasm')),
      fs.promises.readFile(path.join(dist, 'pglite.data')),
    ]);
    return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return shared;
}

export class PgliteOnThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | undefined;
  private closed = false;

  private constructor(options: PgliteThreadOptions) {
    this.worker = new Worker(pgliteThreadCode(), {
      eval: true,
      workerData: options,
      transferList: options.snapshot ? [options.snapshot] : [],
    });
  }

  /**
   * Starts the thread and waits until its database is open. A data directory created now is opened
   * again on a fresh thread: PostgreSQL's initdb grows PGlite's WebAssembly memory to about 450 MB,
   * which WebAssembly never gives back, where opening the directory takes about 200 MB.
   */
  static async start(given: PgliteThreadOptions): Promise<PgliteOnThread> {
    const options = { ...given, ...(await compiledPglite()) };
    const created = options.dataDir !== undefined && !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'));
    const client = new PgliteOnThread(options);
    await client.ready();
    if (!created) return client;
    await client.close();
    const reopened = new PgliteOnThread(options);
    await reopened.ready();
    return reopened;
  }

  private ready(): Promise<void> {
    return new Promise((resolve, reject) => {
      const failed = (error: Error) => {
        void this.worker.terminate();
        reject(error);
      };
      this.worker.once('error', failed);
      this.worker.once('message', (message: PgliteResponse) => {
        this.worker.off('error', failed);
        if ('ready' in message && message.ready) {
          this.listen();
          resolve();
        } else failed('error' in message ? errorFromFields(message.error) : new Error('PGlite did not start'));
      });
    });
  }

  private listen(): void {
    this.worker.on('message', (message: PgliteResponse) => {
      const waiting = this.pending.get(message.id);
      if (!waiting || 'ready' in message) return;
      this.pending.delete(message.id);
      this.holdProcessWhileWaiting();
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(errorFromFields(message.error));
    });
    const stop = (error: Error) => {
      this.stopped = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`)));
    this.worker.on('exit', (code) => stop(new Error(`The embedded database's thread ended (exit code ${code})`)));
    this.holdProcessWhileWaiting();
  }

  /** The thread keeps the process alive only while an answer is awaited, as a socket would. */
  private holdProcessWhileWaiting(): void {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private request<T>(body: RequestBody): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.holdProcessWhileWaiting();
      this.worker.postMessage({ ...body, id });
    });
  }

  query(sql: string, params: readonly unknown[] = []): Promise<PgliteQueryResult> {
    return this.request({ kind: 'query', sql, params: [...params] });
  }

  /** Statements separated by semicolons (a migration's script), without parameters. */
  exec(sql: string): Promise<void> {
    return this.request({ kind: 'exec', sql });
  }

  /** The whole data directory as a tarball. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.request<ArrayBuffer>({ kind: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.stopped) await this.request({ kind: 'close' });
    await this.worker.terminate();
  }
}
