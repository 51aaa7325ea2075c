import type { z } from 'zod';

/** Where a cabinet's Ozon Seller API is, and its credentials. The Api-Key never reaches a log. */
export interface OzonCredentials {
  baseUrl: string;
  clientId: string;
  apiKey: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** An answer of Ozon that is not a success, with Ozon's own error body. */
export class OzonApiError extends Error {
  constructor(
    readonly method: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly ozonMessage: string,
  ) {
    super(`Ozon ${method} answered ${status}: ${ozonMessage}`);
    this.name = 'OzonApiError';
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

export interface TransportOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function parse<T>(method: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new OzonResponseShapeError(
    method,
    result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  );
}

/** Plain HTTP to the Seller API: headers, JSON, Ozon's error body, and the answer checked with zod. */
export function httpTransport(credentials: OzonCredentials, options: TransportOptions = {}): OzonTransport {
  const fetchImpl = options.fetch ?? fetch;
  const base = credentials.baseUrl.replace(/\/+$/, '');

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; query?: Record<string, string | number> },
    schema: z.ZodType<T>,
    call: CallOptions = {},
  ): Promise<T> {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, String(value));
    const signals = [AbortSignal.timeout(options.timeoutMs ?? 60_000), call.signal].filter((s): s is AbortSignal =>
      Boolean(s),
    );
    const response = await fetchImpl(url, {
      method,
      headers: {
        'Client-Id': credentials.clientId,
        'Api-Key': credentials.apiKey,
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
      signal: AbortSignal.any(signals),
    });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      /* an HTML error page from a proxy, say: reported below with the status */
    }
    if (!response.ok) {
      const body = (json ?? {}) as { code?: number; message?: string };
      throw new OzonApiError(`${method} ${path}`, response.status, body.code, body.message ?? text.slice(0, 200));
    }
    return parse(`${method} ${path}`, schema, json);
  }

  return {
    clientId: credentials.clientId,
    post: (path, body, schema, call) => send('POST', path, { body }, schema, call),
    get: (path, query, schema, call) => send('GET', path, { query }, schema, call),
  };
}
