/**
 * A place's name right before a noun of food names a kind of food ("a Turkey sandwich", "Brussels
 * sprouts", "Dijon mustard", "Buffalo wings"), not a place. After a place preposition the place
 * stays ("in Turkey sandwiches cost less"); so does a name on a line of its own.
 */
import { afterPlacePreposition, wordSet, type TokenSpan } from './rule-words.js';
import type { TokenFacts } from '../tokens/token-facts.js';
import WORDS from './words.json' with { type: 'json' };

const FOOD_NOUNS = wordSet(WORDS['place-named-foods'].foodNouns);

export function dropPlaceNamedFoods(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  return spans.some((s) => isFoodName(f, s)) ? spans.filter((s) => !isFoodName(f, s)) : spans;
}

function isFoodName(f: TokenFacts, s: TokenSpan): boolean {
  const next = s.last + 1;
  if (s.type !== 'LOCATION' || next >= f.tokens.count || f.tokens.lineStart[next]) return false;
  return FOOD_NOUNS.has(f.lower[next]!) && !afterPlacePreposition(f, s.first);
}
