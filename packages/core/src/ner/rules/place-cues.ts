/**
 * Cues of a place that outweigh a person reading of a listed place ("Palermo", "Lisboa",
 * "İzmir" are family names too):
 *  - a verb or noun of going somewhere and "to", "from" or "into" before it ("fly to Palermo",
 *    "moving from Lisboa to Porto", "routes to Mendoza", "greetings from Basel");
 *  - a listed country or region in brackets after it ("İzmir (Türkiye)", "Gent (Belgium)"):
 *    the way a town is told apart from its namesakes (not a team's, with its score after it);
 *  - a key=value attribute with a place key (city="Graz", location=Bern), as logs and markup write them;
 *  - a place preposition before "Place, Country" ("Vivo en Madrid, España", "em Porto, Portugal").
 * And one place reading the tagger takes wrongly: a phone label before a number ("Tel. 021 …").
 * A capitalised word after the place makes it part of a longer name ("to Palermo Football Club"),
 * and a common English word counts only before its bracketed country ("Gent (Belgium)", not "fly to Nice").
 */
import { LABEL_CLASS, classifyLabel } from '../tokens/field-labels.js';
import { GAZ } from '../tokens/gazetteer.js';
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import WORDS from './words.json' with { type: 'json' };
import { afterPlacePreposition, isListedPlace, isPunct, owners, PLACE_FLAGS, unowned, wordSet, type TokenSpan } from './rule-words.js';

const PLACE_CUE_SCORE = 0.75;
const MOTION_VERBS = wordSet(WORDS['place-cues'].motionVerbs);
const MOTION_PREPOSITIONS = wordSet(WORDS['place-cues'].motionPrepositions);
const PHONE_LABELS = wordSet(WORDS['place-cues'].phoneLabels);
// Words of the longest listed place phrase (gazetteer.ts matches up to five).
const MAX_PLACE_WORDS = 5;
const OPEN = 0x28;
const CLOSE = 0x29;
const EQUALS = 0x3d;
const DOT = 0x2e;
const COLON = 0x3a;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const COMMA = 0x2c;
const LIST_WORDS = wordSet(['and', 'or', '&', 'y', 'e', 'et', 'und', 'i', 'oraz']);

export function placeCues(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  let out: TokenSpan[] | null = null;
  const n = f.tokens.count;
  for (let i = 0; i < n; i++) {
    const g = f.gazetteer.single[i]! | (f.gazetteer.phraseBegin[i] ? f.gazetteer.phrase[i]! : 0);
    if (!(g & PLACE_FLAGS)) continue;
    let last = listedPlaceEnd(f, i);
    if (last < 0) continue;
    // A common word ("Gent", "Nice") is a place only with its country beside it.
    const common = last === i && f.gazetteer.commonBand[i] !== 0;
    const pairEnd = common ? -1 : pairAfterPreposition(f, i, last);
    const reason = countryInBrackets(f, i, last) ? 'bracketed-country' : common ? null : afterMotion(f, i) ? 'motion' : afterPlaceKey(f, i, last) ? 'place-key' : pairEnd >= 0 ? 'place-pair' : null;
    if (!reason) continue;
    if (reason === 'place-pair') last = pairEnd;
    owner ??= owners(f, spans);
    const k = owner[i]!;
    if (k < 0) {
      if (!unowned(owner, i, last)) continue;
      (out ??= [...spans]).push({ type: 'LOCATION', first: i, last, start: f.tokens.starts[i]!, end: f.tokens.ends[last]!, score: PLACE_CUE_SCORE, reason: `place-cue:${reason}` });
    } else if (spans[k]!.type === 'PERSON' && spans[k]!.first === i && spans[k]!.last === last) {
      out ??= [...spans];
      out[k] = { ...spans[k]!, type: 'LOCATION', reason: `${spans[k]!.reason}+place-cue:${reason}` };
    }
    i = last;
  }
  return dropPhoneLabels(f, out ?? spans);
}

/** The last token of the longest listed place from `first` written as a name (capitalised, or lower case in chat), or -1. */
function listedPlaceEnd(f: TokenFacts, first: number): number {
  for (let last = Math.min(first + MAX_PLACE_WORDS - 1, f.tokens.count - 1); last >= first; last--) {
    if (last > first && f.tokens.lineStart[last]) continue;
    if (!isListedPlace(f, first, last)) continue;
    const c = f.casing[first];
    if (!(c === CASING.initCap || (c === CASING.lower && f.informal[first] === 1))) return -1;
    const next = last + 1;
    if (next < f.tokens.count && !f.tokens.lineStart[next] && (f.casing[next] === CASING.initCap || f.casing[next] === CASING.allCaps)) return -1;
    // "Florence's house" is hers.
    if (next < f.tokens.count && (f.text.charCodeAt(f.tokens.starts[next]!) === APOSTROPHE || f.text.charCodeAt(f.tokens.starts[next]!) === 0x2019)) return -1;
    return last;
  }
  return -1;
}

function afterMotion(f: TokenFacts, i: number): boolean {
  return i >= 2 && !f.tokens.lineStart[i] && !f.tokens.lineStart[i - 1] && MOTION_PREPOSITIONS.has(f.lower[i - 1]!) && MOTION_VERBS.has(f.lower[i - 2]!);
}

function scoreAfter(f: TokenFacts, i: number): boolean {
  return i < f.tokens.count && !f.tokens.lineStart[i] && f.casing[i] === CASING.digits;
}

/** "( Country )" right after the place, on its line; the place is no last word of a longer name ("Levski Sofia ( Bulgaria )"). */
function countryInBrackets(f: TokenFacts, first: number, last: number): boolean {
  if (first > 0 && !f.tokens.lineStart[first] && (f.casing[first - 1] === CASING.initCap || f.casing[first - 1] === CASING.allCaps)) return false;
  const open = last + 1;
  if (open + 2 >= f.tokens.count || f.tokens.lineStart[open] || !isPunct(f.text, f, open, OPEN)) return false;
  for (let close = open + 2; close < Math.min(open + 2 + MAX_PLACE_WORDS, f.tokens.count); close++) {
    if (f.tokens.lineStart[close]) return false;
    // A score after it is a results table's team ("Alba ( Germany ) 75"), which sport names after towns.
    if (isPunct(f.text, f, close, CLOSE)) return isCountryOrRegion(f, open + 1, close - 1) && !scoreAfter(f, close + 1);
  }
  return false;
}

function isCountryOrRegion(f: TokenFacts, first: number, last: number): boolean {
  if (!isListedPlace(f, first, last)) return false;
  const flags = first === last ? f.gazetteer.single[first]! : f.gazetteer.phrase[first]!;
  return (flags & (GAZ.country | GAZ.region)) !== 0;
}

/**
 * "in Madrid, España", "em Porto, Portugal": after a place preposition, a listed place, an attached
 * comma and a listed country or region that ends there; the last token of the pair, or -1.
 */
function pairAfterPreposition(f: TokenFacts, first: number, last: number): number {
  if (!afterPlacePreposition(f, first)) return -1;
  const comma = last + 1;
  const second = comma + 1;
  if (second >= f.tokens.count || !isPunct(f.text, f, comma, COMMA) || f.tokens.starts[comma] !== f.tokens.ends[last] || f.tokens.lineStart[second]) return -1;
  if (f.casing[second] !== f.casing[first]) return -1;
  const end = listedPlaceEnd(f, second);
  if (end < 0 || f.gazetteer.commonBand[second] !== 0 || !isCountryOrRegion(f, second, end)) return -1;
  // "in Paris, London and Rome" is a list.
  const after = end + 1;
  if (after < f.tokens.count && !f.tokens.lineStart[after] && (LIST_WORDS.has(f.lower[after]!) || (isPunct(f.text, f, after, COMMA) && after + 1 < f.tokens.count && LIST_WORDS.has(f.lower[after + 1]!) && isListedPlace(f, after + 2, after + 2)))) return -1;
  return end;
}

/** key=value or key="value" with a place key ("city", "location", "country"), the value ending there. */
function afterPlaceKey(f: TokenFacts, first: number, last: number): boolean {
  let k = first - 1;
  const quoted = k >= 0 && (isPunct(f.text, f, k, QUOTE) || isPunct(f.text, f, k, APOSTROPHE));
  if (quoted) k--;
  if (k < 1 || !isPunct(f.text, f, k, EQUALS) || f.tokens.starts[k] !== f.tokens.ends[k - 1]) return false;
  const next = last + 1;
  if (quoted && !(next < f.tokens.count && f.text.charCodeAt(f.tokens.starts[next]!) === f.text.charCodeAt(f.tokens.starts[first - 1]!))) return false;
  return classifyLabel(f.text.slice(f.tokens.starts[k - 1]!, f.tokens.ends[k - 1]!)) === LABEL_CLASS.location;
}

/** Drops a one-word LOCATION that is a phone label before its number ("Tel. 021 888 5624", "Fax: 0341"). */
function dropPhoneLabels(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const isLabel = (s: TokenSpan) => {
    if (s.type !== 'LOCATION' || s.first !== s.last || !PHONE_LABELS.has(f.lower[s.first]!)) return false;
    let k = s.last + 1;
    if (k < f.tokens.count && (isPunct(f.text, f, k, DOT) || isPunct(f.text, f, k, COLON))) k++;
    return k < f.tokens.count && !f.tokens.lineStart[k] && (f.casing[k] === CASING.digits || f.text.charCodeAt(f.tokens.starts[k]!) === 0x2b || isPunct(f.text, f, k, OPEN));
  };
  return spans.some(isLabel) ? spans.filter((s) => !isLabel(s)) : spans;
}
