import { describe, expect, it } from 'vitest';
import { DISPLAY_PREFIX_LENGTH, generateApiKey, hashApiKey, isWellFormedApiKey } from './api-key.js';

describe('API keys', () => {
  it('are sk_ plus 32 random bytes in URL-safe base64, with a hash and a display prefix', () => {
    const { apiKey, hash, displayPrefix } = generateApiKey();
    expect(apiKey).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(isWellFormedApiKey(apiKey)).toBe(true);
    expect(hash).toEqual(hashApiKey(apiKey));
    expect(displayPrefix).toBe(apiKey.slice(0, DISPLAY_PREFIX_LENGTH));
    expect(generateApiKey().apiKey).not.toBe(apiKey);
  });

  it('recognises only the issued shape', () => {
    const { apiKey } = generateApiKey();
    for (const bad of ['', apiKey.slice(1), `${apiKey}x`, apiKey.replace('sk_', 'pk_'), `${apiKey.slice(0, -1)}=`]) {
      expect(isWellFormedApiKey(bad)).toBe(false);
    }
  });
});
