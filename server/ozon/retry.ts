// When and how long the client waits before asking Ozon again. Ozon's answers that mean "later"
// (429, 5xx, a method's circuit open) and a network that drops or stalls are retried with exponential
// back-off and full jitter; everything else (400, 403, 404, ...) is the caller's problem at once.

/** Time as the transport sees it: injectable, so tests of back-off and limits run in milliseconds. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason as soon as the signal aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal));
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortReason(signal!));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export interface RetryPolicy {
  /** Attempts in all, counting the first; answers 429 do not use them up (the deadline bounds those). */
  maxAttempts: number;
  /** From the first attempt: no wait is started that would end after it; the last error is thrown. */
  deadlineMs: number;
  /** The first back-off's ceiling; it doubles per failed attempt up to `maxDelayMs` (full jitter below it). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Ozon's "Circle is open" blocks a method "for a few minutes": waits start here and double. */
  circuitOpenDelayMs: number;
  circuitOpenMaxDelayMs: number;
  /**
   * The longest wait for a rate limit (a 429's Retry-After, or a per-method limit of the client) the
   * call accepts; a longer one fails at once with 429, since a user is usually waiting on a write.
   */
  maxRateWaitMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 6,
  deadlineMs: 5 * 60_000,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  circuitOpenDelayMs: 30_000,
  circuitOpenMaxDelayMs: 2 * 60_000,
  maxRateWaitMs: 10_000,
};

/** What a failed attempt means for the next one. */
export type Verdict =
  | { retry: false }
  | { retry: true; kind: 'rate-limited' | 'circuit-open' | 'server' | 'network'; retryAfterMs?: number };

/** Full jitter (AWS architecture blog): uniform in [0, min(max, base * 2^n)], so retries spread out. */
export function backoffMs(failures: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(random() * ceiling);
}

/** The circuit's back-off: long, growing, and jittered only in its upper half, so it is never short. */
export function circuitBackoffMs(openings: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.circuitOpenMaxDelayMs, policy.circuitOpenDelayMs * 2 ** Math.max(0, openings - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Retry-After as RFC 9110 allows it: delay-seconds or an HTTP date; undefined when absent or garbled. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** Ozon words an open circuit as "Circle is open" (sic); other gateways say "circuit breaker". */
export function isCircuitOpen(message: string | undefined): boolean {
  return /circle is open|circuit/i.test(message ?? '');
}

export interface RetryRun<T> {
  /** One attempt; `attempt` counts from 1. */
  attempt(attempt: number): Promise<T>;
  /** Classifies what an attempt threw. */
  verdict(error: unknown): Verdict;
  policy: RetryPolicy;
  clock: Clock;
  random: () => number;
  signal?: AbortSignal;
  /** Told before each wait; the transport uses it for its debug log (never with credentials). */
  onRetry?(info: { attempt: number; waitMs: number; error: unknown; kind: string }): void;
}

/** Runs attempts until one succeeds, the error is final, attempts run out or the deadline would pass. */
export async function withRetry<T>(run: RetryRun<T>): Promise<T> {
  const { policy, clock, signal } = run;
  const deadline = clock.now() + policy.deadlineMs;
  let failures = 0;
  let circuitOpenings = 0;
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw abortReason(signal);
    let error: unknown;
    try {
      return await run.attempt(attempt);
    } catch (caught) {
      error = caught;
    }
    if (signal?.aborted) throw abortReason(signal);
    const verdict = run.verdict(error);
    if (!verdict.retry) throw error;

    let waitMs: number;
    if (verdict.kind === 'rate-limited') {
      // Ozon counts requests per second: its Retry-After is the floor, jitter spreads the herd above it.
      waitMs = (verdict.retryAfterMs ?? 0) + backoffMs(1, policy, run.random);
      if ((verdict.retryAfterMs ?? 0) > policy.maxRateWaitMs) throw error;
    } else if (verdict.kind === 'circuit-open') {
      circuitOpenings++;
      failures++;
      waitMs = Math.max(verdict.retryAfterMs ?? 0, circuitBackoffMs(circuitOpenings, policy, run.random));
    } else {
      failures++;
      waitMs = Math.max(verdict.retryAfterMs ?? 0, backoffMs(failures, policy, run.random));
    }
    if (failures >= policy.maxAttempts) throw error;
    if (clock.now() + waitMs > deadline) throw error;
    run.onRetry?.({ attempt, waitMs, error, kind: verdict.kind });
    await clock.sleep(waitMs, signal);
  }
}
