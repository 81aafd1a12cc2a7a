/** An error the service answered with (its JSON envelope), or a failure to reach it. */
export class SanitizerError extends Error {
  override readonly name = 'SanitizerError';
  /** The envelope's machine-readable code, e.g. `session_not_found`; `network_error` when no answer came. */
  readonly code: string;
  /** How to fix it, from the envelope; empty when the service gave none. */
  readonly suggestion: string;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  /** The `X-Request-Id` of the failed call, for the operator's logs; null when no answer came. */
  readonly requestId: string | null;
  /** Seconds from `Retry-After` on a 429, else null. */
  readonly retryAfterSeconds: number | null;

  constructor(fields: { code: string; message: string; suggestion?: string; status: number; requestId?: string | null; retryAfterSeconds?: number | null; cause?: unknown }) {
    super(fields.message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.code = fields.code;
    this.suggestion = fields.suggestion ?? '';
    this.status = fields.status;
    this.requestId = fields.requestId ?? null;
    this.retryAfterSeconds = fields.retryAfterSeconds ?? null;
  }
}

interface Envelope {
  error?: { code?: unknown; message?: unknown; suggestion?: unknown; request_id?: unknown };
}

/** Builds the typed error from a non-2xx response; a body that is not the envelope still gives a usable error. */
export async function errorFromResponse(response: Response): Promise<SanitizerError> {
  const body = (await response.json().catch(() => ({}))) as Envelope;
  const e = body.error ?? {};
  const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  return new SanitizerError({
    code: text(e.code, `http_${response.status}`),
    message: text(e.message, `The service answered HTTP ${response.status}.`),
    suggestion: text(e.suggestion, ''),
    status: response.status,
    requestId: response.headers.get('x-request-id') ?? (typeof e.request_id === 'string' ? e.request_id : null),
    retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
  });
}

/** The error for a request that got no answer (refused connection, reset, DNS). */
export function networkError(cause: unknown): SanitizerError {
  return new SanitizerError({
    code: 'network_error',
    message: 'The sanitizer service could not be reached.',
    suggestion: 'Check the service URL and that the service is running.',
    status: 0,
    cause,
  });
}

/** `Retry-After` as seconds (delta-seconds form only; an HTTP date gives null). */
export function retryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header.trim());
}
