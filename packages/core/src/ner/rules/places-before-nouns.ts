/**
 * A place names where something is: a listed place right before a place noun ("the Stockholm
 * office", "our Dubai branch", "the san josé office") is a LOCATION though the tagger left it,
 * when the lists know it as no person's name and it is no English word ("Reading office"), and
 * no capitalised word before it makes it part of a company's name.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { beforePlaceNoun } from './name-or-place.js';
import { isCapitalisedWord, isListedPlace, isPlaceOnly, owners, PLACE_FLAGS, unowned, type TokenSpan } from './rule-words.js';

const PLACE_NOUN_SCORE = 0.7;

export function placesBeforeNouns(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  const added: TokenSpan[] = [];
  const { single, phrase } = f.gazetteer;
  for (let i = 0; i + 1 < single.length; i++) {
    if (!((single[i]! | phrase[i]!) & PLACE_FLAGS)) continue;
    if (!beforePlaceNoun(f, i)) continue;
    const first = placeStart(f, i);
    if (first < 0 || !mayBePlace(f, first, i)) continue;
    // Each place found ends before a noun no place starts with, so added places never overlap.
    owner ??= owners(f, spans);
    if (!unowned(owner, first, i)) continue;
    added.push({ type: 'LOCATION', first, last: i, start: f.tokens.starts[first]!, end: f.tokens.ends[i]!, score: PLACE_NOUN_SCORE, reason: 'place-noun' });
  }
  return added.length ? [...spans, ...added] : spans;
}

/** First token of the listed place ending at token `last`, or -1. */
function placeStart(f: TokenFacts, last: number): number {
  const g = f.gazetteer;
  let first = last;
  if (g.phrase[last] && !g.phraseBegin[last]) while (first > 0 && !g.phraseBegin[first] && !f.tokens.lineStart[first]) first--;
  return isListedPlace(f, first, last) ? first : -1;
}

function mayBePlace(f: TokenFacts, first: number, last: number): boolean {
  if (first === last && (!isPlaceOnly(f, first) || f.gazetteer.commonBand[first] !== 0)) return false;
  const c = f.casing[first]!;
  if (c === CASING.lower ? f.informal[first] !== 1 : c !== CASING.initCap) return false;
  return first === 0 || f.tokens.lineStart[first] === 1 || !isCapitalisedWord(f, first - 1);
}
