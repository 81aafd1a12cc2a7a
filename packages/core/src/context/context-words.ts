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
  const alternatives = [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.trim().split(/\s+/).map(escapeRegExp).join('[\\s\\-_.]+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

/** True when a context word occurs in the window around [start, end). */
export function hasContext(
  text: string,
  start: number,
  end: number,
  matcher: RegExp,
  window: ContextWindow = DEFAULT_WINDOW,
): boolean {
  const before = text.slice(Math.max(0, start - window.before), start);
  const after = text.slice(end, Math.min(text.length, end + window.after));
  return matcher.test(before) || matcher.test(after);
}

/** True when a context word occurs in the window before `start` only. */
export function hasContextBefore(text: string, start: number, matcher: RegExp, chars: number = DEFAULT_WINDOW.before): boolean {
  return matcher.test(text.slice(Math.max(0, start - chars), start));
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
