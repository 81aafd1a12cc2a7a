/**
 * A place is named whole: a LOCATION span over part of a listed place phrase ("africa" of
 * "south africa", "Moresby" of "Port Moresby", "arab emirates" of "united arab emirates")
 * takes in the rest of the phrase, written in the same case, when no other span holds it.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { owners, PLACE_FLAGS, type TokenSpan } from './rule-words.js';

export function wholePlacePhrases(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  let out: TokenSpan[] | null = null;
  for (let k = 0; k < spans.length; k++) {
    const s = spans[k]!;
    if (s.type !== 'LOCATION' || (!f.gazetteer.phrase[s.first] && !f.gazetteer.phrase[s.last])) continue;
    const first = phraseStart(f, s.first);
    const last = phraseEnd(f, s.last);
    if ((first === s.first && last === s.last) || !f.gazetteer.phraseBegin[first] || !(f.gazetteer.phrase[first]! & PLACE_FLAGS)) continue;
    if (!onePhrase(f, first, last) || lowerCased(f, first) !== lowerCased(f, s.first) || lowerCased(f, last) !== lowerCased(f, s.last)) continue;
    owner ??= owners(f, spans);
    if (!heldOnlyBy(owner, first, last, k)) continue;
    out ??= [...spans];
    out[k] = { ...s, first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, reason: `${s.reason}+whole-place` };
  }
  return out ?? spans;
}

function phraseStart(f: TokenFacts, i: number): number {
  const g = f.gazetteer;
  while (i > 0 && g.phrase[i] && !g.phraseBegin[i] && !f.tokens.lineStart[i]) i--;
  return i;
}

function phraseEnd(f: TokenFacts, i: number): number {
  const g = f.gazetteer;
  while (i + 1 < f.tokens.count && g.phrase[i + 1] && !g.phraseBegin[i + 1] && !f.tokens.lineStart[i + 1]) i++;
  return i;
}

/** No second phrase begins inside: the span is part of one listed place, not two side by side. */
function onePhrase(f: TokenFacts, first: number, last: number): boolean {
  for (let i = first + 1; i <= last; i++) if (f.gazetteer.phraseBegin[i]) return false;
  return true;
}

function lowerCased(f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.lower;
}

function heldOnlyBy(owner: Int32Array, first: number, last: number, k: number): boolean {
  for (let i = first; i <= last; i++) if (owner[i] !== k && owner[i] !== -1) return false;
  return true;
}
