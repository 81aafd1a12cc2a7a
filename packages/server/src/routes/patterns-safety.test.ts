/**
 * A pattern that would backtrack catastrophically in a JavaScript RegExp runs in
 * linear time here (RE2 semantics), so 100 KB texts with it do not stall the
 * service. The latencies are printed; the bound asserted is only a hang guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

const EVIL = '(a+)+$';
const HANG_GUARD_MS = 5_000;

describe.each(backends)('catastrophic custom pattern ($dialect)', (backend) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    key = (await t.newKey()).apiKey;
  });
  afterAll(() => t.close());

  const timed = async (payload: object) => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': key }, payload });
    return { ms: performance.now() - started, status: res.statusCode, body: res.json() };
  };

  it('is accepted and matches a 100 KB text in linear time while other requests stay fast', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/v1/patterns', headers: { 'x-api-key': key }, payload: { name: 'EVIL', pattern: EVIL, examples: ['aaaa'] } });
    expect(created.statusCode).toBe(200);
    const big = 'a'.repeat(102_399) + '!';
    const small = { text: 'Email ann.lee@example.org about the invoice.', config: { custom_patterns: true } };
    const baseline = await Promise.all(Array.from({ length: 20 }, () => timed(small)));

    const heavy = Array.from({ length: 4 }, () => timed({ text: big, config: { custom_patterns: true } }));
    const light: Promise<Awaited<ReturnType<typeof timed>>>[] = [];
    for (let i = 0; i < 20; i++) {
      light.push(timed(small));
      await new Promise((r) => setTimeout(r, 5));
    }
    const [heavyDone, lightDone] = await Promise.all([Promise.all(heavy), Promise.all(light)]);

    for (const h of heavyDone) {
      expect(h.status).toBe(200);
      expect(h.body.entities).toEqual([]);
    }
    const stats = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return { p50: s[Math.floor(s.length / 2)]!.toFixed(1), max: s[s.length - 1]!.toFixed(1) };
    };
    console.log(
      `EVIL ${EVIL} on ${big.length} chars: heavy requests ms ${JSON.stringify(stats(heavyDone.map((h) => h.ms)))}, engine processing_ms ${heavyDone.map((h) => h.body.processing_ms).join(', ')}; ` +
        `concurrent small requests ms ${JSON.stringify(stats(lightDone.map((l) => l.ms)))}, alone ${JSON.stringify(stats(baseline.map((b) => b.ms)))}`,
    );
    expect(Math.max(...heavyDone.map((h) => h.ms), ...lightDone.map((l) => l.ms))).toBeLessThan(HANG_GUARD_MS);
  });

  const create = (name: string, pattern: string) => t.app.inject({ method: 'POST', url: '/v1/patterns', headers: { 'x-api-key': key }, payload: { name, pattern } });

  it.each(['[a-z]{1,1000}[0-9]', '(?:a?){500}a{500}'])('refuses %s, linear but with a huge program, naming the cost and a cheaper form', async (pattern) => {
    const res = await create('HUGE_PROGRAM', pattern);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_pattern', message: expect.stringMatching(/instructions, more than the 250 .*narrow bounded repeats/) });
  });

  it("refuses a pattern that would take the organization's patterns together past their budget", async () => {
    const own = await t.newKey();
    const createFor = (name: string, pattern: string) =>
      t.app.inject({ method: 'POST', url: '/v1/patterns', headers: { 'x-api-key': own.apiKey }, payload: { name, pattern } });
    const letters = 'ABCDEFGHIJ';
    // Each costs about 203 instructions: nine fit in 2,000, the tenth does not.
    for (const c of letters.slice(0, 9)) expect((await createFor(`COST_${c}`, `${c}[a-z]{1,100}[0-9]`)).statusCode).toBe(200);
    const tenth = await createFor('COST_J', 'J[a-z]{1,100}[0-9]');
    expect(tenth.statusCode).toBe(400);
    expect(tenth.json().error).toMatchObject({ code: 'invalid_pattern', message: expect.stringContaining('more than 2,000') });
  });
});
