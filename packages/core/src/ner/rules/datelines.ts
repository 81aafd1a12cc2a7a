/**
 * A news dateline opens a story with its place in capitals: "BERLIN (Reuters) - …",
 * "N'DJAMENA, March 3 (AP) - …", "NAIROBI — …". The capitals at the start of a line or
 * sentence are a LOCATION when a news agency in brackets and a dash follow them (with a
 * date between, after a comma), whatever the tagger made of them ("HAFAR AL-BATIN" read
 * as a name); with a dash alone they must be on the place lists, as "UPDATE — …" is not.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { PLACE_FLAGS, isPunct, type TokenSpan } from './rule-words.js';

const MAX_PLACE_WORDS = 4;
const MAX_AGENCY_WORDS = 3;
// "March 3" or "Aug. 12, 2024" between the comma and the agency.
const MAX_DATE_TOKENS = 5;
const DATELINE_SCORE = 0.8;
const OPEN = 0x28;
const CLOSE = 0x29;
const COMMA = 0x2c;
const DASHES = [0x2d, 0x2013, 0x2014];

/** Makes the capitals of each dateline one LOCATION span, in place of any span over them. */
export function datelinePlaces(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let out = spans;
  const { position, casing } = f;
  for (let i = 0; i < position.length; i++) {
    if (position[i] === 0 || (casing[i] !== CASING.allCaps && casing[i] !== CASING.other) || !isCapitals(f, i)) continue;
    let last = i;
    while (last + 1 < f.tokens.count && last + 1 - i < MAX_PLACE_WORDS && !f.tokens.lineStart[last + 1] && isCapitals(f, last + 1)) last++;
    if (datelineFollows(f, last + 1, i, last)) out = withPlace(f, out, i, last);
    i = last;
  }
  return out;
}

/** A word of capital letters ("BERLIN", "AL-BATIN", "N'DJAMENA", "ASUNCIÓN"). */
function isCapitals(f: TokenFacts, i: number): boolean {
  const c = f.casing[i]!;
  if (c === CASING.allCaps) return true;
  if (c !== CASING.other) return false;
  const word = f.text.slice(f.tokens.starts[i], f.tokens.ends[i]);
  return word !== word.toLowerCase() && word === word.toUpperCase();
}

function datelineFollows(f: TokenFacts, j: number, first: number, last: number): boolean {
  if (j >= f.tokens.count || f.tokens.lineStart[j]) return false;
  if (isPunct(f.text, f, j, OPEN)) return dashAt(f, afterAgency(f, j));
  if (isPunct(f.text, f, j, COMMA)) return dashAt(f, afterAgency(f, agencyAfterDate(f, j + 1)));
  return isDash(f, j) && listedPlace(f, first, last);
}

/** The token after the ")" of a bracketed agency ("(Reuters)", "(AP)") opening at `open`, or -1. */
function afterAgency(f: TokenFacts, open: number): number {
  if (open < 0 || !isPunct(f.text, f, open, OPEN)) return -1;
  let k = open + 1;
  while (k < f.tokens.count && k - open <= MAX_AGENCY_WORDS && startsUpper(f, k)) k++;
  return k > open + 1 && k < f.tokens.count && isPunct(f.text, f, k, CLOSE) ? k + 1 : -1;
}

/** The "(" after a short date on the same line ("March 3 (AP)"), or -1. */
function agencyAfterDate(f: TokenFacts, from: number): number {
  for (let k = from; k < f.tokens.count && k - from <= MAX_DATE_TOKENS && !f.tokens.lineStart[k]; k++) {
    if (isPunct(f.text, f, k, OPEN)) return k > from ? k : -1;
  }
  return -1;
}

function dashAt(f: TokenFacts, k: number): boolean {
  return k > 0 && k < f.tokens.count && !f.tokens.lineStart[k] && isDash(f, k);
}

function isDash(f: TokenFacts, k: number): boolean {
  for (const d of DASHES) if (isPunct(f.text, f, k, d)) return true;
  return false;
}

function startsUpper(f: TokenFacts, k: number): boolean {
  const c = f.casing[k]!;
  return c === CASING.initCap || c === CASING.allCaps || c === CASING.singleUpper;
}

/** The words are one listed place: a one-word place or a place phrase over exactly them. */
function listedPlace(f: TokenFacts, first: number, last: number): boolean {
  const g = f.gazetteer;
  if (first === last) return (g.single[first]! & PLACE_FLAGS) !== 0;
  return g.phraseBegin[first] === 1 && (g.phrase[first]! & PLACE_FLAGS) !== 0 && g.phrase[last] !== 0 && (last + 1 >= f.tokens.count || g.phraseBegin[last + 1] === 1 || g.phrase[last + 1] === 0);
}

function withPlace(f: TokenFacts, spans: TokenSpan[], first: number, last: number): TokenSpan[] {
  if (spans.some((s) => s.type === 'LOCATION' && s.first === first && s.last === last)) return spans;
  const kept = spans.filter((s) => s.last < first || s.first > last);
  kept.push({ type: 'LOCATION', first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, score: DATELINE_SCORE, reason: 'dateline' });
  return kept;
}
