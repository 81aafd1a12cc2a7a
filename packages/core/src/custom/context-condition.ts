/** A rule or pattern applies only when one of `keywords` is within `distance` words of the span. */
export interface ContextCondition {
  keywords: readonly string[];
  /** In words, counted outwards from the span on either side; at least 1. */
  distance: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;

/** Lower-cased words of `text`, in order. Punctuation and brackets separate words. */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.toLowerCase());
}

/**
 * The `count` words before and after [start, end), nearest last (before) and first (after).
 * Reads only a bounded window of characters, so it stays cheap on 100 KB texts.
 */
export function wordsAround(text: string, start: number, end: number, count: number): { before: string[]; after: string[] } {
  const reach = count * 40;
  const before = wordsOf(text.slice(Math.max(0, start - reach), start)).slice(-count);
  const after = wordsOf(text.slice(end, end + reach)).slice(0, count);
  return { before, after };
}

/**
 * True when a keyword (one word or a phrase) occurs within the distance on either side.
 * @example satisfies('she visited Jordan', 12, 18, { keywords: ['visited'], distance: 2 }) // true
 */
export function satisfies(text: string, start: number, end: number, condition: ContextCondition): boolean {
  const { before, after } = wordsAround(text, start, end, condition.distance);
  const sides = [` ${before.join(' ')} `, ` ${after.join(' ')} `];
  return condition.keywords.some((k) => {
    const phrase = ` ${wordsOf(k).join(' ')} `;
    return phrase.trim() !== '' && sides.some((s) => s.includes(phrase));
  });
}
