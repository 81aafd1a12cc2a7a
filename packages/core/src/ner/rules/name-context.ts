/**
 * Rule steps that find names the tagger left out from the words around them:
 * an age in apposition ("Valery Ivankov , 41 ,"), a role noun before the name
 * ("broker Khurshid Alam"), a known given name before a word that is no
 * English word ("Howard Wolpe"), signatures ("Talk soon,\nBo"), and span
 * shapes no name has (a spaced comma inside, a weekday at the end).
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { COMMONEST_BAND, coverage, isCapitalisedWord, isNameLookalike, isPlaceOnly, isPunct, NAME_FLAGS, nameEvidence, owners, PLACE_FLAGS, TITLES, unowned, WEEKDAYS, wordSet, wordsIn, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const AGE_SCORE = 0.8;
const ROLE_SCORE = 0.8;
const GIVEN_NAME_SCORE = 0.75;
const MAX_NAME_TOKENS = 4;
const COMMA = 0x2c;
const PERIOD = 0x2e;
const COLON = 0x3a;
const DOT = 0x2e;
const MAX_AGE = 120;

/**
 * Whether token i could be a word of a name nobody listed: capitalised, not a
 * title, month or company word, no place only, and no very common English word
 * unless the name lists have it. With `loose`, any English word but the
 * commonest passes ("Potty" of "Severine Potty , 19").
 */
function nameLike(f: TokenFacts, i: number, loose = false): boolean {
  if (f.casing[i] !== CASING.initCap || f.capsLine[i] || f.docUse[i]! & 2) return false;
  if (isNameLookalike(f.lower[i]!) || isPlaceOnly(f, i)) return false;
  const band = f.gazetteer.commonBand[i]!;
  return band === 0 || (band !== COMMONEST_BAND && (loose || (f.gazetteer.single[i]! & NAME_FLAGS) !== 0));
}

/** The run of name-like tokens that ends at `last`, at most MAX_NAME_TOKENS long, or -1 when there is none. */
function runEndingAt(f: TokenFacts, covered: Uint8Array, last: number): number {
  let first = last;
  while (first >= 0 && !covered[first] && nameLike(f, first, true) && last - first < MAX_NAME_TOKENS) {
    if (f.tokens.lineStart[first]) return first;
    first--;
  }
  first++;
  if (first > last) return -1;
  // A run that continues further to the left is part of something longer (an organisation, a title).
  if (first > 0 && !f.tokens.lineStart[first] && isCapitalisedWord(f, first - 1)) return -1;
  return first;
}

function hasEvidence(f: TokenFacts, first: number, last: number): boolean {
  for (let i = first; i <= last; i++) if (nameEvidence(f, i)) return true;
  return false;
}

function span(f: TokenFacts, first: number, last: number, score: number, reason: string): TokenSpan {
  return { type: 'PERSON', first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, score, reason };
}

/** Whether token i is a whole number that can be a person's age. */
function isAge(text: string, f: TokenFacts, i: number): boolean {
  const s = f.tokens.starts[i]!;
  const e = f.tokens.ends[i]!;
  if (f.casing[i] !== CASING.digits || e - s > 3) return false;
  const value = Number(text.slice(s, e));
  return Number.isInteger(value) && value > 0 && value <= MAX_AGE;
}

// What may follow an age: "41 ,", "41 .", "19 --", "41 )", "41 ;".
const AGE_ENDERS = new Set([COMMA, DOT, 0x2d, 0x2013, 0x2014, 0x29, 0x3b]);

function endsAge(text: string, f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.punct && AGE_ENDERS.has(text.charCodeAt(f.tokens.starts[i]!));
}

/** "6,000": the token runs on into the next one with no space. */
function gluedToNext(f: TokenFacts, i: number): boolean {
  return i + 1 < f.tokens.count && f.tokens.starts[i + 1] === f.tokens.ends[i];
}

/**
 * "Valery Ivankov , 41 , was …", "Severine Potty , 19 ." — capitalised words
 * right before a comma and an age that is followed by a comma, full stop or
 * the line's end are a name.
 */
export function ageAppositionNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const covered = coverage(f, spans);
  const out = [...spans];
  for (let c = 1; c + 1 < f.tokens.count; c++) {
    if (!isPunct(text, f, c, COMMA) || f.tokens.lineStart[c + 1] || !isAge(text, f, c + 1)) continue;
    const after = c + 2;
    // "53.980" is no age: what ends the age must stand apart from it or be a comma.
    const glued = after < f.tokens.count && f.tokens.starts[after] === f.tokens.ends[c + 1] && (!isPunct(text, f, after, COMMA) || gluedToNext(f, after));
    const ends = !glued && (after >= f.tokens.count || f.tokens.lineStart[after] || endsAge(text, f, after));
    if (!ends) continue;
    const first = runEndingAt(f, covered, c - 1);
    if (first < 0 || !hasEvidence(f, first, c - 1)) continue;
    out.push(span(f, first, c - 1, AGE_SCORE, 'age'));
    covered.fill(1, first, c);
  }
  return out;
}

// Nouns for people, written right before a name ("broker Khurshid Alam"). Not "vendor": mostly companies.
export const ROLE_NOUNS = wordSet(WORDS['name-context'].roleNouns);

/**
 * "broker Khurshid Alam", "Foreign Minister Jose Miguel Insulza", "his
 * colleague , Chen Longde", "Neighbor: Augustine —": up to four capitalised
 * words after a role noun (and maybe a comma or a label's colon), one of them
 * a known name or no English word, and no capitalised word after them but
 * the next label. After a label, names in capitals count too ("Member:
 * GABRIELA KARDACHE SSN: …").
 */
export function roleNounNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const covered = coverage(f, spans);
  const out = [...spans];
  const roleNoun = wordsIn(f, ROLE_NOUNS);
  for (let noun = 0; noun + 1 < f.tokens.count; noun++) {
    if (!roleNoun[f.words.ids[noun]!]) continue;
    const label = isPunct(text, f, noun + 1, COLON);
    const r = label || isPunct(text, f, noun + 1, COMMA) ? noun + 1 : noun;
    let last = r;
    while (last + 1 < f.tokens.count && last - r < MAX_NAME_TOKENS && fitsAfterRole(text, f, covered, label, last + 1)) last++;
    if (last === r || goesOn(text, f, last + 1) || !hasEvidence(f, r + 1, last)) continue;
    out.push(span(f, r + 1, last, ROLE_SCORE, 'role'));
    covered.fill(1, r + 1, last + 1);
    noun = last;
  }
  return out;
}

/** Token i can be a word of the name after a role noun (after a label, words in capitals too). */
function fitsAfterRole(text: string, f: TokenFacts, covered: Uint8Array, label: boolean, i: number): boolean {
  return !f.tokens.lineStart[i] && !covered[i] && !isLabel(text, f, i) && (nameLike(f, i) || (label && capitalsNameLike(f, i)));
}

/** Token i is a label's last word: a colon follows it ("SSN:"). */
function isLabel(text: string, f: TokenFacts, i: number): boolean {
  return i + 1 < f.tokens.count && !f.tokens.lineStart[i + 1] && isPunct(text, f, i + 1, COLON);
}

/** A capitalised word at i continues the text on the same line (and is no label). */
function goesOn(text: string, f: TokenFacts, i: number): boolean {
  return i < f.tokens.count && !f.tokens.lineStart[i] && isCapitalisedWord(f, i) && !isLabel(text, f, i);
}

/** A word in capitals that could be a name: not a title, month, company word, place only or the commonest English word. */
function capitalsNameLike(f: TokenFacts, i: number): boolean {
  if (f.casing[i] !== CASING.allCaps || isNameLookalike(f.lower[i]!) || isPlaceOnly(f, i)) return false;
  return f.gazetteer.commonBand[i] !== COMMONEST_BAND;
}

/**
 * "Howard Wolpe", "64 Bob Estes": a known given name followed by one
 * capitalised word that is no English word and no place, alone between
 * lower-case words or punctuation.
 */
export function givenNamePairs(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const covered = coverage(f, spans);
  const out = [...spans];
  for (let i = 0; i + 1 < f.tokens.count; i++) {
    const j = i + 1;
    // isGivenName needs a capitalised word (nameLike): the cheapest test first.
    if (f.casing[i] !== CASING.initCap || covered[i] || covered[j] || f.tokens.lineStart[j] || !isGivenName(f, i)) continue;
    if (!nameLike(f, j) || f.gazetteer.commonBand[j] !== 0 || f.gazetteer.single[j]! & PLACE_FLAGS) continue;
    const before = i > 0 && !f.tokens.lineStart[i] && isCapitalisedWord(f, i - 1);
    const after = j + 1 < f.tokens.count && !f.tokens.lineStart[j + 1] && isCapitalisedWord(f, j + 1);
    if (before || after) continue;
    out.push(span(f, i, j, GIVEN_NAME_SCORE, 'given-name'));
    i = j;
  }
  return out;
}

// Two-letter given names are as often articles or words of other languages ("El Al").
const MIN_GIVEN_NAME_LENGTH = 3;

/** A listed given name of three letters or more that nameLike accepts, on no place list and no very common word. */
function isGivenName(f: TokenFacts, i: number): boolean {
  const g = f.gazetteer.single[i]!;
  if (f.tokens.ends[i]! - f.tokens.starts[i]! < MIN_GIVEN_NAME_LENGTH || !nameLike(f, i)) return false;
  return (g & GAZ.first) !== 0 && !(g & PLACE_FLAGS) && f.gazetteer.commonBand[i] !== COMMONEST_BAND;
}

// Never inside a name or a place: ( ) [ ] : ; |
const SPAN_BREAKS = new Set([0x28, 0x29, 0x5b, 0x5d, 0x3a, 0x3b, 0x7c]);
// Never inside a person's name, though inside places ("Trinidad & Tobago", "Austin, TX"): & / +
const NAME_BREAKS = new Set([0x26, 0x2f, 0x2b]);
// Abbreviations written with a period inside names: saints, mounts, forts, generations.
const NAME_ABBREVIATIONS = wordSet(WORDS['name-context'].nameAbbreviations);

/**
 * Cuts a span where no name goes on: at a bracket, colon, semicolon or bar
 * ("MARIA LOPEZ (MOTHER)"), and a PERSON span also at "&", "/" or "+" and
 * at a comma with a space before it ("Vin , Dwayne"), before a place
 * ("Maria Lopez, Madrid": in "Family, Given" order a given name follows the
 * comma, and a place is none) or between two whole names ("Ann Lee, Bo
 * Chan"); "Smith, John" and "Barreto Sanabria, Reina" stay whole. Parts left with only common words that no list has as a name
 * ("MOTHER") are dropped.
 */
export function splitAtBreaks(text: string, f: TokenFacts, s: TokenSpan): TokenSpan[] {
  const parts: TokenSpan[] = [];
  let from = s.first;
  // Words that open a new sentence were tagged as part of the name before it: they stay a name only if listed as one, and not an acronym.
  let newSentence = false;
  const keep = (first: number, last: number) => {
    if (last >= first && (!newSentence || (hasListedName(f, first, last) && !allCapitals(f, first, last)))) parts.push(part(f, s, first, last, afterPlaceComma));
  };
  // The part after a comma that a place follows is that place.
  let afterPlaceComma = false;
  for (let i = s.first; i <= s.last; i++) {
    if (!breaksSpan(text, f, s, from, i)) continue;
    keep(from, i - 1);
    newSentence = text.charCodeAt(f.tokens.starts[i]!) === PERIOD;
    afterPlaceComma = s.type === 'PERSON' && text.charCodeAt(f.tokens.starts[i]!) === COMMA && placesAfter(text, f, i, s.last);
    from = i + 1;
  }
  if (from === s.first) return [s];
  keep(from, s.last);
  return parts.filter((p) => !onlyCommonWords(f, p));
}

function breaksSpan(text: string, f: TokenFacts, s: TokenSpan, from: number, i: number): boolean {
  if (f.tokens.ends[i]! - f.tokens.starts[i]! !== 1) return false;
  const c = text.charCodeAt(f.tokens.starts[i]!);
  if (SPAN_BREAKS.has(c)) return true;
  if (s.type !== 'PERSON') return false;
  if (NAME_BREAKS.has(c)) return true;
  if (c === PERIOD) return periodEndsSentence(f, s, from, i);
  if (c !== COMMA || i === s.first || i === s.last) return false;
  if (f.tokens.starts[i] !== f.tokens.ends[i - 1] || placesAfter(text, f, i, s.last)) return true;
  return i - from >= 2 && wordsAfter(text, f, i, s.last) >= 2;
}

/** Every word from token i + 1 to the next comma or the span's end is a place and no given name ("…, Madrid"). */
function placesAfter(text: string, f: TokenFacts, i: number, last: number): boolean {
  let k = i + 1;
  for (; k <= last && !isPunct(text, f, k, COMMA); k++) if (!placeNotGivenName(f, k)) return false;
  return k > i + 1;
}

function placeNotGivenName(f: TokenFacts, i: number): boolean {
  const g = f.gazetteer.single[i]!;
  return (g & PLACE_FLAGS) !== 0 && (g & GAZ.first) === 0;
}

/**
 * A period after a word of two or more letters, then a space, ends a sentence,
 * and no name runs across a sentence end ("Patient: Maria Smith. DEA number …").
 * Initials ("J. R. Smith"), abbreviations that stand inside names
 * ("St. John", "Dr. Alan Smith", "Smith Jr. Paul") and a lone two-letter
 * word ("Cz. Sławski") do not end one.
 */
function periodEndsSentence(f: TokenFacts, s: TokenSpan, from: number, i: number): boolean {
  if (i === s.first || i === s.last) return false;
  const before = i - 1;
  const length = f.tokens.ends[before]! - f.tokens.starts[before]!;
  // A lone two-letter word may be an abbreviated given name ("Mr Cz. Sławski").
  if (length < 2 || (length === 2 && before === from) || f.tokens.ends[before] !== f.tokens.starts[i]) return false;
  if (TITLES.has(f.lower[before]!) || NAME_ABBREVIATIONS.has(f.lower[before]!)) return false;
  return f.tokens.starts[i + 1]! > f.tokens.ends[i]!;
}

/** Words from token i + 1 to the next comma or the span's end. */
function wordsAfter(text: string, f: TokenFacts, i: number, last: number): number {
  let n = 0;
  for (let k = i + 1; k <= last && !isPunct(text, f, k, COMMA); k++) n++;
  return n;
}

function part(f: TokenFacts, s: TokenSpan, first: number, last: number, place = false): TokenSpan {
  const type = place ? 'LOCATION' : s.type;
  return { ...s, type, first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, reason: `${s.reason}+split` };
}

function onlyCommonWords(f: TokenFacts, s: TokenSpan): boolean {
  for (let i = s.first; i <= s.last; i++) {
    if (f.gazetteer.commonBand[i] === 0 || f.gazetteer.single[i]! & (NAME_FLAGS | PLACE_FLAGS)) return false;
  }
  return true;
}

/** Drops a weekday the tagger joined to the end of a name ("Jose Miguel Insulza Monday"). */
export function withoutTrailingWeekday(f: TokenFacts, s: TokenSpan): TokenSpan {
  if (s.type !== 'PERSON' || s.last === s.first || !WEEKDAYS.has(f.lower[s.last]!)) return s;
  return { ...s, last: s.last - 1, end: f.tokens.ends[s.last - 1]!, reason: `${s.reason}+weekday` };
}

const SIGNATURE_SCORE = 0.8;
const MAX_SIGNATURE_TOKENS = 3;
// Last words of a closing line before a signature ("Talk soon,", "Best regards,").
const CLOSINGS = wordSet(WORDS['name-context'].closings);
const DASHES = new Set([0x2d, 0x2013, 0x2014, 0x7e]);

/**
 * Signatures: one to three capitalised words alone on the line after a
 * closing ("Talk soon,\nBo"), or a listed name after a dash that follows the
 * end of a sentence and ends the line ("refund me. — Gloria"). A one-word
 * place reading there becomes PERSON.
 */
export function signatureNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const owner = owners(f, spans);
  const out = [...spans];
  for (let i = 0; i < f.tokens.count; i++) {
    // A signature's first word is capitalised (signatureWord): most tokens fail that before any look-up.
    if (f.casing[i] !== CASING.initCap) continue;
    const afterDash = i > 1 && !f.tokens.lineStart[i] && !f.tokens.lineStart[i - 1] && isDash(text, f, i - 1) && endsSentence(text, f, i - 2);
    if (!afterDash && !(f.tokens.lineStart[i] && afterClosing(text, f, i))) continue;
    const last = signatureRun(text, f, i);
    if (last < 0 || (afterDash && !hasListedName(f, i, last))) continue;
    const k = owner[i]!;
    if (k < 0) {
      if (unowned(owner, i, last)) out.push(span(f, i, last, SIGNATURE_SCORE, 'signature'));
    } else if (out[k]!.type === 'LOCATION' && out[k]!.first === i && out[k]!.last === last && i === last) {
      out[k] = { ...out[k]!, type: 'PERSON', reason: `${out[k]!.reason}+signature` };
    }
    i = last;
  }
  return out;
}

const SENTENCE_ENDS = new Set([0x2e, 0x21, 0x3f, 0x22, 0x201d]);

/** Token i ends a sentence or a quote: ".", "!", "?", a closing quote mark. */
function endsSentence(text: string, f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.punct && SENTENCE_ENDS.has(text.charCodeAt(f.tokens.ends[i]! - 1));
}

/** Every word in capitals: an acronym ("DEA"), however a name list spells it. */
function allCapitals(f: TokenFacts, first: number, last: number): boolean {
  for (let i = first; i <= last; i++) if (f.casing[i] !== CASING.allCaps && f.casing[i] !== CASING.punct) return false;
  return true;
}

function hasListedName(f: TokenFacts, first: number, last: number): boolean {
  for (let i = first; i <= last; i++) if (f.gazetteer.single[i]! & NAME_FLAGS) return true;
  return false;
}

function isDash(text: string, f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.punct && f.tokens.ends[i]! - f.tokens.starts[i]! <= 2 && DASHES.has(text.charCodeAt(f.tokens.starts[i]!));
}

/** Token i starts a line whose previous line ends in a closing and a comma ("Talk soon,"). */
function afterClosing(text: string, f: TokenFacts, i: number): boolean {
  return i >= 2 && isPunct(text, f, i - 1, COMMA) && CLOSINGS.has(f.lower[i - 2]!) && !f.tokens.lineStart[i - 1];
}

/** The last token of a signature starting at i: capitalised name words up to the line's end (closing quotes and dots allowed), else -1. */
function signatureRun(text: string, f: TokenFacts, i: number): number {
  let last = i - 1;
  while (last + 1 < f.tokens.count && last + 1 - i < MAX_SIGNATURE_TOKENS && (last + 1 === i || !f.tokens.lineStart[last + 1]) && signatureWord(f, last + 1)) last++;
  if (last < i) return -1;
  let end = last + 1;
  while (end < f.tokens.count && !f.tokens.lineStart[end] && f.casing[end] === CASING.punct && !isPunct(text, f, end, COMMA)) end++;
  return end >= f.tokens.count || f.tokens.lineStart[end] ? last : -1;
}

function signatureWord(f: TokenFacts, i: number): boolean {
  if (f.casing[i] !== CASING.initCap || isNameLookalike(f.lower[i]!)) return false;
  return (f.gazetteer.single[i]! & NAME_FLAGS) !== 0 || f.gazetteer.commonBand[i] !== COMMONEST_BAND;
}
