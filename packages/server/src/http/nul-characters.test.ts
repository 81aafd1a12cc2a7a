import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

/** NUL characters: PostgreSQL text columns cannot hold them; every backend must answer alike, never 500. */
describe.each(backends)('NUL characters in requests ($dialect)', (backend) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    key = (await t.newKey()).apiKey;
  });
  afterAll(() => t.close());

  const call = async (method: 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };

  it('answers an id holding NUL as unknown', async () => {
    expect(await call('DELETE', '/v1/patterns/%00')).toMatchObject({ status: 404, body: { error: { code: 'pattern_not_found' } } });
    expect(await call('DELETE', '/v1/patterns/pat%00x')).toMatchObject({ status: 404, body: { error: { code: 'pattern_not_found' } } });
    expect(await call('POST', '/v1/insights/%00/resolve', { resolution: 'approve' })).toMatchObject({ status: 404, body: { error: { code: 'insight_not_found' } } });
    expect(await call('POST', '/v1/rehydrate', { text: 'x', session_id: 'abc\u0000' })).toMatchObject({ status: 404, body: { error: { code: 'session_not_found' } } });
  });

  it.each([
    ['a pattern', { name: 'NUL_PATTERN', pattern: 'AB\u0000\\d+' }],
    ['a description', { name: 'NUL_DESCRIPTION', pattern: 'AB-\\d{4}', description: 'codes\u0000here' }],
    ['an example', { name: 'NUL_EXAMPLE', pattern: 'AB-\\d{4}', examples: ['AB-1234\u0000'] }],
  ])('refuses %s holding NUL with invalid_request, naming the field', async (_label, body) => {
    const res = await call('POST', '/v1/patterns', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/^`\w+` holds a NUL character/) });
    expect(res.body.error.suggestion).toMatch(/NUL/);
  });

  it('refuses a rejection reason holding NUL before looking the insight up', async () => {
    const res = await call('POST', '/v1/insights/ins_0000000000000000000000000/resolve', { resolution: 'reject', reason: 'no\u0000' });
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', message: '`reason` holds a NUL character (U+0000).' } } });
  });

  it('stores sanitized text and corrections with NUL faithfully', async () => {
    const text = 'Maria Garcia\u0000 wrote from maria@example.com';
    const s = await call('POST', '/v1/sanitize', { text });
    expect(s.status).toBe(200);
    expect((await call('POST', '/v1/rehydrate', { text: s.body.sanitized, session_id: s.body.session_id })).body.text).toBe(text);
    const feedback = await call('POST', '/v1/feedback', {
      session_id: s.body.session_id,
      corrections: [{ feedback_type: 'missed_entity', span_text: 'wrote\u0000', correct_type: 'PERSON' }],
    });
    expect(feedback.status).toBe(200);
  });
});
