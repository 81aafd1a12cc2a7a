import type { Config } from '../config.js';
import { openRedis } from '../storage/redis/redis-client.js';
import type { DailyCounter } from './daily-counter.js';
import { createMemoryDailyCounter } from './memory-daily-counter.js';
import { createMemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.js';
import { createRedisDailyCounter } from './redis-daily-counter.js';
import { createRedisRateLimiter } from './redis-rate-limiter.js';

export type CountersConfig = Pick<Config, 'redisUrl' | 'redisKeyPrefix'>;

export interface CountersOptions {
  /** Defaults to Date.now; tests pass a clock they can move. */
  now?: () => number;
  /** A dropped Redis connection (it reconnects by itself); pass the logger. */
  onBackgroundError?: (error: Error) => void;
}

/**
 * The per-minute rate limiter: shared in Redis when `redisUrl` is set (every
 * instance counts against one budget), else in this process.
 */
export async function createRateLimiter(config: CountersConfig, options: CountersOptions = {}): Promise<RateLimiter> {
  if (!config.redisUrl) return createMemoryRateLimiter(options.now);
  return createRedisRateLimiter(await redisFor(config.redisUrl, config, options), options.now);
}

/** The daily counters (extension limit): in Redis when `redisUrl` is set, else in this process. */
export async function createDailyCounter(config: CountersConfig, options: CountersOptions = {}): Promise<DailyCounter> {
  if (!config.redisUrl) return createMemoryDailyCounter(options.now);
  return createRedisDailyCounter(await redisFor(config.redisUrl, config, options), options.now);
}

function redisFor(url: string, config: CountersConfig, options: CountersOptions) {
  const target = { url, keyPrefix: config.redisKeyPrefix };
  return openRedis(options.onBackgroundError ? { ...target, onError: options.onBackgroundError } : target);
}
