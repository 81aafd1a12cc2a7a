import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer, DecryptionError } from './aead.js';

const text = (s: string) => new TextEncoder().encode(s);

describe('createSealer (AES-256-GCM)', () => {
  const sealer = createSealer(randomBytes(32));
  const aad = text('session-1/org-1');

  it('round-trips and uses a fresh nonce each time', () => {
    const a = sealer.seal(text('secret'), aad);
    const b = sealer.seal(text('secret'), aad);
    expect(new TextDecoder().decode(sealer.open(a, aad))).toBe('secret');
    expect(Buffer.from(a.subarray(1, 13))).not.toEqual(Buffer.from(b.subarray(1, 13)));
    expect(a).toHaveLength(1 + 12 + 6 + 16);
  });

  it('rejects any flipped bit, in nonce, body or tag', () => {
    const sealed = sealer.seal(text('secret value'), aad);
    for (const index of [1, 13, sealed.length - 1]) {
      const tampered = Uint8Array.from(sealed);
      tampered[index]! ^= 0x80;
      expect(() => sealer.open(tampered, aad)).toThrow(DecryptionError);
    }
  });

  it('rejects other associated data, another key, truncation and unknown versions', () => {
    const sealed = sealer.seal(text('secret'), aad);
    expect(() => sealer.open(sealed, text('session-2/org-1'))).toThrow(DecryptionError);
    expect(() => createSealer(randomBytes(32)).open(sealed, aad)).toThrow(DecryptionError);
    expect(() => sealer.open(sealed.subarray(0, 20), aad)).toThrow(DecryptionError);
    expect(() => sealer.open(Uint8Array.of(2, ...sealed.subarray(1)), aad)).toThrow(DecryptionError);
  });

  it('keeps the plaintext out of its error message', () => {
    const sealed = sealer.seal(text('jane@example.org'), aad);
    expect(() => sealer.open(sealed, text('other'))).toThrow(/^sealed data failed authentication$/);
  });

  it('refuses keys of the wrong length', () => {
    expect(() => createSealer(randomBytes(16))).toThrow(RangeError);
  });
});
