import { ApiError } from '../http/errors.js';

/** An upstream error code or type worth passing on: a short identifier, never free text (which may echo a key). */
const SAFE_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

const SUGGESTIONS: Record<number, string> = {
  400: 'The model refused the request as sent: check the model name and parameters.',
  401: 'Check the Authorization header you send for the model; the service passes it to the upstream untouched.',
  403: 'Your model account may not use this model or endpoint; check it with the model provider.',
  404: 'Check the model name and LLM_UPSTREAM_URL.',
  429: 'The model provider’s own rate limit or quota was reached; retry after Retry-After seconds.',
};

/**
 * The upstream's failure in the spec's envelope, with the upstream's status. Its
 * message text is not repeated (providers echo parts of keys in it); its error
 * code is, when it is a plain identifier.
 */
export function upstreamError(status: number, body: string, retryAfter: string | null): ApiError {
  const code = upstreamCode(body);
  const httpStatus = status >= 400 && status <= 599 ? status : 502;
  return new ApiError('upstream_error', {
    status: httpStatus,
    message: `The model upstream answered ${status}${code ? ` (${code})` : ''}.`,
    suggestion: SUGGESTIONS[httpStatus] ?? 'The model service failed; retry in a moment.',
    headers: retryAfter && /^\d{1,6}$/.test(retryAfter) ? { 'retry-after': retryAfter } : {},
  });
}

function upstreamCode(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; type?: unknown } };
    const code = parsed.error?.code ?? parsed.error?.type;
    return typeof code === 'string' && SAFE_CODE.test(code) ? code : null;
  } catch {
    return null;
  }
}
