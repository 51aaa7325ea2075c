import type { Problem } from '../http/problems.js';
import { OzonApiError, OzonNetworkError, OzonResponseShapeError } from './transport.js';

/** How long a seller should wait before trying again when Ozon cannot be reached. */
const UNREACHABLE_RETRY_SECONDS = 30;

function problem(
  status: number,
  type: string,
  title: string,
  detail: string,
  extensions: Record<string, string | number>,
  retryAfterSeconds?: number,
): Problem {
  const headers: Record<string, string> = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {};
  return { status, type, title, detail, extensions, headers };
}

/**
 * An Ozon failure as the problem the seller sees, never a generic 500: 502 when Ozon answered with an
 * error (its method, status, code and message), 503 with Retry-After when it rate-limits past the
 * retry budget or refuses connections, 504 with Retry-After when it does not answer in time.
 */
export function ozonProblemOf(error: unknown): Problem | null {
  if (error instanceof OzonApiError) {
    const ozon = {
      OzonMethod: error.method,
      OzonStatus: error.status,
      ...(error.code !== undefined ? { OzonCode: error.code } : {}),
      OzonMessage: error.ozonMessage,
    };
    if (error.status === 429) {
      const wait = Math.max(1, Math.ceil((error.retryAfterMs ?? 60_000) / 1000));
      return problem(503, '/problems/ozon-rate-limited', 'Ozon rate limit', error.message, ozon, wait);
    }
    return problem(502, '/problems/ozon-error', 'Ozon answered with an error', error.message, ozon);
  }
  if (error instanceof OzonNetworkError) {
    const timeout = error.reason === 'timeout';
    return problem(
      timeout ? 504 : 503,
      '/problems/ozon-unreachable',
      timeout ? 'Ozon did not answer in time' : 'Ozon cannot be reached',
      error.message,
      { OzonMethod: error.method },
      UNREACHABLE_RETRY_SECONDS,
    );
  }
  if (error instanceof OzonResponseShapeError) {
    return problem(502, '/problems/ozon-unexpected-answer', 'Unexpected answer from Ozon', error.message, {
      OzonMethod: error.method,
    });
  }
  return null;
}
