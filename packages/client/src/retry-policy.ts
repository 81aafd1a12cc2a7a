import type { SanitizerError } from './errors.js';

/** How the client retries; every field has a default. */
export interface RetryOptions {
  /** Further attempts after the first (default 3). */
  maxRetries?: number;
  /** First back-off in ms, doubled per attempt (default 250). */
  baseDelayMs?: number;
  /** Longest back-off, and longest `Retry-After` the client will wait, in ms (default 60,000); longer means give up. */
  maxDelayMs?: number;
  /** Waits; injected so tests never wait the wall clock (default setTimeout). */
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source in [0, 1) (default Math.random). */
  random?: () => number;
}

/** Whether a call may be sent again after a network error: it changes nothing on the server. */
export type Idempotence = 'idempotent' | 'not_idempotent';

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The wait before the next attempt, or null to give up. A 429 `rate_limited`
 * is retried for every call (the service refused it before doing anything),
 * honouring `Retry-After`; a network error or 502/503/504 only for idempotent
 * calls. `extension_daily_limit` is never retried: it lasts until midnight UTC.
 */
export function retryDelay(error: SanitizerError, attempt: number, idempotence: Idempotence, options: Required<Omit<RetryOptions, 'sleep'>>): number | null {
  if (attempt >= options.maxRetries) return null;
  const backOff = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt) * (0.5 + options.random() / 2);
  if (error.code === 'rate_limited') {
    if (error.retryAfterSeconds === null) return backOff;
    const wait = error.retryAfterSeconds * 1000;
    return wait <= options.maxDelayMs ? wait : null;
  }
  const transient = error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
  return transient && idempotence === 'idempotent' ? backOff : null;
}
