/** Domain errors that services throw; the error handler turns them into RFC 9457 problem details. */
export class HttpProblem extends Error {
  /** The problem `type` (a URI reference the web app picks its message by); `about:blank` if unset. */
  type?: string;
  /** Extension members of the problem details (RFC 9457 section 3.2), e.g. Ozon's method and message. */
  extensions: Record<string, string | number> = {};

  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export class ValidationError extends HttpProblem {
  constructor(field: string, message: string) {
    super(400, 'Validation failed', `${field}: ${message}`, { [field]: [message] });
  }
}

export class NotFoundError extends HttpProblem {
  constructor(detail: string) {
    super(404, 'Not Found', detail);
  }
}

export class ConflictError extends HttpProblem {
  constructor(detail: string) {
    super(409, 'Conflict', detail);
  }
}

export class UnauthorizedError extends HttpProblem {
  constructor(detail: string) {
    super(401, 'Unauthorized', detail, undefined, { 'WWW-Authenticate': 'Bearer' });
  }
}

export class TooManyRequestsError extends HttpProblem {
  constructor(detail: string, retryAfterSeconds: number) {
    super(429, 'Too Many Requests', detail, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

export class ServiceUnavailableError extends HttpProblem {
  constructor(detail: string) {
    super(503, 'Service Unavailable', detail);
  }
}

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: Record<string, string[]>;
}
