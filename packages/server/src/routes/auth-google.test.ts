import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentityProvider, type TestIdentityProvider } from '../test-support/google-identity-provider.js';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

describe.each(backends)('POST /v1/auth/google-extension ($dialect)', (backend) => {
  let idp: TestIdentityProvider;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startTestIdentityProvider();
    t = await createTestApp(backend, { GOOGLE_CLIENT_ID: idp.clientId, GOOGLE_JWKS_URL: idp.jwksUrl });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/auth/google-extension', payload });

  it('creates the account and a Free organization on first sign-in, and provisions a working key', async () => {
    const res = await signIn({ id_token: await idp.sign({ subject: 'first-1', email: 'grace@example.com' }) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ api_key: expect.stringMatching(/^sk_/), plan: 'free', email: 'grace@example.com', daily_limit: 50, remaining_today: 50 });
    const sanitize = await t.app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': body.api_key }, payload: { text: 'Write to grace@example.com' } });
    expect(sanitize.statusCode).toBe(200);
    expect(sanitize.headers['x-daily-remaining']).toBe('49');
  });

  it('finds the same account on the next sign-in, with a new key and the day’s count kept', async () => {
    const first = (await signIn({ id_token: await idp.sign({ subject: 'again-1' }) })).json();
    await t.app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': first.api_key }, payload: { text: 'Call 617-555-0142' } });
    const second = (await signIn({ id_token: await idp.sign({ subject: 'again-1' }) })).json();
    expect(second.api_key).not.toBe(first.api_key);
    expect(second.remaining_today).toBe(49);
    const direct = await t.storage.accounts.signIn({ subject: 'again-1', email: 'ada@example.com' });
    expect(direct.created).toBe(false);
  });

  it('reports an upgraded plan as unlimited', async () => {
    const { organization } = await t.storage.accounts.signIn({ subject: 'pro-1', email: 'pro@example.com' });
    await t.storage.keys.ensureOrganization({ name: organization.name, plan: 'pro', updatePlan: true });
    const body = (await signIn({ id_token: await idp.sign({ subject: 'pro-1' }) })).json();
    expect(body).toMatchObject({ plan: 'pro', daily_limit: null, remaining_today: null });
  });

  it.each([
    ['a bad signature', { rogue: true }, 'invalid_id_token', /signature/],
    ['a wrong audience', { audience: 'someone-else.apps.googleusercontent.com' }, 'invalid_id_token', /audience/],
    ['a wrong issuer', { issuer: 'https://evil.example.com' }, 'invalid_id_token', /issuer/],
    ['an expired token', { expiresIn: -600 }, 'id_token_expired', /expired/],
    ['an unverified e-mail', { emailVerified: false }, 'invalid_id_token', /not verified/],
  ])('refuses %s', async (_, options, code, message) => {
    const res = await signIn({ id_token: await idp.sign({ subject: 'refused-1', ...options }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code, message: expect.stringMatching(message), suggestion: expect.stringContaining('Sign in again') });
    expect(res.body).not.toContain('refused-1');
  });

  it('refuses a token that is not a JWT at all', async () => {
    const res = await signIn({ id_token: 'not.a.token' });
    expect(res.json().error).toMatchObject({ code: 'invalid_id_token', message: expect.stringContaining('well-formed') });
  });

  it.each([[{}], [{ id_token: '' }], [{ id_token: 'x', extra: 1 }]])('answers invalid_request for %j', async (payload) => {
    const res = await signIn(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_request');
  });

  it('caches the key set instead of fetching it per sign-in', async () => {
    const before = idp.fetches();
    for (let i = 0; i < 3; i++) await signIn({ id_token: await idp.sign({ subject: `cache-${i}` }) });
    expect(idp.fetches() - before).toBe(0);
  });
});

describe.each(backends)('Google sign-in unavailable ($dialect)', (backend) => {
  it('answers sign_in_unavailable (503) when no client id is configured', async () => {
    const idp = await startTestIdentityProvider();
    const t = await createTestApp(backend);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/google-extension', payload: { id_token: await idp.sign() } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({ code: 'sign_in_unavailable', message: expect.stringContaining('not configured') });
    } finally {
      await t.close();
      await idp.close();
    }
  });

  it('answers sign_in_unavailable (503) when the key set cannot be fetched', async () => {
    const idp = await startTestIdentityProvider();
    const token = await idp.sign();
    const jwksUrl = idp.jwksUrl;
    await idp.close();
    const t = await createTestApp(backend, { GOOGLE_CLIENT_ID: idp.clientId, GOOGLE_JWKS_URL: jwksUrl });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/google-extension', payload: { id_token: token } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({ code: 'sign_in_unavailable', message: expect.stringContaining('signing keys') });
      expect(res.headers['retry-after']).toBe('30');
    } finally {
      await t.close();
    }
  });
});
