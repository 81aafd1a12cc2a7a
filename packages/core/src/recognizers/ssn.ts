import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { contextMatcher, hasContext, hasContextBefore, windowBefore } from '../context/context-words.js';
import { standsAlone } from './digits.js';
import { alignedHeaderOf, mayBeAlignedCell } from './aligned-columns.js';
import { pidFields } from './hl7.js';
import { patientRoleIds, SSN_ROOT } from './cda.js';
import { fhirIdentifiers, SSN_SYSTEM } from './fhir.js';
import { x12Qualified } from './x12.js';
import ssnWords from './ssn-words.json' with { type: 'json' };

const NAME = 'ssn';

/**
 * Scoring: a 3-2-4 number parted by dashes or spaces that passes the issuance
 * rules is a fair guess on its own (0.6); an SSN word nearby or as its field
 * label makes it near certain (0.95), and is needed for dots. Nine bare digits are too common (routing, account and
 * order numbers) to report without an SSN word right before them or as label.
 *
 * Labelled numbers outside the issuance rules: a number an SSN or taxpayer-id
 * word labels is the person's identifier as written, so the area rule is not
 * asked of it. That takes in ITINs (area 9xx, issued by the IRS in the SSN's
 * format to people who cannot have one, and labelled "SSN/ITIN" or "TIN" on
 * the same forms), typos and numbers never issued (666). Zero fields
 * (000-, -00-, -0000) stay out even labelled: they are placeholders ("000-00-0000").
 */
const SCORE_SEPARATED = 0.6;
const SCORE_CONTEXT = 0.95;
const SCORE_BARE_CONTEXT = 0.9;
const BARE_CONTEXT_CHARS = 30;
const BARE_GAP_CHARS = 60;

/** Context words: English, and the words of forms and keys (ssn-words.json). */
const SSN_WORDS = contextMatcher(ssnWords.context);
/** SSN_WORDS as a global search, for the last SSN word in a window. */
const SSN_WORDS_ALL = new RegExp(SSN_WORDS.source, 'giu');
/** A column header or key that is an SSN word on its own ("Social", "SS"). */
const SSN_HEADER = new RegExp(`^[\\s"'\\[(]*(?:${ssnWords.header_only.join('|')})[\\s"'\\])#.:]*$`, 'i');
// An SSN word right before a bare number, with only a few words of its own between ("SSN on file is 123456789").
const BARE_GAP = new RegExp(`^[\\s:=#"'()\\[\\]|.-]*(?:(?:${ssnWords.gap_words.join('|')})(?![\\p{L}\\p{N}])[\\s:=#"'()\\[\\]|.,-]*){0,5}$`, 'iu');

/** "social is 123456789": a prose word for the SSN, then only gap words (at least one) to the number's start. */
const PROSE_LEAD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ssnWords.prose_lead.join('|')})[\\s:]+(?:(?:${ssnWords.gap_words.join('|')})(?![\\p{L}\\p{N}])[\\s:,]*){1,3}$`, 'iu');

// Fixed-length alternatives only: linear time.
const CANDIDATE = /\d{3}([- .])\d{2}\1\d{4}|\d{9}/g;

/** SSN: dashed, spaced and (with context) bare nine-digit forms that follow the SSA issuance rules. */
export const ssnRecognizer: Recognizer = {
  name: NAME,
  entities: ['SSN'],
  analyze({ text, layout }: AnalysisContext): Detection[] {
    const out: Detection[] = [];
    const blockStarts = new Map<number, number>();
    for (const m of text.matchAll(CANDIDATE)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!standsAlone(text, start, end)) continue;
      const structure = layout.structureAt(start);
      const label = structure.label ?? alignedLabel(text, start, end, blockStarts);
      const labelled = label !== null && (SSN_WORDS.test(label) || SSN_HEADER.test(label));
      // A table cell under another column's header ("MRN", "Encounter") is that column's number, whatever SSN header stands nearby.
      if (!m[1] && !labelled && structure.region_type === 'table' && structure.label) continue;
      if (!issuable(m[0]) && !(labelledAnyArea(m[0]) && (labelled || hasContextBefore(text, start, SSN_WORDS, BARE_CONTEXT_CHARS)))) continue;
      const score = m[1] ? separatedScore(text, start, end, labelled, m[1]) : bareScore(text, start, labelled);
      if (score > 0) out.push({ type: 'SSN', start, end, score, recognizer: NAME, reason: reasonFor(m[1], score) });
    }
    out.push(...hl7Ssns(text, out));
    out.push(...documentSsns(text, out));
    return out;
  },
};

/** SSN_HL7: the SSN field of HL7's PID segment (PID-19), and PID-3 identifiers typed "SS"; the segment is their label. */
const PID_SSN_FIELD = 19;
const PID_IDENTIFIERS = 3;
const NINE_DIGITS = /^\d{3}-?\d{2}-?\d{4}$/;

function hl7Ssns(text: string, found: readonly Detection[]): Detection[] {
  const out: Detection[] = [];
  for (const field of pidFields(text)) {
    const spans =
      field.index === PID_SSN_FIELD ? [{ start: field.start, end: field.start + text.slice(field.start, field.end).split('^')[0]!.length }] : field.index === PID_IDENTIFIERS ? ssnIdentifiers(text, field) : [];
    for (const { start, end } of spans) {
      const value = text.slice(start, end);
      if (!NINE_DIGITS.test(value) || !labelledAnyArea(value) || found.some((d) => d.start === start && d.end === end)) continue;
      out.push({ type: 'SSN', start, end, score: SCORE_CONTEXT, recognizer: NAME, reason: 'hl7:pid-19' });
    }
  }
  return out;
}

/**
 * SSNs a document format places and types: a C-CDA patientRole id under the SSA's root OID, a FHIR
 * identifier typed SS or of the us-ssn system, X12 REF*SY. The format is their label.
 */
function documentSsns(text: string, found: readonly Detection[]): Detection[] {
  const spans = [
    ...patientRoleIds(text).filter((id) => id.root === SSN_ROOT).map((id) => ({ ...id, reason: 'cda:ssn-root' })),
    ...fhirIdentifiers(text).filter((id) => id.code === 'SS' || id.system === SSN_SYSTEM).map((id) => ({ ...id, reason: 'fhir:identifier-ss' })),
    ...x12Qualified(text, 'REF', 'SY').map((id) => ({ ...id, reason: 'x12:ref-sy' })),
  ];
  return spans
    .filter(({ start, end }) => NINE_DIGITS.test(text.slice(start, end)) && labelledAnyArea(text.slice(start, end)) && !found.some((d) => d.start === start && d.end === end))
    .map(({ start, end, reason }) => ({ type: 'SSN', start, end, score: SCORE_CONTEXT, recognizer: NAME, reason }));
}

/** The first components of PID-3's repetitions whose identifier type (fifth component) is "SS". */
function ssnIdentifiers(text: string, field: { start: number; end: number }): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = field.start;
  for (const rep of text.slice(field.start, field.end).split('~')) {
    const parts = rep.split('^');
    if ((parts[4] ?? '').trim().toUpperCase() === 'SS') out.push({ start, end: start + parts[0]!.length });
    start += rep.length + 1;
  }
  return out;
}

/** Dashes or spaces are an SSN's own print form; dots ("123.45.6789") only beside an SSN word. */
function separatedScore(text: string, start: number, end: number, labelled: boolean, separator: string): number {
  if (labelled || hasContext(text, start, end, SSN_WORDS)) return SCORE_CONTEXT;
  return separator === '.' ? 0 : SCORE_SEPARATED;
}

function bareScore(text: string, start: number, labelled: boolean): number {
  return labelled || ssnWordJustBefore(text, start) ? SCORE_BARE_CONTEXT : 0;
}

/**
 * An SSN word before a bare number, either close ("ssn 123456789") or further
 * with only filler words between ("Social Security Number on file is 123456789").
 */
function ssnWordJustBefore(text: string, start: number): boolean {
  if (hasContextBefore(text, start, SSN_WORDS, BARE_CONTEXT_CHARS)) return true;
  const window = windowBefore(text, start, BARE_GAP_CHARS);
  SSN_WORDS_ALL.lastIndex = 0;
  let last: RegExpExecArray | null = null;
  for (let m = SSN_WORDS_ALL.exec(window); m; m = SSN_WORDS_ALL.exec(window)) last = m;
  if (last !== null && BARE_GAP.test(window.slice(last.index + last[0].length))) return true;
  return PROSE_LEAD.test(window);
}

/** The header of a fixed-width column holding the number, when its row has one. */
function alignedLabel(text: string, start: number, end: number, blockStarts: Map<number, number>): string | null {
  return mayBeAlignedCell(text, start, end) ? alignedHeaderOf(text, start, end, blockStarts) : null;
}

function reasonFor(separator: string | undefined, score: number): string {
  if (!separator) return 'context:ssn_bare';
  return score === SCORE_CONTEXT ? 'context:ssn' : 'ssn_pattern';
}

/**
 * Never-issued numbers: area 000, 666 or 900-999, group 00, serial 0000.
 * @example issuable('123-45-6789') // true
 */
export function issuable(candidate: string): boolean {
  const d = candidate.replace(/\D/g, '');
  const area = d.slice(0, 3);
  return area !== '000' && area !== '666' && d[0] !== '9' && d.slice(3, 5) !== '00' && d.slice(5) !== '0000';
}

/**
 * The issuance rules without the area's: a labelled ITIN (9xx) or a never-issued area is still the
 * person's number as written; zero fields are placeholders.
 * @example labelledAnyArea('912-78-1234') // true
 */
export function labelledAnyArea(candidate: string): boolean {
  const d = candidate.replace(/\D/g, '');
  return d.slice(0, 3) !== '000' && d.slice(3, 5) !== '00' && d.slice(5) !== '0000';
}
