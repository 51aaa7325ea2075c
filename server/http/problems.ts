/**
 * A problem the HTTP layer raises about the request itself (text that is not well-formed, a body that
 * stopped arriving, a route's own answer); services throw domain errors (server/domain/errors.ts).
 */
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

/** An error as the problem details it is answered with, plus the headers that go with them. */
export interface Problem {
  status: number;
  title: string;
  /** `about:blank` (or the status's default type) if unset. */
  type?: string;
  detail: string;
  errors?: Record<string, string[]>;
  /** Members beside the standard ones: text and numbers, or a job's Kept. */
  extensions?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: Record<string, string[]>;
}
