import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { contextMatcher, hasContext, hasContextBefore } from '../context/context-words.js';
import { standsAlone } from './digits.js';

const NAME = 'dea';

/**
 * Scoring: registrant letter + checksum is strong on its own (0.85; one in ten
 * random letter-letter-seven-digit codes would pass, and such codes are rare);
 * a DEA or prescribing word nearby or as field label makes it 1.0. Typed in
 * lower case, only with such a word.
 */
const SCORE_VALID = 0.85;
const SCORE_CONTEXT = 1;

const DEA_WORDS = contextMatcher([
  'dea', 'dea#', 'dea number', 'dea no', 'dea registration', 'registration', 'prescriber', 'controlled substance',
  'schedule ii', 'rx', 'prescription',
]);

/**
 * Product, order and software codes share the two-letters-seven-digits shape
 * ("SKU FB1234563", "order AB1234563", `KEY = "AB1234563"`): named so right
 * before it and with no DEA word near, the code is not a DEA number.
 */
const OTHER_CODE_WORDS = contextMatcher([
  'order', 'sku', 'ref', 'reference', 'invoice', 'ticket', 'serial', 's/n', 'part', 'model', 'item', 'product',
  'tracking', 'confirmation', 'booking', 'lot', 'batch', 'key', 'token', 'code', 'id', 'coupon', 'promo', 'voucher',
  'license', 'licence', 'flight', 'policy', 'claim', 'account', 'case',
]);
const OTHER_CODE_CHARS = 20;

// First letter: DEA registrant type; second: initial of the registrant's last name, or 9.
// Any case: chat and notes typed in lower case write "ab1234563", counted only beside a DEA word.
const CANDIDATE = /[ABCDEFGHJKLMPRSTUX][A-Z9]\d{7}/gi;
// The letters set apart from the digits ("AB 1234563", "AB-1234563"): taken only beside a DEA word.
const SPLIT = /[ABCDEFGHJKLMPRSTUX][A-Z9][ -]\d{7}/gi;
const AS_ISSUED = /^[A-Z][A-Z9]/;

/** DEA_NUMBER: registrant type letter, a letter or 9, and seven digits ending in the DEA check digit. */
export const deaRecognizer: Recognizer = {
  name: NAME,
  entities: ['DEA_NUMBER'],
  analyze({ text, layout }: AnalysisContext): Detection[] {
    const out: Detection[] = [];
    for (const m of text.matchAll(CANDIDATE)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!standsAlone(text, start, end) || !deaChecksumValid(m[0])) continue;
      const label = layout.structureAt(start).label ?? '';
      const context = DEA_WORDS.test(label) || hasContext(text, start, end, DEA_WORDS);
      // Letters not in capitals, as issued, are any code's ("ab1234563" in a hash) unless a DEA word says otherwise.
      if (!context && !AS_ISSUED.test(m[0])) continue;
      if (!context && (OTHER_CODE_WORDS.test(label) || hasContextBefore(text, start, OTHER_CODE_WORDS, OTHER_CODE_CHARS))) continue;
      const score = context ? SCORE_CONTEXT : SCORE_VALID;
      out.push({ type: 'DEA_NUMBER', start, end, score, recognizer: NAME, reason: context ? 'dea_checksum+context:dea' : 'dea_checksum' });
    }
    return [...out, ...splitNumbers(text, layout)];
  },
};

function splitNumbers(text: string, layout: AnalysisContext['layout']): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(SPLIT)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!standsAlone(text, start, end) || !deaChecksumValid(m[0].replace(/[ -]/, ''))) continue;
    const label = layout.structureAt(start).label ?? '';
    if (!DEA_WORDS.test(label) && !hasContext(text, start, end, DEA_WORDS)) continue;
    out.push({ type: 'DEA_NUMBER', start, end, score: SCORE_CONTEXT, recognizer: NAME, reason: 'dea_checksum+context:dea+split' });
  }
  return out;
}

/**
 * (d1 + d3 + d5) + 2 × (d2 + d4 + d6) ends in d7.
 * @example deaChecksumValid('AB1234563') // true
 */
export function deaChecksumValid(dea: string): boolean {
  const d = dea.slice(2).split('').map(Number);
  if (d.length !== 7 || d.some((n) => Number.isNaN(n))) return false;
  const sum = d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!);
  return sum % 10 === d[6];
}
