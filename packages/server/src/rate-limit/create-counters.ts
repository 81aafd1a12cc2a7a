import type { Config } from '../config.js';
import type { DailyCounter } from './daily-counter.js';
import { createMemoryDailyCounter } from './memory-daily-counter.js';
import { createMemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.js';

export type CountersConfig = Pick<Config, 'redisUrl' | 'redisKeyPrefix'>;

export interface CountersOptions {
  /** Defaults to Date.now; tests pass a clock they can move. */
  now?: () => number;
  /** A dropped Redis connection (it reconnects by itself); pass the logger. */
  onBackgroundError?: (error: Error) => void;
}

// The Redis modules are imported only when Redis is configured: loading ioredis
// subclasses String, which leaves String.prototype in V8's slow dictionary mode
// and makes detection on this thread about 40% slower (docs/benchmarks.md).

/**
 * The per-minute rate limiter: shared in Redis when `redisUrl` is set (every
 * instance counts against one budget), else in this process.
 */
export async function createRateLimiter(config: CountersConfig, options: CountersOptions = {}): Promise<RateLimiter> {
  if (!config.redisUrl) return createMemoryRateLimiter(options.now);
  const { createRedisRateLimiter } = await import('./redis-rate-limiter.js');
  return createRedisRateLimiter(await redisFor(config.redisUrl, config, options), options.now);
}

/** The daily counters (extension limit): in Redis when `redisUrl` is set, else in this process. */
export async function createDailyCounter(config: CountersConfig, options: CountersOptions = {}): Promise<DailyCounter> {
  if (!config.redisUrl) return createMemoryDailyCounter(options.now);
  const { createRedisDailyCounter } = await import('./redis-daily-counter.js');
  return createRedisDailyCounter(await redisFor(config.redisUrl, config, options), options.now);
}

async function redisFor(url: string, config: CountersConfig, options: CountersOptions) {
  const { openRedis } = await import('../storage/redis/redis-client.js');
  const target = { url, keyPrefix: config.redisKeyPrefix };
  return openRedis(options.onBackgroundError ? { ...target, onError: options.onBackgroundError } : target);
}
