import type { Problem } from './generated/proto.js';
import type { FieldErrors } from './schemas.js';

/**
 * The closed vocabulary of problems. Every error the API or the bus can express is one of these;
 * the HTTP status, title and type URI are decided here and nowhere else.
 * `retryable` decides ack/nak/term in consumers and tells clients whether to retry.
 */
export const ProblemCatalog = {
  bad_request: { status: 400, title: 'Bad Request', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.1', retryable: false },
  unauthorized: { status: 401, title: 'Unauthorized', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.2', retryable: false },
  forbidden: { status: 403, title: 'Forbidden', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.4', retryable: false },
  not_found: { status: 404, title: 'Not Found', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.5', retryable: false },
  method_not_allowed: { status: 405, title: 'Method Not Allowed', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.6', retryable: false },
  request_timeout: { status: 408, title: 'Request Timeout', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.9', retryable: true },
  conflict: { status: 409, title: 'Conflict', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.10', retryable: true },
  payload_too_large: { status: 413, title: 'Content Too Large', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.14', retryable: false },
  unsupported_media_type: { status: 415, title: 'Unsupported Media Type', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.16', retryable: false },
  unprocessable: { status: 422, title: 'Unprocessable Content', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.21', retryable: false },
  headers_too_large: { status: 431, title: 'Request Header Fields Too Large', type: 'https://www.rfc-editor.org/rfc/rfc6585#section-5', retryable: false },
  rate_limited: { status: 429, title: 'Too Many Requests', type: 'https://www.rfc-editor.org/rfc/rfc6585#section-4', retryable: true },
  quota_exceeded: { status: 429, title: 'Too Many Requests', type: 'https://www.rfc-editor.org/rfc/rfc6585#section-4', retryable: true },
  internal: { status: 500, title: 'Internal Server Error', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.6.1', retryable: true },
  unavailable: { status: 503, title: 'Service Unavailable', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.6.4', retryable: true },
  timeout: { status: 504, title: 'Gateway Timeout', type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.6.5', retryable: true },
} as const;

export type ProblemKey = keyof typeof ProblemCatalog;

export function isProblemKey(value: string): value is ProblemKey {
  return Object.hasOwn(ProblemCatalog, value);
}

/** The problem details body (RFC 9457) as proto/http/problem.schema.json describes it. */
export type ProblemBody = Problem;

export interface AppErrorOptions {
  errors?: FieldErrors;
  /** Seconds; becomes Retry-After over HTTP. */
  retryAfterSeconds?: number;
  /** Extra response headers (e.g. RateLimit-*) that must accompany the problem. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An expected failure with a place in the vocabulary. Anything else thrown is an internal error. */
export class AppError extends Error {
  readonly errors: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly problem: ProblemKey,
    readonly detail: string,
    options: AppErrorOptions = {},
  ) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return ProblemCatalog[this.problem].status;
  }

  get retryable(): boolean {
    return ProblemCatalog[this.problem].retryable;
  }

  toProblem(requestId?: string): ProblemBody {
    const entry = ProblemCatalog[this.problem];
    const body: ProblemBody = { type: entry.type, title: entry.title, status: entry.status, detail: this.detail };
    if (this.errors) body.errors = this.errors;
    if (requestId) body.requestId = requestId;
    return body;
  }
}

export function problemBody(problem: ProblemKey, detail: string, errors?: FieldErrors): ProblemBody {
  return new AppError(problem, detail, errors ? { errors } : {}).toProblem();
}

/** The four reasons a key is refused, each with the detail the client reads (contract §2). */
export const UNAUTHORIZED_DETAIL = {
  missing: 'The API key is missing: this endpoint requires one in the X-Api-Key header.',
  invalid: 'The API key is invalid.',
  expired: 'The API key has expired.',
  revoked: 'The API key has been revoked.',
} as const;

/** The one answer for an unknown scan and for one the caller may not see (byte-for-byte the same). */
export const SCAN_NOT_FOUND_DETAIL = 'No scan with this id exists, or it is not visible to the caller.';
