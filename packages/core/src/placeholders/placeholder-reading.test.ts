import { describe, expect, it } from 'vitest';
import { canonicalType, isOpenToken, readPlaceholders, typeOfKey } from './placeholder-reading.js';

const keys = (text: string) => readPlaceholders(text).map((t) => [t.written, t.key]);

describe('readPlaceholders', () => {
  it.each([
    ['[PERSON_1]', '[PERSON_1]'],
    ['[person_1]', '[PERSON_1]'],
    ['[PERSON 1]', '[PERSON_1]'],
    ['[PERSON-1]', '[PERSON_1]'],
    ['[ PERSON_1 ]', '[PERSON_1]'],
    ['[\tPERSON_1\t]', '[PERSON_1]'],
    ['\\[PERSON_1\\]', '[PERSON_1]'],
    ['[[PERSON_1]]', '[PERSON_1]'],
    ['PERSON_1', '[PERSON_1]'],
    ['person-1', '[PERSON_1]'],
    ['[email address 12]', '[EMAIL_ADDRESS_12]'],
    ['[Email-Address_3]', '[EMAIL_ADDRESS_3]'],
    ['EMAIL_ADDRESS_3', '[EMAIL_ADDRESS_3]'],
    ['[MY_PATTERN_2]', '[MY_PATTERN_2]'],
  ])('reads %s as %s', (written, key) => {
    expect(keys(`x ${written} y`)).toEqual([[written, key]]);
  });

  it.each([
    ['[PERSON_0]', 'number 0'],
    ['[PERSON_01]', 'leading zero'],
    ['[PERSON_]', 'no number'],
    ['[PERSON_1234567890]', 'more than nine digits'],
    ['XPERSON_1', 'bare word continuing a word'],
    ['PERSON_1x', 'bare word continued by a letter'],
    ['é_1', 'non-ASCII type'],
    ['[PERSON\n1]', 'a line break inside'],
  ])('reads nothing in %s (%s)', (written) => {
    expect(keys(`x ${written} y`).filter(([, key]) => key === '[PERSON_1]')).toEqual([]);
  });

  it('reads a markdown link text as the inner placeholder only', () => {
    expect(readPlaceholders('[[PERSON_1]](https://x.io)').map((t) => [t.start, t.end])).toEqual([[1, 11]]);
  });

  it('reads left to right without overlap, and only within [from, to)', () => {
    const text = 'PERSON_1 [PERSON_2] [[PERSON_3]]';
    expect(readPlaceholders(text).map((t) => t.key)).toEqual(['[PERSON_1]', '[PERSON_2]', '[PERSON_3]']);
    expect(readPlaceholders(text, 9, 19).map((t) => t.key)).toEqual(['[PERSON_2]']);
    // Characters before `from` are context: 'ERSON_1' is no token, it continues a word.
    expect(readPlaceholders(text, 1, 8)).toEqual([]);
  });
});

describe('canonicalType and typeOfKey', () => {
  it('spells types in upper case with underscores', () => {
    expect(canonicalType('email address')).toBe('EMAIL_ADDRESS');
    expect(canonicalType('Phone-Number')).toBe('PHONE_NUMBER');
  });

  it('gives the type of a canonical key only', () => {
    expect(typeOfKey('[EMAIL_ADDRESS_2]')).toBe('EMAIL_ADDRESS');
    expect(typeOfKey('[person_1]')).toBeNull();
    expect(typeOfKey('PERSON_1')).toBeNull();
  });
});

describe('isOpenToken', () => {
  const held = new Set(['PERSON', 'EMAIL_ADDRESS']);
  it.each(['[', '[[', '\\', '\\[', '[ ', '[PERS', '[person 1', '[PERSON_1 ', '[[PERSON_1]', '[[PERSON_1]]', '\\[PERSON_1\\', 'PERS', 'PERSON_', 'PERSON_1', 'email addr'.replace(' ', '_')])(
    'holds %s open',
    (tail) => expect(isOpenToken(tail, ' ', held)).toBe(true),
  );

  it.each(['a', '[Figure 1]', '[1', 'PERMIT', 'LOCATION_', 'PERSON_1x', `[${'a'.repeat(120)}`])('releases %s', (tail) => {
    expect(isOpenToken(tail, ' ', held)).toBe(false);
  });

  it('releases a bare word that continues the word before it', () => {
    expect(isOpenToken('PERSON_', 'x', held)).toBe(false);
  });
});
