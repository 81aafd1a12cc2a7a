import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

describe.each(backends)('POST /v1/detect ($dialect)', (backend) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    key = (await t.newKey()).apiKey;
  });
  afterAll(() => t.close());

  it('returns entities without placeholders or a session', async () => {
    const text = 'Reach me at ann.lee@example.org';
    const res = await t.app.inject({ method: 'POST', url: '/v1/detect', headers: { 'x-api-key': key }, payload: { text } });
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['entities', 'entities_found', 'metadata', 'processing_ms']);
    expect(body.entities).toEqual([
      { type: 'EMAIL_ADDRESS', confidence: expect.any(Number), start: 12, end: 31, structure: { region_type: 'paragraph', label: null, line: 1 } },
    ]);
  });

  it('validates like sanitize', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/detect', headers: { 'x-api-key': key }, payload: { text: '' } });
    expect(res.json().error.code).toBe('empty_text');
  });
});
