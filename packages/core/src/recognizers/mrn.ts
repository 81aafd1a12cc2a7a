import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { contextMatcher, escapeRegExp, hasContext } from '../context/context-words.js';
import { alignedCellsUnder, columnsOf, lineAround } from './aligned-columns.js';
import { pidFields, recordIdentifiers, RECORD_TYPES } from './hl7.js';
import { patientRoleIds, SSN_ROOT } from './cda.js';
import { fhirIdentifiers, SSN_SYSTEM } from './fhir.js';
import { x12Qualified } from './x12.js';
import mrnWords from './mrn-words.json' with { type: 'json' };

const NAME = 'mrn';

/**
 * Scoring. An MRN has no checksum or fixed shape, so only its label makes it
 * one: no label, no detection.
 * - a strong label ("MRN", "Medical Record #", "Med Rec No.") right before it: 0.95;
 * - a strong label a few filler words before it ("My MRN there is …"): 0.9;
 * - a weaker label ("Patient ID", "Chart No.", "Hospital Number", "Record #"): 0.85 / 0.8;
 * - a cell in a table column headed by such a label: 0.9 / 0.85.
 */
const SCORE_STRONG = 0.95;
const SCORE_STRONG_FILLER = 0.9;
const SCORE_WEAK = 0.85;
const SCORE_WEAK_FILLER = 0.8;
const SCORE_COLUMN_STRONG = 0.9;
const SCORE_COLUMN_WEAK = 0.85;
/** Filler words allowed between a label and its value ("is", "there", "number"). */
const MAX_FILLERS = 3;

/**
 * A phrase of mrn-words.json as a pattern: its words joined by any run of blanks, ".", "_" or "-", or by
 * nothing ("medicalRecordNumber", "Patienten-Nr"); a "." in a word may be left out ("Med Rec No").
 */
function phrasePattern(phrase: string): string {
  return phrase
    .split(' ')
    .map((word) => escapeRegExp(word).replace(/\\\./g, '\\.?'))
    .join(JOIN);
}
const JOIN = String.raw`[\s._-]*`;
const alternation = (phrases: readonly string[]) => [...phrases].sort((a, b) => b.length - a.length).map(phrasePattern).join('|');
const QUALIFIER = `(?:${alternation(mrnWords.qualifiers)})`;
/** Labels that mean a medical record number on their own ("MRN", "Medical Record", "Fallnummer", "NHC"), a qualifier maybe after. */
const STRONG = `(?:${alternation(mrnWords.strong)})(?:${JOIN}${QUALIFIER})?`;
/** Words that need a qualifier to mean it ("Patient ID", "Chart No.", "MR No.", "UR No."). */
const WEAK = `(?:${alternation(mrnWords.weak)})${JOIN}${QUALIFIER}`;
/** Words that mean it with a qualifier in a clinical text only ("Case No.", "Unit No."). */
const CLINICAL = `(?:${alternation(mrnWords.clinical_only)})${JOIN}${QUALIFIER}`;
/** Words that mean it without a qualifier in capitals in a clinical text only ("PID: 4181146"). */
const CLINICAL_BARE = `(?:${alternation(mrnWords.clinical_bare)})`;
/** A label ends at a word's end, or with a "#" its value may be glued to ("MR#H2880793"). */
const LABEL_END = String.raw`(?:(?<=#)|(?![\p{L}\p{N}]))`;
const LABEL_BODY = String.raw`(?:(?<strong>${STRONG})|(?<weak>${WEAK})|(?<clinical>${CLINICAL})|(?<bare>${CLINICAL_BARE}))${LABEL_END}`;
/** The same labels of other languages ("Fallnummer", "N° de dossier", "NHC"): strong. */
const OTHER_BODY = String.raw`(?<strong>(?:${alternation(mrnWords.strong_other_languages)})(?:${JOIN}${QUALIFIER})?)${LABEL_END}`;
/** A label as a word of its own. */
const LABEL = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${LABEL_BODY}|${OTHER_BODY.replace('?<strong>', '?<other>')})`, 'giu');
/**
 * LABEL without its look-behind, for the search through the text: without it the search
 * skips to the labels' first letters natively; labelMatches tests the look-behind where it matches.
 * The labels of other languages start with many different letters, which slows a search: they are
 * looked for only in a text that holds one of their stems (one quick search).
 */
const LABEL_SEARCH = new RegExp(LABEL_BODY, 'giu');
const OTHER_SEARCH = new RegExp(OTHER_BODY, 'giu');
const OTHER_GATE = new RegExp(`${mrnWords.other_languages_stems.join('|')}`, 'i');
const OTHER_CAPITALS = new RegExp(`\\b(?:${mrnWords.other_languages_capitals.join('|')})\\b`);
const AT_WORD_START = /(?<![\p{L}\p{N}])/uy;
const UPPERCASE_ONLY = new Set(mrnWords.uppercase_only);
const CLINICAL_WORDS = contextMatcher(mrnWords.clinical_words);
const CLINICAL_WINDOW = { before: 300, after: 300 };
/**
 * Between a label and its value: punctuation, blanks, dot leaders, a table's bar, an XML tag's end,
 * at most one line break; a quoted key's quotes ("mrn": "A123…").
 */
const SEPARATOR = /["']?[ \t]*(?:(?:[:#=\-–—()|>\[,]|\.{2,})[ \t]*){0,3}(?:\r?\n[ \t]*)?["']?/y;
const FILLER = /(?:(?:is|was|of|being|now|there|reads|assigned|listed[ \t]+as|on[ \t]+file|number|no\.?)(?![\p{L}\p{N}])|[#:]|\(?[\p{L} .-]{1,20}\)[ \t]*:?)[ \t]*/iuy;
/**
 * The value: letters (either case: chat writes "mrn: mr-00482913") and digits, a single dash or slash
 * between groups, blanks between digit groups, a dot before a group of three digits as Spanish and
 * Portuguese records group them ("12.345.678"); maybe a site's capitals before it ("MGH 1234567").
 */
const VALUE = /(?:[A-Z]{2,5} (?=\d{5}))?[A-Za-z0-9](?:[A-Za-z0-9]|[-/](?=[A-Za-z0-9])|[ ](?=\d{3})(?<=\d[ ])|[.](?=\d{3}(?!\d))(?<=\d[.])){3,19}(?![\p{L}\p{N}@]|[./]\d)/uy;

// Shapes that belong to other types even when an MRN label is near.
const NOT_MRN = [
  /^\d{3}-\d{2}-\d{4}$/, // SSN
  /^\(?\d{3}\)?[- .]?\d{3}[- .]\d{4}$/, // phone
  /^\d{4,5}-\d{3,4}-\d{1,2}$/, // NDC
  /^0\d{1,4}[ ]\d{3,4}[ ]\d{3,4}$/, // a national phone number after its trunk 0, in blank-parted groups ("020 7188 7188")
];
const YEAR_FIRST = /^\d{4}([-/])(\d{1,2})\1(\d{1,2})$/;
const YEAR_LAST = /^(\d{1,2})([-/])(\d{1,2})\2\d{2,4}$/;

/** A date's shape with a real month and day ("2024-03-07", "07-03-24"); "7788-22-19" is no date. */
function readsAsDate(value: string): boolean {
  const dayMonth = (a: number, b: number) => (a >= 1 && a <= 12 && b >= 1 && b <= 31) || (b >= 1 && b <= 12 && a >= 1 && a <= 31);
  const yearFirst = YEAR_FIRST.exec(value);
  if (yearFirst) return dayMonth(Number(yearFirst[2]), Number(yearFirst[3]));
  const yearLast = YEAR_LAST.exec(value);
  return yearLast !== null && dayMonth(Number(yearLast[1]), Number(yearLast[3]));
}
const MIN_DIGITS = 4;
const SITE_PREFIX = /^[A-Z]{2,5} (?=\d)/;

interface Label {
  end: number;
  strong: boolean;
}

/** MRN: medical record numbers, found only through a label, a column header or a nearby MRN word. */
export const mrnRecognizer: Recognizer = {
  name: NAME,
  entities: ['MRN'],
  analyze(ctx: AnalysisContext): Detection[] {
    const found = [...labelledValues(ctx.text), ...tableCells(ctx), ...nationalHealthNumbers(ctx.text), ...hl7Identifiers(ctx.text), ...documentIdentifiers(ctx.text), ...patientBlockIds(ctx.text)];
    return dedupe([...found, ...repeats(ctx.text, found)]);
  },
};

/** A repeat scores below the reading it copies. */
const SCORE_REPEAT = 0.85;
const REPEAT_MIN_LENGTH = 6;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** A letter or digit at `i`, or a joiner ("-", "/", ".") with one beyond it: the repeat would be part of a longer token. */
function gluedAt(text: string, i: number, step: 1 | -1): boolean {
  const c = text[i];
  if (c === undefined) return false;
  if (WORD_CHAR.test(c)) return true;
  const beyond = text[i + step];
  return '-/.'.includes(c) && beyond !== undefined && WORD_CHAR.test(beyond);
}

/**
 * The same record number written again in the text (a wristband's barcode line "*00123456*", a
 * letter's reference repeated in its body) is that number: the identical string, as a token of its own.
 * Found in one pass over the text's tokens: a value is looked for where a token equal to its first
 * token starts. A value that does not open with a letter or digit is searched for.
 */
function repeats(text: string, found: readonly Detection[]): Detection[] {
  const values = new Set(found.map((d) => text.slice(d.start, d.end)).filter((v) => v.length >= REPEAT_MIN_LENGTH));
  if (values.size === 0) return [];
  const byFirstToken = new Map<string, string[]>();
  const out: Detection[] = [];
  for (const value of values) {
    const first = LEADING_TOKEN.exec(value)?.[0];
    if (first === undefined) out.push(...searched(text, value));
    else if (byFirstToken.has(first)) byFirstToken.get(first)!.push(value);
    else byFirstToken.set(first, [value]);
  }
  if (byFirstToken.size > 0) out.push(...tokensAmong(text, byFirstToken));
  return out;
}

/** The letters and digits a value opens with, joined by single "-", "/" or ".": a token as `gluedAt` keeps it whole. */
const LEADING_TOKEN = /^[\p{L}\p{N}]+(?:[-/.][\p{L}\p{N}]+)*/u;

function searched(text: string, value: string): Detection[] {
  const out: Detection[] = [];
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
    const end = at + value.length;
    if (!gluedAt(text, at - 1, -1) && !gluedAt(text, end, 1)) out.push(repeat(at, end));
  }
  return out;
}

/** Each place a value stands whole, found at the text's tokens, read char by char: no match objects. */
function tokensAmong(text: string, byFirstToken: ReadonlyMap<string, readonly string[]>): Detection[] {
  const out: Detection[] = [];
  let shortest = Infinity;
  let longest = 0;
  for (const first of byFirstToken.keys()) {
    shortest = Math.min(shortest, first.length);
    longest = Math.max(longest, first.length);
  }
  let i = 0;
  while (i < text.length) {
    if (!isWordChar(text, i)) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && (isWordChar(text, i) || (isJoiner(text.charCodeAt(i)) && isWordChar(text, i + 1)))) i++;
    const length = i - start;
    if (length < shortest || length > longest) continue;
    for (const value of byFirstToken.get(text.slice(start, i)) ?? []) {
      const end = start + value.length;
      if (text.startsWith(value, start) && !gluedAt(text, end, 1)) out.push(repeat(start, end));
    }
  }
  return out;
}

function isWordChar(text: string, i: number): boolean {
  if (i >= text.length) return false;
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
  return WORD_CHAR.test(text[i]!);
}

function isJoiner(c: number): boolean {
  return c === 0x2d || c === 0x2f || c === 0x2e;
}

function repeat(start: number, end: number): Detection {
  return { type: 'MRN', start, end, score: SCORE_REPEAT, recognizer: NAME, reason: 'repeat:mrn' };
}

/**
 * The UK's national patient numbers, NHS (England, Wales) and CHI (Scotland):
 * ten digits, often grouped 3-3-4 like a phone number, with a modulus-11
 * check digit. After their label they are the patient's record number.
 */
const HEALTH_NUMBER = /(?<![\p{L}\p{N}])(?:NHS|CHI)[ 	]*(?:number|num\.?|no\.?|#)?[ 	]*(?:is[ 	]+)?[:#]?[ 	]*(\d{3}[ -]?\d{3}[ -]?\d{4})(?![\p{L}\p{N}])/giu;
const SCORE_HEALTH_NUMBER = 0.97;

function nationalHealthNumbers(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(HEALTH_NUMBER)) {
    const value = m[1]!;
    if (!mod11Valid(value.replace(/\D/g, ''))) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ type: 'MRN', start, end: start + value.length, score: SCORE_HEALTH_NUMBER, recognizer: NAME, reason: 'context:nhs+mod11' });
  }
  return out;
}

/** NHS/CHI check: weights 10 down to 2 on the first nine digits; 11 minus the sum mod 11 (11 → 0, 10 never issued). */
export function mod11Valid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[9]);
}

function labelledValues(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of labelMatches(text)) {
    const label = toLabel(m, text);
    if (!label) continue;
    const value = valueAfter(text, label.end);
    if (value) {
      const score = label.strong ? (value.fillers ? SCORE_STRONG_FILLER : SCORE_STRONG) : value.fillers ? SCORE_WEAK_FILLER : SCORE_WEAK;
      const reason = `context:${label.strong ? 'mrn' : 'record_id'}${value.fillers ? '_near' : ''}`;
      out.push({ type: 'MRN', start: value.start, end: value.end, score, recognizer: NAME, reason });
    }
    out.push(...alignedCells(text, m, label));
  }
  return out;
}

/**
 * The cells under a label that heads a column of a fixed-width table ("Name      MRN       Ward").
 * Only for a label with two or more blanks beside it: most labels are not column headers.
 */
function alignedCells(text: string, m: RegExpExecArray, label: Label): Detection[] {
  const start = m.index;
  if (!(text.startsWith('  ', label.end) || (start >= 2 && text.startsWith('  ', start - 2)))) return [];
  const line = lineAround(text, start);
  if (!line) return [];
  const column = columnsOf(text, line).find((c) => c.start === start);
  if (!column || column.end > label.end + 1) return [];
  const out: Detection[] = [];
  for (const cell of alignedCellsUnder(text, column.start, column.end)) {
    const value = text.slice(cell.start, cell.end);
    VALUE.lastIndex = 0;
    const v = VALUE.exec(value);
    if (!v || v[0].length !== value.length || !isMrnShaped(value)) continue;
    const score = label.strong ? SCORE_COLUMN_STRONG : SCORE_COLUMN_WEAK;
    out.push({ type: 'MRN', start: cell.start, end: cell.end, score, recognizer: NAME, reason: 'column:mrn' });
  }
  return out;
}

/** A bare "ID:" key opening a line ("ID: 00481234", "ID #: …"). */
const BARE_ID_KEY = /^[ \t]*I[Dd][ \t]*(?:#|No\.?)?[ \t]*:/gm;
const PATIENT_CUE = contextMatcher(mrnWords.patient_block_cues);
/** Lines around a bare ID key searched for a patient cue: its own and two each side. */
const BLOCK_LINES = 2;

/**
 * "Patient Name: Jane Doe / ID: 00481234 / DOB: …": in a patient's record block (a patient cue on the
 * key's line or the two lines around it) a bare "ID:" key holds the patient's identifier.
 */
function patientBlockIds(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(BARE_ID_KEY)) {
    const end = m.index + m[0].length;
    const value = valueAfter(text, end);
    if (!value || value.fillers) continue;
    if (!PATIENT_CUE.test(linesAround(text, m.index, BLOCK_LINES))) continue;
    out.push({ type: 'MRN', start: value.start, end: value.end, score: SCORE_WEAK_FILLER, recognizer: NAME, reason: 'context:patient_block_id' });
  }
  return out;
}

/** The line holding `offset` with `n` lines each side. */
function linesAround(text: string, offset: number, n: number): string {
  let from = text.lastIndexOf('\n', offset - 1);
  for (let k = 0; k < n && from > 0; k++) from = text.lastIndexOf('\n', from - 1);
  let to = text.indexOf('\n', offset);
  for (let k = 0; k < n && to >= 0; k++) to = text.indexOf('\n', to + 1);
  return text.slice(from + 1, to < 0 ? text.length : to);
}

/**
 * HL7 v2: the patient identifiers of a PID segment (PID-2, -3, -4) typed as a record number, or
 * untyped. The segment names them: no label is needed.
 */
function hl7Identifiers(text: string): Detection[] {
  const out: Detection[] = [];
  for (const field of pidFields(text)) {
    if (field.index < 2 || field.index > 4) continue;
    for (const id of recordIdentifiers(text, field)) {
      if (!isMrnShaped(text.slice(id.start, id.end))) continue;
      out.push({ type: 'MRN', start: id.start, end: id.end, score: SCORE_STRONG, recognizer: NAME, reason: 'hl7:pid-3' });
    }
  }
  return out;
}

/**
 * Record numbers that a document format places and types, no label needed: C-CDA patientRole ids
 * (other than the SSA's root), FHIR identifiers typed MR/PI/PT… (HL7 table 0203), X12 REF*EA
 * (medical record identification number).
 */
function documentIdentifiers(text: string): Detection[] {
  const spans = [
    ...patientRoleIds(text).filter((id) => id.root !== SSN_ROOT).map((id) => ({ ...id, reason: 'cda:patient-role-id' })),
    ...fhirIdentifiers(text).filter((id) => RECORD_TYPES.has(id.code) && id.system !== SSN_SYSTEM).map((id) => ({ ...id, reason: 'fhir:identifier-mr' })),
    ...x12Qualified(text, 'REF', 'EA').map((id) => ({ ...id, reason: 'x12:ref-ea' })),
  ];
  return spans
    .filter((s) => isMrnShaped(text.slice(s.start, s.end)))
    .map((s) => ({ type: 'MRN', start: s.start, end: s.end, score: SCORE_STRONG, recognizer: NAME, reason: s.reason }));
}

/**
 * The matches of LABEL in the text, in order: where LABEL_SEARCH (or OTHER_SEARCH) matches after a
 * letter or digit, LABEL fails there, and the search goes on from the next character, as LABEL's would.
 */
function labelMatches(text: string): RegExpExecArray[] {
  const out = matchesAtWordStart(LABEL_SEARCH, text);
  if (!OTHER_GATE.test(text) && !OTHER_CAPITALS.test(text)) return out;
  return [...out, ...matchesAtWordStart(OTHER_SEARCH, text)].sort((a, b) => a.index - b.index);
}

function matchesAtWordStart(search: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  search.lastIndex = 0;
  for (let m = search.exec(text); m; m = search.exec(text)) {
    AT_WORD_START.lastIndex = m.index;
    if (AT_WORD_START.test(text)) out.push(m);
    // Labels start with a letter of the Basic Multilingual Plane, so the next character is never half of a surrogate pair.
    else search.lastIndex = m.index + 1;
  }
  return out;
}

/**
 * "MR", "UR", "IPP", "NHC" are labels in capitals only: "Mr." is a title, "ur" chat for "your". A
 * clinical-only label ("Case No.", "Unit No.") needs clinical words around it.
 */
function toLabel(m: RegExpExecArray, text: string): Label | null {
  const strong = m.groups?.['strong'] ?? m.groups?.['other'];
  const clinical = m.groups?.['clinical'] ?? m.groups?.['bare'];
  const matched = strong ?? m.groups?.['weak'] ?? clinical ?? '';
  const first = /^[\p{L}]+/u.exec(matched)?.[0] ?? '';
  if (UPPERCASE_ONLY.has(first.toLowerCase()) && first !== first.toUpperCase()) return null;
  if (clinical !== undefined && !hasContext(text, m.index, m.index + m[0].length, CLINICAL_WORDS, CLINICAL_WINDOW)) return null;
  return { end: m.index + m[0].length, strong: strong !== undefined };
}

interface Value {
  start: number;
  end: number;
  fillers: boolean;
}

function valueAfter(text: string, from: number): Value | null {
  let pos = skip(SEPARATOR, text, from);
  let fillers = 0;
  for (let next = skip(FILLER, text, pos); next > pos && fillers < MAX_FILLERS; next = skip(FILLER, text, pos)) {
    pos = next;
    fillers++;
  }
  VALUE.lastIndex = pos;
  const m = VALUE.exec(text);
  if (!m || !isMrnShaped(m[0])) return null;
  return { start: pos, end: pos + m[0].length, fillers: fillers > 0 };
}

function skip(pattern: RegExp, text: string, pos: number): number {
  pattern.lastIndex = pos;
  const m = pattern.exec(text);
  return m ? pos + m[0].length : pos;
}

/**
 * Enough digits, and not the shape of a date, phone number, SSN or NDC code.
 * @example isMrnShaped('MR-9002066') // true
 */
export function isMrnShaped(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  // The shapes are those of the number after a site's capitals ("NDC 25855-1374-45" is a drug code).
  const number = value.replace(SITE_PREFIX, '');
  return digits >= MIN_DIGITS && !NOT_MRN.some((shape) => shape.test(number)) && !readsAsDate(number);
}

/** Cells under a column headed "MRN", "Patient ID", "Hospital MRN", … (quotes of a CSV cell aside). */
function tableCells({ text, layout }: AnalysisContext): Detection[] {
  const out: Detection[] = [];
  // A header's reading, once per header: a table repeats it on every row.
  const headers = new Map<string, RegExpExecArray | null>();
  for (const line of layout.lines) {
    if (line.region !== 'table') continue;
    for (const field of line.fields) {
      if (!field.label) continue;
      let header = headers.get(field.label);
      if (header === undefined) headers.set(field.label, (header = headerLabel(field.label)));
      const label = header ? columnLabel(header, text, field.start) : null;
      if (!label) continue;
      let [start, end] = [field.start, field.end];
      if (end - start >= 2 && /["']/.test(text[start]!) && text[end - 1] === text[start]) [start, end] = [start + 1, end - 1];
      const cell = text.slice(start, end);
      VALUE.lastIndex = 0;
      const m = VALUE.exec(cell);
      if (!m || m[0].length !== cell.length || !isMrnShaped(cell)) continue;
      const score = label.strong ? SCORE_COLUMN_STRONG : SCORE_COLUMN_WEAK;
      out.push({ type: 'MRN', start, end, score, recognizer: NAME, reason: 'column:mrn' });
    }
  }
  return out;
}

/**
 * A header that is a label ("MRN", "Patient ID", "med_rec_no"), or that holds a strong one among other
 * words ("Hospital MRN", "MRN (Epic)"); quotes and a closing colon or "#" aside.
 */
function headerLabel(header: string): RegExpExecArray | null {
  const trimmed = header.trim().replace(/^["']|["':#]+$/g, '').trim();
  LABEL.lastIndex = 0;
  const m = LABEL.exec(trimmed);
  if (!m) return null;
  const whole = m.index === 0 && m[0].length === trimmed.length;
  return whole || m.groups?.['strong'] !== undefined || m.groups?.['other'] !== undefined ? m : null;
}

/** The header's label; a clinical-only one ("Case No.") looks for its clinical words around the cell in the text. */
function columnLabel(m: RegExpExecArray, text: string, at: number): Label | null {
  const label = toLabel(m, m.input);
  if (!label && (m.groups?.['clinical'] ?? m.groups?.['bare']) !== undefined && hasContext(text, at, at, CLINICAL_WORDS, CLINICAL_WINDOW)) return { end: 0, strong: false };
  return label;
}

function dedupe(detections: readonly Detection[]): Detection[] {
  const best = new Map<string, Detection>();
  for (const d of detections) {
    const key = `${d.start}:${d.end}`;
    const seen = best.get(key);
    if (!seen || d.score > seen.score) best.set(key, d);
  }
  return [...best.values()].sort((a, b) => a.start - b.start);
}
