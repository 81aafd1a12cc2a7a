import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../learning/usage-days.js';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

const DAY_MS = 86_400_000;
const TEXT = 'Ann Lee wrote to ann.lee@example.org and bob@example.com';

describe.each(backends)('GET /v1/usage ($dialect)', (backend) => {
  let t: TestApp;
  let key: string;
  let start: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    key = (await t.newKey('enterprise', 100)).apiKey;
    start = t.clock.now();
  });
  afterAll(() => t.close());

  const call = (url: string, apiKey = key) => t.app.inject({ method: 'POST', url, headers: { 'x-api-key': apiKey }, payload: { text: TEXT } });
  const usage = (query = '', apiKey = key) => t.app.inject({ method: 'GET', url: `/v1/usage${query}`, headers: { 'x-api-key': apiKey } });

  it('counts requests and entities per day, with every day of the window present', async () => {
    const detected = (await call('/v1/detect')).json().entities as { type: string }[];
    const expected: Record<string, number> = {};
    for (const e of detected) expected[e.type] = (expected[e.type] ?? 0) + 2;
    expect(expected['EMAIL_ADDRESS']).toBe(4);
    expect((await call('/v1/sanitize')).statusCode).toBe(200);
    t.clock.advance(2 * DAY_MS);
    expect((await call('/v1/detect')).statusCode).toBe(200);

    const res = await usage('?days=4');
    expect(res.statusCode).toBe(200);
    const today = t.clock.now();
    const perDay = Object.fromEntries(detected.map((e) => [e.type, detected.filter((d) => d.type === e.type).length]));
    expect(res.json().days).toEqual([
      { day: dayOf(today - 3 * DAY_MS), requests: 0, entities: {} },
      { day: dayOf(start), requests: 2, entities: expected },
      { day: dayOf(today - DAY_MS), requests: 0, entities: {} },
      { day: dayOf(today), requests: 1, entities: perDay },
    ]);
  });

  it('returns 30 days unless asked, ending today', async () => {
    const days = (await usage()).json().days as { day: string }[];
    expect(days).toHaveLength(30);
    expect(days[29]!.day).toBe(dayOf(t.clock.now()));
  });

  it('shows the rate-limit state this request left', async () => {
    const first = (await usage()).json().rate_limit;
    const second = await usage();
    expect(first).toEqual({ limit: 100, remaining: expect.any(Number), reset: expect.any(Number) });
    expect(second.json().rate_limit).toEqual({ ...first, remaining: first.remaining - 1 });
    expect(second.headers['x-ratelimit-remaining']).toBe(String(first.remaining - 1));
  });

  it('never shows another organization’s usage', async () => {
    const other = (await t.newKey()).apiKey;
    await call('/v1/detect', other);
    const days = (await usage('?days=90')).json().days as { requests: number }[];
    const theirs = (await usage('?days=90', other)).json();
    expect(days.reduce((n, d) => n + d.requests, 0)).toBe(3);
    expect(theirs.days.reduce((n: number, d: { requests: number }) => n + d.requests, 0)).toBe(1);
    expect(theirs.rate_limit).toMatchObject({ limit: null, remaining: null });
  });

  it.each(['0', '91', '-1', '1.5', 'x', ''])('answers invalid_request for days=%s', async (days) => {
    const res = await usage(`?days=${days}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_request');
  });

  it('needs a key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/usage' });
    expect(res.statusCode).toBe(401);
  });
});
