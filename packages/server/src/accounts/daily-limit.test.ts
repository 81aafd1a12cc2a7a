import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../rate-limit/daily-counter.js';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';
import { EXTENSION_DAILY_LIMIT } from './daily-limit.js';

const MINUTE_MS = 60_000;

describe.each(backends)('extension daily limit ($dialect)', (backend) => {
  let t: TestApp;
  let subjects = 0;
  beforeAll(async () => {
    t = await createTestApp(backend, { EXTENSION_SHARED_KEY: 'ext_shared_test_key_0123456789' });
    // Start well inside a UTC day, so the minutes moved below never cross midnight by accident.
    const intoDay = t.clock.now() % DAY_MS;
    t.clock.advance(DAY_MS - intoDay + 60 * MINUTE_MS);
  });
  afterAll(() => t.close());

  /** A signed-in extension account's key, as POST /v1/auth/google-extension provisions it. */
  async function accountKey(plan: 'free' | 'pro' | 'pro_plus' = 'free') {
    const { organization } = await t.storage.accounts.signIn({ subject: `daily-${++subjects}`, email: 'd@example.com' });
    if (plan !== 'free') await t.storage.keys.ensureOrganization({ name: organization.name, plan, updatePlan: true });
    return (await t.storage.keys.createKey(organization.id, 'extension')).apiKey;
  }

  /** Calls `url` n times, moving the clock a minute after every 20 so the per-minute limit never interferes. */
  async function callMany(url: string, apiKey: string, n: number) {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) {
      if (i > 0 && i % 20 === 0) t.clock.advance(MINUTE_MS);
      const res = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': apiKey }, payload: { text: 'Call Ann at 617-555-0142' } });
      statuses.push(res.statusCode);
    }
    t.clock.advance(MINUTE_MS);
    return statuses;
  }

  const sanitize = (apiKey: string, text = 'Call Ann at 617-555-0142') =>
    t.app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': apiKey }, payload: { text } });

  it(`allows ${EXTENSION_DAILY_LIMIT} sanitizations for a Free account, then answers extension_daily_limit (429)`, async () => {
    const key = await accountKey();
    expect(await callMany('/v1/sanitize', key, EXTENSION_DAILY_LIMIT)).toEqual(Array(EXTENSION_DAILY_LIMIT).fill(200));
    const res = await sanitize(key);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({ code: 'extension_daily_limit', message: expect.stringContaining('50'), suggestion: expect.stringContaining('00:00 UTC') });
    expect(res.headers).toMatchObject({ 'x-daily-limit': '50', 'x-daily-remaining': '0' });
    const reset = Number(res.headers['x-daily-reset']);
    expect(reset * 1000 % DAY_MS).toBe(0);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('starts again at 00:00 UTC', async () => {
    const key = await accountKey();
    await callMany('/v1/sanitize', key, EXTENSION_DAILY_LIMIT);
    expect((await sanitize(key)).statusCode).toBe(429);
    t.clock.advance(DAY_MS - (t.clock.now() % DAY_MS));
    const res = await sanitize(key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-daily-remaining']).toBe('49');
  });

  it('never counts POST /v1/detect', async () => {
    const key = await accountKey();
    expect(await callMany('/v1/detect', key, EXTENSION_DAILY_LIMIT + 10)).toEqual(Array(EXTENSION_DAILY_LIMIT + 10).fill(200));
    expect((await sanitize(key)).headers['x-daily-remaining']).toBe('49');
  });

  it('does not count a sanitization that fails', async () => {
    const key = await accountKey();
    expect((await sanitize(key, '')).json().error.code).toBe('empty_text');
    expect((await sanitize(key)).headers['x-daily-remaining']).toBe('49');
  });

  it('shares the allowance between the keys (devices) of one account', async () => {
    const { organization } = await t.storage.accounts.signIn({ subject: 'two-devices', email: 'd@example.com' });
    const a = (await t.storage.keys.createKey(organization.id, 'extension')).apiKey;
    const b = (await t.storage.keys.createKey(organization.id, 'extension')).apiKey;
    await sanitize(a);
    expect((await sanitize(b)).headers['x-daily-remaining']).toBe('48');
  });

  it.each(['pro', 'pro_plus'] as const)('leaves %s accounts unlimited', async (plan) => {
    const key = await accountKey(plan);
    expect(await callMany('/v1/sanitize', key, EXTENSION_DAILY_LIMIT + 5)).toEqual(Array(EXTENSION_DAILY_LIMIT + 5).fill(200));
  });

  it('applies neither to operator keys on the Free plan nor to the shared extension key', async () => {
    const { apiKey } = await t.newKey('free');
    expect(await callMany('/v1/sanitize', apiKey, EXTENSION_DAILY_LIMIT + 5)).toEqual(Array(EXTENSION_DAILY_LIMIT + 5).fill(200));
    const shared = await sanitize('ext_shared_test_key_0123456789');
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['x-daily-limit']).toBeUndefined();
  });
});
