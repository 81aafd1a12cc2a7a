import { describe, expect, it } from 'vitest';
import { ENTITY_ALIASES, builtInTypeOf, isOptIn, typesNamed } from './entity-types.js';
import { BUILT_IN_TYPES, KNOWN_TYPES, OPT_IN_TYPES } from './types.js';

describe('the table of types', () => {
  it('keeps the default set to the spec’s ten, the opt-in types apart', () => {
    expect(BUILT_IN_TYPES).toHaveLength(10);
    expect(OPT_IN_TYPES.some((t) => (BUILT_IN_TYPES as readonly string[]).includes(t))).toBe(false);
    expect(BUILT_IN_TYPES.some(isOptIn)).toBe(false);
    expect(OPT_IN_TYPES.every(isOptIn)).toBe(true);
  });

  it.each([
    ['phone', 'PHONE_NUMBER'],
    ['EMAIL', 'EMAIL_ADDRESS'],
    ['ip_address', 'IP_ADDRESS'],
    ['SSN', 'SSN'],
    ['PASSPORT', null],
    ['ALL', null],
  ])('builtInTypeOf(%s) → %s', (name, expected) => {
    expect(builtInTypeOf(name)).toBe(expected);
  });

  it('derives the spec’s aliases from the table', () => {
    expect(ENTITY_ALIASES).toEqual({ EMAIL: 'EMAIL_ADDRESS', PHONE: 'PHONE_NUMBER' });
  });

  it('expands ALL (any case) to every known type and leaves other names alone', () => {
    expect(typesNamed('ALL')).toEqual(KNOWN_TYPES);
    expect(typesNamed('all')).toEqual(KNOWN_TYPES);
    expect(typesNamed('phone')).toEqual(['PHONE_NUMBER']);
    expect(typesNamed('NOPE')).toBeNull();
  });
});
