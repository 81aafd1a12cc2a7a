/**
 * A word the lists know only as a city, country or region, and as no English
 * word, right after "in", "from", "to", "near"… is a place, in lower-case
 * chat as in edited text ("my friend in dubai said hi"): the tagger can miss
 * it where its context is thin. A listed place phrase starting there
 * ("in kuala lumpur") is taken whole.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { afterPlacePreposition, isPlaceOnly, owners, PLACE_FLAGS, unowned, type TokenSpan } from './rule-words.js';

const LISTED_PLACE_SCORE = 0.7;
const MIN_LETTERS = 3;

/** Adds a LOCATION span for each listed place after a place preposition that no span covers. */
export function listedPlaces(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  const out = [...spans];
  for (let i = 1; i < f.tokens.count; i++) {
    // placeEnd finds a place only where a list has one: tested before the preposition's look-up.
    if (!onPlaceList(f, i) || !afterPlacePreposition(f, i)) continue;
    const last = placeEnd(f, i);
    if (last < 0) continue;
    owner ??= owners(f, spans);
    if (!unowned(owner, i, last)) continue;
    out.push({ type: 'LOCATION', first: i, last, start: f.tokens.starts[i]!, end: f.tokens.ends[last]!, score: LISTED_PLACE_SCORE, reason: 'listed-place' });
    i = last;
  }
  return out;
}

/** Last token of the listed place starting at i: a place phrase, or a place-only word that is no English word; else -1. */
function placeEnd(f: TokenFacts, i: number): number {
  if (f.gazetteer.phraseBegin[i] && f.gazetteer.phrase[i]! & PLACE_FLAGS) {
    let last = i;
    while (last + 1 < f.tokens.count && f.gazetteer.phrase[last + 1] && !f.gazetteer.phraseBegin[last + 1] && !f.tokens.lineStart[last + 1]) last++;
    if (last > i && f.casing[last] !== CASING.punct && f.casing[i] === f.casing[last] && !partOfLongerName(f, last)) return last;
  }
  if (!isPlaceOnly(f, i) || f.gazetteer.commonBand[i] !== 0 || f.tokens.ends[i]! - f.tokens.starts[i]! < MIN_LETTERS) return -1;
  // In lower case only in chat; a word in capitals is a code or a team ("UT", "AJAX").
  if (f.casing[i] === CASING.lower ? f.informal[i] !== 1 : f.casing[i] !== CASING.initCap) return -1;
  // A capitalised word after it makes it part of a longer name ("Pinecrest Family Clinic").
  return partOfLongerName(f, i) ? -1 : i;
}

/** A place phrase begins at token i, or the token alone is on a place list: what placeEnd needs before anything else. */
function onPlaceList(f: TokenFacts, i: number): boolean {
  return (f.gazetteer.phraseBegin[i] === 1 && (f.gazetteer.phrase[i]! & PLACE_FLAGS) !== 0) || (f.gazetteer.single[i]! & PLACE_FLAGS) !== 0;
}

function partOfLongerName(f: TokenFacts, i: number): boolean {
  const next = i + 1;
  return next < f.tokens.count && !f.tokens.lineStart[next] && (f.casing[next] === CASING.initCap || f.casing[next] === CASING.allCaps);
}
