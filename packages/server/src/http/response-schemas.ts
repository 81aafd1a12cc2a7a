import { Type, type TSchema } from '@sinclair/typebox';
import { ERRORS, type ErrorCode } from './errors.js';

const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** The spec's error envelope; `code` is one of the error table's codes. */
export const ErrorEnvelopeSchema = Type.Object(
  {
    error: Type.Object({
      code: Type.Unsafe<ErrorCode>({ type: 'string', enum: ERROR_CODES }),
      message: Type.String(),
      suggestion: Type.String({ description: 'What to do about it.' }),
      request_id: Type.String({ description: 'Also in the X-Request-Id header; quote it to the operator.' }),
    }),
  },
  { title: 'ErrorEnvelope' },
);

const REQUEST_ID_HEADER = { 'X-Request-Id': { type: 'string', description: 'The request id (yours, if you sent a safe X-Request-Id).' } };

/** Sent on every answer of an authenticated route once the key is known. */
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { type: 'integer', description: 'Requests per minute of your plan (2147483647 when unlimited).' },
  'X-RateLimit-Remaining': { type: 'integer', description: 'Requests left in the current minute.' },
  'X-RateLimit-Reset': { type: 'integer', description: 'Unix time (seconds) when the minute window resets.' },
};

const RETRY_AFTER_HEADER = { 'Retry-After': { type: 'integer', description: 'Seconds to wait before retrying.' } };

/** Failures any route can answer with: the service draining (503) or an unexpected fault (500). */
const ANY_ROUTE: ErrorCode[] = ['internal_error', 'service_unavailable'];
const AUTHENTICATED: ErrorCode[] = ['invalid_api_key', 'unauthorized', 'rate_limited'];

type ResponseMap = Record<string, unknown>;

/**
 * Response schemas of a route that needs a key: its success bodies, and the error
 * envelope for each status its error codes (plus the key and rate-limit errors) use.
 * @example schema: { body, response: authenticatedResponses({ 200: SanitizeResponse }, ['empty_text']) }
 */
export function authenticatedResponses(success: Record<number, TSchema>, codes: ErrorCode[]): ResponseMap {
  return responses(success, [...AUTHENTICATED, ...codes], { ...REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS });
}

/** Response schemas of a public route: its success bodies and the error envelope for its codes. */
export function publicResponses(success: Record<number, TSchema>, codes: ErrorCode[]): ResponseMap {
  return responses(success, codes, REQUEST_ID_HEADER);
}

function responses(success: Record<number, TSchema>, codes: ErrorCode[], headers: object): ResponseMap {
  const map: ResponseMap = {};
  for (const [status, schema] of Object.entries(success)) map[status] = { description: 'Success.', ...schema, headers };
  for (const [status, atStatus] of codesByStatus([...codes, ...ANY_ROUTE])) {
    const retry = atStatus.some((c) => c === 'rate_limited' || c === 'extension_daily_limit') ? RETRY_AFTER_HEADER : {};
    map[status] = { ...ErrorEnvelopeSchema, description: `Error: ${atStatus.join(', ')}.`, headers: { ...headers, ...retry } };
  }
  return map;
}

function codesByStatus(codes: ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}
