/**
 * Names of the person a text speaks to: after a greeting or thanks ("Hi Tom",
 * "Thank you Joan", "hey tanner"), and set off as a vocative at a sentence's
 * start or end ("Kelsey you should …", "Nice shooting, Tex!"); and the
 * writer's own name in lower-case chat after an introduction ("im dana",
 * "call me priya"; the tagger reads "I'm Dana" itself, and "I'm Irish" is none). Chat, comments and
 * support mail name people by a lone given name the tagger has too little
 * context for.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { hashRange } from '../tokens/hash.js';
import { tokenize } from '../tokens/tokenizer.js';
import { COMMONEST_BAND, isNameLookalike, isPlaceOnly, isPunct, NAME_FLAGS, nameEvidence, owners, PLACE_FLAGS, unowned, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const ADDRESS_SCORE = 0.75;
/** Marks a span a greeting addresses; name-lookalikes.ts keeps such a span in lower case ("hey rob"). */
export const ADDRESSED = '+addressed';
const MAX_NAME_TOKENS = 3;
const COMMA = 0x2c;

// Greetings and thanks that a name may follow; "thank" only as "thank you".
const GREETINGS = wordSet(WORDS['address-names'].greetings);
const THANK = wordSet(['thank']);
const YOU = wordSet(['you', 'u', 'ya']);
// Second-person words right after a name that opens a sentence: the name is the one spoken to.
const SPOKEN_TO = wordSet(WORDS['address-names'].spokenTo);
const SENTENCE_ENDS = new Set([0x2e, 0x21, 0x3f]);
// What people call family and friends instead of a name: "Mom, Dad, …", "Thanks Babe".
const FAMILY_WORDS = wordSet(WORDS['address-names'].familyWords);
// What introduces the writer's own name: "im", "i am", "call me", "name's".
const INTRODUCTIONS: readonly Uint32Array[] = WORDS['address-names'].introductions.map(phraseHashes);
// Chat's contractions without an apostrophe ("im", "dont"): words, even where a list has them as names.
const CONTRACTIONS = wordSet(WORDS['address-names'].contractions);

/**
 * Adds PERSON spans for addressed names no span covers yet. A one-word
 * LOCATION that is a listed given name becomes PERSON after a greeting
 * ("Hi Paris"), and a PERSON span after one is marked as addressed. The name must be on the name lists or no common word at all;
 * in lower case only a listed given name on an informal line counts.
 */
export function addressedNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const owner = owners(f, spans);
  const out = [...spans];
  for (let i = 0; i < f.tokens.count; i++) {
    // Every name found here is listed or no common word (nameRun, vocativeName): tested before the context's look-ups.
    if (!mayBeGivenOrUnknown(f, i) || !nameEvidence(f, i) || (f.casing[i] === CASING.lower && CONTRACTIONS.has(f.lower[i]!))) continue;
    const greeted = afterGreeting(text, f, i) || (listedInChat(f, i) && afterIntroduction(f, i));
    const vocative = !greeted && (opensAddress(text, f, i) || closesAddress(text, f, i));
    if (!greeted && !vocative) continue;
    const last = greeted ? nameRun(f, i) : vocativeName(f, i) ? i : -1;
    if (last < 0) continue;
    const k = owner[i]!;
    if (k < 0 && unowned(owner, i, last)) {
      out.push({ type: 'PERSON', first: i, last, start: f.tokens.starts[i]!, end: f.tokens.ends[last]!, score: ADDRESS_SCORE, reason: 'addressed' });
    } else if (greeted && k >= 0 && out[k]!.type === 'LOCATION' && out[k]!.first === i && out[k]!.last === i && isGivenName(f, i)) {
      out[k] = { ...out[k]!, type: 'PERSON', reason: `${out[k]!.reason}${ADDRESSED}` };
    } else if (greeted && k >= 0 && out[k]!.type === 'PERSON' && out[k]!.first === i) {
      out[k] = { ...out[k]!, reason: `${out[k]!.reason}${ADDRESSED}` };
    }
    i = last;
  }
  return out;
}

/** What isGivenName or unknownCapitalised need of a token's casing: a cheap first test that most tokens fail. */
function mayBeGivenOrUnknown(f: TokenFacts, i: number): boolean {
  const c = f.casing[i]!;
  return c === CASING.initCap || (c === CASING.lower && f.informal[i] === 1);
}

/** Token i follows "hi", "thanks", "thank you" … on its line, maybe after a comma. */
function afterGreeting(text: string, f: TokenFacts, i: number): boolean {
  if (i === 0 || f.tokens.lineStart[i]) return false;
  let g = i - 1;
  if (isPunct(text, f, g, COMMA)) {
    if (g === 0 || f.tokens.lineStart[g]) return false;
    g--;
  }
  if (GREETINGS.has(f.lower[g]!)) return true;
  return YOU.has(f.lower[g]!) && g > 0 && !f.tokens.lineStart[g] && THANK.has(f.lower[g - 1]!);
}

/** Token i follows an introduction on its line ("im dana", "call me priya", "me llamo ana"). */
function afterIntroduction(f: TokenFacts, i: number): boolean {
  return INTRODUCTIONS.some((words) => {
    const from = i - words.length;
    if (from < 0) return false;
    for (let k = 0; k < words.length; k++) {
      if (f.lower[from + k] !== words[k] || (k > 0 && f.tokens.lineStart[from + k])) return false;
    }
    return !f.tokens.lineStart[i];
  });
}

function phraseHashes(phrase: string): Uint32Array {
  const t = tokenize(phrase);
  return Uint32Array.from({ length: t.count }, (_, k) => hashRange(phrase, t.starts[k]!, t.ends[k]!, true));
}

/** "Kelsey you should …", "Grant, …": a name opening a sentence, then "you" or a comma. */
function opensAddress(text: string, f: TokenFacts, i: number): boolean {
  if (!opensSentence(text, f, i) || i + 1 >= f.tokens.count || f.tokens.lineStart[i + 1] === 1) return false;
  return SPOKEN_TO.has(f.lower[i + 1]!) || isPunct(text, f, i + 1, COMMA);
}

// A full stop after a word this short is an abbreviation's ("St. Louis"), no sentence end.
const MIN_WORD_BEFORE_STOP = 3;

/** Token i starts its line, or follows ". ! ?" that end a sentence. */
function opensSentence(text: string, f: TokenFacts, i: number): boolean {
  if (f.tokens.lineStart[i] === 1) return true;
  if (i < 2 || f.tokens.lineStart[i - 1] || f.casing[i - 1] !== CASING.punct || !SENTENCE_ENDS.has(text.charCodeAt(f.tokens.starts[i - 1]!))) return false;
  return f.tokens.ends[i - 2]! - f.tokens.starts[i - 2]! >= MIN_WORD_BEFORE_STOP;
}

/** "…, Tex!", "…, Summer?": a comma, the name, then only sentence-ending marks to the line's end. */
function closesAddress(text: string, f: TokenFacts, i: number): boolean {
  if (i === 0 || f.tokens.lineStart[i] || !isPunct(text, f, i - 1, COMMA)) return false;
  let k = i + 1;
  while (k < f.tokens.count && !f.tokens.lineStart[k] && f.casing[k] === CASING.punct && SENTENCE_ENDS.has(text.charCodeAt(f.tokens.starts[k]!))) k++;
  return k > i + 1 && (k >= f.tokens.count || f.tokens.lineStart[k] === 1);
}

/** A listed given name that is no place and none of the commonest words ("Can", "Hope"). */
function vocativeName(f: TokenFacts, i: number): boolean {
  return isGivenName(f, i) && f.gazetteer.commonBand[i] !== COMMONEST_BAND && (f.gazetteer.single[i]! & PLACE_FLAGS) === 0;
}

/** The last token of one to three name words starting at i, or -1. */
function nameRun(f: TokenFacts, i: number): number {
  if (!isGivenName(f, i) && !unknownCapitalised(f, i) && !listedInChat(f, i)) return -1;
  let last = i;
  // Lower-case chat runs on into ordinary words ("hey tanner do another"): there the name is one word.
  if (f.casing[i] !== CASING.initCap) return last;
  while (last + 1 < f.tokens.count && last + 1 - i < MAX_NAME_TOKENS && !f.tokens.lineStart[last + 1] && f.casing[last + 1] === CASING.initCap && nameWord(f, last + 1)) last++;
  return last;
}

/**
 * A listed name: capitalised, or in lower case on an informal line. Given
 * names may be common words ("Summer"); other listed names must be no English
 * word ("Kelsey"), since the name lists hold many ("you", "hair").
 */
function isGivenName(f: TokenFacts, i: number): boolean {
  const g = f.gazetteer.single[i]!;
  if ((g & NAME_FLAGS) === 0 || isNameLookalike(f.lower[i]!) || isPlaceOnly(f, i) || FAMILY_WORDS.has(f.lower[i]!)) return false;
  const band = f.gazetteer.commonBand[i]!;
  if (band !== 0 && (g & GAZ.first) === 0) return false;
  const c = f.casing[i]!;
  if (c === CASING.initCap) return !f.capsLine[i];
  return c === CASING.lower && f.informal[i] === 1 && band !== COMMONEST_BAND;
}

/**
 * After a greeting in lower-case chat, any listed name that is none of the
 * commonest words: short forms are often listed untyped ("hey rob", "thanks
 * liz"), and what else follows "hey" is a family word or no name at all.
 */
function listedInChat(f: TokenFacts, i: number): boolean {
  if (f.casing[i] !== CASING.lower || f.informal[i] !== 1 || f.gazetteer.commonBand[i] === COMMONEST_BAND) return false;
  const g = f.gazetteer.single[i]!;
  return (g & NAME_FLAGS) !== 0 && !isNameLookalike(f.lower[i]!) && !isPlaceOnly(f, i) && !FAMILY_WORDS.has(f.lower[i]!);
}

/** A capitalised word that is no English word and on no place list ("Capwin"), and no contraction ("I'm"). */
function unknownCapitalised(f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.initCap && !f.capsLine[i] && f.gazetteer.commonBand[i] === 0 && !isPlaceOnly(f, i) && !isNameLookalike(f.lower[i]!) && !FAMILY_WORDS.has(f.lower[i]!) && !isContraction(f, i);
}

// What follows the apostrophe of an English contraction: "I'm", "We'll", "You're", "I've", "I'd", "Don't".
const CONTRACTION_TAIL = /['’](m|ll|re|ve|d|t)$/i;

function isContraction(f: TokenFacts, i: number): boolean {
  return CONTRACTION_TAIL.test(f.text.slice(f.tokens.starts[i]!, f.tokens.ends[i]!));
}

/** A further word of the name: listed as a name or no English word. */
function nameWord(f: TokenFacts, i: number): boolean {
  if (isNameLookalike(f.lower[i]!) || isPlaceOnly(f, i)) return false;
  return (f.gazetteer.single[i]! & NAME_FLAGS) !== 0 || f.gazetteer.commonBand[i] === 0;
}
