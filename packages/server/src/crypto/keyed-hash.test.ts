import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyedHash } from './keyed-hash.js';
import { deriveKeys } from './master-key.js';

describe('createKeyedHash (HMAC-SHA-256)', () => {
  const key = randomBytes(32);
  const hash = createKeyedHash(key);

  it('is HMAC-SHA-256: deterministic under one key, different under another', () => {
    expect(Buffer.from(hash.digest('alice@example.com'))).toEqual(createHmac('sha256', key).update('alice@example.com').digest());
    expect(hash.digest('x')).toEqual(hash.digest('x'));
    expect(createKeyedHash(randomBytes(32)).digest('x')).not.toEqual(hash.digest('x'));
  });

  it('matches only the value that produced the digest', () => {
    const digest = hash.digest('4111 1111 1111 1111');
    expect(hash.matches('4111 1111 1111 1111', digest)).toBe(true);
    expect(hash.matches('4111 1111 1111 1112', digest)).toBe(false);
    expect(hash.matches('4111 1111 1111 1111', digest.subarray(0, 31))).toBe(false);
  });
});

describe('deriveKeys', () => {
  it('derives distinct, stable sub-keys that differ from the master key', () => {
    const master = randomBytes(32);
    const keys = deriveKeys(master);
    expect(keys.sessionEncryption).toHaveLength(32);
    expect(keys.sessionEncryption).not.toEqual(keys.lookupHash);
    expect(Buffer.from(keys.sessionEncryption)).not.toEqual(master);
    expect(deriveKeys(master)).toEqual(keys);
  });
});
