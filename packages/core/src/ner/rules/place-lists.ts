/**
 * A list goes on in kind: in "offices in Frankfurt, Milan and Warsaw" or
 * "flights between lisbon and madrid", the items joined to a place by a
 * comma, "and", "or", "&" or "/" that the lists know as places are places
 * too, though the tagger saw only the first ("Milan" is also a given name).
 * An item the tagger called something else stays so, and so does one inside
 * a longer capitalised name ("Eastern Region").
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { hashString } from '../tokens/hash.js';
import { isListedPlace, isNameLookalike, isPunct, owners, PLACE_FLAGS, wordSet, type TokenSpan } from './rule-words.js';

const LIST_PLACE_SCORE = 0.7;
const JOINING_WORDS = wordSet(['and', 'or']);
const COMMA = 0x2c;
const AMPERSAND = 0x26;
const SLASH = 0x2f;
const AND = hashString('and');
const OR = hashString('or');

type Item = { first: number; last: number };

/** Adds each listed place joined to a LOCATION span in a list, or turns a lone-word PERSON item into one. */
export function placeLists(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  if (!spans.some((s) => s.type === 'LOCATION')) return spans;
  spans = splitJoinedPlaces(f, spans);
  const owner = owners(f, spans);
  const added: TokenSpan[] = [];
  let relabelled: Set<TokenSpan> | null = null;
  for (const s of spans) {
    if (s.type !== 'LOCATION') continue;
    for (const step of [1, -1] as const) {
      let edge = step === 1 ? s.last : s.first;
      for (let item = nextItem(f, edge, step, s.first); item; item = nextItem(f, edge, step, s.first)) {
        const k = owner[item.first]!;
        if (k < 0 && owner[item.last]! < 0) added.push(placeSpan(f, item));
        else if (k >= 0 && isLonePersonItem(f, spans[k]!, item)) (relabelled ??= new Set()).add(spans[k]!);
        else if (k < 0 || spans[k]!.type !== 'LOCATION') break;
        edge = step === 1 ? item.last : item.first;
      }
    }
  }
  const out = relabelled ? spans.map((s) => (relabelled.has(s) ? { ...s, type: 'LOCATION' as const, reason: `${s.reason}+place-list` } : s)) : spans;
  return added.length ? [...out, ...dedupe(added)] : out;
}

/**
 * A one-word PERSON span over exactly a listed place item that closes an item of the list, before
 * list or sentence punctuation or a line's end: the list's kind makes it a place ("Muscat", "Cork").
 * Before anything else it is a person doing or owning something ("in Los Angeles , Dole 's mate").
 */
function isLonePersonItem(f: TokenFacts, s: TokenSpan, item: Item): boolean {
  if (s.type !== 'PERSON' || s.first !== s.last || item.first !== s.first || item.last !== s.last) return false;
  const next = s.last + 1;
  if (next >= f.tokens.count || f.tokens.lineStart[next]) return true;
  return isSeparator(f, next) || ITEM_ENDS.some((c) => isPunct(f.text, f, next, c));
}

// ". ; ) ! ?" after an item.
const ITEM_ENDS = [0x2e, 0x3b, 0x29, 0x21, 0x3f];

/**
 * One LOCATION span over "Rotterdam & Doha" or "Lisbon / Porto" is two places: split where "&",
 * "/" or "and" joins two listed places, unless the whole is one listed name ("Trinidad and Tobago").
 */
function splitJoinedPlaces(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let out: TokenSpan[] | null = null;
  for (let k = 0; k < spans.length; k++) {
    const s = spans[k]!;
    if (s.type !== 'LOCATION' || s.last - s.first < 2 || isListedPlace(f, s.first, s.last)) continue;
    for (let j = s.first + 1; j < s.last; j++) {
      if (!isJoiner(f, j) || !isListedPlace(f, s.first, j - 1) || !isListedPlace(f, j + 1, s.last)) continue;
      out ??= [...spans];
      out[k] = { ...s, last: j - 1, end: f.tokens.ends[j - 1]!, reason: `${s.reason}+split` };
      out.push({ ...s, first: j + 1, start: f.tokens.starts[j + 1]!, reason: `${s.reason}+split` });
      break;
    }
  }
  return out ?? spans;
}

function isJoiner(f: TokenFacts, i: number): boolean {
  return f.lower[i] === AND || isPunct(f.text, f, i, AMPERSAND) || isPunct(f.text, f, i, SLASH);
}

/** The place item beyond a list separator next to token `edge`, walking in `step`'s direction, or null. */
function nextItem(f: TokenFacts, edge: number, step: 1 | -1, anchor: number): Item | null {
  const sep = edge + step;
  if (sep < 0 || sep >= f.tokens.count || crossesLine(f, edge, sep) || !isSeparator(f, sep)) return null;
  let near = sep + step;
  // "A, and B": a comma and a joining word together.
  if (near >= 0 && near < f.tokens.count && isPunct(f.text, f, sep, COMMA) && JOINING_WORDS.has(f.lower[near]!)) near += step;
  if (near < 0 || near >= f.tokens.count || crossesLine(f, sep, near)) return null;
  const item = step === 1 ? placeFrom(f, near) : placeEndingAt(f, near);
  return item && sameCasing(f, item.first, anchor) && !partOfLongerName(f, item) ? item : null;
}

function isSeparator(f: TokenFacts, i: number): boolean {
  const w = f.lower[i]!;
  if (w === AND || w === OR) return true;
  return isPunct(f.text, f, i, COMMA) || isPunct(f.text, f, i, AMPERSAND) || isPunct(f.text, f, i, SLASH);
}

function crossesLine(f: TokenFacts, a: number, b: number): boolean {
  return f.tokens.lineStart[Math.max(a, b)] === 1;
}

/** A listed place starting at token i: a place phrase, or one word on the place lists. */
function placeFrom(f: TokenFacts, i: number): Item | null {
  if (f.gazetteer.phraseBegin[i] && f.gazetteer.phrase[i]! & PLACE_FLAGS) {
    let last = i;
    while (last + 1 < f.tokens.count && f.gazetteer.phrase[last + 1] && !f.gazetteer.phraseBegin[last + 1] && !f.tokens.lineStart[last + 1]) last++;
    if (last > i) return { first: i, last };
  }
  return isPlaceWord(f, i) ? { first: i, last: i } : null;
}

/** A listed place ending at token i. */
function placeEndingAt(f: TokenFacts, i: number): Item | null {
  if (f.gazetteer.phrase[i] && !f.gazetteer.phraseBegin[i]) {
    let first = i;
    while (first > 0 && !f.gazetteer.phraseBegin[first] && f.gazetteer.phrase[first - 1] && !f.tokens.lineStart[first]) first--;
    if (f.gazetteer.phraseBegin[first] && f.gazetteer.phrase[first]! & PLACE_FLAGS) return { first, last: i };
  }
  return isPlaceWord(f, i) ? { first: i, last: i } : null;
}

/** Capitalised words on either side make the item part of a longer name ("Eastern Region", "Old Trafford"). */
function partOfLongerName(f: TokenFacts, { first, last }: Item): boolean {
  const capital = (i: number) => f.casing[i] === CASING.initCap || f.casing[i] === CASING.allCaps;
  const after = last + 1 < f.tokens.count && !f.tokens.lineStart[last + 1] && capital(last + 1);
  const before = first > 0 && !f.tokens.lineStart[first] && capital(first - 1);
  return after || before;
}

/** On the place lists and no month or title; in lower case also no English word ("paris and nice weather"). */
function isPlaceWord(f: TokenFacts, i: number): boolean {
  if ((f.gazetteer.single[i]! & PLACE_FLAGS) === 0 || isNameLookalike(f.lower[i]!)) return false;
  const c = f.casing[i]!;
  if (c === CASING.lower) return f.gazetteer.commonBand[i] === 0;
  return c === CASING.initCap || c === CASING.allCaps;
}

function sameCasing(f: TokenFacts, i: number, anchor: number): boolean {
  return (f.casing[i] === CASING.lower) === (f.casing[anchor] === CASING.lower);
}

function placeSpan(f: TokenFacts, { first, last }: Item): TokenSpan {
  return { type: 'LOCATION', first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, score: LIST_PLACE_SCORE, reason: 'place-list' };
}

function dedupe(spans: TokenSpan[]): TokenSpan[] {
  const seen = new Set<number>();
  return spans.filter((s) => !seen.has(s.first) && (seen.add(s.first), true));
}
