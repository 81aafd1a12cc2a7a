import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { makeNumber, write, type Style } from './numbers.js';
import { Random } from '../../data-gen/random.js';

describe('makeNumber', () => {
  it.each(['DE', 'ES', 'BR', 'RU', 'JP', 'US'] as const)('draws valid numbers of %s, the same for the same seed', (region) => {
    const a = makeNumber(new Random(7), region, 'MOBILE');
    const b = makeNumber(new Random(7), region, 'MOBILE');
    expect(a?.isValid()).toBe(true);
    expect(a?.country).toBe(region);
    expect(a?.number).toBe(b?.number);
  });
});

describe('write', () => {
  const de = parsePhoneNumberFromString('+4930901820')!;
  const es = parsePhoneNumberFromString('+34612345678')!;
  it.each([
    [de, 'national', '030 901820'],
    [de, 'nationalSlash', '030/901820'],
    [de, 'international', '+49 30 901820'],
    [de, 'internationalTrunk', '+49 (0)30 901820'],
    [de, 'idd', '0049 30 901820'],
    [de, 'e164', '+4930901820'],
    [es, 'nationalDots', '612.34.56.78'],
    // No trunk 0 in Spain, no slash outside Germany, Austria and Switzerland: the national form.
    [es, 'internationalTrunk', '+34 612 34 56 78'],
    [es, 'nationalSlash', '612 34 56 78'],
  ] as const)('%s as %s → %s', (number, style, expected) => {
    expect(write(number, style as Style)).toBe(expected);
  });
});
