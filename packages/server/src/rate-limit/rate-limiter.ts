/** The result of counting one request against a bucket's window. */
export interface RateDecision {
  allowed: boolean;
  /** null = no limit (enterprise without --rpm). */
  limit: number | null;
  remaining: number | null;
  /** Unix seconds when the window resets. */
  resetAt: number;
}

/** Port: counts requests per bucket in fixed 60-second windows. */
export interface RateLimiter {
  hit(bucket: string, limit: number | null): Promise<RateDecision>;
  close(): Promise<void>;
}

export const WINDOW_MS = 60_000;
