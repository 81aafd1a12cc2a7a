import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { contextMatcher, hasContextBefore } from '../context/context-words.js';
import { luhnValid, standsAlone } from './digits.js';
import { CODE_AND_QUANTITY_WORDS, readsAsCodeOrQuantity } from './number-context.js';

const NAME = 'npi';

/**
 * Scoring. Every NPI passes the check, but so does one in ten random
 * 10-digit numbers, and a US phone number written without separators has the
 * same shape. So:
 * - check passes and an NPI word is right before it or is its field label
 *   (table column, "NPI:" key): 0.98, above anything the phone recognizer gives;
 * - check passes, no context: 0.4, below the phone recognizer's bare-digit
 *   score, so a valid US phone number wins the overlap and an invalid one
 *   (e.g. starting with 1) is left to NPI;
 * - another identifier's word right before it ("invoice", "job", "order"): dropped.
 */
const SCORE_CONTEXT = 0.98;
const SCORE_ALONE = 0.4;
// Close enough to be this number's label, not the previous field's.
const CONTEXT_CHARS = 30;

const NPI_WORDS = contextMatcher([
  'npi', 'npi#', 'national provider', 'national provider identifier', 'provider', 'provider id', 'prescriber',
  'physician', 'attending', 'referring', 'rendering', 'ordering provider', 'billing provider', 'pcp',
]);
const OTHER_ID_WORDS = contextMatcher([
  'invoice', 'order', 'job', 'account', 'acct', 'tracking', 'ticket', 'reference', 'ref', 'claim', 'policy',
  'member', 'confirmation', 'transaction', 'case', 'serial', 'routing', 'isbn', 'sku', 'batch', 'lot', 'request',
  'phone', 'tel', 'fax', 'mobile', 'cell', 'call', 'mrn', 'dea', 'ssn', 'customer', 'booking', 'id',
  ...CODE_AND_QUANTITY_WORDS,
]);

const CANDIDATE = /[12]\d{9}/g;
// Grouped as people copy it from a form: 3-3-4 or 4-3-3, spaces or dashes. Taken only beside an NPI word.
const GROUPED = /[12]\d{2}([ -])\d{3}\1\d{4}|[12]\d{3}([ -])\d{3}\2\d{3}/g;

/** NPI: 10 digits starting with 1 or 2 that pass the Luhn check with the "80840" health-industry prefix. */
export const npiRecognizer: Recognizer = {
  name: NAME,
  entities: ['NPI'],
  analyze({ text, layout }: AnalysisContext): Detection[] {
    const out: Detection[] = [];
    for (const m of text.matchAll(CANDIDATE)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!standsAlone(text, start, end) || !npiChecksumValid(m[0])) continue;
      const label = layout.structureAt(start).label ?? '';
      if (NPI_WORDS.test(label) || hasContextBefore(text, start, NPI_WORDS, CONTEXT_CHARS)) {
        out.push({ type: 'NPI', start, end, score: SCORE_CONTEXT, recognizer: NAME, reason: 'npi_luhn+context:npi' });
      } else if (!namedAsOtherId(text, start, end, label)) {
        out.push({ type: 'NPI', start, end, score: SCORE_ALONE, recognizer: NAME, reason: 'npi_luhn' });
      }
    }
    return [...out, ...groupedNpis(text, layout)];
  },
};

function groupedNpis(text: string, layout: AnalysisContext['layout']): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(GROUPED)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!standsAlone(text, start, end) || !npiChecksumValid(m[0].replace(/[ -]/g, ''))) continue;
    const label = layout.structureAt(start).label ?? '';
    if (!NPI_WORDS.test(label) && !hasContextBefore(text, start, NPI_WORDS, CONTEXT_CHARS)) continue;
    out.push({ type: 'NPI', start, end, score: SCORE_CONTEXT, recognizer: NAME, reason: 'npi_luhn+context:npi+grouped' });
  }
  return out;
}

/** Another identifier's word right before it, a `key=` of a log line, or code around it. */
function namedAsOtherId(text: string, start: number, end: number, label: string): boolean {
  return (
    OTHER_ID_WORDS.test(label) ||
    hasContextBefore(text, start, OTHER_ID_WORDS, CONTEXT_CHARS) ||
    /=["']?$/.test(text.slice(Math.max(0, start - 2), start)) ||
    readsAsCodeOrQuantity(text, start, end)
  );
}

/**
 * The NPI check digit is the Luhn digit of "80840" followed by the first nine digits.
 * @example npiChecksumValid('1234567893') // true
 */
export function npiChecksumValid(npi: string): boolean {
  return /^[12]\d{9}$/.test(npi) && luhnValid(`80840${npi}`);
}
