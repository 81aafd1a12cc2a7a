import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { TextLayout } from '../structure/layout.js';
import type { Detection } from '../types.js';
import { contextMatcher, escapeRegExp } from '../context/context-words.js';
import { alignedHeaderOf, mayBeAlignedCell } from './aligned-columns.js';
import { findDates, realDate, type DateSpan } from './calendar-date.js';
import { pidFields } from './hl7.js';
import { x12Qualified } from './x12.js';
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
// How far a birth label may stand from its date when only a format hint, dot leaders or filler words part them.
const LABEL_GAP_CHARS = 60;

const WORDS = Object.values(birthWords.languages).flat();
const BIRTH_WORDS = contextMatcher(WORDS);
const BIRTH_WORDS_ALL = new RegExp(BIRTH_WORDS.source, 'giu');
/** "b. 12 May 1950": the abbreviation only right before its date. */
const ADJACENT = new RegExp(`(?<![\\p{L}\\p{N}])(?:${birthWords.adjacent_only.map(escapeRegExp).join('|')})[ \\t]?$`, 'iu');
const GAP_WORD = birthWords.gap_words.map((w) => w.split(' ').map(escapeRegExp).join('[ \\t]+')).join('|');
/**
 * Between a birth label and its date: punctuation and blanks, dot leaders, a bracketed hint
 * ("(MM/DD/YYYY)"), a bare format pattern ("dd.mm.yyyy:") and filler words ("of patient", "am", "le").
 */
const LABEL_GAP = new RegExp(
  String.raw`^(?:[\s:=#|>"'.,;\-–—/]|\([^()\n]{0,24}\)|\[[^\[\]\n]{0,24}\]|[dmyjat]{1,4}(?:[./ -][dmyjat]{1,4}){2}(?![\p{L}\p{N}])|(?:${GAP_WORD})(?![\p{L}\p{N}]))*$`,
  'iu',
);
/** "born in Lyon, France on 3 March 1980": a place between "born" and its date, then "on". */
const BORN_AT_PLACE_ON = /(?<![\p{L}\p{N}])[Bb]orn[ \t]+(?:in|at)[ \t]+\p{Lu}[\p{L}'.-]*(?:,?[ \t]+(?:\p{Lu}[\p{L}'.-]*|de|del|la|le|am))*,?[ \t]+on[ \t]+(?:the[ \t]+)?$/u;
const BORN_PLACE_CHARS = 80;
/** "12/03/1980 (DOB)", "1980-03-12 [born]": a bracketed birth word right after the date. */
const AFTER = new RegExp(`^[ \\t]*[(\\[][ \\t]*(?:${birthWords.after.map(escapeRegExp).join('|')})[ \\t]*[)\\]]`, 'iu');
const LABEL_LINE_CHARS = 40;
/** A line that is a birth label only ("Date of birth:"), for a date at the start of the next line. */
const LABEL_LINE = new RegExp(`^[\\s"'*_#-]*(?:${BIRTH_WORDS.source})[\\s:=#"'*_.-]*$`, 'iu');
/** YYYYMMDD: the compact form of forms, keys and HL7 (PID-7), reported only after a birth label. */
// No look-behind at the start (it would be tried at every character): the character before is checked in code.
const COMPACT = /(1[89]\d\d|20\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?![\p{L}\p{N}]|[.,/-]\d)/gu;
/** d-m-yy and d.m.yy: a two-digit year with dashes or dots, which DATE leaves alone (a code, a version), after a birth label only ("DOB: 03-04-80"). */
const SHORT_YEAR = /(\d{1,2})([.-])(\d{1,2})\2(\d{2})(?![\p{L}\p{N}]|[.\/-]\d)/gu;
/** "05 23 2008": month, day and year in the boxes of a claim form (CMS-1500 item 3), after a birth label only. */
const SPACED = /(\d\d) (\d\d) (\d{4})(?![\p{L}\p{N}]|[ .\/-]\d)/gu;
/** What may not stand right before a compact or short-year date: a letter, a digit, or a joiner of numbers. */
const GLUED_BEFORE = /[\p{L}\p{N}.\/-]/u;
/** The field PID-7 of HL7's PID segment: date (and time) of birth. */
const PID_BIRTH_FIELD = 7;

/** A camelCase key's words apart, so "dateOfBirth" and "birthDate" read as their words. */
function splitCamelCase(label: string): string {
  return label.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
}

/** A birth word in the text as written ("DoB") or with its camelCase words apart ("dateOfBirth"). */
function hasBirthWord(s: string): boolean {
  if (BIRTH_WORDS.test(s)) return true;
  const split = splitCamelCase(s);
  return split !== s && BIRTH_WORDS.test(split);
}

/** DATE_OF_BIRTH: a real date labelled or introduced as a birth date. */
export const dateOfBirthRecognizer: Recognizer = {
  name: NAME,
  entities: ['DATE_OF_BIRTH'],
  analyze({ text, layout }: AnalysisContext): Detection[] {
    const dates = findDates(text);
    const blockStarts = new Map<number, number>();
    const out: Detection[] = dates
      .filter((d, i) => isBirthDate(text, layout, d, dates[i - 1], blockStarts))
      .map((d) => ({ type: 'DATE_OF_BIRTH', start: d.start, end: d.end, score: SCORE_BIRTH, recognizer: NAME, reason: 'date+context:birth' }));
    out.push(...compactBirthDates(text, layout), ...hl7BirthDates(text), ...x12BirthDates(text));
    return dedupe(out);
  },
};

function isBirthDate(text: string, layout: TextLayout, d: DateSpan, previous: DateSpan | undefined, blockStarts: Map<number, number>): boolean {
  if (hasBirthWord(fieldLabel(layout, d, previous))) return true;
  const lead = leadIn(text, d, previous, CONTEXT_CHARS);
  if (hasBirthWord(lead) || ADJACENT.test(lead)) return true;
  return labelledFurther(text, d, previous) || AFTER.test(text.slice(d.end, d.end + 24)) || labelOnLineAbove(text, d) || alignedColumn(text, d, blockStarts);
}

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
function leadIn(text: string, date: DateSpan, previous: DateSpan | undefined, chars: number): string {
  const before = text.slice(Math.max(previous?.end ?? 0, date.start - chars), date.start);
  return before.slice(before.lastIndexOf('\n') + 1);
}

/**
 * A birth label further before the date on its line, with only a format hint, dot leaders or filler
 * words between ("Date of Birth (MM/DD/YYYY) ........ 03/04/1980"), or "born in <place> on <date>".
 */
function labelledFurther(text: string, date: DateSpan, previous: DateSpan | undefined): boolean {
  const lead = leadIn(text, date, previous, Math.max(LABEL_GAP_CHARS, BORN_PLACE_CHARS));
  if (lead.includes('orn') && BORN_AT_PLACE_ON.test(lead)) return true;
  const near = lead.slice(-LABEL_GAP_CHARS);
  if (!hasBirthWord(near)) return false;
  return [near, splitCamelCase(near)].some((words) => {
    BIRTH_WORDS_ALL.lastIndex = 0;
    let last: RegExpExecArray | null = null;
    for (let m = BIRTH_WORDS_ALL.exec(words); m; m = BIRTH_WORDS_ALL.exec(words)) last = m;
    return last !== null && LABEL_GAP.test(words.slice(last.index + last[0].length));
  });
}

/** "Date of birth:" alone on a line, the date opening the next one (forms printed label above value). */
function labelOnLineAbove(text: string, date: DateSpan): boolean {
  let lineStart = date.start;
  while (lineStart > 0 && (text.charCodeAt(lineStart - 1) === 32 || text.charCodeAt(lineStart - 1) === 9)) lineStart--;
  if (lineStart === 0 || text.charCodeAt(lineStart - 1) !== 10) return false;
  // The line above, if it is short enough to be a label (40 characters).
  const from = Math.max(0, lineStart - 1 - LABEL_LINE_CHARS - 1);
  const above = text.slice(from, lineStart - 1);
  const newline = above.lastIndexOf('\n');
  if (newline < 0 && from > 0) return false;
  return LABEL_LINE.test(above.slice(newline + 1));
}

/** A date in a fixed-width table's column headed by a birth word. */
function alignedColumn(text: string, date: DateSpan, blockStarts: Map<number, number>): boolean {
  if (!mayBeAlignedCell(text, date.start, date.end)) return false;
  const header = alignedHeaderOf(text, date.start, date.end, blockStarts);
  return header !== null && hasBirthWord(header);
}

/**
 * "DOB: 19800304", "BDAY:19800304", "birth_date": "19800304": eight digits of a real date after a birth
 * label; "DOB: 03-04-80", "D.O.B. 3.4.80": a two-digit year parted by dashes or dots after one.
 */
function compactBirthDates(text: string, layout: TextLayout): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(COMPACT)) {
    if (m.index > 0 && /[\p{L}\p{N}]/u.test(text[m.index - 1]!)) continue;
    if (!realDate(+m[1]!, +m[2]!, +m[3]!)) continue;
    const d: DateSpan = { start: m.index, end: m.index + m[0].length, form: 'iso' };
    const lead = leadIn(text, d, undefined, CONTEXT_CHARS);
    if (!hasBirthWord(lead) && !hasBirthWord(fieldLabel(layout, d, undefined))) continue;
    out.push({ type: 'DATE_OF_BIRTH', start: d.start, end: d.end, score: SCORE_BIRTH, recognizer: NAME, reason: 'date_compact+context:birth' });
  }
  for (const m of text.matchAll(SHORT_YEAR)) {
    if (m.index > 0 && GLUED_BEFORE.test(text[m.index - 1]!)) continue;
    const [a, b, yy] = [+m[1]!, +m[3]!, +m[4]!];
    // Either order of day and month, either century.
    if (![1900, 2000].some((c) => realDate(c + yy, a, b) || realDate(c + yy, b, a))) continue;
    const d: DateSpan = { start: m.index, end: m.index + m[0].length, form: 'numeric_short_year' };
    if (!hasBirthWord(leadIn(text, d, undefined, CONTEXT_CHARS)) && !hasBirthWord(fieldLabel(layout, d, undefined))) continue;
    out.push({ type: 'DATE_OF_BIRTH', start: d.start, end: d.end, score: SCORE_BIRTH, recognizer: NAME, reason: 'date_short_year+context:birth' });
  }
  for (const m of text.matchAll(SPACED)) {
    if (m.index > 0 && GLUED_BEFORE.test(text[m.index - 1]!)) continue;
    const [a, b, y] = [+m[1]!, +m[2]!, +m[3]!];
    if (!realDate(y, a, b) && !realDate(y, b, a)) continue;
    const d: DateSpan = { start: m.index, end: m.index + m[0].length, form: 'iso' };
    if (!hasBirthWord(leadIn(text, d, undefined, CONTEXT_CHARS)) && !labelledFurther(text, d, undefined)) continue;
    out.push({ type: 'DATE_OF_BIRTH', start: d.start, end: d.end, score: SCORE_BIRTH, recognizer: NAME, reason: 'date_spaced+context:birth' });
  }
  return out;
}

/** HL7 PID-7, the patient's date (and time) of birth: YYYYMMDD, maybe with hours, minutes, seconds. */
function hl7BirthDates(text: string): Detection[] {
  const out: Detection[] = [];
  for (const f of pidFields(text)) {
    if (f.index !== PID_BIRTH_FIELD) continue;
    const value = text.slice(f.start, f.end);
    const m = /^(\d{4})(\d\d)(\d\d)(?:\d{2,6})?$/.exec(value);
    if (!m || !realDate(+m[1]!, +m[2]!, +m[3]!)) continue;
    out.push({ type: 'DATE_OF_BIRTH', start: f.start, end: f.end, score: SCORE_BIRTH, recognizer: NAME, reason: 'hl7:pid-7' });
  }
  return out;
}

/** X12 DMG*D8*CCYYMMDD: the demographic segment's birth date in date format D8. */
function x12BirthDates(text: string): Detection[] {
  return x12Qualified(text, 'DMG', 'D8')
    .filter(({ start, end }) => {
      const m = /^(\d{4})(\d\d)(\d\d)$/.exec(text.slice(start, end));
      return m !== null && realDate(+m[1]!, +m[2]!, +m[3]!);
    })
    .map(({ start, end }) => ({ type: 'DATE_OF_BIRTH', start, end, score: SCORE_BIRTH, recognizer: NAME, reason: 'x12:dmg-d8' }));
}

function dedupe(detections: readonly Detection[]): Detection[] {
  const seen = new Set<string>();
  return detections
    .filter((d) => {
      const key = `${d.start}:${d.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.start - b.start);
}
