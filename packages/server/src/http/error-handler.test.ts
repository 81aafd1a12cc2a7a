import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

describe('errors the framework raises, in the spec envelope', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backends[0]!);
    key = (await t.newKey()).apiKey;
  });
  afterAll(() => t.close());

  const raw = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': key, 'content-type': contentType }, payload });

  const expectEnvelope = (res: { statusCode: number; json(): any; body: string }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    const { error } = res.json();
    expect(error).toEqual({ code, message: expect.any(String), suggestion: expect.any(String), request_id: expect.any(String) });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  };

  it('malformed JSON → 400 invalid_request', async () => {
    const res = await raw('{"text": "Ann Lee, 123-45-6789",}');
    expectEnvelope(res, 400, 'invalid_request');
    expect(res.body).not.toContain('123-45-6789');
  });

  it('empty JSON body → 400 invalid_request', async () => expectEnvelope(await raw(''), 400, 'invalid_request'));
  it('a JSON array → 400 invalid_request', async () => expectEnvelope(await raw('["text"]'), 400, 'invalid_request'));
  it('text/plain on a route that takes only JSON → 415 unsupported_media_type', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/rehydrate', headers: { 'x-api-key': key, 'content-type': 'text/plain' }, payload: 'hello' });
    expectEnvelope(res, 415, 'unsupported_media_type');
  });
  it('form encoding → 415 unsupported_media_type', async () => expectEnvelope(await raw('text=hi', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type'));

  it('a body over 1 MiB → 413 text_too_large', async () => {
    expectEnvelope(await raw(JSON.stringify({ text: 'a'.repeat(1_100_000) })), 413, 'text_too_large');
  });

  it('unknown route → 404 not_found, without needing a key', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/v1/nothing-here' }), 404, 'not_found');
  });

  it('wrong method on a known route → 405 method_not_allowed with Allow', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/sanitize' });
    expectEnvelope(res, 405, 'method_not_allowed');
    expect(res.headers.allow).toBe('POST');
  });

  it('echoes a safe caller request id and makes one up otherwise', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/v1/nope', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    expect(given.json().error.request_id).toBe('abc-123');
    const unsafe = await t.app.inject({ method: 'GET', url: '/v1/nope', headers: { 'x-request-id': 'bad id <script>' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the offending field and how to fix it', async () => {
    const res = await raw(JSON.stringify({ text: 'hi', config: { entities: 'PERSON' } }));
    expect(res.json().error.message).toContain('config.entities');
  });
});
