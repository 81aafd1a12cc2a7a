/** Structured values (cards, NPI, DEA, SSN, IBAN, MRN, IP, secrets) and their invalid look-alikes. */
import type { Random } from './random.js';
import { luhnValid } from './checks.js';

/** Issuer prefixes and lengths (ISO/IEC 7812 IIN ranges as the networks publish them). */
const CARD_ISSUERS: { prefixes: string[]; lengths: number[] }[] = [
  { prefixes: ['4'], lengths: [13, 16, 16, 16, 19] }, // Visa
  { prefixes: ['51', '53', '55', '2221', '2389', '2720'], lengths: [16] }, // Mastercard
  { prefixes: ['34', '37'], lengths: [15] }, // American Express
  { prefixes: ['6011', '65', '644'], lengths: [16, 19] }, // Discover
  { prefixes: ['3528', '3541', '3589'], lengths: [16, 17, 19] }, // JCB
  { prefixes: ['5018', '5038', '6304', '6759', '6761'], lengths: [12, 13, 15, 16, 18, 19] }, // Maestro
  { prefixes: ['62'], lengths: [16, 17, 18, 19] }, // UnionPay
  { prefixes: ['36', '300', '305'], lengths: [14] }, // Diners Club International
];

function luhnComplete(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

function groupCard(digits: string, rng: Random): string {
  const n = digits.length;
  const usual = n === 14 || n === 15 || n === 16 || n === 19;
  const sep = usual ? rng.pick([' ', ' ', '-', '']) : rng.pick(['', '', '', ' ']);
  if (sep === '') return digits;
  const sizes = n === 15 ? [4, 6, 5] : n === 14 ? [4, 6, 4] : [];
  if (sizes.length === 0) for (let i = 0; i < n; i += 4) sizes.push(Math.min(4, n - i));
  const out: string[] = [];
  let at = 0;
  for (const s of sizes) {
    out.push(digits.slice(at, at + s));
    at += s;
  }
  return out.join(sep);
}

export function cardNumber(rng: Random): string {
  const issuer = rng.pick(CARD_ISSUERS);
  const prefix = rng.pick(issuer.prefixes);
  const length = rng.pick(issuer.lengths);
  const digits = luhnComplete(prefix + rng.digits(length - prefix.length - 1));
  return groupCard(digits, rng);
}

/** A sixteen-digit Visa/Mastercard-shaped number whose Luhn check fails. */
export function invalidCard(rng: Random): string {
  const prefix = rng.pick(['4', '52', '54']);
  const good = luhnComplete(prefix + rng.digits(15 - prefix.length));
  const last = (Number(good[15]) + rng.int(1, 9)) % 10;
  return groupCard(good.slice(0, 15) + last, rng);
}

export function npi(rng: Random): string {
  const body = rng.pick(['1', '2']) + rng.digits(8);
  for (let d = 0; d <= 9; d++) if (luhnValid('80840' + body + d)) return body + d;
  throw new Error('unreachable');
}

export function invalidNpi(rng: Random): string {
  const good = npi(rng);
  const last = (Number(good[9]) + rng.int(1, 9)) % 10;
  return good.slice(0, 9) + last;
}

/** DEA registrant type letters (DEA registrant categories) and the checksum digit. */
export function dea(rng: Random, familyName: string): string {
  const first = rng.pick(['A', 'B', 'F', 'G', 'M', 'P', 'R']);
  const initial = familyName.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase()[0] ?? 'X';
  const d = rng.digits(6).split('').map(Number);
  const check = (d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!)) % 10;
  return first + initial + d.join('') + check;
}

export function invalidDea(rng: Random, familyName: string): string {
  const good = dea(rng, familyName);
  return good.slice(0, 8) + ((Number(good[8]) + rng.int(1, 9)) % 10);
}

export function ssn(rng: Random): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  const a = String(area).padStart(3, '0');
  const g = String(rng.int(1, 99)).padStart(2, '0');
  const s = String(rng.int(1, 9999)).padStart(4, '0');
  const sep = rng.pick(['-', '-', '-', ' ', '']);
  return a + sep + g + sep + s;
}

/** SSN-shaped numbers the SSA never issues: area 000, 666 or 9xx. */
export function invalidSsn(rng: Random): string {
  const area = rng.pick(['000', '666', '9' + rng.digits(2)]);
  return `${area}-${rng.digits(2).replace('00', '12')}-${rng.digits(4).replace('0000', '4821')}`;
}

/** BBAN shapes (ISO 13616 registry): letters as 'A', digits as '#'. */
const IBAN_SHAPES: Record<string, string> = {
  DE: '##################', GB: 'AAAA##############', FR: '#######################', NL: 'AAAA##########',
  ES: '####################', IT: 'A######################', BE: '############', CH: '#################',
  PL: '########################', RO: 'AAAA################', NO: '###########', IE: 'AAAA##############',
  PT: '#####################', AT: '################', CZ: '####################', SE: '####################',
  TR: '######################', UA: '#########################', IL: '###################', FI: '##############',
};

function ibanCheck(country: string, bban: string): string {
  const moved = bban + country + '00';
  let rem = 0;
  for (const ch of moved) {
    const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const c of v) rem = (rem * 10 + Number(c)) % 97;
  }
  return String(98 - rem).padStart(2, '0');
}

export function iban(rng: Random, country?: string): string {
  const code = country && IBAN_SHAPES[country] ? country : rng.pick(Object.keys(IBAN_SHAPES));
  let bban = '';
  for (const ch of IBAN_SHAPES[code]!) bban += ch === '#' ? rng.digits(1) : rng.letters(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const compact = code + ibanCheck(code, bban) + bban;
  return rng.chance(0.6) ? compact.replace(/(.{4})/g, '$1 ').trim() : compact;
}

export function ipv4(rng: Random): string {
  const first = rng.pick([10, 172, 192, 81, 94, 203, 41, 185, 62, 145]);
  return [first, rng.int(0, 255), rng.int(0, 255), rng.int(1, 254)].join('.');
}

export function ipv6(rng: Random): string {
  const hex = () => rng.int(0, 0xffff).toString(16);
  return rng.chance(0.5) ? `2001:db8:${hex()}:${hex()}::${hex()}` : `fe80::${hex()}:${hex()}:${hex()}:${hex()}`;
}

export function mrn(rng: Random): string {
  return rng.pick([
    () => rng.digits(8),
    () => 'MR' + rng.digits(7),
    () => rng.letters(1) + rng.digits(7),
    () => `${rng.int(2015, 2025)}-${rng.digits(6)}`,
    () => rng.digits(3) + '-' + rng.digits(3) + '-' + rng.digits(3),
    () => 'H' + rng.digits(9),
  ])();
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function secret(rng: Random): string {
  return rng.pick([
    () => 'sk_live_' + rng.letters(26, ALNUM),
    () => 'ghp_' + rng.letters(36, ALNUM),
    () => 'AKIA' + rng.letters(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'),
    () => 'xoxb-' + rng.digits(11) + '-' + rng.digits(12) + '-' + rng.letters(24, ALNUM),
    () => 'glpat-' + rng.letters(20, ALNUM),
    () => 'SG.' + rng.letters(22, ALNUM) + '.' + rng.letters(43, ALNUM),
  ])();
}

export function password(rng: Random): string {
  const words = ['Falcon', 'marmalade', 'Tundra', 'copper', 'Vesper', 'ginger', 'Orbit', 'quartz'];
  return rng.pick(words) + rng.pick(['!', '#', '$', '%', '&', '_']) + rng.digits(rng.int(2, 4)) + rng.pick(words).toLowerCase();
}

export function uuid(rng: Random): string {
  const h = (n: number) => rng.letters(n, '0123456789abcdef');
  return `${h(8)}-${h(4)}-4${h(3)}-${rng.pick(['8', '9', 'a', 'b'])}${h(3)}-${h(12)}`;
}
