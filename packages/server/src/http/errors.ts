/**
 * The one table of error codes: the spec's, plus the few DESIGN.md and the
 * HTTP layer add. Each has its status and a default message and suggestion.
 */
export const ERRORS = {
  invalid_api_key: {
    status: 401,
    message: 'The API key is missing or not valid.',
    suggestion: 'Send your key in the X-API-Key header (or as Authorization: Bearer KEY, except on /v1/chat/completions, where Authorization is the model’s). Create one with `npm run admin -- keys create --org NAME --plan free`.',
  },
  unauthorized: {
    status: 401,
    message: 'No organization could be resolved for this API key.',
    suggestion: 'The key’s organization no longer exists; ask your operator for a new key.',
  },
  rate_limited: {
    status: 429,
    message: 'Too many requests for your plan this minute.',
    suggestion: 'Wait until the time in X-RateLimit-Reset (or Retry-After seconds), or move to a plan with a higher limit.',
  },
  extension_daily_limit: {
    status: 429,
    message: 'The daily sanitization limit of the extension is reached.',
    suggestion: 'Highlighting still works; sanitizing resumes at 00:00 UTC, or upgrade to Pro for unlimited use.',
  },
  invalid_id_token: {
    status: 401,
    message: 'The Google ID token is not valid.',
    suggestion: 'Sign in again with Google from the extension; the token must be issued by Google for this service’s client id.',
  },
  id_token_expired: {
    status: 401,
    message: 'The Google ID token has expired.',
    suggestion: 'Sign in again with Google to get a fresh token; ID tokens are valid for about an hour.',
  },
  sign_in_unavailable: {
    status: 503,
    message: 'Google sign-in is not available right now.',
    suggestion: 'Keep using the extension signed out and retry later; an operator must set GOOGLE_CLIENT_ID for sign-in to work.',
  },
  session_not_found: {
    status: 404,
    message: 'No session with this id exists for your organization.',
    suggestion: 'Use the session_id returned by POST /v1/sanitize with the same API key’s organization.',
  },
  session_expired: {
    status: 410,
    message: 'This session has expired and its mapping was destroyed.',
    suggestion: 'Sessions last 24 hours. Sanitize the original text again to get a new session.',
  },
  empty_text: {
    status: 400,
    message: 'The text field is empty.',
    suggestion: 'Send the text to sanitize in the `text` field as a non-empty string.',
  },
  text_too_large: {
    status: 413,
    message: 'The text is larger than 100KB (102,400 bytes of UTF-8).',
    suggestion: 'Split the text into chunks of at most 102,400 bytes; send the first, then each next one with the session_id the first returned, so all chunks share one set of placeholders.',
  },
  invalid_request: {
    status: 400,
    message: 'The request body is not valid.',
    suggestion: 'Send a JSON object with Content-Type: application/json that matches the documented fields.',
  },
  invalid_pattern: {
    status: 400,
    message: 'The pattern is not valid.',
    suggestion: 'Check the regular expression, the name (UPPER_SNAKE_CASE) and that every example matches.',
  },
  pattern_not_found: {
    status: 404,
    message: 'No pattern with this id exists for your organization.',
    suggestion: 'List your patterns with GET /v1/patterns and use one of their pattern_id values.',
  },
  insight_not_found: {
    status: 404,
    message: 'No insight with this id exists for your organization.',
    suggestion: 'List insights with GET /v1/insights and use one of their id values.',
  },
  insight_already_resolved: {
    status: 409,
    message: 'This insight is already resolved.',
    suggestion: 'Only pending insights can be resolved; see GET /v1/insights for the pending ones.',
  },
  golden_set_conflict: {
    status: 409,
    message: 'This rule would change validated golden-set examples.',
    suggestion: 'Refine the insight with a context condition (modifications.context_condition) so the validated examples keep their type, or reject it.',
  },
  not_found: {
    status: 404,
    message: 'There is no such route.',
    suggestion: 'Check the path and its /v1 prefix; the routes are listed in the README.',
  },
  method_not_allowed: {
    status: 405,
    message: 'This route does not accept that method.',
    suggestion: 'Check the HTTP method for this route in the README.',
  },
  unsupported_media_type: {
    status: 415,
    message: 'The request body must be JSON.',
    suggestion: 'Send Content-Type: application/json with a JSON object body.',
  },
  custom_patterns_too_slow: {
    status: 422,
    message: "Detection with your organization's custom patterns ran past its time limit on this text.",
    suggestion: 'Narrow the custom patterns (shorter bounded repeats, fewer alternatives), send shorter texts, or leave out config.custom_patterns; the limit is CUSTOM_PATTERN_TIME_LIMIT_MS.',
  },
  request_timeout: {
    status: 408,
    message: 'The request did not arrive in time.',
    suggestion: 'Send the headers and the whole body without long pauses; the time limits are HTTP_HEADERS_TIMEOUT_MS and HTTP_REQUEST_TIMEOUT_MS.',
  },
  too_many_connections: {
    status: 429,
    message: 'This address holds too many open connections.',
    suggestion: 'Reuse connections (keep-alive) or close idle ones, then retry; the limit is MAX_CONNECTIONS_PER_CLIENT.',
  },
  upstream_error: {
    status: 502,
    message: 'The model upstream did not answer.',
    suggestion: 'Check LLM_UPSTREAM_URL and that the model service is up, then retry; your text was not sent anywhere else.',
  },
  service_unavailable: {
    status: 503,
    message: 'The service is not ready to take requests.',
    suggestion: 'Retry in a few seconds.',
  },
  internal_error: {
    status: 500,
    message: 'Something failed on our side.',
    suggestion: 'Retry the request; if it keeps failing, report the request id to the operator.',
  },
} as const satisfies Record<string, { status: number; message: string; suggestion: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** An error the HTTP layer answers with the spec's envelope. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly suggestion: string;
  readonly headers: Readonly<Record<string, string>>;

  /** `status` overrides the table's only where a code carries another party's status (`upstream_error`). */
  constructor(code: ErrorCode, options: { message?: string; suggestion?: string; headers?: Record<string, string>; status?: number } = {}) {
    super(options.message ?? ERRORS[code].message);
    this.code = code;
    this.status = options.status ?? ERRORS[code].status;
    this.suggestion = options.suggestion ?? ERRORS[code].suggestion;
    this.headers = options.headers ?? {};
  }
}

export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; suggestion: string; request_id: string };
}

export function envelope(error: ApiError, requestId: string): ErrorEnvelope {
  return { error: { code: error.code, message: error.message, suggestion: error.suggestion, request_id: requestId } };
}
