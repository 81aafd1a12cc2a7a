/**
 * Family names are often places ("Irving Berlin", "Sam Houston", "Jack London"): a LOCATION span
 * of two words, a listed given name that is no place followed by a word the name lists know,
 * that is no listed place phrase ("Santa Clara", "Port Louis") and neither word an English word
 * ("Trent Bridge", "Ellis Park" are places named after people), is a person's full name.
 * So are given names that are places ("Victoria", "Kenya", "Israel", "Dallas") before a listed
 * family name that is no place and no English word ("Victoria Tanaka", "Kenya Silva").
 */
import { GAZ } from '../tokens/gazetteer.js';
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { isListedPlace, NAME_FLAGS, PLACE_FLAGS, type TokenSpan } from './rule-words.js';

export function placeNamedPeople(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let out: TokenSpan[] | null = null;
  for (let k = 0; k < spans.length; k++) {
    const s = spans[k]!;
    if (s.type !== 'LOCATION' || s.last !== s.first + 1 || !(isGivenThenFamily(f, s.first, s.last) || isPlaceGivenThenFamily(f, s.first, s.last))) continue;
    out ??= [...spans];
    out[k] = { ...s, type: 'PERSON', reason: `${s.reason}+place-named-person` };
  }
  return out ?? spans;
}

function isGivenThenFamily(f: TokenFacts, given: number, family: number): boolean {
  const g = f.gazetteer.single;
  if (!(g[given]! & GAZ.first) || g[given]! & PLACE_FLAGS || !(g[family]! & NAME_FLAGS)) return false;
  // A common word after a name names a place after a person ("Trent Bridge", "Ellis Park").
  if (f.gazetteer.commonBand[family] !== 0 || f.gazetteer.commonBand[given] !== 0) return false;
  if (f.casing[given] !== f.casing[family] || (f.casing[given] !== CASING.initCap && f.casing[given] !== CASING.lower)) return false;
  return !isListedPlace(f, given, family);
}

/** A given name that is also a place, then a family name that is no place ("Victoria Tanaka"). */
function isPlaceGivenThenFamily(f: TokenFacts, given: number, family: number): boolean {
  const g = f.gazetteer.single;
  if (!(g[given]! & GAZ.first) || !(g[family]! & GAZ.last) || g[family]! & PLACE_FLAGS) return false;
  if (f.gazetteer.commonBand[family] !== 0 || f.gazetteer.commonBand[given] !== 0) return false;
  if (f.casing[given] !== f.casing[family] || (f.casing[given] !== CASING.initCap && f.casing[given] !== CASING.lower)) return false;
  return !isListedPlace(f, given, family);
}
