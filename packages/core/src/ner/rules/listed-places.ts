/**
 * A word the lists know only as a city, country or region, and as no English
 * word, right after "in", "from", "to", "near"… is a place, in lower-case
 * chat as in edited text ("my friend in dubai said hi"): the tagger can miss
 * it where its context is thin. A listed place phrase starting there
 * ("in kuala lumpur") is taken whole. Countries named with the article
 * count after it ("moved to the Netherlands", "en los Estados Unidos"), and after a preposition
 * and article in one word ("nos Estados Unidos", "au Canada", "im Iran"), and a listed country or
 * region after a place and a comma closes that place ("Manila, Philippines",
 * one span, as "Austin, Texas" is).
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import WORDS from './words.json' with { type: 'json' };
import { afterPlacePreposition, isPlaceOnly, isPunct, NAME_FLAGS, owners, PLACE_FLAGS, unowned, wordSet, type TokenSpan } from './rule-words.js';

const LISTED_PLACE_SCORE = 0.7;
const MIN_LETTERS = 3;

/** Adds a LOCATION span for each listed place after a place preposition that no span covers. */
export function listedPlaces(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  const out = [...spans];
  for (let i = 1; i < f.tokens.count; i++) {
    // placeEnd finds a place only where a list has one: tested before the preposition's look-up.
    if (!onPlaceList(f, i) || !(afterPlacePreposition(f, i) || ((afterPrepositionAndThe(f, i) || afterContraction(f, i)) && isCountry(f, i)))) continue;
    const last = placeEnd(f, i);
    if (last < 0) continue;
    owner ??= owners(f, spans);
    if (!unowned(owner, i, last)) continue;
    out.push({ type: 'LOCATION', first: i, last, start: f.tokens.starts[i]!, end: f.tokens.ends[last]!, score: LISTED_PLACE_SCORE, reason: 'listed-place' });
    i = last;
  }
  return out;
}

const ARTICLES = wordSet(WORDS['listed-places'].articles);
const CONTRACTIONS = wordSet(WORDS['listed-places'].contractions);

function afterPrepositionAndThe(f: TokenFacts, i: number): boolean {
  return i > 1 && !f.tokens.lineStart[i] && ARTICLES.has(f.lower[i - 1]!) && afterPlacePreposition(f, i - 1);
}

/** "no Brasil", "nos Estados Unidos", "au Canada", "im Iran": a preposition and an article in one word. */
function afterContraction(f: TokenFacts, i: number): boolean {
  return i > 0 && !f.tokens.lineStart[i] && CONTRACTIONS.has(f.lower[i - 1]!);
}

function isCountry(f: TokenFacts, i: number): boolean {
  return ((f.gazetteer.single[i]! | (f.gazetteer.phraseBegin[i] ? f.gazetteer.phrase[i]! : 0)) & GAZ.country) !== 0;
}

/**
 * "City, Region" is one place: each LOCATION span followed by a comma and a listed country or region
 * no span covers ("Manila, Philippines") runs on over it, and a country or region after a listed city
 * and a comma takes the city in ("Austin, Texas", where "Austin" alone may be a man).
 */
export function closingPlaces(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  return withOpeningCities(f, withClosingRegions(f, spans));
}

function withClosingRegions(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  return joinedRegionSpans(f, spans).map((s) => {
    const i = s.last + 2;
    if (!(s.type === 'LOCATION' || isLoneCityPerson(f, s)) || i >= f.tokens.count || f.tokens.lineStart[i] || f.tokens.lineStart[i - 1] || !isComma(f, i - 1)) return s;
    // Edited text writes the comma against the place; a spaced comma (" , ") is a token list's, which labels each place.
    if (f.tokens.starts[i - 1] !== f.tokens.ends[s.last] || !spaceAfter(f, i - 1)) return s;
    if (!(f.gazetteer.single[i]! & (GAZ.country | GAZ.region)) || !isPlaceOnly(f, i) || f.casing[i] !== f.casing[s.first]) return s;
    if (partOfLongerName(f, i) || listGoesOn(f, i)) return s;
    owner ??= owners(f, spans);
    if (!unowned(owner, i, i)) return s;
    return { ...s, type: 'LOCATION', last: i, end: f.tokens.ends[i]!, reason: `${s.reason}+closing-place` };
  });
}

/**
 * One word read as a person that the lists know as a city, with no capitalised word before it:
 * a region or country after its comma shows it a place ("in Vaughan, Ontario").
 */
function isLoneCityPerson(f: TokenFacts, s: TokenSpan): boolean {
  if (s.type !== 'PERSON' || s.first !== s.last || !(f.gazetteer.single[s.first]! & GAZ.city)) return false;
  return s.first === 0 || f.tokens.lineStart[s.first] === 1 || !isCapitalisedName(f, s.first - 1);
}

/**
 * A LOCATION span, an attached comma and a LOCATION span that is exactly a listed country or
 * region ("Vientiane, Laos", "Cincinnati, United States", "Perth, Western Australia") are one
 * place. The first must be no country, and a region only if also a city ("New York, USA") or
 * before a country ("Firenze, Italia"), so a list of countries or states ("France, Germany",
 * "Texas, Oklahoma") stays a list, and so does
 * one that goes on after the second place (listGoesOn). The second may be read as a person when
 * no name list has its words ("Madrid, Castilla-La Mancha", "Riyadh, Arábia Saudita").
 */
function joinedRegionSpans(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  let out: (TokenSpan | null)[] | null = null;
  for (let k = 0; k < spans.length; k++) {
    const a = spans[k]!;
    const comma = a.last + 1;
    if (a.type !== 'LOCATION' || comma + 1 >= f.tokens.count || !isComma(f, comma) || f.tokens.starts[comma] !== f.tokens.ends[a.last]) continue;
    if (f.tokens.lineStart[comma] || f.tokens.lineStart[comma + 1] || !spaceAfter(f, comma)) continue;
    owner ??= owners(f, spans);
    const j = owner[comma + 1]!;
    const b = j >= 0 ? spans[j]! : null;
    if (!b || !mayOpenPair(f, a, b) || !(b.type === 'LOCATION' || isNoName(f, b)) || b.first !== comma + 1 || !isRegionPhrase(f, b.first, b.last) || partOfLongerName(f, b.last) || listGoesOn(f, b.last)) continue;
    out ??= [...spans];
    if (!out[k] || !out[j]) continue;
    out[k] = { ...a, last: b.last, end: b.end, reason: `${a.reason}+closing-place` };
    out[j] = null;
  }
  return out ? out.filter((s): s is TokenSpan => s !== null) : spans;
}

/** A PERSON span whose words no name list has: after "City, " a listed region read as a name ("Madrid, Castilla-La Mancha"). */
function isNoName(f: TokenFacts, s: TokenSpan): boolean {
  if (s.type !== 'PERSON') return false;
  // A listed phrase is read whole: "Rio Grande do Sul" is a region though "Rio" is a name.
  if (s.last > s.first && f.gazetteer.phraseBegin[s.first] && !(f.gazetteer.phrase[s.first]! & NAME_FLAGS)) return true;
  for (let i = s.first; i <= s.last; i++) if (f.gazetteer.single[i]! & NAME_FLAGS) return false;
  return true;
}

/** Tokens first..last are one listed country or region (a word or a phrase), no more and no less. */
function isRegionPhrase(f: TokenFacts, first: number, last: number): boolean {
  const g = f.gazetteer;
  if (first === last) return (g.single[first]! & (GAZ.country | GAZ.region)) !== 0 && !g.phrase[first];
  if (!g.phraseBegin[first] || !(g.phrase[first]! & (GAZ.country | GAZ.region))) return false;
  for (let i = first + 1; i <= last; i++) if (!g.phrase[i] || g.phraseBegin[i]) return false;
  return last + 1 >= f.tokens.count || !g.phrase[last + 1] || g.phraseBegin[last + 1] === 1;
}

const LIST_JOINERS = wordSet(['and', 'or', '&', '/']);

/**
 * Another item follows token `last` in a list ("Bratislava, Hong Kong, and Aktobe",
 * "Zinder, Singapore & Naples"): the places before it are items of the list, not "City, Country".
 */
function listGoesOn(f: TokenFacts, last: number): boolean {
  let k = last + 1;
  if (k >= f.tokens.count || f.tokens.lineStart[k]) return false;
  const comma = isComma(f, k);
  if (!comma && !LIST_JOINERS.has(f.lower[k]!)) return false;
  k++;
  if (comma && k < f.tokens.count && LIST_JOINERS.has(f.lower[k]!)) k++;
  return k < f.tokens.count && !f.tokens.lineStart[k] && onPlaceList(f, k) && f.casing[k] === f.casing[last];
}

/** A region opens a pair only before a country that is no region too ("Firenze, Italia", "Bavaria, Germany"; not "Texas, Oklahoma"). */
function mayOpenPair(f: TokenFacts, a: TokenSpan, b: TokenSpan): boolean {
  const g = placeFlags(f, a);
  if (g & GAZ.country) return false;
  if (!(g & GAZ.region) || (g & GAZ.city) !== 0) return true;
  const h = placeFlags(f, b);
  return (h & GAZ.country) !== 0 && !(h & GAZ.region);
}

function placeFlags(f: TokenFacts, s: TokenSpan): number {
  return s.first === s.last ? f.gazetteer.single[s.first]! : f.gazetteer.phraseBegin[s.first] ? f.gazetteer.phrase[s.first]! : 0;
}

function withOpeningCities(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  let out = spans;
  for (const s of spans) {
    const city = s.first - 2;
    if (s.type !== 'LOCATION' || s.first !== s.last || city < 0 || !isRegion(f, s.first) || f.tokens.lineStart[s.first] || f.tokens.lineStart[s.first - 1]) continue;
    if (!isComma(f, s.first - 1) || f.tokens.ends[city] !== f.tokens.starts[s.first - 1] || !spaceAfter(f, s.first - 1) || !(f.gazetteer.single[city]! & GAZ.city) || listGoesOn(f, s.last)) continue;
    if (f.casing[city] !== f.casing[s.first] || (city > 0 && !f.tokens.lineStart[city] && isCapitalisedName(f, city - 1))) continue;
    owner ??= owners(f, spans);
    const k = owner[city]!;
    const before = k >= 0 ? out[k]! : null;
    if (before && !(before.last === city && (before.type === 'LOCATION' || before.first === city))) continue;
    const first = before?.type === 'LOCATION' ? before.first : city;
    out = out.filter((x) => x !== before).map((x) => (x === s ? { ...s, first, start: f.tokens.starts[first]!, reason: `${s.reason}+opening-city` } : x));
    owner = null;
  }
  return out;
}

/**
 * Prose writes a space after a comma ("Kiel, Schleswig-Holstein"); a comma against both its
 * neighbours separates fields ("Southampton,United Kingdom" in a CSV row), one place in each.
 */
function spaceAfter(f: TokenFacts, comma: number): boolean {
  return f.tokens.starts[comma + 1]! > f.tokens.ends[comma]!;
}

function isRegion(f: TokenFacts, i: number): boolean {
  return (f.gazetteer.single[i]! & (GAZ.country | GAZ.region)) !== 0;
}

/** A capitalised word before the city makes it part of a name ("Stone Cold Steve Austin, Texas-born"). */
function isCapitalisedName(f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.initCap || f.casing[i] === CASING.allCaps;
}

const COMMA = 0x2c;

function isComma(f: TokenFacts, i: number): boolean {
  return isPunct(f.text, f, i, COMMA);
}

/** Last token of the listed place starting at i: a place phrase, or a place-only word that is no English word; else -1. */
function placeEnd(f: TokenFacts, i: number): number {
  if (f.gazetteer.phraseBegin[i] && f.gazetteer.phrase[i]! & PLACE_FLAGS) {
    let last = i;
    while (last + 1 < f.tokens.count && f.gazetteer.phrase[last + 1] && !f.gazetteer.phraseBegin[last + 1] && !f.tokens.lineStart[last + 1]) last++;
    if (last > i && f.casing[last] !== CASING.punct && f.casing[i] === f.casing[last] && !partOfLongerName(f, last)) return last;
  }
  if (!isPlaceOnly(f, i) || f.gazetteer.commonBand[i] !== 0 || f.tokens.ends[i]! - f.tokens.starts[i]! < MIN_LETTERS) return -1;
  // In lower case only in chat; a word in capitals is a code or a team ("UT", "AJAX").
  if (f.casing[i] === CASING.lower ? f.informal[i] !== 1 : f.casing[i] !== CASING.initCap) return -1;
  // A capitalised word after it makes it part of a longer name ("Pinecrest Family Clinic").
  return partOfLongerName(f, i) ? -1 : i;
}

/** A place phrase begins at token i, or the token alone is on a place list: what placeEnd needs before anything else. */
function onPlaceList(f: TokenFacts, i: number): boolean {
  return (f.gazetteer.phraseBegin[i] === 1 && (f.gazetteer.phrase[i]! & PLACE_FLAGS) !== 0) || (f.gazetteer.single[i]! & PLACE_FLAGS) !== 0;
}

function partOfLongerName(f: TokenFacts, i: number): boolean {
  const next = i + 1;
  return next < f.tokens.count && !f.tokens.lineStart[next] && (f.casing[next] === CASING.initCap || f.casing[next] === CASING.allCaps);
}
