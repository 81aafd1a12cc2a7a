/**
 * A stand-in for Google's sign-in keys in tests: serves a JSON Web Key Set over
 * real HTTP on 127.0.0.1 and signs ID tokens with its key (or, to test refusals,
 * with a rogue key under the same key id).
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
  const server: Server = createServer((request, response) => {
    if (request.url !== '/oauth2/v3/certs') return void response.writeHead(404).end();
    fetches += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    clientId,
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    fetches: () => fetches,
    sign: (options = {}) => signIdToken(options.rogue ? rogue.privateKey : real.privateKey, clientId, options),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function signIdToken(key: CryptoKey, clientId: string, o: TestIdTokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + (o.expiresIn ?? 3600);
  const claims: JWTPayload = { email: o.email ?? 'ada@example.com', email_verified: o.emailVerified ?? true, azp: clientId };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer(o.issuer ?? 'https://accounts.google.com')
    .setAudience(o.audience ?? clientId)
    .setSubject(o.subject ?? '104857600000000000001')
    .setIssuedAt(Math.min(now - 60, expiresAt - 3600))
    .setExpirationTime(expiresAt)
    .sign(key);
}
