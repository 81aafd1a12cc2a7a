import type { Span } from './apply-placeholders.js';
import { typeOfKey } from './placeholder-reading.js';

/** A value already placed, with its type: found again wherever it recurs. */
export interface KnownValue {
  type: string;
  value: string;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const MIN_LENGTH = 2;

/**
 * The values a mapping holds (not those held as themselves: never stored, or
 * written by the user), one-character values left out.
 * @example heldValues({ '[PERSON_1]': 'Ann', '[SSN_1]': '[SSN_1]' }) // [{ type: 'PERSON', value: 'Ann' }]
 */
export function heldValues(mapping: Readonly<Record<string, string>>): KnownValue[] {
  return Object.entries(mapping).flatMap(([key, value]) => {
    const type = typeOfKey(key);
    return type && value !== key && value.trim().length >= MIN_LENGTH ? [{ type, value }] : [];
  });
}

/**
 * Spans where a known value occurs again, whole-word, outside the given
 * entities: so a value found once is replaced wherever it recurs, even where
 * detection missed it. Longest value first at a position.
 * @example knownValueSpans('Ann again', [{ type: 'PERSON', value: 'Ann' }], []) // [{ type: 'PERSON', start: 0, end: 3 }]
 */
export function knownValueSpans(text: string, values: readonly KnownValue[], entities: readonly Span[]): Span[] {
  const found: Span[] = [];
  const longestFirst = values.filter((v) => v.value.trim().length >= MIN_LENGTH).sort((a, b) => b.value.length - a.value.length);
  for (const { value, type } of longestFirst) {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
      const span = { type, start: at, end: at + value.length };
      if (wholeWord(text, span) && !overlapsAny(span, entities) && !overlapsAny(span, found)) found.push(span);
    }
  }
  return found.sort((a, b) => a.start - b.start);
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
