/**
 * A word said to be a person: "Elba is such a badass dude", "Bodega was a shit
 * detective", "Skhumba my brother". A capitalised word the tagger left alone or
 * read as a place, then "is" or "was" and within a few words a noun only people
 * are ("guy", "singer", "brother") or an adjective said of people ending the
 * clause ("Tebogo is cute", "Bulbulay is so so so funny"), or right after it
 * "my" or "our" and such a noun, is a person. Places and firms are called other things
 * ("Paris is a great city", "Apple is a company").
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { COMMONEST_BAND, isCapitalisedWord, isNameLookalike, NAME_FLAGS, onOneLine, owners, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const PREDICATE_SCORE = 0.7;
// The common-word band after the commonest (gazetteer.ts): "patient", "customer" are in 1 or 2.
const COMMON_BAND = 2;
// Not "'s": after a firm it is a possessive ("Apple's CEO").
const COPULAS = wordSet(['is', 'was']);
// Words that may stand between the verb and the noun: "such a badass", "the best", "my little".
const MAX_WORDS_BEFORE_NOUN = 4;
const PERSON_NOUNS = wordSet(WORDS['predicate-names'].personNouns);

/** Adds a PERSON span for such a word, or turns its one-word LOCATION span into one. */
export function predicateNames(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  let out: TokenSpan[] | null = null;
  for (let i = 0; i + 2 < f.tokens.count; i++) {
    // candidateWord's first test, before the look-ups of what follows: most tokens fail it.
    if (f.casing[i] !== CASING.initCap) continue;
    const said = COPULAS.has(f.lower[i + 1]!) ? personNounFollows(f, i + 2) : apposition(f, i + 1);
    if (!said || !candidateWord(f, i)) continue;
    owner ??= owners(f, spans);
    out ??= [...spans];
    const k = owner[i]!;
    if (k < 0) out.push({ type: 'PERSON', first: i, last: i, start: f.tokens.starts[i]!, end: f.tokens.ends[i]!, score: PREDICATE_SCORE, reason: 'predicate' });
    else if (out[k]!.type === 'LOCATION' && out[k]!.first === i && out[k]!.last === i) out[k] = { ...out[k]!, type: 'PERSON', reason: `${out[k]!.reason}+person-not-place:predicate` };
  }
  return out ?? spans;
}

/**
 * A lone capitalised word that can be a name: no English word, one of the
 * rarest ("Bodega"), or a listed name that is no common word ("Elba"); so not
 * "She", "This", "Patient" or "Customer" opening a sentence. No country or
 * region, no person noun itself ("Girl is very beautiful"), and no capitalised
 * word before it on its line.
 */
function candidateWord(f: TokenFacts, i: number): boolean {
  if (f.casing[i] !== CASING.initCap || f.capsLine[i] || f.docUse[i]! & 2 || isNameLookalike(f.lower[i]!) || PERSON_NOUNS.has(f.lower[i]!)) return false;
  const g = f.gazetteer.single[i]!;
  const band = f.gazetteer.commonBand[i]!;
  if (band === COMMONEST_BAND || (band === COMMON_BAND && (g & NAME_FLAGS) === 0)) return false;
  if (g & (GAZ.country | GAZ.region)) return false;
  // After "his", "the" … it is a thing someone has ("in his Mitsubishi was third").
  return !onOneLine(f, i, i - 1) || (!isCapitalisedWord(f, i - 1) && !DETERMINERS.has(f.lower[i - 1]!));
}

const PERSON_ADJECTIVES = wordSet(WORDS['predicate-names'].personAdjectives);
const POSSESSIVES = wordSet(['my', 'our']);
const DETERMINERS = wordSet(WORDS['predicate-names'].determiners);
// The noun must belong to the same clause: "was third but current world champion" says nothing of the word.
const CLAUSE_WORDS = wordSet(WORDS['predicate-names'].clauseWords);

/** "Skhumba my brother": "my" or "our" and a person noun right after the word. */
function apposition(f: TokenFacts, i: number): boolean {
  return onOneLine(f, i - 1, i + 1) && POSSESSIVES.has(f.lower[i]!) && f.casing[i + 1] === CASING.lower && PERSON_NOUNS.has(f.lower[i + 1]!);
}

/** A person noun, or an adjective said of people that ends the clause, within a few lower-case words from token `from` on the same line. */
function personNounFollows(f: TokenFacts, from: number): boolean {
  for (let j = from; j < f.tokens.count && j < from + MAX_WORDS_BEFORE_NOUN + 1 && !f.tokens.lineStart[j]; j++) {
    if (f.casing[j] !== CASING.lower || CLAUSE_WORDS.has(f.lower[j]!)) return false;
    if (PERSON_NOUNS.has(f.lower[j]!)) return true;
    // An adjective said of people, ending the clause ("Tebogo is cute ."; not "a cute app").
    if (PERSON_ADJECTIVES.has(f.lower[j]!) && (j + 1 >= f.tokens.count || f.tokens.lineStart[j + 1] === 1 || f.casing[j + 1] !== CASING.lower)) return true;
  }
  return false;
}
