// Whether Ozon itself accepted a Client-Id and Api-Key, judged from the method check of them. Only an
// answer Ozon serves to a key it knows counts: a method that answered (200, or the refusal a write
// probe asks for on purpose). Ozon's 429 shows the method is there, not that the key is good, and a
// probe the client never sent (its own rate limit) shows nothing at all.
import { HttpProblem } from '../http/problems.js';
import type { MethodCheck } from './healthCheck.js';

const servedByOzon = (check: MethodCheck) =>
  check.health === 'ok' && check.status !== undefined && check.status !== 429;

/** Throws what a connect answers when Ozon did not accept the keys: 400 naming ApiKey, or 503 unreachable. */
export function assertAcceptedByOzon(checks: MethodCheck[]): void {
  if (checks.some(servedByOzon)) return;
  if (checks.some((check) => check.health === 'unauthorized')) {
    throw new HttpProblem(400, 'Validation failed', 'Ozon does not accept this Client-Id and Api-Key.', {
      ApiKey: ['Ozon does not accept this Client-Id and Api-Key'],
    });
  }
  const problem = new HttpProblem(
    503,
    'Ozon cannot be reached',
    'No Ozon method answered; nothing was saved.',
    undefined,
    { 'Retry-After': '30' },
  );
  problem.type = '/problems/ozon-unreachable';
  throw problem;
}
