import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { contextMatcher, hasContext } from '../context/context-words.js';
import { IBAN_LENGTHS } from './iban-lengths.js';

const NAME = 'iban';

/**
 * Scoring: the country's length and the ISO 13616 mod-97 check together leave
 * about one random string in a hundred of the right shape and length, so a
 * valid IBAN is near certain (0.95), certain with a bank word nearby (1.0).
 */
const SCORE_VALID = 0.95;
const SCORE_CONTEXT = 1;

const IBAN_WORDS = contextMatcher(['iban', 'bank', 'account', 'acct', 'sepa', 'transfer', 'wire', 'bic', 'swift', 'konto', 'rib']);

// Country, check digits, then the BBAN plain or in groups of four (spaces or dashes); the country's length decides where it ends.
// Any case: typed in lower case ("iban: de89…") it needs a bank word nearby, since hex strings share the shape.
const CANDIDATE = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?:(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?|(?:-[A-Z0-9]{4}){2,7}(?:-[A-Z0-9]{1,4})?)/giu;
const SEPARATORS = /[ -]/g;
const ALNUM = /[\p{L}\p{N}]/u;

/** IBAN: an ISO 13616 account number, electronic (plain) or print form (groups of four). */
export const ibanRecognizer: Recognizer = {
  name: NAME,
  entities: ['IBAN'],
  analyze({ text }: AnalysisContext): Detection[] {
    const out: Detection[] = [];
    for (const m of text.matchAll(CANDIDATE)) {
      const length = IBAN_LENGTHS[m[0].slice(0, 2).toUpperCase()];
      const end = length ? m.index + spanOf(m[0], length) : -1;
      if (end < 0 || ALNUM.test(text[end] ?? '') || !ibanValid(text.slice(m.index, end))) continue;
      const context = hasContext(text, m.index, end, IBAN_WORDS);
      if (!context && m[0].slice(0, 2) !== m[0].slice(0, 2).toUpperCase()) continue;
      out.push({ type: 'IBAN', start: m.index, end, score: context ? SCORE_CONTEXT : SCORE_VALID, recognizer: NAME, reason: context ? 'iban_mod97+context:iban' : 'iban_mod97' });
    }
    return out;
  },
};

/** Characters of `candidate` that hold its first `length` letters and digits, or -1 when it has fewer. */
function spanOf(candidate: string, length: number): number {
  let seen = 0;
  for (let i = 0; i < candidate.length; i++) {
    if (candidate[i] !== ' ' && candidate[i] !== '-') seen++;
    if (seen === length) return i + 1;
  }
  return -1;
}

/**
 * ISO 13616: a registered country, its IBAN length, and the four leading
 * characters moved to the end, read as a number (A = 10 … Z = 35), leave 1 mod 97.
 * Spaces and dashes between groups and the letters' case do not matter.
 * @example ibanValid('DE89 3704 0044 0532 0130 00') // true
 */
export function ibanValid(candidate: string): boolean {
  const iban = candidate.replace(SEPARATORS, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  let rest = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const value = parseInt(ch, 36);
    rest = (value < 10 ? rest * 10 + value : rest * 100 + value) % 97;
  }
  return rest === 1;
}
