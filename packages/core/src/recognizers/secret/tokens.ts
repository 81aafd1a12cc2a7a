import type { Detection } from '../../types.js';
import { SCORE_FORMAT, SCORE_PEM, secret } from './detection.js';
import { SECRET_FORMATS } from './secret-formats.js';
import { isSecretValue } from './secret-keys.js';

const TOKEN_EDGE_BEFORE = '(?<![A-Za-z0-9_-])';
const TOKEN_EDGE_AFTER = '(?![A-Za-z0-9_-])';
const FORMATS = SECRET_FORMATS.map((f) => ({
  reason: f.reason,
  ignoreCase: f.ignoreCase === true,
  literals: f.ignoreCase ? f.literals.map((l) => l.toLowerCase()) : f.literals,
  regex: new RegExp(`${TOKEN_EDGE_BEFORE}${f.pattern}${TOKEN_EDGE_AFTER}`, f.ignoreCase ? 'gi' : 'g'),
}));
const JWT = /(?<![A-Za-z0-9_-])ey[Jj][A-Za-z0-9_-]{5,}\.ey[Jj][A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*(?![A-Za-z0-9_.-])/g;
// Every armoured private key: PKCS#1 (RSA, DSA, EC), PKCS#8 (plain and ENCRYPTED), OPENSSH, and an OpenPGP
// secret key block. Bounded body: a 4096-bit RSA key is about 3.3 KB of base64, an armoured PGP key more.
const PEM = /-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----[\s\S]{1,40000}?-----END \1-----/gi;
// PuTTY's .ppk file: the private lines end the block.
const PPK = /PuTTY-User-Key-File-\d: [\s\S]{1,20000}?Private-MAC: [0-9a-f]+/g;

/** Issuer-prefixed API keys (secret-prefixes.json), each pattern run only on a text holding one of its literals. */
export function prefixed(text: string): Detection[] {
  let lower: string | undefined;
  const holds = (literals: readonly string[], ignoreCase: boolean): boolean => {
    const haystack = ignoreCase ? (lower ??= text.toLowerCase()) : text;
    return literals.some((l) => haystack.includes(l));
  };
  return FORMATS.filter((f) => holds(f.literals, f.ignoreCase)).flatMap(({ reason, regex }) =>
    [...text.matchAll(regex)].filter((m) => looksRandom(m[0]) && isSecretValue(m[0])).map((m) => secret(m.index, m.index + m[0].length, SCORE_FORMAT, reason)),
  );
}

export function jwts(text: string): Detection[] {
  // A lower-cased copy of a text keeps a JWT's shape but not its base64: two "eyj" parts and a signature still tell it.
  const lowered = (t: string): boolean => !/[A-Z]/.test(t) && /\.[a-z0-9_-]{10,}$/.test(t);
  return [...text.matchAll(JWT)].filter((m) => jwtHeaderValid(m[0]) || lowered(m[0])).map((m) => secret(m.index, m.index + m[0].length, SCORE_FORMAT, 'jwt'));
}

export function pemBlocks(text: string): Detection[] {
  return [...text.matchAll(PEM), ...text.matchAll(PPK)].map((m) => secret(m.index, m.index + m[0].length, SCORE_PEM, 'pem_private_key'));
}

/**
 * An issuer's random body has letters and digits both, or is one unbroken run of 16 or more letters (a random
 * body without a digit, as in a lower-cased text), or mixes cases over 16 letters; words that happen to share
 * the prefix are none of these.
 */
function looksRandom(token: string): boolean {
  const body = token.slice(4);
  if (/\d/.test(body) && /[A-Za-z]/.test(body)) return true;
  const tail = /[A-Za-z0-9]*$/.exec(token)![0];
  if (tail.length >= 16 && tail.length < token.length) return true;
  // Mixed case over 16 or more letters is no word either (glpat-rWGrtxfgSgGY_YixpEIv).
  return /[a-z]/.test(body) && /[A-Z]/.test(body) && body.replace(/[^A-Za-z]/g, '').length >= 16;
}

/**
 * True when the first part of a JWT decodes (base64url) to a JSON object with
 * an `alg`, as every JOSE header has.
 * @example jwtHeaderValid('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x') // true
 */
export function jwtHeaderValid(token: string): boolean {
  try {
    const header: unknown = JSON.parse(base64UrlToLatin1(token.slice(0, token.indexOf('.'))));
    return typeof header === 'object' && header !== null && typeof (header as { alg?: unknown }).alg === 'string';
  } catch {
    return false;
  }
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url to one character per byte; enough to read a JSON header (no Node Buffer, no DOM atob: the engine is pure). */
function base64UrlToLatin1(input: string): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const ch of input) {
    const digit = BASE64URL.indexOf(ch);
    if (digit < 0) throw new RangeError('not base64url');
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((value >> bits) & 0xff);
    }
  }
  return out;
}
