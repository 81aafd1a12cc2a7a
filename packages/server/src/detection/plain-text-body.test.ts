import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';
import { bodyFromQuery } from './plain-text-body.js';

describe('bodyFromQuery', () => {
  it('turns the query options into the JSON body they stand for', () => {
    expect(bodyFromQuery('hi', { mode: 'redact', entities: 'PERSON, EMAIL ,', confidence_threshold: '0.5', custom_patterns: 'true' })).toEqual({
      text: 'hi',
      mode: 'redact',
      config: { entities: ['PERSON', 'EMAIL'], confidence_threshold: 0.5, custom_patterns: true },
    });
    expect(bodyFromQuery('hi', { session_id: 's1', entities: ['PERSON', 'SSN'] })).toEqual({ text: 'hi', session_id: 's1', config: { entities: ['PERSON', 'SSN'] } });
    expect(bodyFromQuery('', {})).toEqual({ text: '' });
  });

  it('leaves values that are not a number or boolean for the schema to refuse', () => {
    expect(bodyFromQuery('hi', { confidence_threshold: 'high', custom_patterns: 'yes' })).toEqual({ text: 'hi', config: { confidence_threshold: 'high', custom_patterns: 'yes' } });
  });

  it('refuses an unknown parameter, naming the ones it takes', () => {
    expect(() => bodyFromQuery('hi', { threshold: '1' })).toThrow(expect.objectContaining({ code: 'invalid_request', suggestion: expect.stringContaining('confidence_threshold') }));
  });
});

describe('text/plain bodies over real HTTP', () => {
  let t: TestApp;
  let base: string;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backends[0]!);
    key = (await t.newKey()).apiKey;
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const postText = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain', 'x-api-key': key, ...headers }, body });
  const postJson = (path: string, body: object) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });

  const NOTE = 'Patient: Maria Garcia\nEmail: maria.garcia@example.com\r\nPhone: (415) 555-0134\n';

  it('sanitizes the whole body as the text, like the same text in JSON, and keeps the session', async () => {
    const res = await postText('/v1/sanitize', NOTE, { 'content-type': 'text/plain; charset=utf-8' });
    expect(res.status).toBe(200);
    const plain = await res.json();
    const json = await (await postJson('/v1/sanitize', { text: NOTE })).json();
    expect(plain.sanitized).toBe(json.sanitized);
    expect(plain.sanitized).toContain('[EMAIL_ADDRESS_1]\r\n');
    expect(plain.entities).toEqual(json.entities);
    expect(plain.metadata.text_bytes).toBe(Buffer.byteLength(NOTE));
    const back = await (await postJson('/v1/rehydrate', { text: plain.sanitized, session_id: plain.session_id })).json();
    expect(back.text).toBe(NOTE);
  });

  it('takes mode, session_id, entities and confidence_threshold from the query string', async () => {
    const first = await (await postText('/v1/sanitize', 'Maria Garcia called.')).json();
    const next = await (await postText(`/v1/sanitize?session_id=${first.session_id}`, 'John Park says Maria Garcia paid.')).json();
    expect(next.sanitized).toBe('[PERSON_2] says [PERSON_1] paid.');
    const redacted = await (await postText('/v1/sanitize?mode=redact', 'Maria Garcia called.')).json();
    expect(redacted).toMatchObject({ redacted: true, session_id: null });
    const detected = await (await postText('/v1/detect?entities=EMAIL_ADDRESS&confidence_threshold=0.1', NOTE)).json();
    expect(detected.entities.map((e: { type: string }) => e.type)).toEqual(['EMAIL_ADDRESS']);
  });

  it.each([
    ['an empty body', '', '', 400, 'empty_text'],
    ['a text over 102,400 bytes', '', 'é'.repeat(51_201), 413, 'text_too_large'],
    ['a body over 1 MiB', '', 'a'.repeat(1024 * 1024 + 1), 413, 'text_too_large'],
    ['an unknown parameter', '?threshold=0.5', 'hello', 400, 'invalid_request'],
    ['a bad threshold', '?confidence_threshold=high', 'hello', 400, 'invalid_request'],
    ['a bad mode', '?mode=erase', 'hello', 400, 'invalid_request'],
  ])('answers %s in the envelope, as for JSON', async (_, query, body, status, code) => {
    for (const path of ['/v1/sanitize', '/v1/detect']) {
      const res = await postText(`${path}${query}`, body);
      expect({ path, status: res.status }).toEqual({ path, status });
      expect((await res.json()).error).toMatchObject({ code, suggestion: expect.any(String), request_id: expect.any(String) });
    }
  });

  it('refuses a charset other than UTF-8 with 415', async () => {
    const res = await postText('/v1/detect', 'hello', { 'content-type': 'text/plain; charset=iso-8859-1' });
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe('unsupported_media_type');
  });

  it('asks for the key before reading the body', async () => {
    const res = await postText('/v1/sanitize', 'Maria Garcia', { 'x-api-key': '' });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('invalid_api_key');
  });

  it.each(['/v1/rehydrate', '/v1/feedback', '/v1/patterns', '/v1/chat/completions', '/v1/auth/google-extension'])('keeps answering 415 for text/plain on %s', async (path) => {
    const res = await postText(path, 'hello');
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe('unsupported_media_type');
  });
});
