/**
 * Every call the console makes goes through the public API with the key from
 * the tab's session storage; a failure comes back as a sentence to show.
 */

const KEY_ITEM = 'sanitizer-console-api-key';

export const storedKey = (): string | null => sessionStorage.getItem(KEY_ITEM);
export const storeKey = (key: string): void => sessionStorage.setItem(KEY_ITEM, key);
export const forgetKey = (): void => sessionStorage.removeItem(KEY_ITEM);

/** Why a call failed: the key, the service, a limit, or the request itself (with the service's words). */
export type FailureKind = 'invalid_key' | 'down' | 'limit' | 'refused';
export interface Failure {
  kind: FailureKind;
  code: string | null;
  message: string;
}
export type Result<T> = { ok: true; data: T } | { ok: false; failure: Failure };

interface Envelope {
  error?: { code?: string; message?: string; suggestion?: string };
}

/** Calls `path` with the key; never throws. */
export async function call<T>(key: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Result<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, failure: { kind: 'down', code: null, message: 'The service is not answering. Check that it is running and reachable, then try again.' } };
  }
  const payload = (await res.json().catch(() => null)) as (T & Envelope) | null;
  if (res.ok && payload) return { ok: true, data: payload };
  return { ok: false, failure: describeFailure(res.status, payload?.error ?? {}, res.headers.get('retry-after')) };
}

/** The words for a failed answer. */
export function describeFailure(status: number, error: NonNullable<Envelope['error']>, retryAfter: string | null): Failure {
  const code = error.code ?? null;
  const said = [error.message, error.suggestion].filter(Boolean).join(' ');
  if (status === 401 && code === 'invalid_api_key') {
    return { kind: 'invalid_key', code, message: 'This API key is not valid: it is unknown or revoked. Check it, or ask your operator for a new one (npm run admin -- keys create).' };
  }
  if (status === 429) {
    const wait = retryAfter && /^\d+$/.test(retryAfter) ? ` Try again in ${retryAfter} s.` : '';
    return { kind: 'limit', code, message: `A limit is reached: ${said || 'too many requests.'}${wait}` };
  }
  if (status >= 500 && !code) return { kind: 'down', code, message: `The service answered ${status} and is not usable right now. Try again shortly.` };
  return { kind: 'refused', code, message: said || `The service answered ${status}.` };
}
