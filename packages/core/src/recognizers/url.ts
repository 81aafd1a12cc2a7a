import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { ipv4Valid, ipv6Valid } from './ip-address.js';

const NAME = 'url';

/**
 * Scoring: a scheme and a well-formed host (domain with a letter TLD,
 * localhost or an IP address) make a web address beyond doubt (0.95); a
 * `www.` host without a scheme is nearly as sure (0.9).
 */
const SCORE_SCHEME = 0.95;
const SCORE_WWW = 0.9;

// Not glued to a word, an e-mail's "@" or a dot before it; runs to the first space or quote.
const CANDIDATE = /(?<![\p{L}\p{N}@.\-_])(?:(?:https?|ftp):\/\/|www\.)[^\s<>"'`\\]+/giu;
const TRAILING = /[.,;:!?*'"]$/;
const CLOSERS: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

/** URL: http(s) and ftp addresses and `www.` hosts, without the punctuation that ends a sentence or a bracket. */
export const urlRecognizer: Recognizer = {
  name: NAME,
  entities: ['URL'],
  analyze({ text }: AnalysisContext): Detection[] {
    const out: Detection[] = [];
    for (const m of text.matchAll(CANDIDATE)) {
      const url = withoutTrailingPunctuation(m[0]);
      const www = !url.includes('://');
      if (!hostValid(hostOf(url))) continue;
      out.push({ type: 'URL', start: m.index, end: m.index + url.length, score: www ? SCORE_WWW : SCORE_SCHEME, recognizer: NAME, reason: www ? 'url_www' : 'url_scheme' });
    }
    return out;
  },
};

/**
 * Drops sentence punctuation and closing brackets the URL did not open.
 * @example withoutTrailingPunctuation('https://a.io/x).') // 'https://a.io/x'
 */
export function withoutTrailingPunctuation(candidate: string): string {
  const open = countBrackets(candidate);
  let end = candidate.length;
  for (;;) {
    const last = candidate[end - 1]!;
    const opener = CLOSERS[last];
    if (opener && open[opener]! < open[last]!) open[last]!--;
    else if (!TRAILING.test(last)) return candidate.slice(0, end);
    end--;
  }
}

/** How often each bracket occurs, counted once so trimming stays linear. */
function countBrackets(s: string): Record<string, number> {
  const counts: Record<string, number> = { '(': 0, ')': 0, '[': 0, ']': 0, '{': 0, '}': 0 };
  for (const ch of s) if (ch in counts) counts[ch]!++;
  return counts;
}

/** The host of a URL or `www.` address: no scheme, user, port, path, query or fragment. */
function hostOf(url: string): string {
  const afterScheme = url.includes('://') ? url.slice(url.indexOf('://') + 3) : url;
  const authority = afterScheme.split(/[/?#]/, 1)[0]!;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d{1,5}$/, '');
}

const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
const TLD = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * A domain of valid labels ending in a letter TLD, `localhost`, an IPv4
 * address or a bracketed IPv6 address.
 * @example hostValid('www.example.co.uk') // true
 */
export function hostValid(host: string): boolean {
  if (host.startsWith('[') && host.endsWith(']')) return ipv6Valid(host.slice(1, -1));
  if (host.toLowerCase() === 'localhost' || ipv4Valid(host)) return true;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TLD.test(labels[labels.length - 1]!);
}
