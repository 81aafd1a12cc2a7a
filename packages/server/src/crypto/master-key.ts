import { hkdfSync } from 'node:crypto';

/** Length in bytes of every key in this module (AES-256, HMAC-SHA-256). */
export const KEY_BYTES = 32;

/** Independent sub-keys derived from the one configured key, so no key serves two algorithms. */
export interface DerivedKeys {
  readonly sessionEncryption: Uint8Array;
  readonly lookupHash: Uint8Array;
  readonly learningEncryption: Uint8Array;
}

/**
 * Derives purpose-bound sub-keys from the 32-byte master key with HKDF-SHA-256.
 * @example const { sessionEncryption } = deriveKeys(config.encryptionKey)
 */
export function deriveKeys(masterKey: Uint8Array): DerivedKeys {
  if (masterKey.length !== KEY_BYTES) throw new RangeError(`master key must be ${KEY_BYTES} bytes`);
  return Object.freeze({
    sessionEncryption: derive(masterKey, 'sanitizer/session-mapping/aes-256-gcm/v1'),
    lookupHash: derive(masterKey, 'sanitizer/lookup-hash/hmac-sha-256/v1'),
    learningEncryption: derive(masterKey, 'sanitizer/learning-records/aes-256-gcm/v1'),
  });
}

function derive(masterKey: Uint8Array, info: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', masterKey, new Uint8Array(0), info, KEY_BYTES));
}
