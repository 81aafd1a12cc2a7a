import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

describe.each(backends)('POST /v1/rehydrate ($dialect)', (backend) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { SESSION_TTL_SECONDS: '3600' });
    key = (await t.newKey()).apiKey;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, apiKey = key) => t.app.inject({ method: 'POST', url, headers: { 'x-api-key': apiKey }, payload });
  const sanitize = async (text: string, mode?: string) => (await post('/v1/sanitize', { text, ...(mode ? { mode } : {}) })).json();

  it('restores placeholders in a model reply and counts them', async () => {
    const s = await sanitize('Email ann.lee@example.org or bob@example.net');
    const reply = 'I wrote to [EMAIL_ADDRESS_1] and cc [EMAIL_ADDRESS_2]; [EMAIL_ADDRESS_1] replied. [EMAIL_ADDRESS_9] is unknown.';
    const r = (await post('/v1/rehydrate', { text: reply, session_id: s.session_id })).json();
    expect(r.text).toBe('I wrote to ann.lee@example.org and cc bob@example.net; ann.lee@example.org replied. [EMAIL_ADDRESS_9] is unknown.');
    expect(r.entities_restored).toBe(3);
    expect(typeof r.processing_ms).toBe('number');
  });

  it('answers session_not_found for an unknown session', async () => {
    const res = await post('/v1/rehydrate', { text: 'x', session_id: 'no-such-session' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('session_not_found');
  });

  it('answers another organization exactly like a missing session', async () => {
    const s = await sanitize('Email ann.lee@example.org');
    const other = (await t.newKey()).apiKey;
    const theirs = await post('/v1/rehydrate', { text: '[EMAIL_ADDRESS_1]', session_id: s.session_id }, other);
    const missing = await post('/v1/rehydrate', { text: '[EMAIL_ADDRESS_1]', session_id: 'missing' }, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toEqual({ ...missing.json().error, request_id: theirs.json().error.request_id });
  });

  it('answers session_expired after the lifetime, and restores nothing', async () => {
    const s = await sanitize('Email ann.lee@example.org');
    t.clock.advance(3600 * 1000 + 1);
    const res = await post('/v1/rehydrate', { text: '[EMAIL_ADDRESS_1]', session_id: s.session_id });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('session_expired');
    expect(res.body).not.toContain('ann.lee');
  });

  it('has no session to rehydrate in redact mode', async () => {
    const s = await sanitize('Email ann.lee@example.org', 'redact');
    expect(s.session_id).toBeNull();
  });

  it('requires text and session_id', async () => {
    const res = await post('/v1/rehydrate', { text: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('session_id') });
  });
});
