/**
 * Rule steps that add or reshape PERSON spans from evidence in the text:
 * comma lists of names, e-mail local parts, a given name before a surname,
 * regnal numbers, and company names that look like surnames.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { hashRange, hashString, mix } from '../tokens/hash.js';
import { CALENDAR_WORDS, COMMONEST_BAND, coverage, HONORIFIC_WORDS, isCapitalisedWord, isPlaceOnly, isPunct, NAME_FLAGS, nameEvidence, ORGANISATION_ENDINGS, onOneLine, owners, PLACE_FLAGS, TITLES, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

// A comma list counts as a list of names when at least this many of its items are PERSON spans.
const MIN_LISTED_NAMES = 2;
const LIST_SCORE = 0.75;
const MAX_ITEM_TOKENS = 3;

/**
 * In a list where at least two items are whole PERSON spans ("Given , Breen ,
 * Staunton , Irwin", "keep Vin , Dwayne , Ty , Luda , Jason & Michelle . . ."),
 * each other item made of one to three capitalised words the tagger left alone
 * is a name as well. Items are split at commas and semicolons, and at "&" or
 * "and" between two capitalised words; the first item is the capitalised run
 * before the first separator and the last one the run after the last.
 */
export function listNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const owner = owners(f, spans);
  const added: TokenSpan[] = [];
  let from = 0;
  for (let i = 1; i <= f.tokens.count; i++) {
    if (i < f.tokens.count && !f.tokens.lineStart[i]) continue;
    if (personStartsOn(spans, owner, from, i) >= MIN_LISTED_NAMES) added.push(...lineListNames(text, f, spans, owner, from, i));
    from = i;
  }
  return added.length ? [...spans, ...added] : spans;
}

type Item = [first: number, last: number];

/** PERSON spans that start on the line [from, to): each whole PERSON item starts one, so fewer than two rule the line out. */
function personStartsOn(spans: readonly TokenSpan[], owner: Int32Array, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const k = owner[i]!;
    if (k >= 0 && spans[k]!.first === i && spans[k]!.type === 'PERSON') n++;
  }
  return n;
}

function lineListNames(text: string, f: TokenFacts, spans: readonly TokenSpan[], owner: Int32Array, from: number, to: number): TokenSpan[] {
  const items = listItems(text, f, from, to);
  if (items.length < MIN_LISTED_NAMES + 1) return [];
  const isPersonItem = ([a, b]: Item) => {
    const k = owner[a]!;
    return k >= 0 && spans[k]!.type === 'PERSON' && spans[k]!.first === a && spans[k]!.last === b;
  };
  if (items.filter(isPersonItem).length < MIN_LISTED_NAMES) return [];
  const out: TokenSpan[] = [];
  for (const [a, b] of items) {
    if (b - a + 1 > MAX_ITEM_TOKENS || !isLoneNameRun(f, owner, a, b)) continue;
    out.push({ type: 'PERSON', first: a, last: b, start: f.tokens.starts[a]!, end: f.tokens.ends[b]!, score: LIST_SCORE, reason: 'list' });
  }
  return out;
}

/**
 * The items of a line's list: whole parts between separators, the capitalised
 * run next to the separator at either end. "&" and "and" separate only after a
 * comma or semicolon ("A , B and C"): a line's first "and" is prose ("the
 * Protection of Human Rights and Fundamental Freedoms").
 */
function listItems(text: string, f: TokenFacts, from: number, to: number): Item[] {
  const items: Item[] = [];
  let start = from;
  let first = true;
  let listed = false;
  for (let i = from; i <= to; i++) {
    const separator = i < to ? listSeparator(text, f, i) : PUNCTUATION;
    if (separator === NONE || (separator === JOIN && !listed)) continue;
    if (separator === PUNCTUATION) listed = true;
    let [a, b] = [start, i - 1];
    while (a <= b && f.casing[a] === CASING.punct) a++;
    while (b >= a && f.casing[b] === CASING.punct) b--;
    // What ends in a colon is a label ("Team:"), not an item.
    const label = i < to && text.charCodeAt(f.tokens.starts[i]!) === COLON;
    if (first && i < to && !label) a = capitalisedRunStart(f, a, b);
    if (i === to && !first) b = capitalisedRunEnd(f, a, b);
    if (b >= a && !label) items.push([a, b]);
    first = label;
    start = i + 1;
  }
  return items;
}

/** Start of the run of capitalised words that ends the part [a, b] (b + 1 if it ends otherwise). */
function capitalisedRunStart(f: TokenFacts, a: number, b: number): number {
  let k = b;
  while (k >= a && isCapitalisedWord(f, k)) k--;
  return k < a ? a : k + 1;
}

/** End of the run of capitalised words that starts the part [a, b]. */
function capitalisedRunEnd(f: TokenFacts, a: number, b: number): number {
  let k = a;
  while (k <= b && isCapitalisedWord(f, k)) k++;
  return k > b ? b : k - 1;
}

function isLoneNameRun(f: TokenFacts, owner: Int32Array, a: number, b: number): boolean {
  for (let i = a; i <= b; i++) {
    if (owner[i] !== -1 || f.casing[i] !== CASING.initCap || f.docUse[i]! & 2 || f.capsLine[i]) return false;
    if (TITLES.has(f.lower[i]!) || f.gazetteer.single[i]! & PLACE_FLAGS) return false;
  }
  return true;
}

// Comma, semicolon, and the colon after a label ("Team: Ann Lee, Bo Chan, …").
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const COLON = 0x3a;
const AMPERSAND = 0x26;
const AND = hashString('and');

const NONE = 0;
const PUNCTUATION = 1;
const JOIN = 2;

/** A comma, semicolon or colon; "&" or "and" between two capitalised words; or neither. */
function listSeparator(text: string, f: TokenFacts, i: number): number {
  const c = f.casing[i];
  if (c === CASING.lower) return f.lower[i] === AND && betweenCapitalised(f, i) ? JOIN : NONE;
  if (c !== CASING.punct || f.tokens.ends[i]! - f.tokens.starts[i]! !== 1) return NONE;
  const code = text.charCodeAt(f.tokens.starts[i]!);
  if (code === COMMA || code === SEMICOLON || code === COLON) return PUNCTUATION;
  return code === AMPERSAND && betweenCapitalised(f, i) ? JOIN : NONE;
}

/** "Jason & Michelle", "Ripley and Bishop": "&" and "and" separate items only between two capitalised words, never in prose. */
function betweenCapitalised(f: TokenFacts, i: number): boolean {
  return i > 0 && i + 1 < f.tokens.count && isCapitalisedWord(f, i - 1) && isCapitalisedWord(f, i + 1) && !f.tokens.lineStart[i] && !f.tokens.lineStart[i + 1];
}

const EMAIL_SCORE = 0.97;
// "first.last", "first_last" or "first-last" right before the "@", after a non-address character ("<").
const LOCAL_PART_NAME = /(?:^|[^\p{L}\p{N}._-])(\p{L}{2,})[._-](\p{L}{2,})$/u;
const AT = 0x40;

/**
 * E-mail local parts that spell a name: "maria.garcia@…", "maria_garcia@…".
 * A PERSON span with exactly those words gets a higher score, and the same
 * capitalised words the tagger missed become PERSON.
 */
export function emailNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const names = localPartNames(text, f);
  if (names.size === 0) return spans;
  const covered = coverage(f, spans);
  const out = withConfirmedNames(f, names, spans);
  for (let i = 0; i + 1 < f.tokens.count; i++) {
    if (covered[i] || covered[i + 1] || f.tokens.lineStart[i + 1] || !spellsName(f, names, i)) continue;
    if (!isCapitalisedWord(f, i) || !isCapitalisedWord(f, i + 1)) continue;
    out.push({ type: 'PERSON', first: i, last: i + 1, start: f.tokens.starts[i]!, end: f.tokens.ends[i + 1]!, score: EMAIL_SCORE, reason: 'email' });
    i++;
  }
  return out;
}

/** Two-word PERSON spans that a local part spells, with the doubt halved (not a closure in emailNames: see asPlace in place-shapes.ts). */
function withConfirmedNames(f: TokenFacts, names: ReadonlySet<number>, spans: readonly TokenSpan[]): TokenSpan[] {
  return spans.map((s) => (s.type === 'PERSON' && s.last === s.first + 1 && spellsName(f, names, s.first) ? { ...s, score: confirmed(s.score), reason: `${s.reason}+email` } : s));
}

/** Halves the doubt of a span that other evidence confirms. */
function confirmed(score: number): number {
  return Math.min(0.99, Math.round((score + (1 - score) / 2) * 1000) / 1000);
}

/** Pair hashes (see pairKey) of the local parts shaped "first.last", "first_last" or "first-last". */
function localPartNames(text: string, f: TokenFacts): Set<number> {
  const names = new Set<number>();
  // Every "@" is a token of its own (the tokenizer splits marks off one by one): found by search, not by a look at every token.
  for (let p = text.indexOf('@'); p !== -1; p = text.indexOf('@', p + 1)) {
    const at = tokenStartingAt(f, p);
    if (at < 1 || !isPunct(text, f, at, AT)) continue;
    // The local part is the run of tokens with no space before the "@".
    let first = at;
    while (first > 0 && f.tokens.ends[first - 1] === f.tokens.starts[first] && at - first < 3) first--;
    const end = f.tokens.starts[at]!;
    const m = LOCAL_PART_NAME.exec(text.slice(f.tokens.starts[first]!, end));
    if (!m) continue;
    const s = end - m[1]!.length - m[2]!.length - 1;
    const split = s + m[1]!.length;
    names.add(pairKey(hashRange(text, s, split, true), hashRange(text, split + 1, end, true)));
  }
  return names;
}

/** Index of the token starting at character `offset`, or -1. */
function tokenStartingAt(f: TokenFacts, offset: number): number {
  const { starts, count } = f.tokens;
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! < offset) lo = mid + 1;
    else hi = mid;
  }
  return count > 0 && starts[lo] === offset ? lo : -1;
}

function pairKey(first: number, last: number): number {
  return mix(first, last);
}

/** Whether tokens i and i + 1 are the two words of one of the local parts; one look-up. */
function spellsName(f: TokenFacts, names: ReadonlySet<number>, i: number): boolean {
  return names.has(pairKey(f.lower[i]!, f.lower[i + 1]!));
}

const NUMERALS = wordSet(WORDS['name-evidence'].numerals);
// "I", "V" and "X" are numerals only after a monarch's title ("King Baudouin I"); else "I" is the pronoun.
const SHORT_NUMERALS = wordSet(['i', 'v', 'x']);
const MONARCHS = wordSet(WORDS['name-evidence'].monarchs);

/** Extends a PERSON span over a regnal number written in capitals right after it. */
export function withRegnalNumber(f: TokenFacts, span: TokenSpan): TokenSpan {
  const next = span.last + 1;
  if (span.type !== 'PERSON' || next >= f.tokens.count || f.tokens.lineStart[next]) return span;
  const c = f.casing[next]!;
  if (c !== CASING.allCaps && c !== CASING.singleUpper) return span;
  const w = f.lower[next]!;
  const monarch = span.first > 0 && MONARCHS.has(f.lower[span.first - 1]!);
  if (!NUMERALS.has(w) && !(monarch && SHORT_NUMERALS.has(w))) return span;
  return { ...span, last: next, end: f.tokens.ends[next]!, reason: `${span.reason}+numeral` };
}

/**
 * Drops PERSON and LOCATION spans made only of words that the same text uses
 * inside a company name ("Pirelli" beside "Pirelli SpA", "Jones" beside "Jones
 * Medical Industries Inc", "Greenfield" of "Greenfield Pharmacy", "Douglas" of
 * "Douglas & Lomason"). A PERSON
 * span stays when a title precedes it or a word of it is also part of a full
 * name the tagger found.
 */
export function dropOrganisations(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const companyWords = organisationWords(f);
  if (companyWords.size === 0) return spans;
  const fullNameWords = new Set<number>();
  for (const s of spans) if (s.type === 'PERSON' && s.last > s.first) for (let i = s.first; i <= s.last; i++) fullNameWords.add(f.lower[i]!);
  return spans.filter((s) => {
    if (s.type === 'PERSON' && s.first > 0 && TITLES.has(f.lower[s.first - 1]!)) return true;
    for (let i = s.first; i <= s.last; i++) if (!companyWords.has(f.lower[i]!) || (s.type === 'PERSON' && fullNameWords.has(f.lower[i]!))) return true;
    return false;
  });
}

/** Words of capitalised runs that end in a company form ("Pirelli SpA", "Johnson Controls Inc"). */
function organisationWords(f: TokenFacts): Set<number> {
  const words = new Set<number>();
  for (let i = 1; i < f.tokens.count; i++) {
    if (!isCapitalisedWord(f, i) || f.tokens.lineStart[i] || !ORGANISATION_ENDINGS.has(f.lower[i]!)) continue;
    // The ending itself counts once a name stands before it ("Valley Regional Hospital" as a place).
    if (i > 0 && isCapitalisedWord(f, i - 1) && !ORGANISATION_ENDINGS.has(f.lower[i - 1]!)) words.add(f.lower[i]!);
    for (let k = i - 1; k >= 0 && isCapitalisedWord(f, k) && !ORGANISATION_ENDINGS.has(f.lower[k]!); k--) {
      words.add(f.lower[k]!);
      if (f.tokens.lineStart[k]) break;
    }
  }
  for (let i = 1; i + 1 < f.tokens.count; i++) if (joinsFirm(f, i)) words.add(f.lower[i - 1]!).add(f.lower[i + 1]!);
  return words;
}

const AMPERSAND_WORD = hashString('&');

/**
 * "Douglas & Lomason", "Procter & Gamble": capitalised words joined by "&"
 * name a firm when a family name or an unlisted word stands on either side;
 * two given names are people ("Jay & Kim").
 */
function joinsFirm(f: TokenFacts, i: number): boolean {
  if (f.lower[i] !== AMPERSAND_WORD || !isCapitalisedWord(f, i - 1) || !isCapitalisedWord(f, i + 1) || !onOneLine(f, i - 1, i + 1)) return false;
  const a = f.gazetteer.single[i - 1]!;
  const b = f.gazetteer.single[i + 1]!;
  if (a & GAZ.first && b & GAZ.first) return false;
  const familyOrUnknown = (g: number, k: number) => (g & GAZ.last) !== 0 || (g === 0 && f.gazetteer.commonBand[k] === 0);
  return familyOrUnknown(a, i - 1) || familyOrUnknown(b, i + 1);
}

/**
 * Extends a PERSON span over a capitalised given name right before it that
 * the tagger left out ("Mary" of "Mary Joe Fernandez"), unless the word is a
 * title, a place or written in lower case elsewhere in the text.
 */
export function withGivenNameBefore(f: TokenFacts, span: TokenSpan): TokenSpan {
  const p = span.first - 1;
  if (span.type !== 'PERSON' || p < 0 || f.tokens.lineStart[span.first] || f.casing[p] !== CASING.initCap) return span;
  const g = f.gazetteer.single[p]!;
  if (!(g & GAZ.first) || g & PLACE_FLAGS || TITLES.has(f.lower[p]!) || CALENDAR_WORDS.has(f.lower[p]!) || f.docUse[p]! & 2) return span;
  // Opening a sentence, one of the commonest words is that word ("Will Shawn Mendez be …", "May Anna come").
  if (f.position[p] !== 0 && f.gazetteer.commonBand[p] === COMMONEST_BAND) return span;
  return { ...span, first: p, start: f.tokens.starts[p]!, reason: `${span.reason}+given-name` };
}

const LIL = wordSet(['lil']);

/**
 * Joins what stands before a PERSON span as part of the name: a spaced initial
 * ("J . cole", as social text is often tokenised) and the "Lil" of stage names
 * ("lil wayne", "Lil Yachty").
 */
export function withNamePrefix(text: string, f: TokenFacts, span: TokenSpan): TokenSpan {
  const p = span.first;
  if (span.type !== 'PERSON' || p === 0 || f.tokens.lineStart[p]) return span;
  if (LIL.has(f.lower[p - 1]!)) return { ...span, first: p - 1, start: f.tokens.starts[p - 1]!, reason: `${span.reason}+prefix` };
  const initial = p >= 2 && isPunct(text, f, p - 1, DOT) && f.casing[p - 2] === CASING.singleUpper && !f.tokens.lineStart[p - 1];
  // Only a lone initial: after another capitalised word the letter ends something else ("Company B . Smith").
  if (!initial || (p > 2 && !f.tokens.lineStart[p - 2] && isCapitalisedWord(f, p - 3))) return span;
  return { ...span, first: p - 2, start: f.tokens.starts[p - 2]!, reason: `${span.reason}+prefix` };
}

const TITLED_SCORE = 0.85;
const MAX_TITLED_TOKENS = 3;
const DOT = 0x2e;

/**
 * Up to three capitalised words (or initials) right after a title that no span
 * covers are a PERSON: "Mr Smith", "Dr. A. B. Smith", "Miss Stamper". After a
 * rank or office ("General", "King") one of the words must be a known name
 * or no common English word, so "General Motors" stays alone and "Cardinal
 * Wolsey" is found.
 */
export function titledNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const covered = coverage(f, spans);
  const out = [...spans];
  for (let t = 0; t + 1 < f.tokens.count; t++) {
    if (!isCapitalisedWord(f, t) || !TITLES.has(f.lower[t]!)) continue;
    let first = t + 1;
    const stop = first < f.tokens.count && isPunct(text, f, first, DOT) && !f.tokens.lineStart[first];
    // Only an abbreviated honorific has a full stop ("Dr. Smith"); after a rank, a whole word, it ends the sentence ("my President . So").
    if (stop && !HONORIFIC_WORDS.has(f.lower[t]!)) continue;
    // In capitals a title needs its full stop ("DR. SMITH"); bare it is an abbreviation or a shouted word ("SR MGR", "DONT MISS IT").
    if (f.casing[t] === CASING.allCaps && !stop) continue;
    if (stop) first++;
    let last = first - 1;
    while (last + 1 < f.tokens.count && last + 1 - first < MAX_TITLED_TOKENS && !f.tokens.lineStart[last + 1] && !covered[last + 1] && isNameToken(f, last + 1)) last++;
    if (last < first || (!HONORIFIC_WORDS.has(f.lower[t]!) && !hasKnownName(f, first, last))) continue;
    if (last + 1 < f.tokens.count && !f.tokens.lineStart[last + 1] && isCapitalisedWord(f, last + 1)) continue;
    out.push({ type: 'PERSON', first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, score: TITLED_SCORE, reason: 'title' });
    t = last;
  }
  return out;
}

function isNameToken(f: TokenFacts, i: number): boolean {
  const c = f.casing[i]!;
  return (c === CASING.initCap || c === CASING.allCaps || c === CASING.initial || c === CASING.singleUpper) && !TITLES.has(f.lower[i]!) && !(f.docUse[i]! & 2);
}

function hasKnownName(f: TokenFacts, first: number, last: number): boolean {
  let evidence = false;
  for (let i = first; i <= last; i++) {
    if (ORGANISATION_ENDINGS.has(f.lower[i]!)) return false;
    if (nameEvidence(f, i) && !isPlaceOnly(f, i)) evidence = true;
  }
  return evidence;
}
