/** Word lists and token tests shared by the rule steps (rules.ts, name-evidence.ts, name-or-place.ts). */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { hashString } from '../tokens/hash.js';
import { HashSet } from '../tokens/hash-index.js';
import type { NerType } from '../model/tags.js';
import WORDS from './words.json' with { type: 'json' };

/** A final span with the reason it was kept or made. */
export interface RuleSpan {
  type: NerType;
  start: number;
  end: number;
  score: number;
  /** `model`, or the rule that made or changed the span. */
  reason: string;
}

/** A span in tokens and characters, as the rule steps pass it along. */
export interface TokenSpan extends RuleSpan {
  first: number;
  last: number;
}

// Bands of gazetteer.ts: common-word band 1 holds the commonest English words ("will", "price");
// fame band 1 the people known in the most languages.
export const COMMONEST_BAND = 1;
export const MOST_FAMOUS = 1;

// Spans are a few tokens long: a plain loop marks them, where a typed array's fill per span cost
// a built-in call each (owners 40 -> 16 µs for the thousand spans of a 100 KB text, in a dozen steps).

/** 1 on every token some span covers. */
export function coverage(f: TokenFacts, spans: readonly TokenSpan[]): Uint8Array {
  const covered = new Uint8Array(f.tokens.count);
  for (const s of spans) for (let i = s.first; i <= s.last; i++) covered[i] = 1;
  return covered;
}

/** Index of the span covering each token (the last such span), -1 where none does. */
export function owners(f: TokenFacts, spans: readonly TokenSpan[]): Int32Array {
  const owner = new Int32Array(f.tokens.count).fill(-1);
  for (let k = 0; k < spans.length; k++) for (let i = spans[k]!.first; i <= spans[k]!.last; i++) owner[i] = k;
  return owner;
}

/** No span covers any token of [first, last]. */
export function unowned(owner: Int32Array, first: number, last: number): boolean {
  for (let i = first; i <= last; i++) if (owner[i]! >= 0) return false;
  return true;
}

/**
 * 1 for each word number of the text (`f.words.ids[i]`) whose word is in `set`:
 * one look-up per distinct word instead of one per token, for a step that
 * tests every token against a list.
 */
export function wordsIn(f: TokenFacts, set: HashSet): Uint8Array {
  const { count, hashes } = f.words;
  const inSet = new Uint8Array(count);
  for (let id = 0; id < count; id++) if (set.has(hashes[id]!)) inSet[id] = 1;
  return inSet;
}

/** Hashes of lowercased words, for look-ups by a token's `lower` hash. */
export function wordSet(words: readonly string[]): HashSet {
  return new HashSet(words.map((w) => hashString(w)), words.length);
}

// Honorifics and credentials are not part of a PERSON span (CoNLL and the synthetic set agree).
const HONORIFICS = WORDS['rule-words'].honorifics;
// Ranks and offices written before a name ("Cardinal Wolsey", "Lieutenant-Colonel Max Marriner").
// Some are given names too ("Princess Morissette", "King Berge"): see trimEdges.
const RANK_WORDS = WORDS['rule-words'].rankWords;
export const RANKS = wordSet(RANK_WORDS);
export const HONORIFIC_WORDS = wordSet(HONORIFICS);
export const TITLES = wordSet([...HONORIFICS, ...RANK_WORDS]);
export const CREDENTIALS = wordSet(WORDS['rule-words'].credentials);

// No two-letter forms that are also state codes ("Adelaide SA 5000", "Denver CO", "Reno NV").
// Last words of company and institution names: what comes before them in a capitalised run is the name of an organisation.
export const ORGANISATION_ENDINGS = wordSet(WORDS['rule-words'].organisationEndings);
const DAY_NAMES = WORDS['rule-words'].dayNames;
export const WEEKDAYS = wordSet(DAY_NAMES);
// Given names that are also months and days ("Last May Karelle and I", "June Comelf").
export const CALENDAR_WORDS = wordSet([...WORDS['rule-words'].monthNames, ...DAY_NAMES]);

/** "'s" and a lone apostrophe (as tokenised text writes "Smith ' s" and "Jones '"). */
export const POSSESSIVE_MARKS = wordSet(WORDS['rule-words'].possessiveMarks);
export const NAME_FLAGS = GAZ.first | GAZ.last | GAZ.name;
export const PLACE_FLAGS = GAZ.city | GAZ.country | GAZ.region;
const PLACE_PREPOSITIONS = wordSet(WORDS['rule-words'].placePrepositions);

/** The token right after "in", "from", "to"… on the same line. */
export function afterPlacePreposition(f: TokenFacts, i: number): boolean {
  return i > 0 && !f.tokens.lineStart[i] && PLACE_PREPOSITIONS.has(f.lower[i - 1]!);
}

export function isCapitalisedWord(f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.initCap || f.casing[i] === CASING.allCaps;
}

/** Tokens i and j both exist and stand on one line. */
export function onOneLine(f: TokenFacts, i: number, j: number): boolean {
  const from = Math.min(i, j);
  const to = Math.max(i, j);
  if (from < 0 || to >= f.tokens.count) return false;
  for (let k = from + 1; k <= to; k++) if (f.tokens.lineStart[k]) return false;
  return true;
}

/** Token j is a capitalised word on token i's line. */
export function capitalisedOnLine(f: TokenFacts, i: number, j: number): boolean {
  return onOneLine(f, i, j) && isCapitalisedWord(f, j);
}

/** Whether token i is the single character `code`. */
export function isPunct(text: string, f: TokenFacts, i: number, code: number): boolean {
  return f.tokens.ends[i]! - f.tokens.starts[i]! === 1 && text.charCodeAt(f.tokens.starts[i]!) === code;
}

/** A word the lists know as a person's name, or one that is no common English word at all ("Wolsey"). */
export function nameEvidence(f: TokenFacts, i: number): boolean {
  return (f.gazetteer.single[i]! & NAME_FLAGS) !== 0 || f.gazetteer.commonBand[i] === 0;
}

/** A place on the lists that is no person's name there ("Lancaster" as a city only). */
export function isPlaceOnly(f: TokenFacts, i: number): boolean {
  const g = f.gazetteer.single[i]!;
  return (g & PLACE_FLAGS) !== 0 && (g & NAME_FLAGS) === 0;
}

/** Words that look like a name but are a title, a month or day, or a company form. */
export function isNameLookalike(lower: number): boolean {
  return TITLES.has(lower) || CALENDAR_WORDS.has(lower) || ORGANISATION_ENDINGS.has(lower);
}

/** Tokens first..last are one listed place: a one-word place, or a place phrase over exactly them. */
export function isListedPlace(f: TokenFacts, first: number, last: number): boolean {
  const g = f.gazetteer;
  if (first === last) return (g.single[first]! & PLACE_FLAGS) !== 0 && (first + 1 >= f.tokens.count || !g.phrase[first] || g.phraseBegin[first] === 1);
  if (!g.phraseBegin[first] || !(g.phrase[first]! & PLACE_FLAGS)) return false;
  for (let i = first + 1; i <= last; i++) if (!g.phrase[i] || g.phraseBegin[i]) return false;
  return last + 1 >= f.tokens.count || !g.phrase[last + 1] || g.phraseBegin[last + 1] === 1;
}
