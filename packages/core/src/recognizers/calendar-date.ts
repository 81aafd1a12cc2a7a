/**
 * Calendar dates in text: where they are and whether they exist. Shared by the
 * DATE and DATE_OF_BIRTH recognizers. Month names of English and of the
 * European languages whose dates are written day, month, year (month-names.json).
 */
import { contextMatcher, hasContextBefore } from '../context/context-words.js';
import monthNames from './month-names.json' with { type: 'json' };

/** A date found in text, with the form it was written in (for `reason`). */
export interface DateSpan {
  start: number;
  end: number;
  form: 'iso' | 'numeric' | 'text' | 'numeric_short_year';
}

/** Every written form of a month, lower case, to its number (1–12). */
const MONTH_NUMBERS = new Map<string, number>(
  Object.entries(monthNames).flatMap(([language, months]) =>
    language.startsWith('_') ? [] : (months as string[][]).flatMap((forms, i) => forms.map((form) => [form, i + 1] as const)),
  ),
);
const alternation = (forms: Iterable<string>) => [...forms].sort((a, b) => b.length - a.length).join('|');
const MONTH = String.raw`(${alternation(MONTH_NUMBERS.keys())})\.?(?!\p{L})`;
// Only English writes the month before the day ("March 5, 2024").
const ENGLISH_MONTH = String.raw`(${alternation(monthNames.en.flat())})\.?(?!\p{L})`;
// "5th", French "1er", German "3." before the month.
const ORDINAL = '(?:st|nd|rd|th|er|\\.)?';
// Spanish and Portuguese join day, month and year with "de" ("5 de mayo de 1990").
const DAY_TO_MONTH = String.raw`(?:[ -]|\s+(?:of|de)\s+)`;
const MONTH_TO_YEAR = String.raw`(?:,?[ -]|\s+del?\s+)`;
const ISO = /(?<![\p{L}\p{N}.\/-])(\d{4})([-/.])(\d{2})\2(\d{2})(?!\p{N}|[.\/-]\d)/gu;
const NUMERIC = /(?<![\p{L}\p{N}.\/-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?!\p{N}|[.\/-]\d)/gu;
const DAY_MONTH_YEAR = new RegExp(String.raw`(?<![\p{L}\p{N}])(\d{1,2})${ORDINAL}${DAY_TO_MONTH}${MONTH}${MONTH_TO_YEAR}(\d{4})(?!\p{N})`, 'giu');
const MONTH_DAY_YEAR = new RegExp(String.raw`(?<![\p{L}\p{N}])${ENGLISH_MONTH} (\d{1,2})${ORDINAL},? (\d{4})(?!\p{N})`, 'giu');

// A dotted number after these words is a version or a section number, not a date.
const NUMBERING_WORDS = contextMatcher(['version', 'ver', 'v', 'build', 'release', 'firmware', 'section', 'chapter', 'clause']);
const NUMBERING_CONTEXT_CHARS = 20;

/**
 * Every real calendar date with a day, month and year: ISO (2024-03-05, 2024.03.05),
 * numeric (03/05/2024, 5.3.2024; a two-digit year only with slashes) and with
 * the month in words (5 March 2024, March 5, 2024, 5-Mar-2024, 3. März 2024,
 * 5 de mayo de 2024, 7 marca 2024). Not a bare
 * year or month and year. In text order.
 * @example findDates('on 2024-02-30 or 2024-02-29').map((d) => d.start) // [17]
 */
export function findDates(text: string): DateSpan[] {
  const out: DateSpan[] = [];
  for (const m of text.matchAll(ISO)) {
    // Year first with dots ("1991.06.03") is a date in East Asian and Hungarian use, and a calendar version after a version word.
    if (m[2] === '.' && hasContextBefore(text, m.index, NUMBERING_WORDS, NUMBERING_CONTEXT_CHARS)) continue;
    if (realDate(+m[1]!, +m[3]!, +m[4]!)) out.push(span(m, 'iso'));
  }
  for (const m of text.matchAll(NUMERIC)) {
    const year = m[4]!;
    if (year.length === 2 && m[2] !== '/') continue;
    if (hasContextBefore(text, m.index, NUMBERING_WORDS, NUMBERING_CONTEXT_CHARS)) continue;
    const [a, b] = [+m[1]!, +m[3]!];
    const y = year.length === 2 ? 2000 + +year : +year;
    if (realDate(y, a, b) || realDate(y, b, a)) out.push(span(m, year.length === 2 ? 'numeric_short_year' : 'numeric'));
  }
  for (const m of text.matchAll(DAY_MONTH_YEAR)) {
    if (realDate(+m[3]!, monthNumber(m[2]!), +m[1]!)) out.push(span(m, 'text'));
  }
  for (const m of text.matchAll(MONTH_DAY_YEAR)) {
    if (realDate(+m[3]!, monthNumber(m[1]!), +m[2]!)) out.push(span(m, 'text'));
  }
  return out.sort((x, y) => x.start - y.start);
}

function span(m: RegExpMatchArray, form: DateSpan['form']): DateSpan {
  return { start: m.index!, end: m.index! + m[0].length, form };
}

function monthNumber(name: string): number {
  return MONTH_NUMBERS.get(name.toLowerCase()) ?? 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const FIRST_YEAR = 1000;
const LAST_YEAR = 2999;

/**
 * True when the day exists in that month of that (Gregorian) year.
 * @example realDate(2024, 2, 29) // true
 * @example realDate(2023, 2, 29) // false
 */
export function realDate(year: number, month: number, day: number): boolean {
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}
