import { createCipheriv, createDecipheriv } from 'node:crypto';
import { pooledRandomBytes } from './random-pool.js';
import { KEY_BYTES } from './master-key.js';

const FORMAT_VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + NONCE_BYTES;

/** The ciphertext was altered, bound to other associated data, or sealed under another key. */
export class DecryptionError extends Error {
  constructor() {
    super('sealed data failed authentication');
    this.name = 'DecryptionError';
  }
}

/** AES-256-GCM with a random 96-bit nonce per message. */
export interface Sealer {
  /** Returns `version ‖ nonce ‖ ciphertext ‖ tag`; `associatedData` is authenticated, not stored. */
  seal(plaintext: Uint8Array, associatedData: Uint8Array): Uint8Array;
  /** Inverse of `seal`; throws DecryptionError on any mismatch. */
  open(sealed: Uint8Array, associatedData: Uint8Array): Uint8Array;
}

/**
 * @example
 * const sealer = createSealer(keys.sessionEncryption);
 * const box = sealer.seal(bytes, aad); sealer.open(box, aad) // → bytes
 */
export function createSealer(key: Uint8Array): Sealer {
  if (key.length !== KEY_BYTES) throw new RangeError(`AES-256-GCM key must be ${KEY_BYTES} bytes`);
  const k = Buffer.from(key);
  return Object.freeze({
    seal: (plaintext: Uint8Array, associatedData: Uint8Array) => seal(k, plaintext, associatedData),
    open: (sealed: Uint8Array, associatedData: Uint8Array) => open(k, sealed, associatedData),
  });
}

function seal(key: Buffer, plaintext: Uint8Array, associatedData: Uint8Array): Uint8Array {
  const nonce = pooledRandomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return new Uint8Array(Buffer.concat([Buffer.of(FORMAT_VERSION), nonce, body, cipher.getAuthTag()]));
}

function open(key: Buffer, sealed: Uint8Array, associatedData: Uint8Array): Uint8Array {
  if (sealed.length < HEADER_BYTES + TAG_BYTES || sealed[0] !== FORMAT_VERSION) throw new DecryptionError();
  const bytes = Buffer.from(sealed);
  const nonce = bytes.subarray(1, HEADER_BYTES);
  const body = bytes.subarray(HEADER_BYTES, bytes.length - TAG_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(associatedData);
    decipher.setAuthTag(tag);
    return new Uint8Array(Buffer.concat([decipher.update(body), decipher.final()]));
  } catch {
    throw new DecryptionError();
  }
}
