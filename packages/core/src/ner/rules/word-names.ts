/**
 * Given names that are also English verbs or auxiliaries (Will, Bill, Mark,
 * Sue, Rob, Hope, Pat) open many sentences as the word: "Will the promo
 * run?", "Bill me later", "Mark as read", "Hope you're well". A name opening
 * its sentence is the subject, and a subject is followed by its verb, never
 * directly by an article, a determiner, an object pronoun or a particle. So a
 * lone span of such a word, first in its sentence, before one of those words
 * in lower case, is the word; "John the Baptist" (a capitalised word after
 * "the") and names that are no English word ("Maria you're late") stay.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const AFTER_VERB = wordSet(WORDS['word-names'].afterVerb);
const COPULAS = wordSet(WORDS['word-names'].copulas);
const THE = wordSet(['the']);
const TO = wordSet(['to']);

export function dropWordNames(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  return spans.some((s) => isWordUse(f, s)) ? spans.filter((s) => !isWordUse(f, s)) : spans;
}

function isWordUse(f: TokenFacts, s: TokenSpan): boolean {
  if (s.type !== 'PERSON' || s.first !== s.last) return false;
  const i = s.first;
  if (isComplement(f, i)) return true;
  if (f.position[i] === 0 || f.casing[i] !== CASING.initCap || f.gazetteer.commonBand[i] === 0) return false;
  const next = i + 1;
  if (next >= f.tokens.count || f.tokens.lineStart[next] || f.casing[next] !== CASING.lower || !AFTER_VERB.has(f.lower[next]!)) return false;
  // "Ivan the Terrible", "Jack the Ripper": an epithet follows "the" in capitals.
  if (THE.has(f.lower[next]!)) {
    const after = next + 1;
    if (after < f.tokens.count && !f.tokens.lineStart[after] && f.casing[after] === CASING.initCap) return false;
  }
  return true;
}

/**
 * "to be frank": a name-word in lower case right after the infinitive "to be" is its complement, an
 * adjective or a noun (a sentence adverbial: "to be frank, …"); a name there is written capitalised
 * ("it was going to be Frank").
 */
function isComplement(f: TokenFacts, i: number): boolean {
  if (i < 2 || f.tokens.lineStart[i] || f.tokens.lineStart[i - 1] || f.casing[i] !== CASING.lower || f.gazetteer.commonBand[i] === 0) return false;
  return COPULAS.has(f.lower[i - 1]!) && TO.has(f.lower[i - 2]!);
}
