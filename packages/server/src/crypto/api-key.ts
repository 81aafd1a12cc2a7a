import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so leaked keys are easy to recognise (and to scan for). */
export const API_KEY_PREFIX = 'sk_';
const SECRET_BYTES = 32;
/** base64url of 32 bytes without padding. */
const SECRET_CHARS = 43;
/** Characters of the key kept in clear for operators: `sk_` plus 9 characters (54 of 256 bits). */
export const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 9;
/** Shortest prefix an operator may revoke by, so `sk_` alone cannot revoke every key. */
export const MIN_REVOKE_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{${SECRET_CHARS}}$`);

export interface GeneratedApiKey {
  /** Shown to the caller once, never stored. */
  apiKey: string;
  hash: Uint8Array;
  displayPrefix: string;
}

/** A new key from 32 random bytes: `sk_` + URL-safe base64. */
export function generateApiKey(): GeneratedApiKey {
  const apiKey = API_KEY_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
  return { apiKey, hash: hashApiKey(apiKey), displayPrefix: apiKey.slice(0, DISPLAY_PREFIX_LENGTH) };
}

/**
 * SHA-256 of the key. A plain hash suffices for 256-bit random secrets (nothing to
 * brute-force), and unlike an HMAC it keeps keys valid across encryption-key rotation.
 */
export function hashApiKey(apiKey: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(apiKey, 'utf8').digest());
}

/** Whether `value` has the shape of a key this service issues (checked before any look-up). */
export function isWellFormedApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}
