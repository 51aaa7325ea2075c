import v8 from 'node:v8';

/**
 * How far V8 lets the server's heap grow past what the last full collection kept, in percent. Left to
 * itself V8 grows it by up to four times while the process is busy: a large cabinet's history parses
 * megabytes of Ozon's answers a second, and the heap then held 300–600 MB of which a hundred were alive.
 * Twice what stays alive keeps it near that at no cost in speed (a fifth made full collections slow the
 * readers); no hard limit is set, so a large report still gets the memory it needs. Measured in
 * docs/history.md ("Memory").
 */
export const HEAP_GROWING_PERCENT = 100;

/** Sets the heap's growth unless the process was started with its own (`--heap-growing-percent`). */
export function boundHeapGrowth(): void {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) =>
    /heap[-_]growing[-_]percent/.test(arg),
  );
  if (!given) v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
