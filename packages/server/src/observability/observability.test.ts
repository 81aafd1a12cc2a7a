import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

const SECRET_NAME = 'Zebulon Quackenbush';
const TEXT = `Patient: ${SECRET_NAME}\nEmail: zq.4471@example.org\nSSN: 123-45-6789`;

describe.each(backends)('metrics and readiness ($dialect)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };
  const value = (body: string, series: string) => {
    const line = body.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it('counts requests by route template and status, with latency', async () => {
    const { apiKey } = await t.newKey();
    const before = await scrape();
    const series = 'http_requests_total{method="POST",route="/v1/sanitize",status="200"}';
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': apiKey }, payload: { text: TEXT } });
    await t.app.inject({ method: 'POST', url: '/v1/rehydrate', headers: { 'x-api-key': apiKey }, payload: { text: 'x', session_id: 'AAAAAAAAAAAAAAAAAAAAAA' } });
    await t.app.inject({ method: 'GET', url: '/v1/no-such-route/abc123' });
    const after = await scrape();
    expect(value(after, series) - value(before, series)).toBe(3);
    expect(value(after, 'http_requests_total{method="POST",route="/v1/rehydrate",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(after).toContain('route="unmatched",status="404"');
    expect(after).not.toContain('abc123');
    expect(value(after, 'http_request_duration_seconds_count{method="POST",route="/v1/sanitize",status="200"}')).toBeGreaterThanOrEqual(3);
  });

  it('counts entities by type, sessions created and rate-limit refusals, and never carries text', async () => {
    const before = await scrape();
    const { apiKey } = await t.newKey('enterprise', 2);
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': apiKey }, payload: { text: TEXT } });
    const after = await scrape();
    const delta = (s: string) => value(after, s) - value(before, s);
    expect(delta('sanitizer_sessions_created_total')).toBe(2);
    expect(delta('sanitizer_entities_detected_total{type="SSN"}')).toBe(2);
    expect(delta('sanitizer_entities_detected_total{type="EMAIL_ADDRESS"}')).toBe(2);
    expect(delta('sanitizer_rate_limit_rejections_total{scope="org"}')).toBe(1);
    for (const secret of [SECRET_NAME, 'Zebulon', 'zq.4471', '123-45-6789', apiKey]) expect(after).not.toContain(secret);
  });

  it('is ready while its storage answers, and says so without a key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });
});

describe.each(backends)('readiness without storage ($dialect)', (backend) => {
  it('answers 503 service_unavailable in the envelope when the storage is gone, while health stays 200', async () => {
    const t = await createTestApp(backend);
    try {
      await t.storage.close();
      const ready = await t.app.inject({ method: 'GET', url: '/v1/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error).toMatchObject({ code: 'service_unavailable', request_id: ready.headers['x-request-id'] });
      expect((await t.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
