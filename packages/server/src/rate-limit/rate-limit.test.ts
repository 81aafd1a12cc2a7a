import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';
import { UNLIMITED_HEADER_VALUE } from '../http/auth.js';
import type { Plan } from '../storage/ports.js';

describe.each(backends)('rate limits ($dialect)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const detect = (apiKey: string) => t.app.inject({ method: 'POST', url: '/v1/detect', headers: { 'x-api-key': apiKey }, payload: { text: 'hello' } });

  it.each([
    ['free', 20],
    ['pro', 600],
    ['pro_plus', 2000],
  ] as [Plan, number][])('allows exactly the %s plan limit of %i per minute', async (plan, limit) => {
    const { apiKey } = await t.newKey(plan);
    for (let i = 1; i <= limit; i++) {
      const res = await detect(apiKey);
      if (res.statusCode !== 200) throw new Error(`request ${i} of ${limit} answered ${res.statusCode}`);
      if (i === 1 || i === limit) expect(res.headers['x-ratelimit-remaining']).toBe(String(limit - i));
    }
    const over = await detect(apiKey);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({ code: 'rate_limited', suggestion: expect.any(String) });
    expect(over.headers['x-ratelimit-limit']).toBe(String(limit));
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("counts Retry-After on the limiter's clock: the seconds left in the window", async () => {
    const { apiKey } = await t.newKey('free');
    const start = Math.floor(t.clock.now() / 60_000) * 60_000;
    t.clock.advance(start + 60_000 - 12_500 - t.clock.now());
    for (let i = 0; i < 20; i++) await detect(apiKey);
    const over = await detect(apiKey);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('13');
  });

  it('sends the three headers, with the reset as Unix seconds at the window end', async () => {
    const { apiKey } = await t.newKey('free');
    const res = await detect(apiKey);
    const reset = Number(res.headers['x-ratelimit-reset']);
    expect(res.headers['x-ratelimit-limit']).toBe('20');
    expect(reset % 60).toBe(0);
    expect(reset * 1000).toBeGreaterThan(t.clock.now());
    expect(reset * 1000 - t.clock.now()).toBeLessThanOrEqual(60_000);
  });

  it('counts per organization, and resets with the next window', async () => {
    const a = await t.newKey('free');
    const b = await t.newKey('free');
    for (let i = 0; i < 20; i++) await detect(a.apiKey);
    expect((await detect(a.apiKey)).statusCode).toBe(429);
    expect((await detect(b.apiKey)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await detect(a.apiKey)).statusCode).toBe(200);
  });

  it('shares one budget across the keys of one organization', async () => {
    const { orgId, apiKey } = await t.newKey('free');
    const second = (await t.storage.keys.createKey(orgId)).apiKey;
    for (let i = 0; i < 10; i++) await detect(apiKey);
    for (let i = 0; i < 10; i++) await detect(second);
    expect((await detect(apiKey)).statusCode).toBe(429);
  });

  it('uses the operator-set limit for enterprise, and says unlimited when none is set', async () => {
    const limited = await t.newKey('enterprise', 3);
    for (let i = 0; i < 3; i++) await detect(limited.apiKey);
    expect((await detect(limited.apiKey)).statusCode).toBe(429);
    const unlimited = await t.newKey('enterprise', null);
    const res = await detect(unlimited.apiKey);
    expect(res.headers['x-ratelimit-limit']).toBe(UNLIMITED_HEADER_VALUE);
  });
});
