/**
 * A conjunction joins like with like: in "between Austin, Texas and Denver" or
 * "Tom and Denver went out", both sides are of one kind. When the tagger gives
 * the two sides of "and", "or" or "&" different types, a side with no reading
 * of its own type but one of the other (a name-only word for PERSON, a
 * place-only word for LOCATION) settles the pair, and the other side takes
 * that type, provided the lists know it as such too ("Denver" is a city and a
 * surname). Two sides that each have an unambiguous word stay as they are.
 * A country or region stays a place ("Charles VI and France"), and a side
 * that owns something ("Venezuela and Machado 's alleged …") stays a person.
 */
import type { TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { NAME_FLAGS, PLACE_FLAGS, POSSESSIVE_MARKS, onOneLine, wordSet, type TokenSpan } from './rule-words.js';
import type { NerType } from '../model/tags.js';

const JOINERS = wordSet(['and', 'or', '&']);
export const COORDINATED_TYPE = '+coordinated-type';

/** Relabels one side of a mixed pair joined by a conjunction to the type the other side is sure of. */
export function coordinatedTypes(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const ordered = [...spans].sort((a, b) => a.first - b.first);
  const changed = new Map<TokenSpan, TokenSpan>();
  for (let k = 0; k + 1 < ordered.length; k++) {
    const a = changed.get(ordered[k]!) ?? ordered[k]!;
    const b = ordered[k + 1]!;
    if (a.type === b.type || b.first !== a.last + 2 || !JOINERS.has(f.lower[a.last + 1]!) || !onOneLine(f, a.last, b.first)) continue;
    const sureA = sureOf(f, a);
    const sureB = sureOf(f, b);
    if (sureA === a.type && sureB === null && canBecome(f, b, a.type)) changed.set(b, relabel(b, a.type));
    else if (sureB === b.type && sureA === null && canBecome(f, a, b.type)) changed.set(ordered[k]!, relabel(a, b.type));
  }
  return changed.size === 0 ? spans : spans.map((s) => changed.get(s) ?? s);
}

/** The type a span's words leave no doubt of: a name-only word and no place-only one, or the reverse. */
function sureOf(f: TokenFacts, s: TokenSpan): NerType | null {
  let nameOnly = false;
  let placeOnly = false;
  for (let i = s.first; i <= s.last; i++) {
    const g = f.gazetteer.single[i]!;
    if (g & NAME_FLAGS && !(g & PLACE_FLAGS)) nameOnly = true;
    if (g & PLACE_FLAGS && !(g & NAME_FLAGS)) placeOnly = true;
  }
  if (nameOnly === placeOnly) return null;
  return nameOnly ? 'PERSON' : 'LOCATION';
}

function canBecome(f: TokenFacts, s: TokenSpan, type: NerType): boolean {
  if (type === 'PERSON' && hasFlags(f, s, GAZ.country | GAZ.region)) return false;
  if (type === 'LOCATION' && s.last + 1 < f.tokens.count && POSSESSIVE_MARKS.has(f.lower[s.last + 1]!)) return false;
  return hasFlags(f, s, type === 'PERSON' ? NAME_FLAGS : PLACE_FLAGS);
}

function hasFlags(f: TokenFacts, s: TokenSpan, flags: number): boolean {
  for (let i = s.first; i <= s.last; i++) if (f.gazetteer.single[i]! & flags) return true;
  return false;
}

function relabel(s: TokenSpan, type: NerType): TokenSpan {
  return { ...s, type, reason: `${s.reason}${COORDINATED_TYPE}` };
}
