/**
 * Context words: words near a candidate that raise (or lower) belief in it.
 * Matching is on word boundaries only, never inside other words ("dean" does
 * not contain "DEA"), case-insensitive, Unicode-aware.
 */
export interface ContextWindow {
  /** Characters to look at before the candidate. */
  before: number;
  /** Characters to look at after the candidate. */
  after: number;
}

export const DEFAULT_WINDOW: ContextWindow = { before: 60, after: 30 };

/**
 * Compiles a word list into one boundary-anchored, case-insensitive matcher.
 * Multi-word phrases match with any run of spaces or punctuation between words.
 * @example contextMatcher(['medical record', 'mrn']).test('see MRN:') // true
 */
export function contextMatcher(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives(words)})(?![\\p{L}\\p{N}])`, 'iu');
}

/** Like contextMatcher, but the phrase must end the text: a label right before its value. */
export function endingMatcher(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives(words)})$`, 'iu');
}

/** The words as one alternation, longest first, their inner spaces matching any run of spaces, dashes, underscores or dots. */
function alternatives(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.trim().split(/\s+/).map(escapeRegExp).join('[\\s\\-_.]+'))
    .join('|');
}

/** True when a context word occurs in the window around [start, end). */
export function hasContext(
  text: string,
  start: number,
  end: number,
  matcher: RegExp,
  window: ContextWindow = DEFAULT_WINDOW,
): boolean {
  return matcher.test(windowBefore(text, start, window.before)) || matcher.test(windowAfter(text, end, window.after));
}

/** True when a context word occurs in the window before `start` only. */
export function hasContextBefore(text: string, start: number, matcher: RegExp, chars: number = DEFAULT_WINDOW.before): boolean {
  return matcher.test(windowBefore(text, start, chars));
}

// A window edge that falls inside a word moves out to the word's edge, so a cut
// word ("Cora|line") is never read as another word ("line"). Bounded for speed.
const MAX_WORD_EXTENSION = 40;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * The `chars` characters before `start`, widened to whole words.
 * @example windowBefore('Coraline Rolland, 555', 18, 14) // 'Coraline Rolland, '
 */
export function windowBefore(text: string, start: number, chars: number): string {
  let from = Math.max(0, start - chars);
  const limit = Math.max(0, from - MAX_WORD_EXTENSION);
  while (from > limit && isWordCode(text.charCodeAt(from - 1)) && isWordCode(text.charCodeAt(from))) from--;
  return text.slice(from, start);
}

/** The `chars` characters from `end` on, widened to whole words. */
export function windowAfter(text: string, end: number, chars: number): string {
  let to = Math.min(text.length, end + chars);
  const limit = Math.min(text.length, to + MAX_WORD_EXTENSION);
  while (to < limit && isWordCode(text.charCodeAt(to)) && isWordCode(text.charCodeAt(to - 1))) to++;
  return text.slice(end, to);
}

/** Letters and digits: ASCII by code, the rest by Unicode class. */
function isWordCode(code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return WORD_CHAR.test(String.fromCharCode(code));
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
