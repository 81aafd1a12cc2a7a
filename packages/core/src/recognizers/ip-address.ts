import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { contextMatcher, hasContext, hasContextBefore } from '../context/context-words.js';

const NAME = 'ip_address';

/**
 * Scoring: four dotted octets that are each 0-255 without a padding zero, or
 * eight (or "::"-compressed) hex groups, are an address in almost every text
 * (0.85); an address word nearby makes it near certain (0.95). A version or
 * section word right before the dotted form ("version 10.15.3.1") drops it.
 * An address that is the whole of a URL's authority (RFC 3986: after
 * "scheme://", any user info and "[", with at most a port and "/" after it)
 * is what the URL names, so it scores as in context and outranks the URL
 * (entity-types.ts). One in a URL that goes on to a path or query keeps the
 * plain score and the URL masks it whole: a path can spell a person
 * ("/patients/maria-lopez"), and reporting the host alone would leave it in
 * clear.
 */
const SCORE_VALID = 0.85;
const SCORE_CONTEXT = 0.95;
const VERSION_CONTEXT_CHARS = 20;
// "v" names a version only right before it ("v 10.15.3.1"), not as a letter of an e-mail address or a name nearby.
const V_BEFORE = /(?<![\p{L}\p{N}])v\.?[ \t]?$/iu;
// How far back a URL's start is looked for: a scheme, user info and the host's bracket.
const URL_LOOKBACK = 300;
// What may stand between "://" and a host: user info ending in "@", then "[".
const AUTHORITY_BEFORE_HOST = /^(?:[^\s/?#@]*@)?\[?$/;
const URL_END_CHARS = /[\s"'<>]/;
// After a URL's host: a closing bracket, a port, one "/", then the URL's end.
const HOST_ONLY_AFTER = /\]?(?::\d{1,5})?\/?(?=[\s"'<>),;]|$)/y;

const IP_WORDS = contextMatcher([
  'ip', 'ipv4', 'ipv6', 'ip address', 'address', 'addr', 'host', 'server', 'client', 'remote', 'gateway', 'from',
  'src', 'dst', 'source', 'destination', 'peer', 'login', 'logged in', 'connection', 'subnet', 'dns',
]);
const VERSION_WORDS = contextMatcher([
  'version', 'ver', 'release', 'build', 'firmware', 'update', 'upgrade', 'section', 'chapter', 'clause', 'figure',
  'table', 'step', 'rule', 'oid', 'snmp oid',
]);

// Loose shapes; the validators decide. Not glued to a word, a dot or a colon on either side.
const IPV4 = /(?<![\p{L}\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?![\p{L}\p{N}]|\.\d)/gu;
const IPV6 = /(?<![\p{L}\p{N}:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:\.\d{1,3}){0,3}(?![\p{L}\p{N}:]|\.\d)/gu;

/** IP_ADDRESS: IPv4 with valid octets and IPv6 in full, compressed or IPv4-mapped form. */
export const ipAddressRecognizer: Recognizer = {
  name: NAME,
  entities: ['IP_ADDRESS'],
  analyze({ text }: AnalysisContext): Detection[] {
    const out: Detection[] = [];
    for (const m of text.matchAll(IPV6)) {
      if (ipv6Valid(m[0])) out.push(detection(text, m.index, m.index + m[0].length, 'ipv6_valid'));
    }
    const v6 = [...out];
    let next = 0;
    for (const m of text.matchAll(IPV4)) {
      const start = m.index;
      const end = start + m[0].length;
      while (next < v6.length && v6[next]!.end <= start) next++;
      // The dotted tail of an IPv4-mapped IPv6 address is part of that address.
      if (!ipv4Valid(m[0]) || (next < v6.length && v6[next]!.start <= start)) continue;
      if (hasContextBefore(text, start, VERSION_WORDS, VERSION_CONTEXT_CHARS) || V_BEFORE.test(text.slice(Math.max(0, start - 3), start))) continue;
      out.push(detection(text, start, end, 'ipv4_valid'));
    }
    return out.sort((a, b) => a.start - b.start);
  },
};

function detection(text: string, start: number, end: number, reason: string): Detection {
  const before = text.slice(Math.max(0, start - URL_LOOKBACK), start);
  if (isUrlHost(before) && urlEndsAfterHost(text, end)) return { type: 'IP_ADDRESS', start, end, score: SCORE_CONTEXT, recognizer: NAME, reason: `${reason}+url_host` };
  if (isInUrl(before)) return { type: 'IP_ADDRESS', start, end, score: SCORE_VALID, recognizer: NAME, reason: `${reason}+in_url` };
  const context = hasContext(text, start, end, IP_WORDS);
  return { type: 'IP_ADDRESS', start, end, score: context ? SCORE_CONTEXT : SCORE_VALID, recognizer: NAME, reason: context ? `${reason}+context:ip` : reason };
}

const OCTET = /^(?:0|[1-9]\d{0,2})$/;

/**
 * Four dot-separated decimal octets, each 0-255, none with a leading zero
 * (an octal reading would differ).
 * @example ipv4Valid('192.168.0.1') // true
 */
export function ipv4Valid(candidate: string): boolean {
  const octets = candidate.split('.');
  return octets.length === 4 && octets.every((o) => OCTET.test(o) && Number(o) <= 255);
}

const GROUP = /^[0-9A-Fa-f]{1,4}$/;
const IPV6_GROUPS = 8;

/**
 * RFC 4291 text forms: eight groups of 1-4 hex digits, at most one "::"
 * standing for one or more zero groups, optionally ending in a dotted IPv4
 * address (two groups). A compressed form must hold a decimal digit, so that
 * a code identifier of hex letters ("dead::beef") is not taken for one.
 * @example ipv6Valid('2001:db8::8a2e:370:7334') // true
 */
export function ipv6Valid(candidate: string): boolean {
  const halves = candidate.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((h) => (h === '' ? [] : h.split(':')));
  const tail = groups[groups.length - 1]!;
  const last = tail[tail.length - 1];
  let count = 0;
  if (last !== undefined && last.includes('.')) {
    if (!ipv4Valid(last)) return false;
    tail.pop();
    count = 2;
  }
  if (!groups.every((g) => g.every((x) => GROUP.test(x)))) return false;
  count += groups.reduce((n, g) => n + g.length, 0);
  if (halves.length === 1) return count === IPV6_GROUPS;
  return count < IPV6_GROUPS && /\d/.test(candidate);
}

function urlEndsAfterHost(text: string, end: number): boolean {
  HOST_ONLY_AFTER.lastIndex = end;
  return HOST_ONLY_AFTER.test(text);
}

/**
 * `before` ends in "scheme://", maybe user info and "@", maybe "[": the address is the URL's host. Only the
 * last "://" can be it, since an authority holds no "/". Read from that "://", not tried at every position.
 */
function isUrlHost(before: string): boolean {
  const at = before.lastIndexOf('://');
  return at >= 0 && hasScheme(before, at) && AUTHORITY_BEFORE_HOST.test(before.slice(at + 3));
}

/** `before` ends inside a URL: a "scheme://" with nothing after it that ends a URL (space, quote, angle bracket). */
function isInUrl(before: string): boolean {
  let cut = before.length;
  while (cut > 0 && !URL_END_CHARS.test(before[cut - 1]!)) cut--;
  for (let at = before.lastIndexOf('://'); at >= cut; at = at > 0 ? before.lastIndexOf('://', at - 1) : -1) {
    if (hasScheme(before, at)) return true;
  }
  return false;
}

/** A scheme ends at `at`: a run of letters, digits, "+", "." and "-" holding a letter (RFC 3986: it starts with one). */
function hasScheme(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0 && SCHEME_CHAR.test(text[i]!); i--) if (LETTER.test(text[i]!)) return true;
  return false;
}

const SCHEME_CHAR = /[A-Za-z0-9+.-]/;
const LETTER = /[A-Za-z]/;
