import { WINDOW_MS, type RateDecision, type RateLimiter } from './rate-limiter.js';

const PRUNE_AT = 10_000;

/** In-process fixed-window counters: the embedded default's rate limiter. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { window: number; count: number }>();
  return {
    async hit(bucket, limit): Promise<RateDecision> {
      const window = Math.floor(now() / WINDOW_MS);
      const entry = windows.get(bucket);
      const count = entry && entry.window === window ? entry.count + 1 : 1;
      if (windows.size >= PRUNE_AT) prune(windows, window);
      windows.set(bucket, { window, count });
      const resetAt = ((window + 1) * WINDOW_MS) / 1000;
      if (limit === null) return { allowed: true, limit: null, remaining: null, resetAt };
      return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetAt };
    },
    async close() {
      windows.clear();
    },
  };
}

function prune(windows: Map<string, { window: number }>, current: number): void {
  for (const [bucket, entry] of windows) if (entry.window !== current) windows.delete(bucket);
}
