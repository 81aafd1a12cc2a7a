import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { findDates, type DateSpan } from './calendar-date.js';

const NAME = 'date';

/**
 * Scoring: a date that exists, written in full, is a date (0.9); with a
 * two-digit year (03/05/24) it may be a fraction or a code (0.6).
 */
const SCORE_FULL = 0.9;
const SCORE_SHORT_YEAR = 0.6;

/** DATE: a real calendar date with day, month and year, in ISO, numeric or words form. */
export const dateRecognizer: Recognizer = {
  name: NAME,
  entities: ['DATE'],
  analyze({ text }: AnalysisContext): Detection[] {
    return findDates(text).map((d) => ({ type: 'DATE', start: d.start, end: d.end, score: scoreOf(d), recognizer: NAME, reason: `date_${d.form}` }));
  },
};

function scoreOf(d: DateSpan): number {
  return d.form === 'numeric_short_year' ? SCORE_SHORT_YEAR : SCORE_FULL;
}
