/**
 * The error catalogue of SPEC.md section 8. Every failed call becomes an ApiError whose `messageId`
 * is translated for the user; the status, response text and headers travel with it.
 */
export type ApiErrorKind = 'unexpected' | 'serverSide' | 'network';

/** RFC 9457 problem details: the members every problem has, and extensions such as Ozon's method. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  [extension: string]: unknown;
}

const MESSAGES: Record<ApiErrorKind, { id: string; text: string }> = {
  unexpected: { id: 'errors.unexpected', text: 'An unexpected server error occurred.' },
  serverSide: { id: 'errors.serverSide', text: 'A server side error occurred.' },
  network: { id: 'errors.network', text: 'The server cannot be reached.' },
};

export class ApiError extends Error {
  readonly messageId: string;
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly responseText: string,
    readonly headers: Headers,
  ) {
    super(MESSAGES[kind].text);
    this.name = 'ApiError';
    this.messageId = MESSAGES[kind].id;
  }

  /** Field errors of a 400 (RFC 9457 `errors`), first message per field. */
  get fieldErrors(): Record<string, string> {
    try {
      const problem = JSON.parse(this.responseText) as { errors?: Record<string, string[]> };
      return Object.fromEntries(Object.entries(problem.errors ?? {}).map(([field, messages]) => [field, messages[0]]));
    } catch {
      return {};
    }
  }

  /** The RFC 9457 problem details of the answer (type, title, status, detail and extensions), if any. */
  get problem(): Problem | undefined {
    try {
      const parsed: unknown = JSON.parse(this.responseText);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Problem) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Seconds to wait before trying again (the Retry-After header in its seconds form). */
  get retryAfterSeconds(): number | undefined {
    const value = Number(this.headers.get('retry-after') ?? Number.NaN);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  }

  /** The server's own explanation (RFC 9457 `detail`, with field errors), when it sent one. */
  get detail(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.responseText);
      if (typeof parsed === 'string') return parsed || undefined;
      if (typeof parsed !== 'object' || parsed === null) return this.responseText;
      const problem = parsed as { detail?: string; errors?: Record<string, string[]> };
      const fields = Object.entries(problem.errors ?? {}).map(
        ([field, messages]) => `${field}: ${messages.join(', ')}`,
      );
      return [problem.detail, ...fields].filter(Boolean).join('\n') || undefined;
    } catch {
      return this.responseText || undefined;
    }
  }
}

/** Which rules of the catalogue apply to a call. `job` starts a server job: 202 Accepted answers it. */
export type CallKind = 'data' | 'export' | 'priceAnalysis' | 'token' | 'job';

/**
 * SPEC.md section 8: 200 and 204 succeed, 206 too for exports; any other status is an error. A call
 * that starts a job (`Prefer: respond-async`, RFC 7240) also succeeds with 202 and the job.
 */
export function isSuccess(status: number, call: CallKind): boolean {
  return (
    status === 200 || status === 204 || (status === 206 && call === 'export') || (status === 202 && call === 'job')
  );
}

export async function toApiError(response: Response, call: CallKind): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const serverSide =
    (call === 'priceAnalysis' && response.status === 400) || (call === 'token' && response.status === 503);
  return new ApiError(serverSide ? 'serverSide' : 'unexpected', response.status, text, response.headers);
}

/** 204 is success with an empty result; anything else with a JSON body is parsed. */
export async function readJson<T>(response: Response): Promise<T | null> {
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as T) : null;
}

/** The file name a download carries in content-disposition (RFC 6266, UTF-8 form preferred). */
export function fileNameFrom(headers: Headers, fallback: string): string {
  const disposition = headers.get('content-disposition') ?? '';
  const extended = /filename\*\s*=\s*utf-8'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition);
  return plain ? plain[2].trim() : fallback;
}
