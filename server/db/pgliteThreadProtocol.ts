// The messages between the server's thread and the thread that runs the embedded database.

/** What the database's thread is started with. */
export interface PgliteThreadOptions {
  /** PGlite's data directory; none for a database in memory. */
  dataDir?: string;
  /** A dump of a data directory (`dumpDataDir`) to start the database in memory from. */
  snapshot?: ArrayBuffer;
  /** PGlite's PostgreSQL, compiled once per process (pgliteOnThread.ts). */
  wasmModule?: WebAssembly.Module;
  /** PGlite's file-system bundle (share/, lib/), read once per process. */
  fsBundle?: Blob;
}

export type PgliteRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[] }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'dump' }
  | { id: number; kind: 'close' };

export interface PgliteQueryResult {
  rows: unknown[];
  affectedRows?: number;
}

/** A database error's own fields (code, constraint, detail…), which a thread's message would lose. */
export interface PgliteErrorFields {
  name: string;
  message: string;
  [field: string]: string | number | undefined;
}

export type PgliteResponse =
  | { id: number; ok: true; result?: PgliteQueryResult | ArrayBuffer }
  | { id: number; ok: false; error: PgliteErrorFields }
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: PgliteErrorFields };

/** An error as plain fields: its name, message and every field of a primitive value. */
export function errorFields(error: unknown): PgliteErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: PgliteErrorFields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

/** The error again, on the other thread, with the fields callers test (`code` above all). */
export function errorFromFields(fields: PgliteErrorFields): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}
