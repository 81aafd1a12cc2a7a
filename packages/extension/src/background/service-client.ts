import { UserFacingError } from '../shared/messages.js';

/** A request slower than this is reported instead of leaving the user waiting. */
const TIMEOUT_MS = 15_000;

export interface ServiceResponse<T> {
  body: T;
  headers: Headers;
}

/**
 * POSTs JSON to the sanitization service and returns its answer. Every failure
 * becomes a UserFacingError: the service's own code with its message and
 * suggestion, or `offline` when the service cannot be reached.
 */
export async function postJson<T>(serverUrl: string, path: string, body: unknown, apiKey: string | null): Promise<ServiceResponse<T>> {
  let response: Response;
  try {
    response = await fetch(`${serverUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new UserFacingError(
      'offline',
      timedOut
        ? `The sanitization service at ${serverUrl} did not answer within ${TIMEOUT_MS / 1000} seconds. Try again in a moment.`
        : `Cannot reach the sanitization service at ${serverUrl}. Check your connection, or the server address in the extension's options.`,
    );
  }
  const parsed = await response.json().catch(() => null);
  if (!response.ok) throw serviceError(response.status, parsed);
  return { body: parsed as T, headers: response.headers };
}

function serviceError(status: number, body: unknown): UserFacingError {
  const error = (body as { error?: { code?: unknown; message?: unknown; suggestion?: unknown } } | null)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    const suggestion = typeof error.suggestion === 'string' ? ` ${error.suggestion}` : '';
    return new UserFacingError(error.code, `${error.message}${suggestion}`);
  }
  return new UserFacingError('service_error', `The sanitization service answered with HTTP ${status}. Try again later.`);
}
