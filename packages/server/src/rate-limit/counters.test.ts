import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../storage/test-backends.js';
import { createTestRedisSpace, testRedisUrl, type TestRedisSpace } from '../test-support/test-redis.js';
import { createDailyCounter, createRateLimiter, type CountersConfig } from './create-counters.js';
import { WINDOW_MS } from './rate-limiter.js';

// The same behaviour on every backend: in-process always, Redis when REDIS_URL is set.
const spaces: TestRedisSpace[] = [];
const backends: { name: string; config: () => CountersConfig }[] = [
  { name: 'memory', config: () => ({ redisUrl: null, redisKeyPrefix: '' }) },
  ...(testRedisUrl
    ? [{ name: 'redis', config: () => { const s = createTestRedisSpace(testRedisUrl); spaces.push(s); return { redisUrl: s.url, redisKeyPrefix: s.keyPrefix }; } }]
    : []),
];
afterAll(async () => {
  await Promise.all(spaces.map((s) => s.dispose()));
});

describe.each(backends)('rate limiter ($name)', ({ name, config }) => {
  it('allows exactly the limit in a window, then resets with the next', async () => {
    const clock = manualClock(Date.UTC(2030, 0, 1, 12, 0, 30));
    const limiter = await createRateLimiter(config(), { now: clock.now });
    try {
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await limiter.hit('org:a', 3));
      expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([[true, 2], [true, 1], [true, 0], [false, 0]]);
      expect(decisions[0]!.resetAt).toBe(Date.UTC(2030, 0, 1, 12, 1) / 1000);
      expect(await limiter.hit('org:b', 3)).toMatchObject({ allowed: true, remaining: 2 });
      clock.advance(WINDOW_MS);
      expect(await limiter.hit('org:a', 3)).toMatchObject({ allowed: true, remaining: 2 });
    } finally {
      await limiter.close();
    }
  });

  it('reports no limit for an unlimited plan', async () => {
    const limiter = await createRateLimiter(config());
    try {
      expect(await limiter.hit('org:u', null)).toMatchObject({ allowed: true, limit: null, remaining: null });
    } finally {
      await limiter.close();
    }
  });

  it.runIf(name === 'redis')('lets two instances together allow exactly the limit under concurrency', async () => {
    const shared = config();
    const [a, b] = [await createRateLimiter(shared), await createRateLimiter(shared)];
    try {
      const all = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit('org:race', 20)));
      expect(all.filter((d) => d.allowed)).toHaveLength(20);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.each(backends)('daily counter ($name)', ({ name, config }) => {
  it('allows exactly the limit per UTC day, then resets at midnight', async () => {
    const clock = manualClock(Date.UTC(2030, 0, 1, 23, 59));
    const counter = await createDailyCounter(config(), { now: clock.now });
    try {
      for (let i = 1; i <= 3; i++) expect(await counter.consume('acct:a', 3)).toMatchObject({ allowed: true, used: i, remaining: 3 - i });
      expect(await counter.consume('acct:a', 3)).toEqual({ allowed: false, used: 3, remaining: 0, resetAt: Date.UTC(2030, 0, 2) / 1000 });
      expect(await counter.used('acct:a')).toBe(3);
      expect(await counter.used('acct:b')).toBe(0);
      clock.advance(60_001);
      expect(await counter.consume('acct:a', 3)).toMatchObject({ allowed: true, used: 1 });
    } finally {
      await counter.close();
    }
  });

  it('gives a unit back on release, never below zero', async () => {
    const counter = await createDailyCounter(config());
    try {
      await counter.consume('acct:r', 1);
      await counter.release('acct:r');
      await counter.release('acct:r');
      expect(await counter.used('acct:r')).toBe(0);
      expect(await counter.consume('acct:r', 1)).toMatchObject({ allowed: true, used: 1 });
    } finally {
      await counter.close();
    }
  });

  it.runIf(name === 'redis')('never passes the limit when two instances consume concurrently', async () => {
    const shared = config();
    const [a, b] = [await createDailyCounter(shared), await createDailyCounter(shared)];
    try {
      const all = await Promise.all(Array.from({ length: 80 }, (_, i) => (i % 2 ? a : b).consume('acct:race', 50)));
      expect(all.filter((u) => u.allowed)).toHaveLength(50);
      expect(await a.used('acct:race')).toBe(50);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
