import type { Span } from './apply-placeholders.js';
import { typeOfKey } from './placeholder-reading.js';

const WORD_CHAR = /[\p{L}\p{N}]/u;
const MIN_LENGTH = 2;

/**
 * Spans where a value the session already holds occurs again, whole-word, outside
 * the given entities: so a value found once is replaced wherever it recurs, even
 * where detection missed it this time. Longest value first at a position.
 * @example knownValueSpans('Ann again', { '[PERSON_1]': 'Ann' }, []) // [{ type: 'PERSON', start: 0, end: 3 }]
 */
export function knownValueSpans(text: string, mapping: Readonly<Record<string, string>>, entities: readonly Span[]): Span[] {
  const values = heldValues(mapping);
  if (values.length === 0) return [];
  const found: Span[] = [];
  const covered = [...entities].sort((a, b) => a.start - b.start);
  for (const { value, type } of values) {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
      const span = { type, start: at, end: at + value.length };
      if (wholeWord(text, span) && !overlapsAny(span, covered) && !overlapsAny(span, found)) found.push(span);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function heldValues(mapping: Readonly<Record<string, string>>): { value: string; type: string }[] {
  return Object.entries(mapping)
    .flatMap(([key, value]) => {
      const type = typeOfKey(key);
      return type && value !== key && value.trim().length >= MIN_LENGTH ? [{ value, type }] : [];
    })
    .sort((a, b) => b.value.length - a.value.length);
}

function wholeWord(text: string, span: Span): boolean {
  const before = text[span.start - 1] ?? '';
  const after = text[span.end] ?? '';
  const first = text[span.start]!;
  const last = text[span.end - 1]!;
  return !(WORD_CHAR.test(before) && WORD_CHAR.test(first)) && !(WORD_CHAR.test(after) && WORD_CHAR.test(last));
}

function overlapsAny(span: Span, others: readonly Span[]): boolean {
  return others.some((o) => o.start < span.end && span.start < o.end);
}
