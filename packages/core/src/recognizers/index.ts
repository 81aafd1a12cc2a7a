import type { Recognizer } from '../recognizer.js';

/**
 * The built-in pattern recognizers (everything except the PERSON/LOCATION
 * model, which needs its weights passed in). Order does not matter: overlaps
 * are decided afterwards by `resolveOverlaps`.
 */
export function patternRecognizers(): Recognizer[] {
  return [];
}
