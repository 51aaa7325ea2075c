import type { z } from 'zod';
import {
  budgetsFor,
  OZON_METHOD_LIMITS,
  OZON_REQUESTS_PER_SECOND,
  cabinetWindows,
  RateWaitTooLong,
  type MethodLimit,
} from './rateBudget.js';
import {
  DEFAULT_RETRY_POLICY,
  isCircuitOpen,
  parseRetryAfter,
  systemClock,
  withRetry,
  type Clock,
  type RetryPolicy,
  type Verdict,
} from './retry.js';

/** Where a cabinet's Ozon Seller API is, and its credentials. The Api-Key never reaches a log. */
export interface OzonCredentials {
  baseUrl: string;
  clientId: string;
  apiKey: string;
}

export interface CallOptions {
  /** Cancels the call: the request in flight, a back-off or a wait for the rate budget, at once. */
  signal?: AbortSignal;
  /** Overrides of the transport's retry policy for this call; `false`: one attempt only. */
  retry?: Partial<RetryPolicy> | false;
  /**
   * Whether sending the request twice does no harm. Defaults by method (see NON_IDEMPOTENT_METHODS):
   * a request that may have reached Ozon (500, timeout, dropped connection) is repeated only if so.
   */
  idempotent?: boolean;
}

/** An answer of Ozon that is not a success, with Ozon's own error body. */
export class OzonApiError extends Error {
  /** False for a refusal of the client's own: nothing was sent, so it proves nothing about Ozon or the key. */
  readonly answeredByOzon: boolean = true;
  readonly details: unknown[];
  /** Ozon's Retry-After, in milliseconds, when it sent one. */
  readonly retryAfterMs?: number;

  constructor(
    readonly method: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly ozonMessage: string,
    extra: { details?: unknown[]; retryAfterMs?: number } = {},
  ) {
    super(`Ozon ${method} answered ${status}: ${ozonMessage}`);
    this.name = 'OzonApiError';
    this.details = extra.details ?? [];
    if (extra.retryAfterMs !== undefined) this.retryAfterMs = extra.retryAfterMs;
  }
}

/** A 429 the client gives itself: sending now would break a documented per-method limit of Ozon. */
export class OzonRateLimitError extends OzonApiError {
  override readonly answeredByOzon = false;

  constructor(method: string, waitMs: number) {
    super(
      method,
      429,
      8,
      `Ozon's limit for this method is reached; the next request may go in ${Math.ceil(waitMs / 1000)} s`,
      {
        retryAfterMs: waitMs,
      },
    );
    this.name = 'OzonRateLimitError';
  }
}

/** No answer: the connection failed or dropped, or Ozon did not answer in time. */
export class OzonNetworkError extends Error {
  constructor(
    readonly method: string,
    readonly reason: 'timeout' | 'connection',
    cause: unknown,
  ) {
    const detail = reason === 'timeout' ? 'no answer in time' : `connection failed (${describeCause(cause)})`;
    super(`Ozon ${method}: ${detail}`, { cause });
    this.name = 'OzonNetworkError';
  }
}

/** The answer did not have the shape the importers rely on. */
export class OzonResponseShapeError extends Error {
  constructor(
    readonly method: string,
    readonly issues: string[],
  ) {
    super(`Ozon ${method} answered an unexpected shape: ${issues.slice(0, 5).join('; ')}`);
    this.name = 'OzonResponseShapeError';
  }
}

export interface OzonTransport {
  readonly clientId: string;
  post<T>(path: string, body: unknown, schema: z.ZodType<T>, options?: CallOptions): Promise<T>;
  get<T>(path: string, query: Record<string, string | number>, schema: z.ZodType<T>, options?: CallOptions): Promise<T>;
}

/** What the transport tells its owner about retries (for a debug log): never credentials or bodies. */
export interface RetryEvent {
  method: string;
  attempt: number;
  waitMs: number;
  kind: string;
  /** Ozon's HTTP status, when it answered. */
  status?: number;
  message: string;
}

export interface TransportOptions {
  fetch?: typeof fetch;
  /** One attempt's time limit; the retry policy's deadline bounds the whole call. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy> | false;
  /** The cabinet's overall budget (Ozon: 50); 0 turns the client's pacing off. */
  requestsPerSecond?: number;
  /** Per-method limits the client keeps (Ozon's documented ones by default); `{}` for none. */
  methodLimits?: Record<string, MethodLimit>;
  clock?: Clock;
  /** Jitter's source, in [0, 1). */
  random?: () => number;
  onRetry?(event: RetryEvent): void;
}

/**
 * Methods that create something: a repeat after a 500, a timeout or a dropped connection could create
 * it twice (a second public comment, a draft that uses up the limit of 2 a minute).
 */
export const NON_IDEMPOTENT_METHODS = new Set([
  '/v1/review/comment/create',
  '/v1/draft/crossdock/create',
  '/v1/draft/direct/create',
  '/v1/draft/multi-cluster/create',
  '/v2/draft/supply/create',
]);

function describeCause(cause: unknown): string {
  const inner = (cause as { cause?: { code?: string; message?: string } })?.cause;
  return inner?.code ?? inner?.message ?? (cause as Error)?.message ?? 'unknown';
}

function parse<T>(method: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new OzonResponseShapeError(
    method,
    result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  );
}

/** Sorts a failed attempt: what is worth another try, and how long Ozon asked us to wait. */
function verdictOf(error: unknown, idempotent: boolean): Verdict {
  if (error instanceof OzonRateLimitError) return { retry: false };
  if (error instanceof OzonApiError) {
    const retryAfterMs = error.retryAfterMs;
    if (isCircuitOpen(error.ozonMessage)) return { retry: true, kind: 'circuit-open', retryAfterMs };
    if (error.status === 429) return { retry: true, kind: 'rate-limited', retryAfterMs };
    // 503 says the request was not taken on; after other 5xx it may have been, so only repeatable ones.
    if (error.status === 503 || (error.status >= 500 && error.status !== 501 && idempotent)) {
      return { retry: true, kind: 'server', retryAfterMs };
    }
    return { retry: false };
  }
  if (error instanceof OzonNetworkError) {
    const refused = describeCause(error.cause) === 'ECONNREFUSED';
    return idempotent || refused ? { retry: true, kind: 'network' } : { retry: false };
  }
  return { retry: false };
}

function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true; // undici: "fetch failed", "terminated" (socket closed mid-body)
  const name = (error as Error)?.name;
  const code = (error as { code?: string })?.code ?? '';
  return name === 'TimeoutError' || /^(ECONN|EPIPE|ETIMEDOUT|EAI_AGAIN|UND_ERR)/.test(code);
}

/**
 * HTTP to the Seller API: headers, JSON, Ozon's error body, the answer checked with zod; the
 * cabinet's request budget; retries with back-off on what Ozon means as "later"; cancellation.
 */
export function httpTransport(credentials: OzonCredentials, options: TransportOptions = {}): OzonTransport {
  const fetchImpl = options.fetch ?? fetch;
  const base = credentials.baseUrl.replace(/\/+$/, '');
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const overall = cabinetWindows(options.requestsPerSecond ?? OZON_REQUESTS_PER_SECOND);
  const methodLimits = options.methodLimits ?? OZON_METHOD_LIMITS;
  const cabinetKey = `${base} ${credentials.clientId}`;
  // Whatever Ozon or a proxy echoes back, the key does not travel on inside an error.
  const redact = (text: string) => (credentials.apiKey ? text.split(credentials.apiKey).join('***') : text);

  async function attempt<T>(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; query?: Record<string, string | number> },
    schema: z.ZodType<T>,
    call: CallOptions,
    policy: RetryPolicy,
  ): Promise<T> {
    const name = `${method} ${path}`;
    // A method's own limit first (its wait may be long, or refused), then a slot of the cabinet's 50/s.
    const budgets = budgetsFor(cabinetKey, path, overall, methodLimits, clock);
    for (const budget of budgets.method) {
      try {
        await budget.acquire(call.signal, policy.maxRateWaitMs);
      } catch (error) {
        throw error instanceof RateWaitTooLong ? new OzonRateLimitError(name, error.waitMs) : error;
      }
    }
    await budgets.overall?.acquire(call.signal);
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, String(value));
    const signals = [AbortSignal.timeout(options.timeoutMs ?? 60_000), call.signal].filter((s): s is AbortSignal =>
      Boolean(s),
    );
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        method,
        headers: {
          'Client-Id': credentials.clientId,
          'Api-Key': credentials.apiKey,
          ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
        },
        body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
        signal: AbortSignal.any(signals),
      });
      text = await response.text();
    } catch (error) {
      if (call.signal?.aborted || !isNetworkFailure(error)) throw error;
      throw new OzonNetworkError(name, (error as Error).name === 'TimeoutError' ? 'timeout' : 'connection', error);
    }
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      /* an HTML error page from a proxy, say: reported below with the status */
    }
    if (!response.ok) {
      const body = (json ?? {}) as { code?: number; message?: string; details?: unknown[] };
      throw new OzonApiError(name, response.status, body.code, redact(body.message ?? text.slice(0, 200)), {
        details: Array.isArray(body.details) ? body.details : [],
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), clock.now()),
      });
    }
    return parse(name, schema, json);
  }

  function send<T>(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; query?: Record<string, string | number> },
    schema: z.ZodType<T>,
    call: CallOptions = {},
  ): Promise<T> {
    // `retry: false` (transport or call) means one attempt, whatever the answer, 429 included.
    const once = call.retry === false || (call.retry === undefined && options.retry === false);
    const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...(options.retry || {}), ...(call.retry || {}) };
    const idempotent = call.idempotent ?? !NON_IDEMPOTENT_METHODS.has(path);
    const name = `${method} ${path}`;
    let failure: unknown;
    return withRetry({
      attempt: async () => {
        try {
          return await attempt(method, path, init, schema, call, policy);
        } catch (error) {
          // A repeat the method's own limit refuses: what the caller needs to see is why it was repeated.
          if (error instanceof OzonRateLimitError && failure !== undefined) throw failure;
          failure = error;
          throw error;
        }
      },
      verdict: (error) => (once ? { retry: false } : verdictOf(error, idempotent)),
      onRetry: ({ attempt: number, waitMs, error, kind }) =>
        options.onRetry?.({
          method: name,
          attempt: number,
          waitMs,
          kind,
          ...(error instanceof OzonApiError ? { status: error.status } : {}),
          message: (error as Error).message,
        }),
      policy,
      clock,
      random,
      signal: call.signal,
    });
  }

  return {
    clientId: credentials.clientId,
    post: (path, body, schema, call) => send('POST', path, { body }, schema, call),
    get: (path, query, schema, call) => send('GET', path, { query }, schema, call),
  };
}
