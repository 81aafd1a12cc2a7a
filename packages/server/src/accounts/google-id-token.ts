import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleIdentity } from './account-store.js';

/** Both spellings Google uses for the `iss` claim of its ID tokens. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** Leeway for clocks that disagree a little with Google's. */
const CLOCK_TOLERANCE_SECONDS = 30;
/** A signing-key fetch slower than this counts as the provider being unavailable. */
const JWKS_TIMEOUT_MS = 5_000;

/** Why a token was refused, in words safe to show the caller (never the token or its claims). */
export type IdTokenFailure =
  | { reason: 'expired'; detail: string }
  | { reason: 'invalid'; detail: string }
  | { reason: 'unavailable'; detail: string };

export type IdTokenCheck = { ok: true; identity: GoogleIdentity } | ({ ok: false } & IdTokenFailure);

/** Port: checks a Google ID token. */
export interface IdTokenVerifier {
  verify(idToken: string): Promise<IdTokenCheck>;
}

/**
 * Verifies Google ID tokens: RS256 signature against the key set at `jwksUrl`
 * (fetched when needed, cached, refetched for an unknown key id), issuer,
 * audience = the extension's OAuth client id, expiry, and a verified e-mail.
 * @example const check = await createGoogleIdTokenVerifier({ clientId, jwksUrl }).verify(token)
 */
export function createGoogleIdTokenVerifier(options: { clientId: string; jwksUrl: string }): IdTokenVerifier {
  const keySet = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: JWKS_TIMEOUT_MS });
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keySet, {
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
          algorithms: ['RS256'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        return identityOf(payload);
      } catch (error) {
        return { ok: false, ...classify(error) };
      }
    },
  };
}

function identityOf(payload: JWTPayload): IdTokenCheck {
  const email = typeof payload.email === 'string' ? payload.email : '';
  if (!payload.sub || email === '') return { ok: false, reason: 'invalid', detail: 'The ID token carries no e-mail address; request the `email` scope.' };
  if (payload.email_verified !== true && payload.email_verified !== 'true') {
    return { ok: false, reason: 'invalid', detail: 'The Google account’s e-mail address is not verified.' };
  }
  return { ok: true, identity: { subject: payload.sub, email } };
}

function classify(error: unknown): IdTokenFailure {
  if (error instanceof errors.JWTExpired) return { reason: 'expired', detail: 'The ID token has expired.' };
  if (error instanceof errors.JWTClaimValidationFailed) return { reason: 'invalid', detail: claimDetail(error.claim) };
  if (error instanceof errors.JWSSignatureVerificationFailed) return { reason: 'invalid', detail: 'The ID token’s signature does not match Google’s signing keys.' };
  if (error instanceof errors.JWKSNoMatchingKey) return { reason: 'invalid', detail: 'The ID token was signed with a key Google does not publish.' };
  if (error instanceof errors.JOSEAlgNotAllowed) return { reason: 'invalid', detail: 'The ID token is not signed with RS256.' };
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid || error instanceof errors.JOSENotSupported) {
    return { reason: 'invalid', detail: 'The ID token is not a well-formed signed JWT.' };
  }
  // Timeouts, network failures, a non-200 or malformed key set: the provider, not the token.
  return { reason: 'unavailable', detail: 'Google’s signing keys could not be fetched.' };
}

function claimDetail(claim: string): string {
  switch (claim) {
    case 'aud':
      return 'The ID token was issued for another application (audience).';
    case 'iss':
      return 'The ID token was not issued by Google (issuer).';
    case 'nbf':
    case 'iat':
      return 'The ID token is not valid yet; check the device clock.';
    default:
      return `The ID token’s ${claim} claim is missing or not valid.`;
  }
}
