import { KNOWN_TYPES } from '@sanitizer/core';
import { describe, expect, it } from 'vitest';
import { entityTypesOf } from './local-engine.js';

describe('entityTypesOf', () => {
  it('reads names, aliases and the opt-in types in any case', () => {
    expect(entityTypesOf(['phone', 'ip_address', 'DATE_OF_BIRTH'])).toEqual(['PHONE_NUMBER', 'IP_ADDRESS', 'DATE_OF_BIRTH']);
  });

  it('expands ALL to every known type', () => {
    expect(entityTypesOf(['all'])).toEqual([...KNOWN_TYPES]);
  });

  it('refuses an unknown name as a usage error', () => {
    expect(() => entityTypesOf(['PASSPORT'])).toThrow(RangeError);
  });
});
