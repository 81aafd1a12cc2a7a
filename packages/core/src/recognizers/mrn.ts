import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';

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

// Words of a key may be joined by "_" (patient_id, medical_record_number) as well as by blanks and stops.
const QUALIFIER = String.raw`(?:[\s._]*(?:number|num\.?|nbr\.?|no\.?|#|id|identifier))?`;
/** Labels that mean a medical record number on their own. */
const STRONG_HEAD = String.raw`MRN|MR#|med(?:ical)?\.?[ \t_]*rec(?:ord)?s?\.?|(?:electronic[ \t_]+)?(?:health|medical)[ \t_]+record|e[hm]r`;
/**
 * Words that need a qualifier to mean it ("Patient ID", "Chart No.", "MR No."); "UR" is the
 * unit record number of Australian and New Zealand hospitals ("UR No.", "URN").
 */
const WEAK_HEAD = String.raw`MR|UR|chart|patient|pt\.?|hospital|hosp\.?|record`;
const WEAK_QUALIFIER = String.raw`(?:[\s._]*(?:number|num\.?|nbr\.?|no\.?|#|id|identifier)|(?<=UR)N)`;
const LABEL_BODY = String.raw`(?:(?<strong>(?:${STRONG_HEAD})${QUALIFIER})|(?<weak>(?:${WEAK_HEAD})${WEAK_QUALIFIER}))(?![\p{L}\p{N}])`;
/** A label as a word of its own. */
const LABEL = new RegExp(String.raw`(?<![\p{L}\p{N}])${LABEL_BODY}`, 'giu');
/**
 * LABEL without its look-behind, for the search through the text: without it the search
 * skips to the labels' first letters natively; labelMatches tests the look-behind where it matches.
 */
const LABEL_SEARCH = new RegExp(LABEL_BODY, 'giu');
const AT_WORD_START = /(?<![\p{L}\p{N}])/uy;
/** Between a label and its value: punctuation, blanks, at most one line break; a quoted key's quotes ("mrn": "A123…"). */
const SEPARATOR = /["']?[ \t]*(?:[:#=\-–—()][ \t]*){0,2}(?:\r?\n[ \t]*)?["']?/y;
const FILLER = /(?:(?:is|was|there|reads|listed[ \t]+as|on[ \t]+file|number|no\.?)(?![\p{L}\p{N}])|[#:]|\(?[\p{L} .-]{1,20}\)[ \t]*:?)[ \t]*/iuy;
/** The value: letters (either case: chat writes "mrn: mr-00482913") and digits, a single dash or slash between groups, blanks between digit groups. */
const VALUE = /[A-Za-z0-9](?:[A-Za-z0-9]|[-/](?=[A-Za-z0-9])|[ ](?=\d{3})(?<=\d[ ])){3,19}(?![\p{L}\p{N}@]|[./]\d)/uy;

// Shapes that belong to other types even when an MRN label is near.
const NOT_MRN = [
  /^\d{3}-\d{2}-\d{4}$/, // SSN
  /^\(?\d{3}\)?[- .]?\d{3}[- .]\d{4}$/, // phone
  /^\d{4,5}-\d{3,4}-\d{1,2}$/, // NDC
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

interface Label {
  end: number;
  strong: boolean;
}

/** MRN: medical record numbers, found only through a label, a column header or a nearby MRN word. */
export const mrnRecognizer: Recognizer = {
  name: NAME,
  entities: ['MRN'],
  analyze(ctx: AnalysisContext): Detection[] {
    const found = [...labelledValues(ctx.text), ...tableCells(ctx), ...nationalHealthNumbers(ctx.text)];
    return dedupe(found);
  },
};

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
    const label = toLabel(m);
    if (!label) continue;
    const value = valueAfter(text, label.end);
    if (!value) continue;
    const score = label.strong ? (value.fillers ? SCORE_STRONG_FILLER : SCORE_STRONG) : value.fillers ? SCORE_WEAK_FILLER : SCORE_WEAK;
    const reason = `context:${label.strong ? 'mrn' : 'record_id'}${value.fillers ? '_near' : ''}`;
    out.push({ type: 'MRN', start: value.start, end: value.end, score, recognizer: NAME, reason });
  }
  return out;
}

/**
 * The matches of LABEL in the text, in order: where LABEL_SEARCH matches after a letter or
 * digit, LABEL fails there, and the search goes on from the next character, as LABEL's would.
 */
function labelMatches(text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  LABEL_SEARCH.lastIndex = 0;
  for (let m = LABEL_SEARCH.exec(text); m; m = LABEL_SEARCH.exec(text)) {
    AT_WORD_START.lastIndex = m.index;
    if (AT_WORD_START.test(text)) out.push(m);
    // Labels start with an ASCII letter, so the next character is never half of a surrogate pair.
    else LABEL_SEARCH.lastIndex = m.index + 1;
  }
  return out;
}

/** "MR" and "UR" must be upper case: "Mr." is a title, "ur" chat for "your". */
function toLabel(m: RegExpExecArray): Label | null {
  const strong = m.groups?.['strong'];
  const text = strong ?? m.groups?.['weak'] ?? '';
  if (/^(?:mr\b|ur)/i.test(text) && !/^[MU]R/.test(text)) return null;
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
  return digits >= MIN_DIGITS && !NOT_MRN.some((shape) => shape.test(value)) && !readsAsDate(value);
}

/** Cells under a column headed "MRN", "Patient ID", … */
function tableCells({ text, layout }: AnalysisContext): Detection[] {
  const out: Detection[] = [];
  for (const line of layout.lines) {
    if (line.region !== 'table') continue;
    for (const field of line.fields) {
      const label = field.label ? columnLabel(field.label) : null;
      if (!label) continue;
      const cell = text.slice(field.start, field.end);
      VALUE.lastIndex = 0;
      const m = VALUE.exec(cell);
      if (!m || m[0].length !== cell.length || !isMrnShaped(cell)) continue;
      const score = label.strong ? SCORE_COLUMN_STRONG : SCORE_COLUMN_WEAK;
      out.push({ type: 'MRN', start: field.start, end: field.end, score, recognizer: NAME, reason: 'column:mrn' });
    }
  }
  return out;
}

function columnLabel(header: string): Label | null {
  LABEL.lastIndex = 0;
  const m = LABEL.exec(header.trim());
  return m && m.index === 0 && m[0].length === header.trim().length ? toLabel(m) : null;
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
