import type { Redis } from 'ioredis';
import { quitter } from '../storage/redis/redis-client.js';
import { WINDOW_MS, windowAt, type RateDecision, type RateLimiter } from './rate-limiter.js';

/** Counts one hit and returns the window's count; the first hit sets the key's expiry. Atomic in Redis. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

// Two windows: the key outlives its own window even if this instance's clock runs behind Redis's.
const KEY_TTL_MS = 2 * WINDOW_MS;

type WithHit = Redis & { rateLimitHit(key: string, ttlMs: number): Promise<number> };

/**
 * Fixed 60-second windows shared by every instance on one Redis: one atomic
 * INCR per request, so N instances together allow exactly the plan's limit.
 * The limiter owns `redis` and quits it on close.
 */
export function createRedisRateLimiter(redis: Redis, now: () => number = Date.now): RateLimiter {
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const client = redis as WithHit;
  return {
    async hit(bucket, limit): Promise<RateDecision> {
      const { window, resetAt, retryAfter } = windowAt(now());
      // Nothing to enforce: no round trip.
      if (limit === null) return { allowed: true, limit: null, remaining: null, resetAt, retryAfter };
      const count = await client.rateLimitHit(`rate:${bucket}:${window}`, KEY_TTL_MS);
      return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetAt, retryAfter };
    },
    close: quitter(redis),
  };
}
