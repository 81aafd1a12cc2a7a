import type { Redis } from 'ioredis';
import { quitter } from '../storage/redis/redis-client.js';
import { DAY_MS, utcDay, type DailyCounter, type DailyUse } from './daily-counter.js';

/** Takes one unit unless the limit is reached; returns {allowed (1/0), used}. Atomic in Redis. */
const CONSUME_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return {0, used} end
used = redis.call('INCR', KEYS[1])
if used == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, used}`;

/** Gives one unit back, never going below zero. */
const RELEASE_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

// The day is in the key; two days of life covers any clock difference between instances and Redis.
const KEY_TTL_MS = 2 * DAY_MS;

type WithScripts = Redis & {
  dailyConsume(key: string, limit: number, ttlMs: number): Promise<[number, number]>;
  dailyRelease(key: string): Promise<number>;
};

/** Daily counters shared by every instance on one Redis, reset at 00:00 UTC. Owns `redis` and quits it on close. */
export function createRedisDailyCounter(redis: Redis, now: () => number = Date.now): DailyCounter {
  redis.defineCommand('dailyConsume', { numberOfKeys: 1, lua: CONSUME_SCRIPT });
  redis.defineCommand('dailyRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
  const client = redis as WithScripts;
  const keyOf = (bucket: string) => `daily:${bucket}:${utcDay(now()).day}`;
  return {
    async consume(bucket, limit): Promise<DailyUse> {
      const { resetAt } = utcDay(now());
      const [allowed, used] = await client.dailyConsume(keyOf(bucket), limit, KEY_TTL_MS);
      return { allowed: allowed === 1, used, remaining: Math.max(0, limit - used), resetAt };
    },
    async release(bucket) {
      await client.dailyRelease(keyOf(bucket));
    },
    async used(bucket) {
      return Number((await redis.get(keyOf(bucket))) ?? 0);
    },
    close: quitter(redis),
  };
}
