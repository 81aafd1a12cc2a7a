/**
 * A given name the tagger left alone, soon followed by "he", "his", "she",
 * "her" … that can only be about it ("I am proud of Bill . He went from …").
 * Mid-sentence, lone given names that are common words too ("Bill", "Grant")
 * need such a cue.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { pronounSoonAfter } from './name-or-place.js';
import { capitalisedOnLine, coverage, isCapitalisedWord, isNameLookalike, onOneLine, PLACE_FLAGS, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const PRONOUN_NAME_SCORE = 0.7;
// "the Bill . He …" is a law, "a Grant" money: after these the word is a noun.
const DETERMINERS = wordSet(WORDS['pronoun-names'].determiners);

export function pronounNames(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let covered: Uint8Array | null = null;
  const out = [...spans];
  for (let i = 0; i < f.tokens.count; i++) {
    if (!loneGivenName(f, i) || !pronounSoonAfter(f, i)) continue;
    covered ??= coverage(f, spans);
    if (covered[i]) continue;
    out.push({ type: 'PERSON', first: i, last: i, start: f.tokens.starts[i]!, end: f.tokens.ends[i]!, score: PRONOUN_NAME_SCORE, reason: 'pronoun' });
  }
  return out;
}

/** A capitalised given name mid-sentence, alone, no place, not after a determiner, never written in lower case here. */
function loneGivenName(f: TokenFacts, i: number): boolean {
  if (f.casing[i] !== CASING.initCap || f.position[i] !== 0 || f.capsLine[i] || f.docUse[i]! & 2) return false;
  const g = f.gazetteer.single[i]!;
  if ((g & GAZ.first) === 0 || (g & PLACE_FLAGS) !== 0 || isNameLookalike(f.lower[i]!)) return false;
  if (capitalisedOnLine(f, i, i + 1)) return false;
  return !(onOneLine(f, i, i - 1) && (isCapitalisedWord(f, i - 1) || DETERMINERS.has(f.lower[i - 1]!)));
}
