/**
 * A stand-in for Google's sign-in in tests: serves a JSON Web Key Set over real
 * HTTP on 127.0.0.1 and signs ID tokens with its key (or, to test refusals,
 * with a rogue key under the same key id). Its authorization endpoint answers
 * an OpenID Connect implicit-flow request at once with a token for the person
 * set by `nextSignIn`, as Google's page does after the user picks an account.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export interface TestIdTokenOptions {
  subject?: string;
  email?: string;
  emailVerified?: boolean;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an already expired token. */
  expiresIn?: number;
  /** Sign with a key the key set does not hold (same key id): a bad signature. */
  rogue?: boolean;
}

export interface TestIdentityProvider {
  clientId: string;
  jwksUrl: string;
  /** The authorization endpoint (stands in for accounts.google.com/o/oauth2/v2/auth). */
  authUrl: string;
  /** Who the authorization endpoint signs in next, and how the token is made. */
  nextSignIn(options: TestIdTokenOptions): void;
  /** How many times the key set was fetched. */
  fetches(): number;
  sign(options?: TestIdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

const KID = 'test-key-1';

export async function startTestIdentityProvider(clientId = 'sanitizer-test.apps.googleusercontent.com'): Promise<TestIdentityProvider> {
  const real = await generateKeyPair('RS256');
  const rogue = await generateKeyPair('RS256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(real.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] });
  let fetches = 0;
  let next: TestIdTokenOptions = {};
  const sign = (options: TestIdTokenOptions, nonce?: string) => signIdToken(options.rogue ? rogue.privateKey : real.privateKey, clientId, options, nonce);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/o/oauth2/v2/auth') return void authorize(url, next, sign).then(([status, headers]) => response.writeHead(status, headers).end());
    if (url.pathname !== '/oauth2/v3/certs') return void response.writeHead(404).end();
    fetches += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    clientId,
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    authUrl: `http://127.0.0.1:${port}/o/oauth2/v2/auth`,
    nextSignIn: (options) => void (next = options),
    fetches: () => fetches,
    sign: (options = {}) => sign(options),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Redirects to the caller's redirect_uri with the token in the fragment, as the implicit flow does. */
async function authorize(url: URL, options: TestIdTokenOptions, sign: (o: TestIdTokenOptions, nonce?: string) => Promise<string>): Promise<[number, Record<string, string>]> {
  const redirect = url.searchParams.get('redirect_uri');
  if (!redirect || url.searchParams.get('response_type') !== 'id_token') return [400, {}];
  const token = await sign(options, url.searchParams.get('nonce') ?? undefined);
  return [302, { location: `${redirect}#id_token=${encodeURIComponent(token)}` }];
}

function signIdToken(key: CryptoKey, clientId: string, o: TestIdTokenOptions, nonce?: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + (o.expiresIn ?? 3600);
  const claims: JWTPayload = { email: o.email ?? 'ada@example.com', email_verified: o.emailVerified ?? true, azp: clientId, ...(nonce ? { nonce } : {}) };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer(o.issuer ?? 'https://accounts.google.com')
    .setAudience(o.audience ?? clientId)
    .setSubject(o.subject ?? '104857600000000000001')
    .setIssuedAt(Math.min(now - 60, expiresAt - 3600))
    .setExpirationTime(expiresAt)
    .sign(key);
}
