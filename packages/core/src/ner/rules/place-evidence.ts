import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { PLACE_FLAGS, type TokenSpan } from './rule-words.js';

/**
 * Drops one-word LOCATION spans that no place list knows and that read as
 * something else: a capitalised common English word opening a line or a
 * sentence ("Hospital course was uncomplicated"), and a common English word written in
 * lower case outside chat ("the good china"). Codes before a number
 * ("NDC 25855-1374-45") are codes.ts's.
 */
const RAREST_COMMON_BAND = 3;

export function dropPlaceLookalikes(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  return spans.filter((s) => s.type !== 'LOCATION' || s.first !== s.last || !placeLookalike(f, s.first));
}

function placeLookalike(f: TokenFacts, i: number): boolean {
  // Edited English writes a place with a capital: a common word in lower case is the word ("the good china",
  // "a guinea pig"), even when a country is named so. Chat writes places in lower case too.
  // Only the commoner words: the rarest band holds words mostly met as the place ("japan" the lacquer).
  if (f.casing[i] === CASING.lower && f.informal[i] !== 1 && f.gazetteer.commonBand[i] !== 0 && f.gazetteer.commonBand[i]! < RAREST_COMMON_BAND) return true;
  if (f.gazetteer.single[i]! & PLACE_FLAGS) return false;
  return f.casing[i] === CASING.initCap && f.position[i] !== 0 && f.gazetteer.commonBand[i] !== 0;
}
