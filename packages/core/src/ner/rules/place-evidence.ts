import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { PLACE_FLAGS, type TokenSpan } from './rule-words.js';

/**
 * Drops one-word LOCATION spans that no place list knows and that read as
 * something else: a capitalised common English word opening a line or a
 * sentence ("Hospital course was uncomplicated"). Codes before a number
 * ("NDC 25855-1374-45") are codes.ts's.
 */
export function dropPlaceLookalikes(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  return spans.filter((s) => s.type !== 'LOCATION' || s.first !== s.last || !placeLookalike(f, s.first));
}

function placeLookalike(f: TokenFacts, i: number): boolean {
  if (f.gazetteer.single[i]! & PLACE_FLAGS) return false;
  return f.casing[i] === CASING.initCap && f.position[i] !== 0 && f.gazetteer.commonBand[i] !== 0;
}
