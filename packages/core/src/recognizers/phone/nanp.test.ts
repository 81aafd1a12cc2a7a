import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { isValidNanp } from './nanp.js';
import { classify } from './phone.js';

/** Deterministic 32-bit generator (mulberry32), so a failure names a reproducible number. */
function generator(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

function digits(random: (n: number) => number, count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) s += String(random(10));
  return s;
}

/** The shapes the phone recognizer hands to the NANP check, written as people write them. */
function written(national: string, shape: number): { piece: string; digits: string } {
  const [a, b, c] = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
  const pieces = [national, `(${a}) ${b}-${c}`, `${a}.${b}.${c}`, `1-${a}-${b}-${c}`, `1${national}`, `1 (${a}) ${b} ${c}`];
  const piece = pieces[shape % pieces.length]!;
  return { piece, digits: piece.replace(/\D/g, '') };
}

function libraryVerdict(piece: string): boolean {
  return parsePhoneNumberFromString(piece, 'US')?.isValid() === true;
}

describe('isValidNanp', () => {
  it('agrees with libphonenumber for every area code (24 numbers each, all written shapes)', () => {
    const random = generator(20240611);
    const disagreements: string[] = [];
    let valid = 0;
    for (let area = 0; area < 1000; area++) {
      for (let k = 0; k < 24; k++) {
        const national = String(area).padStart(3, '0') + digits(random, 7);
        const { piece, digits: all } = written(national, k);
        // A leading 0 sends a number to the trunk-zero check instead ("011 49 …" is a call abroad).
        if (all.startsWith('0')) continue;
        const expected = libraryVerdict(piece);
        if (expected) valid++;
        if (isValidNanp(all.length === 11 ? all.slice(1) : all) !== expected) disagreements.push(piece);
      }
    }
    expect(disagreements).toEqual([]);
    // The sample must exercise both answers, or agreement proves nothing.
    expect(valid).toBeGreaterThan(6_000);
    expect(valid).toBeLessThan(18_000);
  }, 60_000);

  it('agrees on numbers whose exchange decides (Caribbean and territory ranges)', () => {
    const random = generator(7);
    const areas = ['264', '268', '242', '246', '284', '340', '345', '441', '473', '649', '658', '664', '670', '671', '684', '721', '758', '767', '784', '787', '809', '829', '849', '868', '869', '876', '939'];
    const disagreements: string[] = [];
    for (const area of areas) {
      for (let k = 0; k < 400; k++) {
        const national = area + digits(random, 7);
        if (isValidNanp(national) !== libraryVerdict(national)) disagreements.push(national);
      }
    }
    expect(disagreements).toEqual([]);
  }, 60_000);

  it('gives "+1" numbers the verdict of a full libphonenumber parse', () => {
    const random = generator(99);
    const disagreements: string[] = [];
    for (let k = 0; k < 3000; k++) {
      const national = String(200 + random(800)) + digits(random, 7);
      const piece = k % 2 ? `+1 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}` : `+1-${national}`;
      const valid = parsePhoneNumberFromString(piece)?.isValid() === true;
      if (valid !== (classify(piece) === 'international')) disagreements.push(piece);
    }
    expect(disagreements).toEqual([]);
  }, 60_000);

  it.each([
    ['6025392545', true],
    ['2125550134', true],
    ['8005551234', true],
    ['1234567890', false],
    ['0123456789', false],
    ['5551234567', false],
    ['2641234567', true], // Anguilla: any number in 264 (no number types in the metadata)
    ['2120001234', false],
  ])('isValidNanp(%j) → %s', (national, expected) => {
    expect(isValidNanp(national)).toBe(expected);
    expect(libraryVerdict(national)).toBe(expected);
  });
});
