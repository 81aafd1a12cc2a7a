import { createHmac, timingSafeEqual } from 'node:crypto';
import { KEY_BYTES } from './master-key.js';

/** HMAC-SHA-256 under a secret key: equal inputs give equal digests, yet the digest reveals nothing without the key. */
export interface KeyedHash {
  digest(value: string): Uint8Array;
  /** Constant-time check that `value` hashes to `expected`. */
  matches(value: string, expected: Uint8Array): boolean;
}

/**
 * For equality look-ups on sensitive values (e.g. "was this original corrected before?")
 * without storing them in plain text.
 * @example const h = createKeyedHash(keys.lookupHash); h.digest('alice@example.com')
 */
export function createKeyedHash(key: Uint8Array): KeyedHash {
  if (key.length !== KEY_BYTES) throw new RangeError(`HMAC key must be ${KEY_BYTES} bytes`);
  const k = Buffer.from(key);
  const digest = (value: string): Uint8Array => new Uint8Array(createHmac('sha256', k).update(value, 'utf8').digest());
  return Object.freeze({
    digest,
    matches: (value: string, expected: Uint8Array) => constantTimeEqual(digest(value), expected),
  });
}

/** Compares two byte strings without leaking, through timing, where they first differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
