import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

/** The only routes that may answer without a key (besides the generated 405 answers). */
const PUBLIC_URLS = ['/v1/health', '/v1/ready', '/metrics', '/v1/auth/google-extension', '/v1/openapi.json', '/docs', '/console'];

const isPublicUrl = (url: string) => PUBLIC_URLS.includes(url) || url.startsWith('/docs/') || url.startsWith('/console/');
const declaredPublic = (route: RouteOptions) => route.config?.public === true;
const methodsOf = (route: RouteOptions) => [route.method].flat();
/** A concrete path for a route template: `:id` and `*` filled with a harmless value. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, 'x').replace(/\*$/, 'x');

/** Every authenticated route, with a body that would otherwise be valid. */
const AUTHENTICATED: { method: 'POST' | 'GET' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'POST', url: '/v1/sanitize', payload: { text: 'hello' } },
  { method: 'POST', url: '/v1/detect', payload: { text: 'hello' } },
  { method: 'POST', url: '/v1/rehydrate', payload: { text: 'hello', session_id: 'x' } },
];

describe.each(backends)('authentication ($dialect)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { EXTENSION_SHARED_KEY: 'ext_shared_test_key_0123456789' });
  });
  afterAll(() => t.close());

  it('walks every registered route: each one not declared public answers 401 invalid_api_key without a key', async () => {
    const guarded = t.routes.filter((r) => !declaredPublic(r));
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      for (const method of methodsOf(route)) {
        const res = await t.app.inject({ method, url: concrete(route.url) });
        expect({ method, url: route.url, status: res.statusCode }).toEqual({ method, url: route.url, status: 401 });
        if (method !== 'HEAD') expect(res.json().error.code).toBe('invalid_api_key');
      }
    }
  });

  it('walks every route declared public: it is on the public list, or it only answers 405', async () => {
    for (const route of t.routes.filter(declaredPublic)) {
      if (isPublicUrl(route.url)) continue;
      for (const method of methodsOf(route)) {
        const res = await t.app.inject({ method, url: concrete(route.url) });
        expect({ method, url: route.url, status: res.statusCode }).toEqual({ method, url: route.url, status: 405 });
      }
    }
  });

  it('makes a route without a declaration authenticated', async () => {
    const undeclared = t.routes.filter((r) => r.config?.public === undefined).map((r) => r.url);
    expect(undeclared).toEqual(expect.arrayContaining(['/v1/sanitize', '/v1/patterns', '/v1/insights/:id/resolve']));
    const res = await t.app.inject({ method: 'GET', url: '/v1/patterns' });
    expect(res.statusCode).toBe(401);
  });

  describe.each(AUTHENTICATED)('$method $url', (route) => {
    it.each([
      ['no key', {}],
      ['an empty key', { 'x-api-key': '' }],
      ['an unknown key', { 'x-api-key': 'sk_not_a_real_key' }],
    ])('answers invalid_api_key (401) for %s', async (_, headers) => {
      const res = await t.app.inject({ method: route.method, url: route.url, headers, payload: route.payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'invalid_api_key', suggestion: expect.stringContaining('X-API-Key') });
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    });

    it('authenticates before reading the body', async () => {
      const res = await t.app.inject({ method: route.method, url: route.url, headers: { 'content-type': 'application/json' }, payload: '{not json' });
      expect(res.json().error.code).toBe('invalid_api_key');
    });

    it('answers revoked keys like unknown ones', async () => {
      const org = await t.storage.keys.ensureOrganization({ name: `revoked-${route.url}`, plan: 'pro' });
      const { apiKey, key } = await t.storage.keys.createKey(org.id);
      await t.storage.keys.revokeByPrefix(key.prefix);
      const res = await t.app.inject({ method: route.method, url: route.url, headers: { 'x-api-key': apiKey }, payload: route.payload });
      expect(res.json().error.code).toBe('invalid_api_key');
    });
  });

  it('answers unauthorized (401) when the key’s organization cannot be resolved', async () => {
    const { apiKey, orgId } = await t.newKey('pro');
    const connection = await t.database.open();
    await connection.db.deleteFrom('organizations').where('id', '=', orgId).execute();
    const res = await t.app.inject({ method: 'POST', url: '/v1/detect', headers: { 'x-api-key': apiKey }, payload: { text: 'hello' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'unauthorized', suggestion: expect.any(String) });
  });

  describe('Authorization: Bearer', () => {
    const detect = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/v1/detect', headers, payload: { text: 'hello there' } });

    it('is accepted like X-API-Key', async () => {
      const { apiKey } = await t.newKey('pro');
      const res = await detect({ authorization: `Bearer ${apiKey}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('600');
      expect((await detect({ authorization: `bearer  ${apiKey}` })).statusCode).toBe(200);
    });

    it.each([
      ['an unknown key', 'Bearer sk_not_a_real_key'],
      ['an empty bearer', 'Bearer '],
      ['another scheme', 'Basic c2tfeDp5'],
    ])('answers invalid_api_key (401) for %s', async (_, authorization) => {
      const res = await detect({ authorization });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('invalid_api_key');
    });

    it('loses to X-API-Key when both are sent', async () => {
      const { apiKey } = await t.newKey('pro');
      expect((await detect({ 'x-api-key': apiKey, authorization: 'Bearer sk_not_a_real_key' })).statusCode).toBe(200);
      const res = await detect({ 'x-api-key': 'sk_not_a_real_key', authorization: `Bearer ${apiKey}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('invalid_api_key');
    });

    it('is not taken as the service key on the proxy, whose Authorization is the model’s', async () => {
      const { apiKey } = await t.newKey('pro');
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/chat/completions',
        headers: { authorization: `Bearer ${apiKey}` },
        payload: { model: 'm', messages: [{ role: 'user', content: 'hi' }] },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'invalid_api_key', suggestion: expect.stringContaining('chat/completions') });
    });
  });

  it('accepts the shared extension key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/detect', headers: { 'x-api-key': 'ext_shared_test_key_0123456789' }, payload: { text: 'hello there' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBe('20');
  });

  it('limits the shared extension key per client address, not for everyone', async () => {
    const call = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/v1/detect', remoteAddress: ip, headers: { 'x-api-key': 'ext_shared_test_key_0123456789' }, payload: { text: 'hello there' } });
    for (let i = 0; i < 20; i++) await call('10.0.0.1');
    expect((await call('10.0.0.1')).statusCode).toBe(429);
    expect((await call('10.0.0.2')).statusCode).toBe(200);
  });
});
