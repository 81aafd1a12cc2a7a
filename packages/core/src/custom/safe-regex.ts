import { RE2JS } from 're2js';

/** A compiled pattern that matches in time linear in the text (RE2 semantics: no backtracking). */
export interface SafeRegex {
  /** Every non-overlapping match, left to right; offsets are UTF-16 indexes, `end` exclusive. */
  findAll(text: string): Span[];
  /** True when the pattern matches the whole of `text`. */
  matchesWhole(text: string): boolean;
}

export interface Span {
  start: number;
  end: number;
}

export type SafeRegexResult = { ok: true; regex: SafeRegex } | { ok: false; reason: string };

/** Longest pattern accepted: compiled program size, and so matching cost per character, grows with it. */
export const MAX_PATTERN_LENGTH = 500;
const FLAG_BITS: Readonly<Record<string, number>> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL };
const CACHE_LIMIT = 512;
const cache = new Map<string, SafeRegexResult>();

/**
 * Compiles a regular expression in JavaScript or RE2 syntax for linear-time
 * matching. Features that need backtracking (backreferences, lookaround) and
 * patterns that match the empty string are refused with a reason.
 * Results are cached, so callers may pass the same plain-data pattern per request.
 * @example compileSafeRegex('\\bAB-\\d{6}\\b').ok // true
 */
export function compileSafeRegex(pattern: string, flags = ''): SafeRegexResult {
  const key = `${flags}/${pattern}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const result = compile(pattern, flags);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

function compile(pattern: string, flags: string): SafeRegexResult {
  if (pattern.length === 0) return { ok: false, reason: 'the pattern is empty' };
  if (pattern.length > MAX_PATTERN_LENGTH) return { ok: false, reason: `the pattern is longer than ${MAX_PATTERN_LENGTH} characters` };
  let bits = 0;
  for (const f of flags) {
    const bit = FLAG_BITS[f];
    if (bit === undefined) return { ok: false, reason: `flag \`${f}\` is not supported (use i, m or s)` };
    bits |= bit;
  }
  const differing = escapeOfOtherMeaning(pattern);
  if (differing) return { ok: false, reason: differing };
  let re: RE2JS;
  try {
    re = RE2JS.compile(RE2JS.translateRegExp(pattern), bits);
  } catch (error) {
    return { ok: false, reason: syntaxReason(pattern, error) };
  }
  if (re.matches('')) return { ok: false, reason: 'the pattern matches the empty string, so it would match everywhere' };
  return { ok: true, regex: wrap(re) };
}

function wrap(re: RE2JS): SafeRegex {
  return Object.freeze({
    findAll(text: string): Span[] {
      const out: Span[] = [];
      const m = re.matcher(text);
      while (m.find()) {
        const start = m.start();
        const end = m.end();
        if (end > start) out.push({ start, end });
      }
      return out;
    },
    matchesWhole: (text: string) => re.matches(text),
  });
}

/** Letter escapes that mean the same in JavaScript and RE2 (`\x`, `\u` and `\p` are translated). */
const SAME_IN_BOTH = new Set('dDwWsSbBfnrtvxupP');

/**
 * A letter escape RE2 reads differently from JavaScript, which users write:
 * `\k<name>` is a backreference in JavaScript and a literal `k` in RE2; `\A`,
 * `\z`, `\Q…\E` and the like are RE2 syntax but plain letters in JavaScript.
 * Refused, so a pattern never silently means something else.
 */
function escapeOfOtherMeaning(pattern: string): string | null {
  for (let i = 0; i < pattern.length - 1; i++) {
    if (pattern[i] !== '\\') continue;
    const c = pattern[++i]!;
    if (c === 'k') return 'backreferences are not supported: matching must run in linear time (RE2 syntax)';
    if (/[A-Za-z]/.test(c) && !SAME_IN_BOTH.has(c)) {
      return `\\${c} means one thing in JavaScript and another in RE2; write the character or class you mean without the backslash escape`;
    }
  }
  return null;
}

function syntaxReason(pattern: string, error: unknown): string {
  if (/\\[1-9]|\\k</.test(pattern)) return 'backreferences are not supported: matching must run in linear time (RE2 syntax)';
  if (/\(\?<?[=!]/.test(pattern)) return 'lookahead and lookbehind are not supported: matching must run in linear time (RE2 syntax)';
  const detail = error instanceof Error ? error.message.replace(/^error parsing regexp:\s*/, '') : 'syntax error';
  return `the regular expression does not compile: ${detail}`;
}
