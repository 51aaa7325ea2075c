// Which of the Ozon methods the product depends on still answer. Ozon retires method versions every
// few months (v1 supply drafts in March 2026, the old posting lists in August, the v3 transaction list
// in September): a retired one answers 400 "obsolete method cannot be used" (gRPC code 9; in 2024 it
// was 410), and the importers that use it stop. This check finds that before an import does.
import { z } from 'zod';
import { OzonApiError, OzonNetworkError, type OzonTransport } from './transport.js';

/** One method to try, with a minimal request that is valid and changes nothing. */
export interface MethodProbe {
  /** The client family (`server/ozon/api/<family>.ts`) and the key in its `*_METHODS` object. */
  family: string;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  query?: Record<string, string | number>;
  /**
   * Statuses that prove the method is there although the request is refused: a write is probed with
   * a request Ozon must reject (nothing to activate, no comment text), so a check never changes data.
   */
  answeredWith?: number[];
  /** A retired version the product still reads where it answers: its being gone is no problem. */
  optional?: boolean;
  /**
   * Ozon's words where it announced the method's switch-off without a day: while the method answers,
   * the check reports it as `announced` with these words rather than `ok`.
   */
  announced?: string;
}

export type MethodHealth = 'ok' | 'announced' | 'gone' | 'failing' | 'unauthorized';

export interface MethodCheck {
  family: string;
  name: string;
  method: string;
  health: MethodHealth;
  optional?: boolean;
  /** The HTTP status, when there was an answer. */
  status?: number;
  message?: string;
  ms: number;
}

export interface CheckOptions {
  signal?: AbortSignal;
  /** Methods tried at once; the transport's budget paces them either way. */
  concurrency?: number;
}

/** Ozon's answer to a switched-off version, whatever the request: it comes before any check of the body. */
export const isRetiredAnswer = (error: Pick<OzonApiError, 'status' | 'code' | 'ozonMessage'>) =>
  error.status === 410 ||
  (error.status === 400 && (error.code === 9 || /obsolete method cannot be used/i.test(error.ozonMessage)));

function classify(probe: MethodProbe, error: unknown): Pick<MethodCheck, 'health' | 'status' | 'message'> {
  // The client refused to send (it keeps a method's limit): Ozon was not asked, so this is no pass.
  if (error instanceof OzonApiError && !error.answeredByOzon) {
    return { health: 'failing', message: `Not sent: ${error.ozonMessage}` };
  }
  if (error instanceof OzonApiError) {
    const { status, ozonMessage: message } = error;
    if (status === 404 || isRetiredAnswer(error)) return { health: 'gone', status, message };
    if (status === 401 || status === 403) return { health: 'unauthorized', status, message };
    // Ozon's own 429 means the method is there and busy.
    if (status === 429 || probe.answeredWith?.includes(status)) return { health: 'ok', status, message };
    return { health: 'failing', status, message };
  }
  if (error instanceof OzonNetworkError) return { health: 'failing', message: error.message };
  // An answer of an unexpected shape cannot happen (any JSON passes); anything else is a failure too.
  return { health: 'failing', message: (error as Error)?.message ?? String(error) };
}

/** Tries every method once (a failing one a second time) and says how each answered. */
export async function checkOzonApi(
  transport: OzonTransport,
  methods: MethodProbe[],
  options: CheckOptions = {},
): Promise<MethodCheck[]> {
  // A health check must answer within seconds: one repeat for a passing 5xx, no long back-off.
  const call = { signal: options.signal, retry: { maxAttempts: 2, deadlineMs: 15_000, maxRateWaitMs: 0 } };
  const results: MethodCheck[] = new Array(methods.length);
  let next = 0;
  async function worker() {
    while (next < methods.length) {
      const index = next++;
      const probe = methods[index];
      const started = Date.now();
      let outcome: Pick<MethodCheck, 'health' | 'status' | 'message'>;
      try {
        if (probe.method === 'GET') await transport.get(probe.path, probe.query ?? {}, z.unknown(), call);
        else await transport.post(probe.path, probe.body ?? {}, z.unknown(), call);
        outcome = { health: 'ok', status: 200 };
      } catch (error) {
        if (options.signal?.aborted) throw error;
        outcome = classify(probe, error);
      }
      // It answers today; Ozon's announcement is the news.
      if (outcome.health === 'ok' && probe.announced) {
        outcome = { ...outcome, health: 'announced', message: probe.announced };
      }
      results[index] = {
        family: probe.family,
        name: probe.name,
        method: `${probe.method} ${probe.path}`,
        ...(probe.optional ? { optional: true } : {}),
        ...outcome,
        ms: Date.now() - started,
      };
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return results;
}

/**
 * True when the product cannot rely on the API: a method is gone, failing or not allowed for the key.
 * An announced switch-off is not a problem yet: the method answers.
 */
export function hasProblems(checks: MethodCheck[]): boolean {
  return checks.some(
    (check) => !['ok', 'announced'].includes(check.health) && !(check.optional && check.health === 'gone'),
  );
}

/** A plain-text table for the console. */
export function formatChecks(checks: MethodCheck[]): string {
  const rows = checks.map((check) => [
    check.health.toUpperCase() + (check.optional && ['gone', 'announced'].includes(check.health) ? ' (optional)' : ''),
    check.family,
    check.method,
    check.status === undefined ? '-' : String(check.status),
    `${check.ms} ms`,
    check.health === 'ok' && check.status === 200 ? '' : (check.message ?? '').slice(0, 100),
  ]);
  const header = ['HEALTH', 'FAMILY', 'METHOD', 'STATUS', 'TIME', 'NOTE'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const counts = (['ok', 'gone', 'failing', 'unauthorized'] as const)
    .map((health) => `${checks.filter((check) => check.health === health).length} ${health}`)
    .join(', ');
  const announced = checks.filter((check) => check.health === 'announced').length;
  const summary = `${checks.length} methods: ${counts}${announced ? `, ${announced} announced` : ''}`;
  return [line(header), ...rows.map(line), '', summary].join('\n');
}
