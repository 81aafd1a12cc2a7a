/**
 * Values for the round-4 templates: made-up North American numbers (the plan refuses their area code or
 * exchange, as test data and forms are full of), and values that hold phone-shaped digits without being
 * phone numbers: a valid IBAN in groups of four, a Japanese postcode and block number.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Random } from '../../data-gen/random.js';

const TRIES = 1000;

/** "(189) 204-7731", "563-105-2290": ten digits grouped 3-3-4 that no NANP country assigns. */
export function madeUpNanp(r: Random, written: 'parentheses' | 'grouped'): string {
  for (let i = 0; i < TRIES; i++) {
    const [area, exchange, line] = [r.digits(3), r.digits(3), r.digits(4)];
    if (area[0] === '0' || parsePhoneNumberFromString(area + exchange + line, 'US')?.isValid()) continue;
    if (written === 'parentheses') return `(${area}) ${exchange}-${line}`;
    const sep = r.pick(['-', '.', ' ']);
    return [area, exchange, line].join(sep);
  }
  throw new Error('no made-up number in range');
}

/** A ten-digit number valid in the US, unseparated: the shape an NPI or an account number shares. */
export function bareNanp(r: Random): string {
  for (let i = 0; i < TRIES; i++) {
    const digits = String(r.int(2, 9)) + r.digits(9);
    if (parsePhoneNumberFromString(digits, 'US')?.isValid()) return digits;
  }
  throw new Error('no valid number in range');
}

// Country, BBAN layout ('a' a letter, 'n' a digit), per ISO 13616's registry.
const IBAN_LAYOUTS: readonly [string, string][] = [
  ['GB', 'aaaannnnnnnnnnnnnn'],
  ['DE', 'nnnnnnnnnnnnnnnnnn'],
  ['NL', 'aaaannnnnnnnnn'],
  ['FR', 'nnnnnnnnnnnnnnnnnnnnnnn'],
  ['ES', 'nnnnnnnnnnnnnnnnnnnn'],
  ['IE', 'aaaannnnnnnnnnnnnn'],
];

/** A valid IBAN (ISO 13616 mod-97 check digits) printed in groups of four. */
export function iban(r: Random): string {
  const [country, layout] = r.pick(IBAN_LAYOUTS);
  const bban = [...layout].map((c) => (c === 'a' ? String.fromCharCode(65 + r.int(0, 25)) : String(r.int(0, 9)))).join('');
  const check = String(98 - mod97(bban + country + '00')).padStart(2, '0');
  return `${country}${check}${bban}`.replace(/(.{4})(?=.)/g, '$1 ');
}

function mod97(s: string): number {
  let rest = 0;
  for (const ch of s) {
    const value = parseInt(ch, 36);
    rest = (value < 10 ? rest * 10 + value : rest * 100 + value) % 97;
  }
  return rest;
}

/** Japan Post's seven-digit postcode, "NNN-NNNN". */
export function japanesePostcode(r: Random): string {
  return `${r.digits(3)}-${r.digits(4)}`;
}

/** A block number (chōme-banchi-gō) as written first in a romanized address: "4-12-7", "12-3". */
export function japaneseBlock(r: Random): string {
  return r.chance(0.7) ? `${r.int(1, 9)}-${r.int(1, 40)}-${r.int(1, 30)}` : `${r.int(1, 999)}-${r.int(1, 9999)}`;
}

/** A valid NPI: nine digits and the Luhn check digit computed with the health-industry prefix 80840. */
export function npi(r: Random): string {
  const body = String(r.int(1, 2)) + r.digits(8);
  let sum = 0;
  const digits = `80840${body}`;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]) * (double ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
