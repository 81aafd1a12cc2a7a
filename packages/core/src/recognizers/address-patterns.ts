/**
 * Regular expressions for the parts of a street address. Every repetition is
 * bounded and each part ends where the next must start with a different kind
 * of character, so a failed match costs a bounded amount of work per start.
 */
import { escapeRegExp } from '../context/context-words.js';
import {
  ABBREVIATED_TYPES, COMPOUND_STREET_ENDINGS, DIRECTIONS, GERMAN_STREET_PREFIXES, GERMAN_STREET_WORDS,
  LEADING_STREET_TYPES, LEADING_UNIT_WORDS, NAME_FIRST_STREET_TYPES, NAME_PARTICLES, REGIONS, STREET_TYPES,
  UNIT_WORDS, WEAK_STREET_TYPES,
} from './address-vocabulary.js';

const SP = '[ \\t]+';
const NOT_WORD_NEXT = '(?![\\p{L}\\p{N}])';
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';

/** Longest first, so "Street" is tried before "St". Spaces match any run of blanks. */
function alternation(words: readonly string[]): string {
  return [...words].sort((a, b) => b.length - a.length).map((w) => escapeRegExp(w).replace(/ /g, SP)).join('|');
}

/** "rue" → "[rR]ue": street words written either way at the start of a name. */
function initialEitherCase(word: string): string {
  const first = word[0]!;
  return `[${first.toLowerCase()}${first.toUpperCase()}]${escapeRegExp(word.slice(1))}`;
}

/** "Apt" → "Apt|APT|apt". */
function titleUpperLower(words: readonly string[]): string {
  return alternation(words.flatMap((w) => [w, w.toUpperCase(), w.toLowerCase()]));
}

function streetTypes(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => (ABBREVIATED_TYPES.has(w) ? `${w}\\.?` : w) + NOT_WORD_NEXT)
    .join('|');
}

const CAP_WORD = "\\p{Lu}[\\p{L}\\p{M}'’]*(?:-[\\p{L}\\p{M}'’]+)*";
const SHORT_ABBREVIATION = '\\p{Lu}\\p{Ll}{0,2}\\.';
const ORDINAL = '\\d{1,4}(?:st|nd|rd|th)';
/** One word of a street or building name: "Main", "42nd", "N.", "O'Connor", "Saint-Michel", "MG". */
const NAME_WORD = `(?:${ORDINAL}|${SHORT_ABBREVIATION}|${CAP_WORD})(?!\\p{N})`;
const PARTICLE = alternation(NAME_PARTICLES);
const ELIDED_NAME_WORD = `(?:[dlDL]['’])?${NAME_WORD}`;
/** A name that may hold lowercase particles but starts and ends with a capitalised word. */
const NAME_WITH_PARTICLES = `(?:(?:${PARTICLE})${SP}){0,2}${ELIDED_NAME_WORD}(?:${SP}(?:(?:${PARTICLE})${SP}){0,2}${ELIDED_NAME_WORD}){0,3}`;
const DIRECTION = `(?:${[...DIRECTIONS].sort((a, b) => b.length - a.length).map((d) => (d.length <= 2 ? `${d}\\.?` : d)).join('|')})${NOT_WORD_NEXT}`;
// "12", "12B", "12-14", "5/23" (Australian unit/number), "12 1/2".
const HOUSE_NUMBER = `\\d{1,6}(?:[-/]\\d{1,5}|[A-Z])?(?:${SP}1/2)?`;
// Not part of a longer number, code, price or date ("SKU-121278", "$5,067", "2022-08-16").
const HOUSE_START = "(?<![\\p{L}\\p{N}\\-/.,$€£#+_'])";
const LATE_HOUSE_NUMBER = `\\d{1,4}[a-zA-Z]?(?:[ \\t]?[-/][ \\t]?\\d{1,4}[a-zA-Z]?)?${NOT_WORD_NEXT}`;

/*
 * The forms that open with a house number are sticky: the recognizer runs them
 * only where HOUSE_NUMBER_HINT matched, which is much cheaper than a scan each.
 */

/**
 * Cheap (non-Unicode) pre-filter: digits, blanks, then a word or an ordinal.
 * It opens with the ASCII part of HOUSE_START, so digits inside a longer
 * number, code or price are skipped here rather than tried by every form.
 */
export const HOUSE_NUMBER_HINT = new RegExp(
  `(?<![A-Za-z0-9\\-/.,$#+_'])\\d{1,6}(?:[-/]\\d{1,5}|[A-Z])?,?[ \\t]+(?:[A-Z\\u00C0-\\u024F]|\\d{1,4}(?:st|nd|rd|th)|1/2|${LEADING_STREET_TYPES.map(escapeRegExp).join('|')})`,
  'g',
);

/** Cheap pre-filter for streets named before their number: a word's last letter, blanks, a digit. Only starts at a capital count. */
export const WORD_BEFORE_NUMBER_HINT = /[a-z.][ \t]+\d/g;

/** Cheap pre-filter for the keywords that open NAME_FIRST_STREET, LEADING_UNIT and PO_BOX. */
export const KEYWORD_HINT = new RegExp(
  `\\b(?:${alternation([...GERMAN_STREET_PREFIXES.map((w) => w.split(' ')[0]!), ...NAME_FIRST_STREET_TYPES, ...LEADING_UNIT_WORDS.map((w) => w.split(' ')[0]!)])}|[Pp]\\.?[ \\t]?[Oo]\\b|Post|GPO|PMB)`,
  'g',
);

/** "1234 W. Main Street North": number, optional direction, one to five name words, street type, optional direction. */
export const NUMBERED_STREET = new RegExp(
  `${HOUSE_START}${HOUSE_NUMBER}${SP}(?:${DIRECTION}${SP})?(?<name>${NAME_WORD}(?:${SP}${NAME_WORD}){0,4})${SP}` +
    `(?<type>${streetTypes([...STREET_TYPES, ...WEAK_STREET_TYPES])})(?:${SP}${DIRECTION})?`,
  'uy',
);

/** "1500 Broadway", "12 Highway 101", "4400 State Route 9". */
export const NUMBERED_ROUTE = new RegExp(
  `${HOUSE_START}${HOUSE_NUMBER}${SP}(?:${DIRECTION}${SP})?(?:Broadway|(?:(?:State|County|US|U\\.S\\.|Old)${SP})?` +
    `(?:Highway|Hwy\\.?|Route|Rte\\.?|Interstate)${SP}\\d{1,4}[A-Z]?)${NOT_WORD_NEXT}`,
  'uy',
);

/** "25 rue Victor Hugo", "1211 Avenue of the Americas". */
export const NUMBER_THEN_LEADING_TYPE = new RegExp(
  `${HOUSE_START}\\d{1,5}(?:[ \\t]?(?:bis|ter))?,?${SP}(?:${LEADING_STREET_TYPES.map(initialEitherCase).join('|')})${SP}` +
    NAME_WITH_PARTICLES,
  'uy',
);

/** A street with no street type, only used when a postcode follows ("5 Rosewood, Springfield, IL 62704"). */
export const NUMBERED_NAME_ONLY = new RegExp(`${HOUSE_START}${HOUSE_NUMBER}${SP}${NAME_WORD}(?:${SP}${NAME_WORD}){0,2}`, 'uy');

/**
 * "Hauptstraße 130", "Kerkstraat 12b", "Berliner Straße 5". The one-word form
 * matches any capitalised word before a number; `isCompoundStreetName` keeps
 * those with a street ending (cheaper than trying every ending at every letter).
 */
export const COMPOUND_STREET = new RegExp(
  `${NOT_WORD_BEFORE}(?:(?<compound>[A-ZÄÖÜÅÆØ][\\p{Ll}ß]{2,}(?:str\\.)?)|[A-ZÄÖÜÅÆØ][\\p{L}-]*${SP}(?:${alternation(GERMAN_STREET_WORDS)}))` +
    `${SP}${LATE_HOUSE_NUMBER}`,
  'uy',
);

const COMPOUND_ENDING = new RegExp(`\\p{Ll}{3}(?:${alternation(COMPOUND_STREET_ENDINGS)})$`, 'u');

/** True for "Hauptstraße", "Lindenweg", "Kerkstraat"; false for "Spring", "December". */
export function isCompoundStreetName(word: string): boolean {
  return COMPOUND_ENDING.test(word);
}

/** "Am Sonnenhang 137", "Via Roma 12", "Calle de Alcalá, 45": only taken with a postcode after them. */
export const NAME_FIRST_STREET = new RegExp(
  `${NOT_WORD_BEFORE}(?:(?:${alternation(GERMAN_STREET_PREFIXES)})${SP}${CAP_WORD}(?:${SP}${CAP_WORD})?|` +
    `(?:${alternation(NAME_FIRST_STREET_TYPES)})${SP}${NAME_WITH_PARTICLES}),?${SP}${LATE_HOUSE_NUMBER}`,
  'uy',
);

/** "P.O. Box 9773", "PO BOX 12", "Postfach 1201". */
export const PO_BOX = new RegExp(
  `${NOT_WORD_BEFORE}(?:[Pp]\\.?[ \\t]?[Oo]\\.?[ \\t]*|Post${SP}Office${SP}|GPO${SP})(?:Box|BOX|box)[ \\t]*#?[ \\t]*\\d{1,7}${NOT_WORD_NEXT}|` +
    `${NOT_WORD_BEFORE}(?:Postfach|Postbus|PMB)[ \\t]*\\d{1,7}${NOT_WORD_NEXT}`,
  'uy',
);

/** "Flat 343", "Suite 200": the start of an address that opens with its unit. */
export const LEADING_UNIT = new RegExp(
  `${NOT_WORD_BEFORE}(?:${alternation(LEADING_UNIT_WORDS)})\\.?[ \\t]*#?[ \\t]*[A-Z0-9][A-Z0-9/-]{0,6}${NOT_WORD_NEXT}`,
  'uy',
);

const UNIT_ID = `[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,5}${NOT_WORD_NEXT}`;

/** ", Apt 4B", " # 22", ", 3rd Floor", also on the next line. */
export const UNIT = new RegExp(
  `(?:,[ \\t]*|[ \\t]*\\r?\\n[ \\t]*|${SP})(?:(?:(?:${titleUpperLower(UNIT_WORDS)})\\.?[ \\t]*#?[ \\t]*|#[ \\t]*)${UNIT_ID}|` +
    `${ORDINAL}${SP}(?:Floor|Fl\\.?)${NOT_WORD_NEXT})`,
  'uy',
);

/** Between the street and its city: a comma, a line break, or blanks. */
export const TAIL_SEPARATOR = /,[ \t]*(?:\r?\n[ \t]*)?|[ \t]*\r?\n[ \t]*|[ \t]+/y;

/** One further part of an address opening with its unit: "Sai Residency", "12 Park Street", "Road No. 36". */
export const ADDRESS_SEGMENT = new RegExp(
  `(?:\\d{1,6}[A-Za-z]?${SP})?(?:${NAME_WORD}|No\\.|\\d{1,4})(?:${SP}(?:${NAME_WORD}|No\\.|\\d{1,4})){0,6}${NOT_WORD_NEXT}`,
  'uy',
);

const CITY_WORD = `(?:${SHORT_ABBREVIATION}|${CAP_WORD}(?![\\p{N}]))`;
/** "Springfield", "Salt Lake City", "St. Louis", "Frankfurt am Main", "Winston-Salem". */
const CITY = `${CITY_WORD}(?:${SP}(?:(?:${PARTICLE})${SP})?${CITY_WORD}){0,3}`;
const REGION = `(?:${alternation(REGIONS)})${NOT_WORD_NEXT}`;
const ZIP_OR_POSTCODE = `(?:\\d{5}(?:-\\d{4})?|[A-Z]\\d[A-Z][ \\t]?\\d[A-Z]\\d|\\d{4})${NOT_WORD_NEXT}`;
const UK_POSTCODE = `[A-Z]{1,2}\\d[A-Z\\d]?[ \\t]?\\d[A-Z]{2}${NOT_WORD_NEXT}`;
const INDIAN_PIN = `\\d{3}[ \\t]?\\d{3}${NOT_WORD_NEXT}`;

export interface CityTail {
  /** Sticky; the named group `postal` (or `postal2`) holds the postcode when there is one. */
  pattern: RegExp;
  /** May follow the street after blanks only; otherwise a comma or line break must come first. */
  afterBlanks: boolean;
}

/** City, region and postcode after a street. */
export const CITY_TAILS: readonly CityTail[] = [
  // US, Canada, Australia: "Springfield, IL 62704", "Perth WA 6000", "Halifax, NS B3J 2K9", "Portland, Oregon".
  {
    pattern: new RegExp(`${CITY}(?:,[ \\t]*${REGION}(?:,?${SP}(?<postal>${ZIP_OR_POSTCODE}))?|${SP}${REGION}${SP}(?<postal2>${ZIP_OR_POSTCODE}))`, 'uy'),
    afterBlanks: true,
  },
  // UK: "Leeds LS2 5OQ", "London, SW1A 2AA".
  { pattern: new RegExp(`${CITY}(?:,[ \\t]*${CITY})?,?${SP}(?<postal>${UK_POSTCODE})`, 'uy'), afterBlanks: true },
  // India: "New Delhi 110016", "Mumbai - 400050", "Pune, Maharashtra 411001".
  { pattern: new RegExp(`${CITY}(?:,[ \\t]*${CITY})?(?:[ \\t]*[-–][ \\t]*|,?${SP})(?<postal>${INDIAN_PIN})`, 'uy'), afterBlanks: true },
  // Postcode first (Europe): "80331 München", "F-75011 Paris", "1017 GC Amsterdam". After blanks
  // it would read "16 December 2021 Ship" as a street, postcode and city.
  {
    pattern: new RegExp(`(?<postal>(?:[A-Z]{1,2}-)?(?:\\d{5}|\\d{4}(?:[ \\t]?[A-Z]{2}(?![\\p{L}]))?))${SP}${CITY}`, 'uy'),
    afterBlanks: false,
  },
  // "10 rue de la Paix 75002 Paris": after blanks only with a five-digit code, which no year has.
  { pattern: new RegExp(`(?<postal>\\d{5})${SP}${CITY}`, 'uy'), afterBlanks: true },
];

export const WEAK_TYPES: ReadonlySet<string> = new Set(WEAK_STREET_TYPES.map((t) => t.toLowerCase()));
export const STREET_TYPE_WORDS: ReadonlySet<string> = new Set([...STREET_TYPES, ...WEAK_STREET_TYPES].map((t) => t.toLowerCase()));
