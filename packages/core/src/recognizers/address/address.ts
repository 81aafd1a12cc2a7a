import type { AnalysisContext, Recognizer } from '../../recognizer.js';
import type { Detection } from '../../types.js';
import { contextMatcher, hasContextBefore } from '../../context/context-words.js';
import {
  COMPOUND_STREET, FRAGMENT_WORDS, NAMED_STREET_AFTER_PREPOSITION, HOUSE_NUMBER_HINT, JAPANESE_BLOCK, JAPANESE_POSTAL_MARK, KEYWORD_HINT, VCARD_ADR, CJK_LETTER, CHINESE_SCRIPT_ADDRESS, JAPANESE_SCRIPT_ADDRESS, KOREAN_SCRIPT_ADDRESS, CHINESE_NUMBER_ANCHOR, JAPANESE_BLOCK_ANCHOR, KOREAN_ROAD_ANCHOR, KOREAN_ROAD, LEADING_UNIT, LOWERCASE_STREET,
  MILITARY_ADDRESS, NAME_FIRST_POSTAL_ONLY, NAME_FIRST_STREET, NAME_FIRST_WEAK, NUMBERED_NAME_ONLY, NUMBERED_ROUTE,
  NUMBERED_CALLE, NUMBERED_STREET, NUMBER_COMMA_STREET, NUMBER_MARKER_WORDS, NUMBER_THEN_LEADING_TYPE, POSTCODES_WITH_CUE, POSTCODE_CUE_START, POSTCODE_FIRST_AHEAD,
  BUILDING_BEFORE_STREET, PARTICLES_OPENING_FIELD, SLASH_HOUSE_NUMBER, UNIT_WORD_BEFORE_SLASH_NUMBER, PO_BOX, PREFIX_BEFORE_STREET, PREMISES_FRAGMENT_WORDS, PREPOSITIONS, STRONG_FRAGMENT_WORDS, TRAILING_WORDS, UK_INWARD_CODE, UK_POSTCODE_ALONE,
  UNIT_FRAGMENT, UNTYPED_NAME_FIRST_STREET, VIETNAMESE_LETTER, VIETNAMESE_STREET, VIETNAMESE_WARD_AHEAD, WEAK_TYPES, isCompoundStreetName, isNumberSign, PERSON_PARTICLE_SET, isWordEndBeforeNumber, BEFORE_NUMBER_HINT,
} from './address-patterns.js';
import { capitaliseNames, capitaliseUpperCaseRuns, worthReadingCapitalised } from './address-casing.js';
import { matchFullTail, matchSegment, matchTail, placesAfter, skipUnits, tailOfKind, withCountry, withRegionAndCountry, type Tail } from './address-tail.js';
import { ADDRESS_CUE_WORDS, BLOCK_WORDS, LEADING_STREET_TYPES, NAME_PARTICLES, TITLE_LIKE_TYPES } from './address-vocabulary.js';
import { ADDRESS_CUE_WORDS_INTL } from './address-formats.js';

const NAME = 'address';

/**
 * Scoring. The street line alone is a weak pattern ("12 Main Street" could be
 * a phrase); a city with a state or postcode after it is strong structure.
 * - street core: 0.5 to 0.7 by how distinctive its form is;
 * - + 0.3 when a postcode follows, + 0.2 for city and state without one;
 * - + 0.05 for a unit ("Apt 4B"), + 0.1 for an address cue ("Address:", "ship to").
 */
const SCORE_POSTAL_TAIL = 0.3;
const SCORE_CITY_TAIL = 0.2;
const SCORE_UNIT = 0.05;
const SCORE_CUE = 0.1;
const SCORE_MAX = 0.99;
const SCORE_UNIT_FIRST = 0.55;
const SCORE_FRAGMENT = 0.5;
const SCORE_POSTCODE_WITH_CUE = 0.6;
const MAX_NAME_WORDS_BEFORE_TYPE = 2;
const MAX_NAME_WORDS_BEFORE_WORD_APART = 4;
// The longest preposition or unit word ("apartment.").
const MAX_CUE_WORD_LENGTH = 10;
const MAX_SEGMENTS = 4;
const CUE_CHARS = 40;

type Requirement = 'none' | 'cue_or_tail' | 'postal_or_cue' | 'postal_tail' | 'postal_tail_and_cue';
type StartKind = 'house_number' | 'word_before_number' | 'keyword' | 'preposition_number' | 'unit';

interface CoreForm {
  kind: string;
  /** Sticky; tried only at the starts of its kind (found by cheap pre-filters). */
  pattern: RegExp;
  startsAt: StartKind;
  base: number;
  requires: Requirement;
  /** Extra check on a match that the pattern alone cannot express cheaply. */
  accepts?: (m: RegExpExecArray) => boolean;
  /** Overrides `requires` by what the match holds. */
  requirementOf?: (m: RegExpExecArray) => Requirement | undefined;
}

const CORE_FORMS: readonly CoreForm[] = [
  { kind: 'street', pattern: NUMBERED_STREET, startsAt: 'house_number', base: 0.65, requires: 'none' },
  { kind: 'street_comma', pattern: NUMBER_COMMA_STREET, startsAt: 'house_number', base: 0.55, requires: 'cue_or_tail' },
  { kind: 'route', pattern: NUMBERED_ROUTE, startsAt: 'house_number', base: 0.6, requires: 'none' },
  { kind: 'street_fr', pattern: NUMBER_THEN_LEADING_TYPE, startsAt: 'house_number', base: 0.6, requires: 'none' },
  { kind: 'street_untyped', pattern: NUMBERED_NAME_ONLY, startsAt: 'house_number', base: 0.5, requires: 'postal_tail_and_cue', accepts: untypedStreetPlausible },
  { kind: 'street_de', pattern: COMPOUND_STREET, startsAt: 'word_before_number', base: 0.65, requires: 'none', accepts: compoundNameIsStreet },
  { kind: 'street_untyped_late', pattern: UNTYPED_NAME_FIRST_STREET, startsAt: 'word_before_number', base: 0.5, requires: 'postal_tail', accepts: postcodeFirstCityAhead },
  { kind: 'street_name_first', pattern: NAME_FIRST_STREET, startsAt: 'keyword', base: 0.55, requires: 'postal_tail', requirementOf: nameFirstRequirement },
  { kind: 'street_numbered', pattern: NUMBERED_CALLE, startsAt: 'keyword', base: 0.65, requires: 'none' },
  { kind: 'po_box', pattern: PO_BOX, startsAt: 'keyword', base: 0.7, requires: 'none', requirementOf: (m) => (m.groups?.['weak'] ? 'postal_or_cue' : undefined) },
  { kind: 'military', pattern: MILITARY_ADDRESS, startsAt: 'keyword', base: 0.8, requires: 'none' },
  { kind: 'street_vn', pattern: VIETNAMESE_STREET, startsAt: 'house_number', base: 0.6, requires: 'none', accepts: wardOrVietnameseName },
  { kind: 'street_kr', pattern: KOREAN_ROAD, startsAt: 'house_number', base: 0.65, requires: 'none' },
  { kind: 'street_jp', pattern: JAPANESE_BLOCK, startsAt: 'house_number', base: 0.55, requires: 'postal_tail', accepts: japaneseBlockPlausible },
  { kind: 'street_lowercase', pattern: LOWERCASE_STREET, startsAt: 'preposition_number', base: 0.55, requires: 'none' },
];

const ADDRESS_CUES = contextMatcher([...ADDRESS_CUE_WORDS, ...ADDRESS_CUE_WORDS_INTL]);
const WORD_CHAR = /[\p{L}\p{M}.'’-]/u;
const CAPITAL_START = /\p{Lu}/u;
// "Blk 123 Ang Mo Kio Avenue 3": the block word belongs to the address.
const BLOCK_BEFORE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${BLOCK_WORDS.join('|')})\\.?[ \\t]+$`, 'u');
// "1055 Budapest, Kossuth u. 15.": Hungarian puts the postcode and city first.
const POSTCODE_CITY_BEFORE = /(?<![\p{L}\p{N}])\d{4}[ \t]+\p{Lu}\p{Ll}+(?:,[ \t]*|[ \t]*\r?\n[ \t]*)$/u;
// Or, on a Hungarian envelope, the city first and the postcode last: "Szeged, Kossuth Lajos tér 104., 6720", "Debrecen\n…\n4025".
const CITY_BEFORE = /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?:,[ \t]*|[ \t]*\r?\n[ \t]*)$/u;
const LONE_POSTCODE_AFTER = /(?:,[ \t]*|[ \t]*\r?\n[ \t]*)\d{4}(?![\p{L}\p{N}])/uy;
const LOOK_BACK_CHARS = 30;
const LOWER_CASE_NEXT = /^[ \t]+\p{Ll}/u;
const TIME_WORDS = /^(?:AM|PM|A\.M\.|P\.M\.)$/i;
// "16 December 2021", "3 Mon": a day and a month, not a house and a street.
const CALENDAR_WORDS =
  /(?<!\p{L})(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Mon(?:day)?|Tue(?:s(?:day)?)?|Wed(?:nesday)?|Thu(?:rs(?:day)?)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)(?!\p{L})/u;

// "AMSTERDAM 1996-08-28": a dateline's date, not a house number.
const ISO_DATE = /(?<!\d)(?:1[89]|20)\d\d-[01]\d-[0-3]\d(?!\d)/;

interface Candidate {
  start: number;
  end: number;
  score: number;
  reason: string;
}

/**
 * ADDRESS: street addresses with their unit and, when it follows on the same or
 * the next line, city, region and postcode. US, UK, Canadian, Australian,
 * Indian, German, French and other European forms, and PO boxes.
 */
export const addressRecognizer: Recognizer = {
  name: NAME,
  entities: ['ADDRESS'],
  analyze(ctx: AnalysisContext): Detection[] {
    const candidates = [...candidatesIn(ctx), ...lowerCaseCandidates(ctx), ...upperCaseCandidates(ctx)];
    return pickNonOverlapping(candidates).map(({ start, end, score, reason }) => ({
      type: 'ADDRESS', start, end, score, recognizer: NAME, reason,
    }));
  },
};

/** The text being read, with what several candidates ask of the same position worked out once. */
interface Scan extends AnalysisContext {
  readonly cues: Map<number, boolean>;
  /** The city, postcode or places after a street's units (matchFullTail, else placesAfter), by where the units end. */
  readonly tails: Map<number, Tail | null>;
}

function candidatesIn(analysis: AnalysisContext): Candidate[] {
  const ctx: Scan = { text: analysis.text, layout: analysis.layout, cues: new Map(), tails: new Map() };
  const starts = findStarts(ctx.text);
  const streets = CORE_FORMS.flatMap((form) => stickyMatches(ctx.text, form.pattern, starts[form.startsAt]).map((m) => extendStreet(ctx, form, m)));
  const units = stickyMatches(ctx.text, LEADING_UNIT, starts.keyword).map((m) => extendLeadingUnit(ctx, m.index, m.index + m[0].length));
  const fragments = [...cjkScriptAddresses(ctx.text), ...vcardAddresses(ctx.text), ...japanesePostalMarks(ctx.text), ...unitFragments(ctx, starts.unit), ...postcodesWithCue(ctx, starts.keyword), ...ukPostcodesAlone(ctx.text), ...namedStreets(ctx.text)];
  return [...streets, ...units, ...fragments].filter((c): c is Candidate => c !== null);
}

/**
 * A text all in lower case, read again with its names capitalised (address-casing.ts). Only what holds a
 * postcode (a military address always does) is taken from that reading: the capitals are guessed, the postcode's shape is not.
 */
function lowerCaseCandidates(ctx: AnalysisContext): Candidate[] {
  if (!worthReadingCapitalised(ctx.text)) return [];
  return candidatesIn({ ...ctx, text: capitaliseNames(ctx.text) }).filter(holdsPostcode);
}

/** Stretches written all in capitals (an envelope or label), read the same way; only what lies inside one is taken from that reading. */
function upperCaseCandidates(ctx: AnalysisContext): Candidate[] {
  const read = capitaliseUpperCaseRuns(ctx.text);
  if (!read) return [];
  const inRun = (c: Candidate): boolean => read.runs.some((r) => r.start <= c.start && c.end <= r.end);
  return candidatesIn({ ...ctx, text: read.text }).filter((c) => holdsPostcode(c) && inRun(c));
}

function holdsPostcode(c: Candidate): boolean {
  // Or, where none is written, a country's name last ("flat 7, 3 aba road\nport harcourt\nnigeria").
  return c.reason.endsWith('postcode') || c.reason.endsWith('country') || c.reason.startsWith('military');
}

/** Where each kind of core may start. */
function findStarts(text: string): Record<StartKind, readonly number[]> {
  const starts = { word_before_number: [] as number[], preposition_number: [] as number[], unit: [] as number[] };
  BEFORE_NUMBER_HINT.lastIndex = 0;
  for (let m = BEFORE_NUMBER_HINT.exec(text); m; m = BEFORE_NUMBER_HINT.exec(text)) {
    const wordEnd = wordEndBeforeNumber(text, m.index + 1);
    if (wordEnd >= 0) addWordBeforeNumber(text, wordEnd, m.index + 1, starts);
  }
  return { ...starts, house_number: matchStarts(HOUSE_NUMBER_HINT, text), keyword: matchStarts(KEYWORD_HINT, text) };
}

/** Where a global pattern matches, without the iterator and arrays of `matchAll`. */
function matchStarts(pattern: RegExp, text: string): number[] {
  const out: number[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) out.push(m.index);
  return out;
}

/** The last letter of the word before the number at `digit` ("Straße 5", "No: 5", "No.#5"), or -1 (see isWordEndBeforeNumber). */
function wordEndBeforeNumber(text: string, digit: number): number {
  let i = skipBlanksBack(text, digit);
  if (text.charCodeAt(i - 1) === 35 /* # */) i = skipBlanksBack(text, i - 1);
  const last = i - 1;
  if (last < 0) return -1;
  const code = text.charCodeAt(last);
  if (!isWordEndBeforeNumber(code)) return -1;
  // With no blank after it, only a number sign may stand right before the number.
  return isBlank(text.charCodeAt(i)) || isNumberSign(code) ? last : -1;
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

function addWordBeforeNumber(text: string, last: number, digit: number, starts: Record<'word_before_number' | 'preposition_number' | 'unit', number[]>): void {
  const end = last + 1;
  const start = wordStart(text, end);
  for (const s of capitalWordsBefore(text, start, end)) starts.word_before_number.push(s);
  for (const s of wordsBeforeNumberWord(text, start, end)) starts.word_before_number.push(s);
  if (end - start < 2 || end - start > MAX_CUE_WORD_LENGTH) return;
  const word = text.slice(start, text[end - 1] === '.' ? end - 1 : end).toLowerCase();
  if (PREPOSITIONS.has(word)) starts.preposition_number.push(digit);
  else if (FRAGMENT_WORDS.has(word)) starts.unit.push(start);
}

/**
 * Where a street named before its number may start: the capitalised word before
 * the number ("Hauptstraße 5") and the one before it ("Berliner Straße 5"), or,
 * when the word before the number is a street word written apart ("utca", "gate"),
 * the two capitalised words before that ("Kossuth Lajos utca 15").
 */
function capitalWordsBefore(text: string, last: number, end: number): number[] {
  if (last === end) return [];
  const lastIsCapital = isCapital(text.charCodeAt(last));
  if (!lastIsCapital && (end - last > MAX_TRAILING_CHARS || !TRAILING_WORDS.has(text.slice(last, end)))) return [];
  const starts = lastIsCapital ? [last] : [];
  // "Witte de Withstraat 20": a name and its particle before a one-word street name.
  const lastIsCompound = lastIsCapital && isCompoundStreetName(text.slice(last, end));
  let next = last;
  let particles = 0;
  // A capitalised street word written apart ("Caddesi", "Straße") may have up to three name words before it.
  const words = lastIsCapital && end - last <= MAX_TRAILING_CHARS && TRAILING_WORDS.has(text.slice(last, end)) ? MAX_NAME_WORDS_BEFORE_WORD_APART : MAX_NAME_WORDS_BEFORE_TYPE;
  for (let i = lastIsCapital ? 1 : 0; i < words; i++) {
    const wordEnd = skipBlanksBack(text, next);
    const start = wordStart(text, wordEnd);
    if (wordEnd === next || start === wordEnd) break;
    const word = text.slice(start, wordEnd);
    if (isCapital(text.charCodeAt(start))) {
      if (particles === 0 || isStreetWord(word) || lastIsCompound) starts.unshift(start);
    // A street word, a particle and a name ("Steenweg op Gent 56", "Chaussée de Wavre 12"): the particle is stepped over, once.
    // Before a one-word street name only a person's particle ("Witte de Withstraat"), not a preposition ("Bitte an Lindenallee").
    } else if (particles === 0 && NAME_PARTICLE_SET.has(word) && (!lastIsCompound || PERSON_PARTICLE_SET.has(word))) {
      particles = 1;
      i--;
    }
    next = start;
  }
  return starts;
}

const NAME_PARTICLE_SET: ReadonlySet<string> = new Set(NAME_PARTICLES);
const LEADING_TYPE_SET: ReadonlySet<string> = new Set(LEADING_STREET_TYPES);

function isStreetWord(word: string): boolean {
  return isCompoundStreetName(word) || LEADING_TYPE_SET.has(word.toLowerCase());
}

/** "Gül Sokak No: 69", "Str. Lipscani nr. 5", "ul. Tverskaya, d. 7": the street words before a number word. */
function wordsBeforeNumberWord(text: string, start: number, end: number): number[] {
  const markerStart = start === end ? wordStart(text, end - 1) : start;
  if (end - markerStart > MAX_MARKER_CHARS) return [];
  if (!NUMBER_MARKER_WORDS.has(text.slice(markerStart, end).toLowerCase().replace(/[.:]$/, ''))) return [];
  let wordEnd = skipBlanksBack(text, markerStart);
  if (text[wordEnd - 1] === ',') wordEnd = skipBlanksBack(text, wordEnd - 1);
  if (wordEnd === markerStart) return [];
  return capitalWordsBefore(text, wordStart(text, wordEnd), wordEnd);
}

const MAX_TRAILING_CHARS = Math.max(...[...TRAILING_WORDS].map((w) => w.length));

/** CAPITAL_START by code: ASCII without a regular expression. */
function isCapital(code: number): boolean {
  if (code < 128) return code >= 65 && code <= 90;
  return CAPITAL_START.test(String.fromCharCode(code));
}

// The longest number word, with its dot or colon: longer words need no lookup.
const MAX_MARKER_CHARS = Math.max(...[...NUMBER_MARKER_WORDS].map((w) => w.length)) + 1;

function wordStart(text: string, end: number): number {
  let i = end;
  while (i > 0 && isWordChar(text.charCodeAt(i - 1))) i--;
  return i;
}

/** WORD_CHAR by code: ASCII without a regular expression (this runs for every word before a number). */
function isWordChar(code: number): boolean {
  if (code < 128) return ((code | 32) >= 97 && (code | 32) <= 122) || code === 46 || code === 39 || code === 45;
  return WORD_CHAR.test(String.fromCharCode(code));
}

function skipBlanksBack(text: string, pos: number): number {
  let i = pos;
  while (i > 0 && (text[i - 1] === ' ' || text[i - 1] === '\t')) i--;
  return i;
}

/** Runs a sticky pattern at each start (ascending), skipping starts inside an earlier match. */
function stickyMatches(text: string, pattern: RegExp, starts: readonly number[]): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  let from = 0;
  for (const start of starts) {
    if (start < from) continue;
    pattern.lastIndex = start;
    const m = pattern.exec(text);
    if (!m) continue;
    out.push(m);
    from = start + m[0].length;
  }
  return out;
}

function extendStreet(ctx: Scan, form: CoreForm, m: RegExpExecArray): Candidate | null {
  const { text } = ctx;
  const start = m.index;
  const coreEnd = start + m[0].length;
  const firstName = m.groups?.['name']?.split(/\s+/)[0] ?? '';
  if (TIME_WORDS.test(firstName) || (form.accepts && !form.accepts(m))) return null;
  const streetType = (m.groups?.['type'] ?? '').replace(/\.$/, '');
  const requires = form.requirementOf?.(m) ?? form.requires;
  // Without a cue no tail can meet this requirement: the tail is not looked for (a Hungarian envelope bypasses requirements).
  if (requires === 'postal_tail_and_cue' && form.kind !== 'street_de' && !WEAK_TYPES.has(streetType.toLowerCase()) && !hasCue(ctx, start)) return null;
  const unitEnd = skipUnits(text, coreEnd);
  const tail = tailOfKind(form.kind, text, unitEnd) ?? tailAfter(ctx, unitEnd);
  if (!tail && form.kind === 'street_de') {
    const envelope = hungarianEnvelope(text, start, unitEnd);
    if (envelope) return { ...envelope, score: scoreOf(form.base, { end: envelope.end, postal: true }, unitEnd > coreEnd, hasCue(ctx, start)) };
  }
  const cue = hasCue(ctx, start);
  if (!meetsRequirement(requires, streetType, tail, cue)) return null;
  if (!tail && unitEnd === coreEnd && looksLikeTitle(text, coreEnd, streetType)) return null;
  return {
    start: extendStart(text, start, form.kind),
    // The Hungarian number's dot ("15.") is only kept with more of the address, or a word in lower case, after it.
    end: tail?.end ?? (unitEnd === coreEnd && text[coreEnd - 1] === '.' && form.kind === 'street_de' && !LOWER_CASE_NEXT.test(text.slice(coreEnd, coreEnd + 3)) ? coreEnd - 1 : unitEnd),
    score: scoreOf(form.base, tail, unitEnd > coreEnd, cue),
    reason: reasonOf(form.kind, tail),
  };
}

function tailAfter(ctx: Scan, unitEnd: number): Tail | null {
  let tail = ctx.tails.get(unitEnd);
  if (tail === undefined) {
    tail = matchFullTail(ctx.text, unitEnd) ?? placesAfter(ctx.text, unitEnd);
    ctx.tails.set(unitEnd, tail);
  }
  return tail;
}

/**
 * A street written after its postcode and city ("1061 Budapest\nAndrássy út 5.\nHungary") or between its city
 * and a postcode ("Szeged, Kossuth tér 4., 6720"), with a country after.
 */
function hungarianEnvelope(text: string, start: number, unitEnd: number): Omit<Candidate, 'score'> | null {
  const before = text.slice(Math.max(0, start - LOOK_BACK_CHARS), start);
  const postcodeCity = POSTCODE_CITY_BEFORE.exec(before);
  if (postcodeCity) return { start: start - postcodeCity[0].length, end: withCountry(text, { end: unitEnd, postal: true })!.end, reason: 'street_de+postcode' };
  const city = CITY_BEFORE.exec(before);
  LONE_POSTCODE_AFTER.lastIndex = unitEnd;
  const postcode = city ? LONE_POSTCODE_AFTER.exec(text) : null;
  if (!city || !postcode) return null;
  return { start: start - city[0].length, end: withCountry(text, { end: unitEnd + postcode[0].length, postal: true })!.end, reason: 'street_de+postcode' };
}

/** Block numbers in the shape of a postcode or a local phone number ("150-0002", "555-1234") are neither; nor is a weekday a district. */
function japaneseBlockPlausible(m: RegExpExecArray): boolean {
  return !/^\d{3}-\d{4}(?![\d-])/.test(m[0]) && !CALENDAR_WORDS.test(m[0]);
}

/** Without a ward after it, a Vietnamese street is taken only when its name or city is written in Vietnamese letters. */
function wardOrVietnameseName(m: RegExpExecArray): boolean {
  if (VIETNAMESE_WARD_AHEAD.test(m.input.slice(m.index + m[0].length, m.index + m[0].length + 40))) return true;
  return VIETNAMESE_LETTER.test(m.input.slice(m.index, m.index + m[0].length + 30));
}

function compoundNameIsStreet(m: RegExpExecArray): boolean {
  const word = m.groups?.['compound'];
  return word === undefined || isCompoundStreetName(word);
}

/**
 * A street without a street type ("5 Rosewood") is only taken after an address
 * cue and before a comma or line break, then a postcode ("Order 5 Widgets, …" is not one).
 */
function untypedStreetPlausible(m: RegExpExecArray): boolean {
  const next = m.input[m.index + m[0].length];
  return (next === ',' || next === '\n' || next === '\r') && !CALENDAR_WORDS.test(m[0]);
}

/** A street with no street word needs a postcode-first city right after it (see POSTCODE_FIRST_AHEAD). */
function postcodeFirstCityAhead(m: RegExpExecArray): boolean {
  if (CALENDAR_WORDS.test(m[0]) || ISO_DATE.test(m[0])) return false;
  // A unit may stand between ("Groenplaats 21 bus 4\n2000 Antwerpen", "Dlouhá 30/Top 2, …").
  POSTCODE_FIRST_AHEAD.lastIndex = skipUnits(m.input, m.index + m[0].length);
  return POSTCODE_FIRST_AHEAD.test(m.input);
}

/** "Via Roma 12" needs a cue or a city; "Rue du Rhône 5" a postcode; "Rua das Flores 212" nothing (see NAME_FIRST_STREET_TYPES). */
function nameFirstRequirement(m: RegExpExecArray): Requirement | undefined {
  const type = m.groups?.['ftype'];
  if (type === undefined) return undefined;
  if (NAME_FIRST_POSTAL_ONLY.has(type)) return 'postal_tail';
  return NAME_FIRST_WEAK.has(type) ? 'cue_or_tail' : 'none';
}

/** The block word before a Singapore block number, or the postcode and city a Hungarian address opens with; then a building line. */
function extendStart(text: string, start: number, kind: string): number {
  const before = text.slice(Math.max(0, start - LOOK_BACK_CHARS), start);
  const prefix = BLOCK_BEFORE.exec(before) ?? (kind === 'street_de' ? POSTCODE_CITY_BEFORE.exec(before) : null);
  if (prefix) return start - prefix[0].length;
  const particles = NAME_FIRST_KINDS.has(kind) ? PARTICLES_OPENING_FIELD.exec(before) : null;
  // At the slice's first character the pattern's "^" is no real line start.
  if (particles && (particles.index > 0 || start <= LOOK_BACK_CHARS)) return start - particles[0].length;
  let at = NUMBER_FIRST_KINDS.has(kind) || UNIT_LINE_KINDS.has(kind) ? extendOverPrefixes(text, start) : start;
  // A flat or office line may stand before the building's ("Office 555, Marina Plaza, PO Box 605787").
  for (let i = 0; i < MAX_BUILDING_LINES; i++) {
    const building = extendOverBuilding(text, at);
    if (building === at) break;
    at = extendOverPrefixes(text, building);
  }
  return at;
}

// A unit's number and blanks, no comma or line break: "Level 4 " before "6467 King Fahd Road".
const UNIT_THEN_BLANKS = /[\p{L}\p{N}][ \t]+$/u;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

const MAX_BUILDING_LINES = 2;

const BUILDING_LOOK_BACK_CHARS = 60;

/** The building's name line or part before the street ("Harbour View House\n12 Main St", "Torre Europa, Calle Mayor 5"). */
function extendOverBuilding(text: string, start: number): number {
  const sep = text.charCodeAt(skipBlanksBack(text, start) - 1);
  if (sep !== 44 /* , */ && sep !== 10 /* \n */) return start;
  const from = Math.max(0, start - BUILDING_LOOK_BACK_CHARS);
  const m = BUILDING_BEFORE_STREET.exec(text.slice(from, start));
  // At the slice's first character the pattern's "^" is no real line start.
  return m && (m.index > 0 || from === 0) ? start - m[0].length : start;
}

const NAME_FIRST_KINDS: ReadonlySet<string> = new Set(['street_de', 'street_untyped_late']);
const NUMBER_FIRST_KINDS: ReadonlySet<string> = new Set(['street', 'street_comma', 'route', 'street_fr', 'street_untyped', 'street_kr', 'street_jp', 'street_vn']);
// A flat or floor before a street written name first, parted from it by a comma or a line break ("Appartement 39, Marktgasse 180",
// "Whg. 1\nAm Markt 160"): a flat's line stands before the street line in any order of name and number.
const UNIT_LINE_KINDS: ReadonlySet<string> = new Set([...NAME_FIRST_KINDS, 'street_name_first']);
// A flat, a floor or building, then the number word: "Unit 3, Floor 8, No. 1 Jianshe Road", "Room 12, Building 5, No. 88 …".
const MAX_PREFIXES = 3;

/** Its number word and a flat or room line before a street written number first ("Room 2300, No. 443 Renmin Road"). */
function extendOverPrefixes(text: string, start: number): number {
  let at = start;
  if (isDigit(text.charCodeAt(start)) && stickyExec(SLASH_HOUSE_NUMBER, text, start)) {
    const word = UNIT_WORD_BEFORE_SLASH_NUMBER.exec(text.slice(Math.max(0, start - LOOK_BACK_CHARS), start));
    if (word) at -= word[0].length;
  }
  for (let i = 0; i < MAX_PREFIXES; i++) {
    const prefix = PREFIX_BEFORE_STREET.exec(text.slice(Math.max(0, at - LOOK_BACK_CHARS), at));
    // Blanks alone part a unit only from a house number ("Level 4 6467 King Fahd Road"), not from a building's name.
    if (!prefix || (UNIT_THEN_BLANKS.test(prefix[0]) && !isDigit(text.charCodeAt(at)))) break;
    at -= prefix[0].length;
  }
  return at;
}

function meetsRequirement(formRequires: Requirement, streetType: string, tail: Tail | null, cue: boolean): boolean {
  const requires = WEAK_TYPES.has(streetType.toLowerCase()) ? 'cue_or_tail' : formRequires;
  if (requires === 'postal_tail') return tail?.postal === true;
  if (requires === 'postal_or_cue') return tail?.postal === true || cue;
  if (requires === 'postal_tail_and_cue') return tail?.postal === true && cue;
  if (requires === 'cue_or_tail') return tail !== null || cue;
  return true;
}

/** "Dr. Reis" and "St. Louis" after a number: the street type is more likely a title. */
function looksLikeTitle(text: string, coreEnd: number, streetType: string): boolean {
  return TITLE_LIKE_TYPES.has(streetType) && /^[ \t]+\p{Lu}/u.test(text.slice(coreEnd, coreEnd + 3));
}

/**
 * Addresses that open with their unit: "Flat 343, Sai Residency, Hauz Khas Main Road\nNew Delhi 110016".
 * Taken up to a postcode, or else up to the last part that ends in a street type.
 */
function extendLeadingUnit(ctx: Scan, start: number, unitEnd: number): Candidate | null {
  let pos = unitEnd;
  let streetEnd = -1;
  for (let i = 0; i < MAX_SEGMENTS; i++) {
    const tail = withRegionAndCountry(ctx.text, matchTail(ctx.text, pos));
    if (tail?.postal) {
      return { start, end: tail.end, score: scoreOf(SCORE_UNIT_FIRST, tail, true, hasCue(ctx, start)), reason: reasonOf('unit_first', tail) };
    }
    const segment = matchSegment(ctx.text, pos);
    if (!segment) break;
    pos = segment.end;
    if (segment.isStreet) streetEnd = pos;
    // Where no postcode is written ("Villa 12, Street 5, Al Wasl, Dubai, UAE"), a country closes the address.
    const country = withCountry(ctx.text, { end: pos, postal: true });
    if (country && country.end > pos && i > 0) return { start, end: country.end, score: scoreOf(SCORE_UNIT_FIRST, null, true, hasCue(ctx, start)), reason: 'unit_first+country' };
  }
  if (streetEnd < 0) return null;
  // Where no postcode is written (UAE, Nigeria): the district and city after the street, as after a street written number first.
  const places = placesAfter(ctx.text, streetEnd);
  if (places) return { start, end: places.end, score: scoreOf(SCORE_UNIT_FIRST, places, true, hasCue(ctx, start)), reason: reasonOf('unit_first', places) };
  return { start, end: streetEnd, score: scoreOf(SCORE_UNIT_FIRST, null, true, hasCue(ctx, start)), reason: 'unit_first' };
}

/**
 * Lone units with a number (found from the number, so "Apt B" only beside a street):
 * "Apt. 4C" always (an apartment number is part of a home address),
 * "Suite 210", "Unit 7", "Fl 3" only after an address cue.
 */
function unitFragments(ctx: Scan, starts: readonly number[]): Candidate[] {
  const out: Candidate[] = [];
  for (const m of stickyMatches(ctx.text, UNIT_FRAGMENT, starts)) {
    const word = m.groups!['word']!;
    if (!isPlainCase(word)) continue;
    const cue = hasCue(ctx, m.index);
    if (!STRONG_FRAGMENT_WORDS.has(word.toLowerCase()) && !cue && !numberNamesPremises(m)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, score: scoreOf(SCORE_FRAGMENT, null, false, cue), reason: 'unit' });
  }
  return out;
}

/**
 * A street named without its number after a preposition ("i live on maple ave", "the shop on Elm
 * Street"): where someone lives or meets, as much an address as "Apt. 4C". Name and street word in one
 * case, as a street sign is written.
 */
function namedStreets(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(NAMED_STREET_AFTER_PREPOSITION)) {
    const street = m.groups!['street']!;
    if (!isOneCase(street)) continue;
    const start = m.index + m[0].length - street.length;
    out.push({ start, end: start + street.length, score: SCORE_FRAGMENT, reason: 'named_street' });
  }
  return out;
}

/** Every word capitalised, or every word in lower case. */
function isOneCase(street: string): boolean {
  const words = street.split(/[ \t]+/);
  return words.every((w) => /^\p{Lu}/u.test(w)) || words.every((w) => /^\p{Ll}/u.test(w));
}

/**
 * "Suite 1D", "Flat 575", "Unit 22A": a flat or office numbered with a letter or with three or four digits
 * (floor and door), not a year; "Suite 3 of the test software" and "Unit 7 Sales" keep needing a cue.
 */
function numberNamesPremises(m: RegExpExecArray): boolean {
  if (!PREMISES_FRAGMENT_WORDS.has(m.groups!['word']!.toLowerCase())) return false;
  const id = /[a-z]?\d[\d-]*[a-z]?$/i.exec(m[0])![0];
  return /[a-z]/i.test(id) || (/^\d{3,4}$/.test(id) && !/^(?:19|20)\d\d$/.test(id));
}

/** Addresses written in Chinese, Japanese or Korean script (see the patterns); only looked for where such letters are written. */
function cjkScriptAddresses(text: string): Candidate[] {
  if (!CJK_LETTER.test(text)) return [];
  const out: Candidate[] = [];
  const forms: [RegExp, RegExp][] = [[JAPANESE_BLOCK_ANCHOR, JAPANESE_SCRIPT_ADDRESS], [CHINESE_NUMBER_ANCHOR, CHINESE_SCRIPT_ADDRESS], [KOREAN_ROAD_ANCHOR, KOREAN_SCRIPT_ADDRESS]];
  for (const [anchor, pattern] of forms) {
    let from = 0;
    for (const a of text.matchAll(anchor)) {
      // The earliest start within reach of the anchor whose match runs past it.
      for (let start = Math.max(from, a.index - CJK_REACH); start <= a.index; start++) {
        const m = stickyExec(pattern, text, start);
        if (!m || start + m[0].length <= a.index) continue;
        out.push({ start, end: start + m[0].length, score: SCORE_MAX, reason: 'cjk+city' });
        from = start + m[0].length;
        break;
      }
    }
  }
  return out;
}

// How far before its block or house number a CJK address may start (prefecture, city, ward and district names).
const CJK_REACH = 40;

/**
 * A vCard's ADR value (see VCARD_ADR), from its first written part to its last: the empty parts around them (";;" where
 * no PO box or extended address is given) and the property name stay out. Taken with two parts written or more.
 */
function vcardAddresses(text: string): Candidate[] {
  if (!/adr/i.test(text)) return [];
  const out: Candidate[] = [];
  for (const m of text.matchAll(VCARD_ADR)) {
    const value = m.groups!['value']!;
    const valueStart = m.index + m[0].length - value.length;
    const first = value.search(/[^;\s]/);
    if (first < 0) continue;
    let last = value.length;
    while (last > first && /[;\s]/.test(value[last - 1]!)) last--;
    const parts = value.slice(first, last).split(';').filter((p) => p.trim() !== '');
    if (parts.length < 2) continue;
    out.push({ start: valueStart + first, end: valueStart + last, score: SCORE_MAX, reason: 'vcard+postcode' });
  }
  return out;
}

/** "〒100-0005" and the address line after it (see JAPANESE_POSTAL_MARK); only looked for where the mark is written. */
function japanesePostalMarks(text: string): Candidate[] {
  if (!text.includes('〒')) return [];
  const out: Candidate[] = [];
  for (const m of text.matchAll(JAPANESE_POSTAL_MARK)) {
    out.push({ start: m.index, end: m.index + m[0].length, score: SCORE_POSTCODE_WITH_CUE + (m.groups?.['line'] ? SCORE_POSTAL_TAIL : 0), reason: 'postcode' });
  }
  return out;
}

/** A UK postcode alone; the more structured forms (after a street, after "postcode") win over it by length. */
function ukPostcodesAlone(text: string): Candidate[] {
  const out: Candidate[] = [];
  let from = 0;
  UK_INWARD_CODE.lastIndex = 0;
  for (let inward = UK_INWARD_CODE.exec(text); inward; inward = UK_INWARD_CODE.exec(text)) {
    // The outward code before the space is two to four characters ("M1", "SW1A").
    for (let start = Math.max(from, inward.index - 4); start <= inward.index - 2; start++) {
      UK_POSTCODE_ALONE.lastIndex = start;
      const m = UK_POSTCODE_ALONE.exec(text);
      if (!m) continue;
      out.push({ start, end: start + m[0].length, score: SCORE_FRAGMENT, reason: 'postcode' });
      from = start + m[0].length;
      break;
    }
  }
  return out;
}

/** "Apt", "APT" or "apt", not "aPt". */
function isPlainCase(word: string): boolean {
  const rest = word.slice(1);
  return rest === rest.toLowerCase() || word === word.toUpperCase();
}

/** "zip code 60614", "PLZ 10115": the postcode only, since the word before it names it. */
function postcodesWithCue(ctx: AnalysisContext, starts: readonly number[]): Candidate[] {
  const out: Candidate[] = [];
  for (const start of starts) {
    if (!stickyExec(POSTCODE_CUE_START, ctx.text, start)) continue;
    const m = POSTCODES_WITH_CUE.map((p) => stickyExec(p, ctx.text, start)).find((x) => x !== null);
    if (!m) continue;
    const end = m.index + m[0].length;
    out.push({ start: end - m.groups!['value']!.length, end, score: SCORE_POSTCODE_WITH_CUE, reason: 'postcode' });
  }
  return out;
}

function stickyExec(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

function hasCue(ctx: Scan, start: number): boolean {
  let cue = ctx.cues.get(start);
  if (cue === undefined) {
    const label = ctx.layout.structureAt(start).label ?? '';
    cue = ADDRESS_CUES.test(label) || hasContextBefore(ctx.text, start, ADDRESS_CUES, CUE_CHARS);
    ctx.cues.set(start, cue);
  }
  return cue;
}

function scoreOf(base: number, tail: Tail | null, unit: boolean, cue: boolean): number {
  const tailBonus = tail ? (tail.postal ? SCORE_POSTAL_TAIL : SCORE_CITY_TAIL) : 0;
  const score = base + tailBonus + (unit ? SCORE_UNIT : 0) + (cue ? SCORE_CUE : 0);
  return Math.min(SCORE_MAX, Math.round(score * 100) / 100);
}

function reasonOf(kind: string, tail: Tail | null): string {
  if (!tail) return kind;
  return `${kind}+${tail.postal ? 'postcode' : tail.country ? 'country' : 'city'}`;
}

/** Longest first; a candidate overlapping one already kept is dropped. */
function pickNonOverlapping(candidates: readonly Candidate[]): Candidate[] {
  const ranked = [...candidates].sort((a, b) => b.end - b.start - (a.end - a.start) || b.score - a.score);
  const kept: Candidate[] = [];
  for (const c of ranked) {
    if (!kept.some((k) => k.start < c.end && c.start < k.end)) kept.push(c);
  }
  return kept.sort((a, b) => a.start - b.start);
}
