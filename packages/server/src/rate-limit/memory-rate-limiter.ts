import { windowAt, type RateDecision, type RateLimiter } from './rate-limiter.js';

const PRUNE_AT = 10_000;

/** In-process fixed-window counters: the embedded default's rate limiter. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { window: number; count: number }>();
  return {
    async hit(bucket, limit): Promise<RateDecision> {
      const { window, resetAt, retryAfter } = windowAt(now());
      const entry = windows.get(bucket);
      const count = entry && entry.window === window ? entry.count + 1 : 1;
      if (windows.size >= PRUNE_AT) prune(windows, window);
      windows.set(bucket, { window, count });
      if (limit === null) return { allowed: true, limit: null, remaining: null, resetAt, retryAfter };
      return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetAt, retryAfter };
    },
    async close() {
      windows.clear();
    },
  };
}

function prune(windows: Map<string, { window: number }>, current: number): void {
  for (const [bucket, entry] of windows) if (entry.window !== current) windows.delete(bucket);
}
