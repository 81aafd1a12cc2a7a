import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { bareNanp, iban, japaneseBlock, japanesePostcode, madeUpNanp, npi } from './lookalikes.js';
import { Random } from '../../data-gen/random.js';
import { ibanValid } from '../../../packages/core/src/recognizers/iban.js';
import { npiChecksumValid } from '../../../packages/core/src/recognizers/npi.js';

describe('lookalike values', () => {
  it.each([1, 2, 3, 4, 5])('seed %i: made-up numbers the plan refuses, in the written forms', (seed) => {
    const r = new Random(seed);
    const written = madeUpNanp(r, 'parentheses');
    expect(written).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    expect(parsePhoneNumberFromString(written, 'US')?.isValid() ?? false).toBe(false);
    expect(madeUpNanp(r, 'grouped')).toMatch(/^\d{3}([-. ])\d{3}\1\d{4}$/);
    expect(parsePhoneNumberFromString(bareNanp(r), 'US')?.isValid()).toBe(true);
  });

  it.each([1, 2, 3, 4, 5])('seed %i: a valid IBAN in groups of four, a valid NPI, Japanese postcode and block', (seed) => {
    const r = new Random(seed);
    const account = iban(r);
    expect(ibanValid(account)).toBe(true);
    expect(account).toMatch(/^[A-Z]{2}\d{2}(?: [A-Z0-9]{4})+(?: [A-Z0-9]{1,3})?$/);
    expect(npiChecksumValid(npi(r))).toBe(true);
    expect(japanesePostcode(r)).toMatch(/^\d{3}-\d{4}$/);
    expect(japaneseBlock(r)).toMatch(/^[1-9]\d*(?:-[1-9]\d*){1,2}$/);
  });
});
