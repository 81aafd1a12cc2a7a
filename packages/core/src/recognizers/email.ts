import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';

const NAME = 'email';
const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;
const MAX_LABEL = 63;
const SCORE = 0.95;

const LOCAL_CHAR = /[\p{L}\p{N}._%+\-]/u;
const DOMAIN_CHAR = /[\p{L}\p{N}.\-]/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
// The two classes' answers for ASCII, read from the expressions once: most characters walked over are ASCII.
const ASCII_LOCAL = asciiTable(LOCAL_CHAR);
const ASCII_DOMAIN = asciiTable(DOMAIN_CHAR);
const TLD = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;
// File extensions that are not top-level domains: "icon@2x.png" is a file name.
const FILE_EXTENSIONS = new Set([
  'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'bmp', 'ico', 'tif', 'tiff', 'heic',
  'js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx', 'css', 'scss', 'json', 'map', 'html', 'htm',
  'txt', 'pdf', 'xml', 'yml', 'yaml', 'csv', 'log', 'exe', 'dll', 'java', 'kt', 'rb',
]);

/**
 * EMAIL_ADDRESS: scans outward from each "@" (linear, no backtracking regex)
 * and keeps addresses whose local part and domain have a valid shape.
 */
export const emailRecognizer: Recognizer = {
  name: NAME,
  entities: ['EMAIL_ADDRESS'],
  analyze({ text }: AnalysisContext): Detection[] {
    const out: Detection[] = [];
    for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
      const found = addressAround(text, at);
      if (found) out.push({ type: 'EMAIL_ADDRESS', start: found.start, end: found.end, score: SCORE, recognizer: NAME, reason: 'email_valid_domain' });
    }
    return out;
  },
};

function addressAround(text: string, at: number): { start: number; end: number } | null {
  const start = localStart(text, at);
  const end = domainEnd(text, at);
  if (start === at || end === at + 1) return null;
  if (!validLocal(text.slice(start, at)) || !validDomain(text.slice(at + 1, end))) return null;
  if (isUrlCredentials(text, start) || isRemotePath(text, end)) return null;
  return { start, end };
}

/** "postgres://app:s3cret@db.internal": a password and a host, after "://" with no "/" between. */
function isUrlCredentials(text: string, start: number): boolean {
  if (text[start - 1] !== ':') return false;
  const tokenStart = Math.max(text.lastIndexOf(' ', start), text.lastIndexOf('\n', start), start - MAX_LOCAL * 2);
  const scheme = text.lastIndexOf('://', start);
  return scheme > tokenStart && !/[/?#]/.test(text.slice(scheme + 3, start));
}

/** "git@github.com:acme/app.git", "deploy@host:/srv": an SSH remote, user and host then a path. */
function isRemotePath(text: string, end: number): boolean {
  return text[end] === ':' && /[\w~/.]/.test(text[end + 1] ?? '');
}

/** Walks left over local-part characters; a leading dot is punctuation, not part of the address. */
function localStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && at - i <= MAX_LOCAL && isIn(ASCII_LOCAL, LOCAL_CHAR, text, i - 1)) i--;
  if (i > 0 && isIn(ASCII_LOCAL, LOCAL_CHAR, text, i - 1)) return at; // longer than any real local part
  while (i < at && text[i] === '.') i++;
  return i;
}

/** Walks right over domain characters; trailing dots and hyphens end a sentence, not the domain. */
function domainEnd(text: string, at: number): number {
  let i = at + 1;
  while (i < text.length && i - at <= MAX_DOMAIN && isIn(ASCII_DOMAIN, DOMAIN_CHAR, text, i)) i++;
  if (i < text.length && isIn(ASCII_DOMAIN, DOMAIN_CHAR, text, i)) return at + 1; // longer than any real domain
  while (i > at + 1 && (text[i - 1] === '.' || text[i - 1] === '-')) i--;
  return i;
}

function validLocal(local: string): boolean {
  return local.length > 0 && local.length <= MAX_LOCAL && !local.endsWith('.') && !local.includes('..');
}

function validDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((l) => l.length <= MAX_LABEL && LABEL.test(l))) return false;
  const tld = labels[labels.length - 1]!;
  return TLD.test(tld) && !FILE_EXTENSIONS.has(tld.toLowerCase());
}

function asciiTable(chars: RegExp): Uint8Array {
  return Uint8Array.from({ length: 128 }, (_, c) => (chars.test(String.fromCharCode(c)) ? 1 : 0));
}

/** Whether the code unit at i (alone, as a one-character string) is in `chars`; ASCII from the table. */
function isIn(ascii: Uint8Array, chars: RegExp, text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 ? ascii[c] === 1 : chars.test(text[i]!);
}
