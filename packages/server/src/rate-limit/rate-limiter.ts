/** The result of counting one request against a bucket's window. */
export interface RateDecision {
  allowed: boolean;
  /** null = no limit (enterprise without --rpm). */
  limit: number | null;
  remaining: number | null;
  /** Unix seconds when the window resets. */
  resetAt: number;
  /** Whole seconds until then, by the limiter's own clock (at least 1): the Retry-After of a refusal. */
  retryAfter: number;
}

/** Port: counts requests per bucket in fixed 60-second windows. */
export interface RateLimiter {
  hit(bucket: string, limit: number | null): Promise<RateDecision>;
  close(): Promise<void>;
}

export const WINDOW_MS = 60_000;

/** The fixed window `nowMs` falls in, when it resets, and how long until then. */
export function windowAt(nowMs: number): { window: number; resetAt: number; retryAfter: number } {
  const window = Math.floor(nowMs / WINDOW_MS);
  const resetMs = (window + 1) * WINDOW_MS;
  return { window, resetAt: resetMs / 1000, retryAfter: Math.max(1, Math.ceil((resetMs - nowMs) / 1000)) };
}
