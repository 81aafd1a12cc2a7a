import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { TextLayout } from '../structure/layout.js';
import type { Detection } from '../types.js';
import { contextMatcher } from '../context/context-words.js';
import { findDates, type DateSpan } from './calendar-date.js';
import birthWords from './date-of-birth-words.json' with { type: 'json' };

const NAME = 'date_of_birth';

/**
 * Scoring: a real date with a birth word as its field label or just before it
 * is a date of birth (0.95): above DATE's 0.9, and DATE_OF_BIRTH outranks
 * DATE in the types table, so where both are asked for the birth reading wins.
 */
const SCORE_BIRTH = 0.95;
// Close enough to be this date's label ("DOB:", "born on"), not an earlier sentence's.
const CONTEXT_CHARS = 25;

const BIRTH_WORDS = contextMatcher(Object.entries(birthWords).flatMap(([language, words]) => (language.startsWith('_') ? [] : (words as string[]))));

/** A camelCase key's words apart, so "dateOfBirth" and "birthDate" read as their words. */
function splitCamelCase(label: string): string {
  return label.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
}

/** DATE_OF_BIRTH: a real date labelled or introduced as a birth date. */
export const dateOfBirthRecognizer: Recognizer = {
  name: NAME,
  entities: ['DATE_OF_BIRTH'],
  analyze({ text, layout }: AnalysisContext): Detection[] {
    const dates = findDates(text);
    return dates
      .filter((d, i) => BIRTH_WORDS.test(splitCamelCase(fieldLabel(layout, d, dates[i - 1]))) || BIRTH_WORDS.test(splitCamelCase(leadIn(text, d, dates[i - 1]))))
      .map((d) => ({ type: 'DATE_OF_BIRTH', start: d.start, end: d.end, score: SCORE_BIRTH, recognizer: NAME, reason: 'date+context:birth' }));
  },
};

/** The key or column header of the field holding the date, when it is the field's first date. */
function fieldLabel(layout: TextLayout, date: DateSpan, previous: DateSpan | undefined): string {
  const field = layout.lineAt(date.start).fields.find((f) => f.start <= date.start && date.end <= f.end);
  if (!field || (previous && previous.end > field.start)) return '';
  return field.label ?? '';
}

/**
 * The text just before a date on its own line, after any earlier date: a birth
 * word introduces the next date only ("DOB 1980-01-01, seen 2024-03-05").
 */
function leadIn(text: string, date: DateSpan, previous: DateSpan | undefined): string {
  const lineStart = text.lastIndexOf('\n', date.start - 1) + 1;
  return text.slice(Math.max(lineStart, previous?.end ?? 0, date.start - CONTEXT_CHARS), date.start);
}
