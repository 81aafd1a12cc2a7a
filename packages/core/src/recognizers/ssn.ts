import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { contextMatcher, hasContext, hasContextBefore } from '../context/context-words.js';
import { standsAlone } from './digits.js';

const NAME = 'ssn';

/**
 * Scoring: a 3-2-4 number parted by dashes or spaces that passes the issuance
 * rules is a fair guess on its own (0.6); an SSN word nearby or as its field
 * label makes it near certain (0.95), and is needed for dots. Nine bare digits are too common (routing, account and
 * order numbers) to report without an SSN word right before them or as label.
 */
const SCORE_SEPARATED = 0.6;
const SCORE_CONTEXT = 0.95;
const SCORE_BARE_CONTEXT = 0.9;
const BARE_CONTEXT_CHARS = 30;

const SSN_WORDS = contextMatcher([
  'ssn', 'ssns', 'social security', 'social security number', 'social security no', 'soc sec', 'ss#', 'ss no',
  'taxpayer id', 'taxpayer identification', 'my social', 'social #', 'social no', 'social sec',
]);

// Fixed-length alternatives only: linear time.
const CANDIDATE = /\d{3}([- .])\d{2}\1\d{4}|\d{9}/g;

/** SSN: dashed, spaced and (with context) bare nine-digit forms that follow the SSA issuance rules. */
export const ssnRecognizer: Recognizer = {
  name: NAME,
  entities: ['SSN'],
  analyze({ text, layout }: AnalysisContext): Detection[] {
    const out: Detection[] = [];
    for (const m of text.matchAll(CANDIDATE)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!standsAlone(text, start, end) || !issuable(m[0])) continue;
      const labelled = SSN_WORDS.test(layout.structureAt(start).label ?? '');
      const score = m[1] ? separatedScore(text, start, end, labelled, m[1]) : bareScore(text, start, labelled);
      if (score > 0) out.push({ type: 'SSN', start, end, score, recognizer: NAME, reason: reasonFor(m[1], score) });
    }
    return out;
  },
};

/** Dashes or spaces are an SSN's own print form; dots ("123.45.6789") only beside an SSN word. */
function separatedScore(text: string, start: number, end: number, labelled: boolean, separator: string): number {
  if (labelled || hasContext(text, start, end, SSN_WORDS)) return SCORE_CONTEXT;
  return separator === '.' ? 0 : SCORE_SEPARATED;
}

function bareScore(text: string, start: number, labelled: boolean): number {
  return labelled || hasContextBefore(text, start, SSN_WORDS, BARE_CONTEXT_CHARS) ? SCORE_BARE_CONTEXT : 0;
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
