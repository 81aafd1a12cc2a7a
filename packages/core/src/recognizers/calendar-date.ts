/**
 * Calendar dates in text: where they are and whether they exist. Shared by the
 * DATE and DATE_OF_BIRTH recognizers; English month names.
 */
import { contextMatcher, hasContextBefore } from '../context/context-words.js';

/** A date found in text, with the form it was written in (for `reason`). */
export interface DateSpan {
  start: number;
  end: number;
  form: 'iso' | 'numeric' | 'text' | 'numeric_short_year';
}

const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?!\p{L})`;
const ORDINAL = '(?:st|nd|rd|th)?';
const ISO = /(?<![\p{L}\p{N}.\/-])(\d{4})([-/])(\d{2})\2(\d{2})(?!\p{N}|[.\/-]\d)/gu;
const NUMERIC = /(?<![\p{L}\p{N}.\/-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?!\p{N}|[.\/-]\d)/gu;
const DAY_MONTH_YEAR = new RegExp(String.raw`(?<![\p{L}\p{N}])(\d{1,2})${ORDINAL}(?:[ -]|\s+of\s+)${MONTH},?[ -](\d{4})(?!\p{N})`, 'giu');
const MONTH_DAY_YEAR = new RegExp(String.raw`(?<![\p{L}\p{N}])${MONTH} (\d{1,2})${ORDINAL},? (\d{4})(?!\p{N})`, 'giu');

// A dotted number after these words is a version or a section number, not a date.
const NUMBERING_WORDS = contextMatcher(['version', 'ver', 'v', 'build', 'release', 'firmware', 'section', 'chapter', 'clause']);
const NUMBERING_CONTEXT_CHARS = 20;

/**
 * Every real calendar date with a day, month and year: ISO (2024-03-05),
 * numeric (03/05/2024, 5.3.2024; a two-digit year only with slashes) and with
 * the month in words (5 March 2024, March 5, 2024, 5-Mar-2024). Not a bare
 * year or month and year. In text order.
 * @example findDates('on 2024-02-30 or 2024-02-29').map((d) => d.start) // [17]
 */
export function findDates(text: string): DateSpan[] {
  const out: DateSpan[] = [];
  for (const m of text.matchAll(ISO)) {
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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
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
