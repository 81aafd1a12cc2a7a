import { CASING, type TokenFacts } from './features.js';
import { LABEL_CLASS } from './field-labels.js';
import { GAZ } from './gazetteer.js';
import { hashRange, hashString } from './hash.js';
import type { TaggedSpan } from './tagger.js';
import type { NerType } from './tags.js';

/** A final span with the reason it was kept or made. */
export interface RuleSpan {
  type: NerType;
  start: number;
  end: number;
  score: number;
  /** `model`, or the rule that made or changed the span. */
  reason: string;
}

interface TokenSpan extends RuleSpan {
  first: number;
  last: number;
}

// Honorifics and credentials are not part of a PERSON span (CoNLL and the synthetic set agree).
const HONORIFICS = ['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'professor', 'sir', 'dame', 'rev', 'fr', 'sr', 'sra', 'hon', 'judge', 'mme', 'mlle', 'herr', 'frau'];
// Ranks and offices written before a name ("Cardinal Wolsey", "Lieutenant-Colonel Max Marriner").
// Some are given names too ("Princess Morissette", "King Berge"): see trimEdges.
const RANK_WORDS = [
  ...['king', 'queen', 'prince', 'princess', 'emperor', 'empress', 'pope', 'cardinal', 'bishop', 'archbishop', 'sheikh', 'sultan', 'tsar', 'czar'],
  ...['president', 'governor', 'senator', 'chancellor', 'ambassador', 'general', 'colonel', 'lieutenant', 'lieutenant-colonel', 'captain', 'sergeant', 'corporal', 'admiral', 'inspector', 'detective', 'officer'],
];
const RANKS = new Set(RANK_WORDS.map((w) => hashString(w)));
const TITLES = new Set([...HONORIFICS, ...RANK_WORDS].map((w) => hashString(w)));
const CREDENTIALS = new Set(['md', 'np', 'do', 'rn', 'phd', 'dds', 'dmd', 'dvm', 'pa', 'pa-c', 'fnp', 'lpn', 'cnm', 'crna', 'mba', 'esq', 'facp', 'facs', 'od', 'pharmd', 'lcsw'].map((w) => hashString(w)));
const POSSESSIVE = new Set(["'s", '’s', "'", '’'].map((w) => hashString(w)));
// Score of a span that only document consistency found: below the tagger's confident spans.
const CONSISTENCY_SCORE = 0.7;
const MIN_PROPAGATED_LENGTH = 3;

/**
 * Post-steps over the tagger's spans, in order:
 * 1. cut spans at a wide gap (two spaces or a tab: columns of a form, never inside a name);
 * 2. trim titles, credentials, possessives and punctuation at the edges of spans;
 * 3. document consistency: a word that was part of a multi-word PERSON name is
 *    PERSON wherever else it appears capitalised in the same text;
 * 3a. regnal numbers join the name ("Charles VI"); company words are not names ("Pirelli" of "Pirelli SpA");
 * 4. lists: a lone capitalised item of a comma list of names is a name too;
 * 5. e-mail local parts that spell a name ("maria.garcia@") confirm that name in the text;
 * 6. words that are both names and places say which reading won and why.
 */
export function applyRules(text: string, facts: TokenFacts, spans: readonly TaggedSpan[]): RuleSpan[] {
  const trimmed = spans
    .map((s) => trimEdges(facts, cutAtGap(text, facts, { ...s, reason: 'model' })))
    .filter((s): s is TokenSpan => s !== null);
  const withNumerals = trimmed.map((s) => withRegnalNumber(facts, withGivenNameBefore(facts, s)));
  const found = emailNames(text, facts, listNames(text, facts, propagateNames(facts, dropOrganisations(facts, withNumerals))));
  return found
    .map((s) => explainNameOrPlace(facts, s))
    .sort((a, b) => a.start - b.start)
    .map(({ type, start, end, score, reason }) => ({ type, start, end, score, reason }));
}

/** Keeps the part of a span before the first gap of two or more spaces or a tab. */
export function cutAtGap(text: string, f: TokenFacts, span: TokenSpan): TokenSpan {
  for (let i = span.first + 1; i <= span.last; i++) {
    const gap = text.slice(f.tokens.ends[i - 1]!, f.tokens.starts[i]!);
    if (gap.length >= 2 || gap.includes('\t')) {
      return { ...span, last: i - 1, end: f.tokens.ends[i - 1]!, reason: `${span.reason}+cut` };
    }
  }
  return span;
}

/** Drops titles, credentials, possessive "'s" and loose punctuation at a span's edges. */
export function trimEdges(f: TokenFacts, span: TokenSpan): TokenSpan | null {
  let { first, last } = span;
  const person = span.type === 'PERSON';
  for (;;) {
    const w = f.lower[first]!;
    if (first < last && ((person && isLeadingTitle(f, first, last)) || f.casing[first] === CASING.punct)) first++;
    else break;
  }
  for (;;) {
    const w = f.lower[last]!;
    const credential = person && CREDENTIALS.has(w) && f.casing[last] !== CASING.initCap && last > first;
    if (last > first && (credential || POSSESSIVE.has(w) || f.casing[last] === CASING.punct)) last--;
    else break;
  }
  if (person && (TITLES.has(f.lower[last]!) || CREDENTIALS.has(f.lower[last]!)) && first === last) return null;
  if (first === span.first && last === span.last) return span;
  return { ...span, first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, reason: `${span.reason}+trim` };
}

/** A title at the start of a PERSON span; a rank that is also a given name stays before a lone surname. */
function isLeadingTitle(f: TokenFacts, first: number, last: number): boolean {
  const w = f.lower[first]!;
  if (!TITLES.has(w)) return false;
  return !(RANKS.has(w) && f.gazetteer.single[first]! & GAZ.first && last === first + 1);
}

/**
 * Finds further mentions of names the tagger found as parts of full names.
 * A mention is a run of capitalised words all of which are such name words,
 * so "Johnson" in "Johnson Controls" is left alone.
 */
function propagateNames(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const names = nameWords(f, spans);
  if (names.size === 0) return spans;
  const covered = new Uint8Array(f.tokens.count);
  for (const s of spans) covered.fill(1, s.first, s.last + 1);
  const out = spans.map((s) => (s.type === 'LOCATION' && s.first === s.last && names.has(f.lower[s.first]!) && !placeInContext(f, s.first) ? { ...s, type: 'PERSON' as const, reason: 'consistency' } : s));
  for (let i = 0; i < f.tokens.count; i++) {
    if (covered[i] || !isCapitalised(f, i)) continue;
    let last = i;
    // On an all-caps line (a headline) capitalised runs say nothing; each word stands alone.
    while (!f.capsLine[i] && last + 1 < f.tokens.count && !f.tokens.lineStart[last + 1] && !covered[last + 1] && isCapitalised(f, last + 1)) last++;
    if (allNames(f, names, i, last) && !(i === last && placeInContext(f, i))) {
      out.push({ type: 'PERSON', first: i, last, start: f.tokens.starts[i]!, end: f.tokens.ends[last]!, score: CONSISTENCY_SCORE, reason: 'consistency' });
    }
    i = last;
  }
  return out;
}

/** A word the gazetteer knows as a place, right after "in", "from", "to"…: the place reading stands. */
function placeInContext(f: TokenFacts, i: number): boolean {
  return (f.gazetteer.single[i]! & PLACE_FLAGS) !== 0 && afterPlacePreposition(f, i);
}

/**
 * Words of multi-word PERSON spans that the tagger did not call a place more
 * often. A full name is the stronger evidence, so it counts twice; a lone
 * LOCATION only counts against it with a place cue (a preposition, or more
 * words: "Washington" alone after "said" is weak, "in Washington" is not).
 */
function nameWords(f: TokenFacts, spans: readonly TokenSpan[]): Set<number> {
  const votes = new Map<number, number>();
  for (const s of spans) {
    const multiWord = s.last > s.first;
    const placeCue = multiWord || afterPlacePreposition(f, s.first);
    for (let i = s.first; i <= s.last; i++) {
      if (s.type === 'LOCATION' && placeCue) votes.set(f.lower[i]!, (votes.get(f.lower[i]!) ?? 0) - 1);
      else if (multiWord && isNameWord(f, i)) votes.set(f.lower[i]!, (votes.get(f.lower[i]!) ?? 0) + 2);
    }
  }
  return new Set([...votes].filter(([, v]) => v > 0).map(([k]) => k));
}

function allNames(f: TokenFacts, names: ReadonlySet<number>, first: number, last: number): boolean {
  for (let i = first; i <= last; i++) {
    // A word also written in lower case in this text is a common word there ("Will", "Grant").
    if (!names.has(f.lower[i]!) || !isNameWord(f, i) || f.docUse[i]! & 2) return false;
  }
  return true;
}

function isCapitalised(f: TokenFacts, i: number): boolean {
  const c = f.casing[i]!;
  return c === CASING.initCap || c === CASING.allCaps;
}

function isNameWord(f: TokenFacts, i: number): boolean {
  const c = f.casing[i]!;
  const length = f.tokens.ends[i]! - f.tokens.starts[i]!;
  return (c === CASING.initCap || c === CASING.allCaps) && length >= MIN_PROPAGATED_LENGTH && !TITLES.has(f.lower[i]!) && !CREDENTIALS.has(f.lower[i]!);
}

// A comma list counts as a list of names when at least this many of its items are PERSON spans.
const MIN_LISTED_NAMES = 2;
const LIST_SCORE = 0.75;
const MAX_ITEM_TOKENS = 3;

/**
 * In a comma-separated list where at least two items are whole PERSON spans
 * ("Given , Breen , Staunton , Irwin"), each other item made of one to three
 * capitalised words the tagger left alone is a name as well.
 */
export function listNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const owner = new Int32Array(f.tokens.count).fill(-1);
  spans.forEach((s, k) => owner.fill(k, s.first, s.last + 1));
  const added: TokenSpan[] = [];
  let from = 0;
  for (let i = 1; i <= f.tokens.count; i++) {
    if (i < f.tokens.count && !f.tokens.lineStart[i]) continue;
    added.push(...lineListNames(text, f, spans, owner, from, i));
    from = i;
  }
  return added.length ? [...spans, ...added] : spans;
}

function lineListNames(text: string, f: TokenFacts, spans: readonly TokenSpan[], owner: Int32Array, from: number, to: number): TokenSpan[] {
  const items: Array<[number, number]> = [];
  let start = from;
  for (let i = from; i <= to; i++) {
    if (i < to && !isListSeparator(text, f, i)) continue;
    let [a, b] = [start, i - 1];
    while (a <= b && f.casing[a] === CASING.punct) a++;
    while (b >= a && f.casing[b] === CASING.punct) b--;
    // What ends in a colon is a label ("Team:"), not an item.
    const label = i < to && text.charCodeAt(f.tokens.starts[i]!) === COLON;
    if (b >= a && !label) items.push([a, b]);
    start = i + 1;
  }
  if (items.length < MIN_LISTED_NAMES + 1) return [];
  const isPersonItem = ([a, b]: [number, number]) => {
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

function isLoneNameRun(f: TokenFacts, owner: Int32Array, a: number, b: number): boolean {
  for (let i = a; i <= b; i++) {
    if (owner[i] !== -1 || f.casing[i] !== CASING.initCap || f.docUse[i]! & 2 || f.capsLine[i]) return false;
    if (TITLES.has(f.lower[i]!) || f.gazetteer.single[i]! & (GAZ.city | GAZ.country | GAZ.region)) return false;
  }
  return true;
}

// Comma, semicolon, and the colon after a label ("Team: Ann Lee, Bo Chan, …").
const COLON = 0x3a;
const LIST_SEPARATORS = new Set([0x2c, 0x3b, COLON]);

function isListSeparator(text: string, f: TokenFacts, i: number): boolean {
  return f.tokens.ends[i]! - f.tokens.starts[i]! === 1 && LIST_SEPARATORS.has(text.charCodeAt(f.tokens.starts[i]!));
}

function isPunct(text: string, f: TokenFacts, i: number, code: number): boolean {
  return f.tokens.ends[i]! - f.tokens.starts[i]! === 1 && text.charCodeAt(f.tokens.starts[i]!) === code;
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
  if (names.length === 0) return spans;
  const covered = new Uint8Array(f.tokens.count);
  for (const s of spans) covered.fill(1, s.first, s.last + 1);
  const out = spans.map((s) => (s.type === 'PERSON' && s.last === s.first + 1 && spellsName(f, names, s.first) ? { ...s, score: Math.max(s.score, EMAIL_SCORE), reason: `${s.reason}+email` } : s));
  for (let i = 0; i + 1 < f.tokens.count; i++) {
    if (covered[i] || covered[i + 1] || f.tokens.lineStart[i + 1] || !spellsName(f, names, i)) continue;
    if (!isCapitalisedWord(f, i) || !isCapitalisedWord(f, i + 1)) continue;
    out.push({ type: 'PERSON', first: i, last: i + 1, start: f.tokens.starts[i]!, end: f.tokens.ends[i + 1]!, score: EMAIL_SCORE, reason: 'email' });
    i++;
  }
  return out;
}

/** [first, last] word hashes of local parts shaped "first.last", "first_last" or "first-last". */
function localPartNames(text: string, f: TokenFacts): Array<[number, number]> {
  const names: Array<[number, number]> = [];
  for (let at = 1; at < f.tokens.count; at++) {
    if (!isPunct(text, f, at, AT)) continue;
    // The local part is the run of tokens with no space before the "@".
    let first = at;
    while (first > 0 && f.tokens.ends[first - 1] === f.tokens.starts[first] && at - first < 3) first--;
    const end = f.tokens.starts[at]!;
    const m = LOCAL_PART_NAME.exec(text.slice(f.tokens.starts[first]!, end));
    if (!m) continue;
    const s = end - m[1]!.length - m[2]!.length - 1;
    const split = s + m[1]!.length;
    names.push([hashRange(text, s, split, true), hashRange(text, split + 1, end, true)]);
  }
  return names;
}

function spellsName(f: TokenFacts, names: ReadonlyArray<[number, number]>, i: number): boolean {
  return names.some(([a, b]) => f.lower[i] === a && f.lower[i + 1] === b);
}

function isCapitalisedWord(f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.initCap || f.casing[i] === CASING.allCaps;
}

const NAME_FLAGS = GAZ.first | GAZ.last;
const PLACE_FLAGS = GAZ.city | GAZ.country | GAZ.region;
const PLACE_PREPOSITIONS = new Set(['in', 'from', 'to', 'at', 'near', 'visit', 'visited', 'via', 'across', 'outside', 'around'].map((w) => hashString(w)));

/**
 * Person or place, for spans made of a word that is both a name and a place
 * ("Jordan", "Georgia", "Paris"). A field label, a title before the span or
 * a place noun after it ("Adelaide office") settles it; otherwise the model's
 * reading stands. The reason gets the
 * reading and its cue: `person-not-place:<title|label|full-name|context>` or
 * `place-not-person:<label|preposition|place-noun|region|context>`.
 */
export function explainNameOrPlace(f: TokenFacts, span: TokenSpan): TokenSpan {
  let ambiguous = false;
  for (let i = span.first; i <= span.last; i++) {
    const g = f.gazetteer.single[i]!;
    if (g & NAME_FLAGS && g & PLACE_FLAGS) ambiguous = true;
  }
  if (!ambiguous) return span;
  const label = f.fields.labelClass[span.first];
  const titled = span.first > 0 && TITLES.has(f.lower[span.first - 1]!);
  const type = titled || label === LABEL_CLASS.person ? 'PERSON' : label === LABEL_CLASS.location || beforePlaceNoun(f, span.last) ? 'LOCATION' : span.type;
  const cue = type === 'PERSON' ? personCue(f, span) : placeCue(f, span);
  return { ...span, type, reason: `${span.reason}+${type === 'PERSON' ? 'person-not-place' : 'place-not-person'}:${cue}` };
}

// Nouns that make the word before them a place: "(Adelaide office)", "Georgia campus".
const PLACE_NOUNS = new Set(['office', 'branch', 'campus', 'airport', 'area', 'county', 'headquarters', 'hq', 'site', 'store', 'clinic', 'hospital'].map((w) => hashString(w)));

function beforePlaceNoun(f: TokenFacts, i: number): boolean {
  return i + 1 < f.tokens.count && !f.tokens.lineStart[i + 1] && f.casing[i + 1] === CASING.lower && PLACE_NOUNS.has(f.lower[i + 1]!);
}

function afterPlacePreposition(f: TokenFacts, i: number): boolean {
  return i > 0 && !f.tokens.lineStart[i] && PLACE_PREPOSITIONS.has(f.lower[i - 1]!);
}

function personCue(f: TokenFacts, span: TokenSpan): string {
  if (span.first > 0 && TITLES.has(f.lower[span.first - 1]!)) return 'title';
  if (f.fields.labelClass[span.first] === LABEL_CLASS.person) return 'label';
  if (span.last > span.first) return 'full-name';
  return 'context';
}

function placeCue(f: TokenFacts, span: TokenSpan): string {
  if (f.fields.labelClass[span.first] === LABEL_CLASS.location) return 'label';
  if (afterPlacePreposition(f, span.first)) return 'preposition';
  if (beforePlaceNoun(f, span.last)) return 'place-noun';
  for (let i = span.first; i <= span.last; i++) if (f.gazetteer.single[i]! & GAZ.regionCode) return 'region';
  return 'context';
}

const NUMERALS = new Set(['ii', 'iii', 'iv', 'vi', 'vii', 'viii', 'ix', 'xi', 'xii', 'xiii'].map((w) => hashString(w)));
// "I", "V" and "X" are numerals only after a monarch's title ("King Baudouin I"); else "I" is the pronoun.
const SHORT_NUMERALS = new Set(['i', 'v', 'x'].map((w) => hashString(w)));
const MONARCHS = new Set(['king', 'queen', 'pope', 'emperor', 'empress', 'tsar', 'czar', 'sultan', 'prince', 'princess'].map((w) => hashString(w)));

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

// No two-letter forms that are also state codes ("Adelaide SA 5000", "Denver CO", "Reno NV").
const ORGANISATION_ENDINGS = new Set(
  ['inc', 'corp', 'corporation', 'ltd', 'llc', 'plc', 'spa', 'ag', 'gmbh', 'group', 'holdings', 'industries', 'bancorp', 'bancshares', 'airlines'].map((w) => hashString(w)),
);

/**
 * Drops PERSON spans made only of words that the same text uses inside a
 * company name ("Pirelli" beside "Pirelli SpA", "Jones" beside "Jones Medical
 * Industries Inc"), unless a title precedes the span or the word is also part
 * of a full name the tagger found.
 */
export function dropOrganisations(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const companyWords = organisationWords(f);
  if (companyWords.size === 0) return spans;
  const fullNameWords = new Set<number>();
  for (const s of spans) if (s.type === 'PERSON' && s.last > s.first) for (let i = s.first; i <= s.last; i++) fullNameWords.add(f.lower[i]!);
  return spans.filter((s) => {
    if (s.type !== 'PERSON' || (s.first > 0 && TITLES.has(f.lower[s.first - 1]!))) return true;
    for (let i = s.first; i <= s.last; i++) if (!companyWords.has(f.lower[i]!) || fullNameWords.has(f.lower[i]!)) return true;
    return false;
  });
}

/** Words of capitalised runs that end in a company form ("Pirelli SpA", "Johnson Controls Inc"). */
function organisationWords(f: TokenFacts): Set<number> {
  const words = new Set<number>();
  for (let i = 1; i < f.tokens.count; i++) {
    if (!ORGANISATION_ENDINGS.has(f.lower[i]!) || !isCapitalisedWord(f, i) || f.tokens.lineStart[i]) continue;
    for (let k = i - 1; k >= 0 && isCapitalisedWord(f, k) && !ORGANISATION_ENDINGS.has(f.lower[k]!); k--) {
      words.add(f.lower[k]!);
      if (f.tokens.lineStart[k]) break;
    }
  }
  return words;
}

// Given names that are also months and days ("Last May Karelle and I").
const CALENDAR_WORDS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((w) => hashString(w)));

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
  return { ...span, first: p, start: f.tokens.starts[p]!, reason: `${span.reason}+given-name` };
}
