import type { DailyCounter, DailyUse } from '../rate-limit/daily-counter.js';
import type { RateDecision, RateLimiter } from '../rate-limit/rate-limiter.js';
import type { WorkerChannel } from './worker-channel.js';

/**
 * The embedded default's rate limiter in a cluster worker: the count lives in
 * the primary process, so every worker counts against one budget.
 */
export function createIpcRateLimiter(channel: WorkerChannel): RateLimiter {
  return {
    hit: async (bucket, limit) => (await channel.call('rate.hit', [bucket, limit])) as RateDecision,
    // The primary owns the counts; a worker closing leaves them to the others.
    close: async () => {},
  };
}

/** The daily counters (extension limit), held in the primary process like the rate limiter. */
export function createIpcDailyCounter(channel: WorkerChannel): DailyCounter {
  return {
    consume: async (bucket, limit) => (await channel.call('daily.consume', [bucket, limit])) as DailyUse,
    release: async (bucket) => void (await channel.call('daily.release', [bucket])),
    used: async (bucket) => (await channel.call('daily.used', [bucket])) as number,
    close: async () => {},
  };
}
