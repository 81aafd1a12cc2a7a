/**
 * Regular expressions for the parts of a street address. Every repetition is
 * bounded and each part ends where the next must start with a different kind
 * of character, so a failed match costs a bounded amount of work per start.
 */
import { escapeRegExp } from '../../context/context-words.js';
import {
  ABBREVIATED_TYPES, DIRECTIONS, FRAGMENT_UNIT_WORDS, GERMAN_STREET_PREFIXES, LEADING_STREET_TYPES, LEADING_UNIT_WORDS,
  CHAT_PREPOSITIONS, NAMED_STREET, NAME_PARTICLES, REGIONS, REGION_LINES_AFTER_POSTCODE, SENTENCE_OPENERS, SURNAME_PARTICLES, WORDS_AFTER_PLACE, CAPITALISED_SENTENCE_WORDS, STREET_TYPES, UK_POSTCODE_AREAS, UNIT_WORDS, WEAK_STREET_TYPES,
} from './address-vocabulary.js';
import {
  COMPOUND_LOOKALIKES, COMPOUND_STREET_ENDINGS, COUNTRY_NAMES, COUNT_NOUNS, MILITARY_POST_OFFICES, MILITARY_SHIP_WORDS,
  MILITARY_STATES, MILITARY_UNIT_WORDS, NAME_FIRST_STREET_TYPES, PO_BOX_STATIONS, PO_BOX_WORDS, POSTCODE_CUES,
  POSTCODE_SHAPES as PC, TRAILING_STREET_WORDS, GENITIVE_STREET_WORDS, UNIT_WORDS_INTL, FLOOR_SIDE_WORDS, FLOOR_ALONE, DOOR_WORDS,
  HOUSE_NUMBER_MARKERS, OBLAST_WORDS, KOREAN_ROAD_ENDINGS, UNITS_BEFORE_STREET, UNITS_BEFORE_SLASH_NUMBER, NUMBERED_STREET_TYPES, PERSON_NAME_PARTICLES, CJK_ADDRESS_WORDS, VIETNAMESE_ADMIN_WORDS, BUILDING_WORDS, FLOOR_NAMES, CALENDAR_WORDS,
} from './address-formats.js';

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
// A city after a postcode, for looking ahead: capitalised words, at most three ("København Ø", "Den Haag").
const CITY_FOR_AHEAD = `${CAP_WORD}(?:[ \\t]+${CAP_WORD}){0,2}(?![\\p{L}\\p{M}'’-])`;
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
// "12", "12b", "5/7", "45/3/12" (Austrian stair and door), "12 B 5" (Nordic staircase and flat).
// Also a letter after a dash or slash ("274-H", "176/B"), "bis"/"ter", and Dutch floor numerals ("291 II").
const LATE_HOUSE_NUMBER =
  `\\d{1,4}[a-zA-Z]?(?:[ \\t]?[-/][ \\t]?\\d{1,4}[a-zA-Z]?){0,2}(?:[-/][A-Z](?![\\p{L}\\p{N}])|[ \\t]?(?:bis|ter)(?!\\p{L})|[ \\t](?:I{1,3}|IV)(?![\\p{L}\\p{N}]))?` +
  `(?:[ \\t][A-H](?:[ \\t]\\d{1,3})?(?![\\p{L}\\p{N}:]))?${NOT_WORD_NEXT}`;

// Before a number written after its street: blanks, a comma, or a number word ("No: 12", "nr. 5", ", d. 7").
const NUMBER_LEAD = `(?:,?[ \\t]*(?:${alternation([...new Set(HOUSE_NUMBER_MARKERS.flatMap((w) => [w, w.toLowerCase()]))])})[ \\t]*|,?${SP})`;
/** Number words, lowercase, for finding where a street named before its number starts. */
export const NUMBER_MARKER_WORDS: ReadonlySet<string> = new Set(HOUSE_NUMBER_MARKERS.map((w) => w.toLowerCase().replace(/[.:]$/, '')));

// Hungarian writes the house number with a dot ("Kossuth u. 15."): part of the address when more of it follows.
// Or a word in lower case, after which the dot ends no sentence ("… utca 172. has been broken").
const ORDINAL_DOT = `(?:\\.(?=[ \\t]*(?:,|\\r?\\n|\\d|[IVX]{1,4}\\.|fszt?\\.)|[ \\t]+\\p{Ll}))?`;

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
  `(?<![A-Za-z0-9\\-/.,$#+_'])\\d{1,6}(?:(?:[-/]\\d{1,5}){1,2}|[A-Z])?(?:[ \\t]?(?:bis|ter))?,?[ \\t]+(?:[A-Z\\u00C0-\\u024F]|\\d{1,4}(?:st|nd|rd|th)|1/2|${LEADING_STREET_TYPES.map(escapeRegExp).join('|')})`,
  'g',
);

/**
 * Cheap pre-filter for streets named before their number: the character right before a digit there. A scan for
 * these two characters is much faster than one that starts at every letter; the word is checked after.
 */
export const BEFORE_NUMBER_HINT = /[ \t#:№º°]\d/g;

/**
 * Before a street named before its number: a word's last letter, blanks, a digit (or "#", a digit).
 * The letter is one of `[a-z.:\u00DF-\u024F\u0400-\u04FF№º°]`; with no blank after it, one of `:№º°`.
 * Only starts at a capital count.
 */
export function isWordEndBeforeNumber(code: number): boolean {
  return (code >= 97 && code <= 122) || code === 46 || (code >= 0xdf && code <= 0x24f) || (code >= 0x400 && code <= 0x4ff) || isNumberSign(code);
}

/** ":", "№", "º", "°": may stand right before a number, with no blank. */
export function isNumberSign(code: number): boolean {
  return code === 58 || code === 0x2116 || code === 0xba || code === 0xb0;
}

const ALL_NAME_FIRST_TYPES = Object.values(NAME_FIRST_STREET_TYPES).flat();
const ALL_PO_BOX_WORDS = Object.values(PO_BOX_WORDS).flat();
const firstWord = (w: string): string => w.split(' ')[0]!;

const startsLower = (w: string): boolean => w[0] !== w[0]!.toUpperCase();
const cueCase = (w: string): string[] => (w === w.toUpperCase() ? [w] : [w.toLowerCase(), w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]);
const LOWER_KEYWORDS = ALL_NAME_FIRST_TYPES.filter(startsLower);

/**
 * The distinct openings (up to four characters) of a keyword list, none repeating a
 * shorter one: a pre-filter needs no more, and a short alternation scans much faster.
 */
function openings(words: readonly string[]): string[] {
  const heads = [...new Set(words.map((w) => firstWord(w).slice(0, 4)))].sort((a, b) => a.length - b.length);
  return heads.filter((h, i) => !heads.slice(0, i).some((shorter) => h.startsWith(shorter)));
}

/** Cheap pre-filter for the keywords that open NAME_FIRST_STREET, LEADING_UNIT, PO_BOX, MILITARY_ADDRESS and POSTCODES_WITH_CUE. */
const asciiInitial = (w: string): boolean => /^[A-Za-z]/.test(w);
/** Keywords opening with a letter outside ASCII ("ул.", "Șos."), where `\\b` (ASCII-only here) cannot mark a word start. */
const OTHER_SCRIPT_KEYWORDS = ALL_NAME_FIRST_TYPES.filter((w) => !asciiInitial(w));

export const KEYWORD_HINT = new RegExp(
  `(?<![A-Za-z0-9\\u00C0-\\u024F\\u0400-\\u04FF])(?:${OTHER_SCRIPT_KEYWORDS.map(escapeRegExp).join('|')})|\\b(?:${openings([
    ...GERMAN_STREET_PREFIXES.map(firstWord), ...ALL_NAME_FIRST_TYPES.filter((w) => !startsLower(w)), ...LEADING_UNIT_WORDS.map(firstWord),
    ...ALL_PO_BOX_WORDS.map(firstWord), ...MILITARY_UNIT_WORDS, ...MILITARY_SHIP_WORDS, ...MILITARY_POST_OFFICES,
    ...LOWER_KEYWORDS, ...POSTCODE_CUES.flatMap((g) => g.cues).flatMap(cueCase), 'Post', 'GPO',
  ].filter(asciiInitial)).map(escapeRegExp).join('|')}|[Pp]\\.?[ \\t]?[Oo]\\b|` +
    // A street named by its number (NUMBERED_CALLE) only where the number follows: "Transport" and "Auto" start nothing.
    `(?:${alternation(NUMBERED_STREET_TYPES)})(?=[ \\t]+\\d))`,
  'g',
);

/** "1234 W. Main Street North": number, optional direction, one to five name words, street type, optional direction. */
export const NUMBERED_STREET = new RegExp(
  `${HOUSE_START}${HOUSE_NUMBER}${SP}(?:${DIRECTION}${SP})?(?<name>${NAME_WORD}(?:${SP}${NAME_WORD}){0,4})${SP}` +
    `(?<type>${streetTypes([...STREET_TYPES, ...WEAK_STREET_TYPES])})(?:${SP}${DIRECTION})?` +
    // Singapore numbers its avenues: "Ang Mo Kio Avenue 3, #04-56".
    `(?:${SP}\\d{1,2}(?=,))?`,
  'uy',
);

/**
 * "14, Adeola Odeku Street", "221, MG Road": Nigerian and Indian addresses often put a comma after the house number.
 * Only with a street word that names nothing else (not the weak ones), and, in address.ts, a city or postcode after it or an address cue;
 * the number opens its line or field or follows a word in lower case ("… at 27, Awolowo Road"): after a capitalised word it is that word's number.
 */
export const NUMBER_COMMA_STREET = new RegExp(
  // Not the number of a lane, section or building named before it ("Soi 13, …", "Sec. 1, Dunhua S. Rd.", "No. 199, …").
  `${HOUSE_START}(?<!\\p{Lu}\\p{L}*\\.?[ \\t]+)(?!(?:19|20)\\d\\d,)\\d{1,5}[A-Z]?,${SP}(?<name>${NAME_WORD}(?:${SP}${NAME_WORD}){0,4})${SP}(?<type>${streetTypes(STREET_TYPES)})${NOT_WORD_NEXT}`,
  'uy',
);

/** "Calle 26 # 68-35", "Carrera 7 No. 71-21", "Calle 60 #18": a street named by its number, then the house number after "#" or "No.". */
export const NUMBERED_CALLE = new RegExp(
  `${NOT_WORD_BEFORE}(?:${alternation(NUMBERED_STREET_TYPES)})${SP}\\d{1,3}[A-Z]?(?:${SP}(?:Bis|Sur|Norte|Este|Oeste))?[ \\t]*(?:#|No\\.|N[°º])[ \\t]*\\d{1,4}[A-Z]?(?:-\\d{1,3})?${NOT_WORD_NEXT}`,
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
  // A street word written apart is tried first ("İstiklal Caddesi No: 5" is no one-word name after a word).
  // Up to three name words before it: Turkish streets are named for people and events ("Gazi Osman Paşa Caddesi", "Kıbrıs Şehitleri Caddesi").
  `${NOT_WORD_BEFORE}(?:(?!(?:${alternation(SENTENCE_OPENERS)})${SP})${CAP_WORD}(?:${SP}${CAP_WORD}){0,2}` +
    `(?:${SP}(?:${alternation(TRAILING_STREET_WORDS)})|(?<=s)${SP}(?:${alternation(GENITIVE_STREET_WORDS)}))(?!\\p{L})|` +
    // The one-word name may follow a capitalised word of its own ("Sankt Eriksgatan 22", "Landstraßer Hauptstraße 8").
    // Names of several words are joined by hyphens ("Maria-Theresien-Straße", "Konrad-Adenauer-Allee", Duden's rule for street names).
    // A person's name with its particle may open it ("Witte de Withstraat", "Johan de Wittlaan").
    `(?!(?:${alternation(SENTENCE_OPENERS)})${SP})(?:${CAP_WORD}${SP}(?:(?:${alternation(PERSON_NAME_PARTICLES)})${SP})?)?(?<compound>(?:(?:\\p{Lu}[\\p{L}\\p{M}]*-){1,3}\\p{Lu}|\\p{Lu})[\\p{Ll}ß]{2,}(?:str\\.)?))` +
    `${NUMBER_LEAD}${LATE_HOUSE_NUMBER}${ORDINAL_DOT}`,
  'uy',
);

/**
 * "Dlouhá 30", "Ermou 46", "Strøget 76", "Lange Voorhout 77": a street with no street word, named before its
 * number. Taken only with a postcode-first city after it (POSTCODE_FIRST_AHEAD).
 */
export const UNTYPED_NAME_FIRST_STREET = new RegExp(
  // A unit word with its number ("Room 4", "Suite 12") is a unit, not a street.
  `${NOT_WORD_BEFORE}(?!(?:${alternation([...SENTENCE_OPENERS, ...UNIT_WORDS, ...UNITS_BEFORE_STREET])})[ \\t.])${CAP_WORD}(?:${SP}(?:(?:${PARTICLE})${SP})?${CAP_WORD})?${NUMBER_LEAD}${LATE_HOUSE_NUMBER}`,
  'uy',
);

/**
 * After a street without a street word: a comma or line break, a postcode in a shape written before the city
 * ("602 00", "00-950", "1100-053", "1017 GC", five or six digits, or four that are not a year), the city, and
 * then no further capitalised word or number ("1860 Munich 1 Borussia Dortmund" is a football result).
 */
export const POSTCODE_FIRST_AHEAD = new RegExp(
  `(?:,[ \\t]*|[ \\t]*\\r?\\n[ \\t]*)(?:[A-Z]{1,2}-)?(?:${PC.threeTwo}|${PC.poland}|${PC.portugal}|${PC.netherlands}|\\d{5,6}|(?!19|20)\\d{4})` +
    // Spaces, not tabs: a tab parts the columns of a table.
    ` +${CITY_FOR_AHEAD}(?: +\\d{1,2})?(?![ \\t]+[\\p{Lu}\\p{N}])`,
  'uy',
);

// Short endings need three letters before them ("Lindenweg", not "Sweg"); long ones one ("Wetstraat").
const LONG_ENDINGS = COMPOUND_STREET_ENDINGS.filter((e) => e.length >= 5);
const COMPOUND_ENDING = new RegExp(`(?:\\p{Ll}{3}(?:${alternation(COMPOUND_STREET_ENDINGS)})|\\p{Ll}{1,2}(?:${alternation(LONG_ENDINGS)}))$`, 'u');
const LOOKALIKES: ReadonlySet<string> = new Set(COMPOUND_LOOKALIKES);

/** True for "Hauptstraße", "Lindenweg", "Kerkstraat"; false for "Spring", "December", "Brigade". */
/** Particles of a person's name ("de", "van"), lower case. */
export const PERSON_PARTICLE_SET: ReadonlySet<string> = new Set(PERSON_NAME_PARTICLES);

export function isCompoundStreetName(word: string): boolean {
  return COMPOUND_ENDING.test(word) && !LOOKALIKES.has(word);
}

/** "Am Sonnenhang 137", "Via Roma 12", "Calle de Alcalá, 45": only taken with a postcode after them. */
export const NAME_FIRST_STREET = new RegExp(
  `${NOT_WORD_BEFORE}(?:(?:${alternation(GERMAN_STREET_PREFIXES)})${SP}${CAP_WORD}(?:${SP}${CAP_WORD})?|` +
    // "s/n": sin número, a building without a number (Spain, Latin America).
    `(?<ftype>${alternation(ALL_NAME_FIRST_TYPES)})${SP}${NAME_WITH_PARTICLES})${NUMBER_LEAD}(?:${LATE_HOUSE_NUMBER}|s/n${NOT_WORD_NEXT})`,
  'uy',
);

const lowerSet = (words: readonly string[]): ReadonlySet<string> => new Set(words.map((w) => w.toLowerCase()));
/** How much each name-first street type needs around it (see NAME_FIRST_STREET_TYPES). */
export const NAME_FIRST_WEAK: ReadonlySet<string> = new Set(NAME_FIRST_STREET_TYPES.weak);
export const NAME_FIRST_POSTAL_ONLY: ReadonlySet<string> = new Set(NAME_FIRST_STREET_TYPES.postalOnly);

// A box number ("X9" in South Africa) is not the start of a reading or a fraction ("BP 120/80").
// Kenya writes the postal code after the box number ("P.O. Box 30123-00100").
const BOX_NUMBER = `X?\\d{1,7}(?:[ \\t]\\d{2}){0,3}(?:-\\d{5})?(?![\\p{L}\\p{N}]|[/.,:-]\\d)`;
const STATION = `(?:,?${SP}(?:${alternation(PO_BOX_STATIONS)})${SP}(?:${CAP_WORD}|\\d{1,3})(?![\\p{L}\\p{N}]))?`;

/** "P.O. Box 9773", "PO BOX 12", "Postfach 1201". */
export const PO_BOX = new RegExp(
  `${NOT_WORD_BEFORE}(?:(?:[Pp]\\.?[ \\t]?[Oo]\\.?[ \\t]*|Post${SP}Office${SP}|GPO${SP})(?:Box|BOX|box)[ \\t]*#?[ \\t]*|` +
    `(?:${titleUpperLower(PO_BOX_WORDS.strong)})[ \\t]*(?:No\\.?|#)?[ \\t]*|(?<weak>${alternation(PO_BOX_WORDS.weak)})[ \\t]+)${BOX_NUMBER}${STATION}`,
  'uy',
);

/** "PSC 1234, Box 5678, APO AE 09204", "USNS Comfort, FPO AA 34099", or the post-office line alone. */
export const MILITARY_ADDRESS = new RegExp(
  `${NOT_WORD_BEFORE}(?:(?:(?:${alternation(MILITARY_UNIT_WORDS)})${SP}\\d{1,5}(?:,?${SP}(?:Box|BOX)${SP}\\d{1,5})?|` +
    `(?:${alternation(MILITARY_SHIP_WORDS)})${SP}${CAP_WORD}(?:${SP}${CAP_WORD}){0,2})(?:,[ \\t]*|[ \\t]*\\r?\\n[ \\t]*|${SP}))?` +
    `(?:${alternation(MILITARY_POST_OFFICES)})${SP}(?:${alternation(MILITARY_STATES)})${SP}\\d{5}(?:-\\d{4})?${NOT_WORD_NEXT}`,
  'uy',
);

/** "363 Jong-ro", "174 Sejong-daero", "12 Teheran-ro 8-gil": a Korean road name, number first. */
export const KOREAN_ROAD = new RegExp(
  `${HOUSE_START}\\d{1,4}(?:-\\d{1,3})?${SP}\\p{Lu}\\p{Ll}+(?:-\\p{Ll}+)?-(?:${alternation(KOREAN_ROAD_ENDINGS)})` +
    `(?:${SP}\\d{1,3}(?:beon)?-?gil)?${NOT_WORD_NEXT}`,
  'uy',
);

/**
 * A street named for a person opens with the surname's particles ("van den Bergdijk 262", "von Humboldt 7"): taken
 * where they open the line or field, not after a sentence's word; an article ("de Kerkstraat") stays out.
 */
export const PARTICLES_OPENING_FIELD = new RegExp(
  `(?:(?<=[\\n,:;"|(][ \\t]*)|^)(?:${alternation(SURNAME_PARTICLES)})[ \\t]+(?:(?:${PARTICLE})[ \\t]+)?$`,
  'u',
);

/**
 * Before a street written number first: its number word ("No. 443 Renmin Road"), or a flat, room or floor
 * line ("Room 2300, ", "Appartement 12\n", "Floor 12\n", "3rd Floor, ", "Ground Floor\n", "3/F, ").
 */
export const PREFIX_BEFORE_STREET = new RegExp(
  `(?:(?<![\\p{L}\\p{N}])(?:[Nn]o\\.?|[Nn]r\\.?|№|[Ss]ố)[ \\t]*|(?<![\\p{L}\\p{N}])(?:(?:${titleUpperLower(UNITS_BEFORE_STREET)})\\.?[ \\t]+#?(?:\\d[A-Za-z0-9-]{0,7}|[A-Z][A-Z0-9-]{0,5})|` +
    // Or a floor in the Hong Kong way ("3/F", "G/F").
    `(?:${ORDINAL}|${alternation(FLOOR_NAMES)})[ \\t]+[Ff]loor|(?<![\\p{L}\\p{N}/])(?:\\d{1,3}|[LU]?G)/[Ff])` +
    // Written without commas ("Level 4 6467 King Fahd Road", "flat 34 194 willow road"), blanks part it from the house number.
    `(?:,[ \\t]*|[ \\t]*\\r?\\n[ \\t]*|[ \\t]+))$`,
  'u',
);

/**
 * The unit or level word right before an Australian unit/house number ("Unit 4/27 Beach Road", "Level 12/345 George Street"):
 * AS/NZS 4819 writes the unit number, a slash, then the house number, with the unit's word before them.
 */
export const UNIT_WORD_BEFORE_SLASH_NUMBER = new RegExp(`(?<![\\p{L}\\p{N}])(?:${titleUpperLower(UNITS_BEFORE_SLASH_NUMBER)})\\.?[ \\t]+$`, 'u');
/** The unit/house number itself, sticky at the street's start. */
export const SLASH_HOUSE_NUMBER = /\d{1,4}[A-Za-z]?\/\d/y;

// "Harbour View House", "The Old Mill", "Torre Europa", "Haus am See": one to three capitalised words with a building word last, or one to three after it.
// A flat or floor may follow the name ("Sunny Heights 302", "Maison Ginza 5F"), as Japanese addresses write it.
const BUILDING_NAME =
  // Or the first word with a number alone ("Tower 2", "Block 5"), as Hong Kong estates name their buildings.
  `(?:(?:The${SP})?(?:${CAP_WORD}${SP}){1,3}(?:${alternation(BUILDING_WORDS.last)})|(?:${alternation(BUILDING_WORDS.first)})(?:(?:${SP}(?:(?:${PARTICLE})${SP})?${CAP_WORD}){1,3}|(?=${SP}\\d)))` +
  `(?:${SP}\\d{1,4}[A-Z]?|${SP}\\d{1,2}/?F)?`;
/**
 * The building's name on its own line or before a comma, right before the street: part of the address. It opens a line,
 * or follows a comma, colon, quote, bracket, cell border or a lower-case word ("… at Harbour View House, 12 Main St").
 */
export const BUILDING_BEFORE_STREET = new RegExp(
  `(?:(?<=[\\n,:;"|(][ \\t]*)|(?<=\\p{Ll}[ \\t]+)|^)${BUILDING_NAME}(?![\\p{L}\\p{N}])(?:,[ \\t]*|[ \\t]*\\r?\\n[ \\t]*)$`,
  'u',
);

// The end of an address without a postcode: a country, the end of a line, the text, a sentence, a table cell or a dash,
// or, after a comma-separated place in prose, a lower-case word that carries the sentence on ("… PO Box 1770, Nakuru
// until further notice", "… dubai, dont be late"); a place that opens its line ends with the line ("…\nCall me after 10").
const PLACE_END =
  `,[ \\t]*(?:${alternation(COUNTRY_NAMES)})(?![\\p{L}\\p{N}])|[ \\t]*\\r?\\n|[ \\t]*$|[ \\t]*[.;!?)"|](?![\\p{L}\\p{N}])|[ \\t]+[—–][ \\t]` +
  `|(?<!\\n[^\\n,]{0,60}),?[ \\t]+(?:${alternation(WORDS_AFTER_PLACE)})(?![\\p{L}\\p{N}])`;

// A district's name may end in its number ("GRA Phase 2", "Sector 15", "Zone 4").
const DISTRICT_NUMBER = `(?:${SP}\\d{1,2}(?![\\p{L}\\p{N}]))?`;

// A place's first word is no capitalised sentence word ("P.O. Box 12, Thanks for the help").
const NO_SENTENCE_WORD = `(?!(?:${alternation(CAPITALISED_SENTENCE_WORDS)})(?![\\p{L}\\p{N}]))`;

/** After a PO box where no postcode is written: the city, then a country or the end of the line or sentence ("PO Box 500001, Dubai, UAE"). */
export const CITY_AFTER_BOX = new RegExp(
  `(?:,[ \\t]*|[ \\t]*\\r?\\n[ \\t]*)${NO_SENTENCE_WORD}${CAP_WORD}(?:${SP}${CAP_WORD}){0,2}(?=${PLACE_END})`,
  'uy',
);

/**
 * Where no postcode is written ("7 Aminu Kano Crescent, Ikoyi, Lagos", "8 Broad Street\nBodija\nIbadan\nNigeria"):
 * a district and a city after a street, each on its own line or after a comma, taken when the address plainly
 * ends there (see PLACE_END).
 */
export const PLACES_AFTER_STREET = new RegExp(
  `(?:(?:,[ \\t]*|[ \\t]*\\r?\\n[ \\t]*)${NO_SENTENCE_WORD}${CAP_WORD}(?:${SP}(?:${CAP_WORD}|[IVX]{1,3}|\\d{1,2}))?(?:${SP}${CAP_WORD}){0,2}${DISTRICT_NUMBER}){1,2}(?=${PLACE_END})`,
  'uy',
);

const VN_SEPARATOR = '(?:,[ \\t]*|[ \\t]*\\r?\\n[ \\t]*)';
const VN_WARD = `(?:${alternation(VIETNAMESE_ADMIN_WORDS.ward)})${SP}[\\p{Lu}\\d][\\p{L}\\p{M}\\d]*(?:${SP}\\p{Lu}[\\p{L}\\p{M}]*){0,3}`;
// Letters only Vietnamese writes (ă â đ ê ô ơ ư and the tone-marked vowels of Latin Extended Additional).
const VN_LETTER = '[ăâđêôơưĂÂĐÊÔƠƯ\\u1EA0-\\u1EF9]';
const VN_WORD = `\\p{Lu}[\\p{L}\\p{M}]*`;
const VN_NAME = `${VN_WORD}(?:${SP}${VN_WORD}){0,3}`;
const VN_COUNTRY = '(?:Vietnam|Viet Nam|Việt Nam)';
// Or, with no ward written, the city with its six-digit postcode ("…, Đà Nẵng 550000") or the country on the line after ("…\nHà Nội\nVietnam").
const VN_CITY_END = `${VN_NAME}(?:${SP}\\d{6}(?!\\d)|${VN_SEPARATOR}${VN_COUNTRY}(?![\\p{L}\\p{N}]))`;
/**
 * "123 Nguyễn Huệ, Phường Bến Nghé": a Vietnamese street, number first and no street word, known by the ward after it,
 * or, when the name is written in Vietnamese letters, by the city and its postcode or the country line after it.
 */
export const VIETNAMESE_STREET = new RegExp(
  `${HOUSE_START}\\d{1,4}[A-Z]?(?:/\\d{1,3})?${SP}(?:Đường${SP})?${CAP_WORD}(?:${SP}${CAP_WORD}){0,3}(?=${VN_SEPARATOR}(?:${VN_WARD}|${VN_CITY_END}))`,
  'uy',
);
/** The ward right after a Vietnamese street (tested on the text after it). */
export const VIETNAMESE_WARD_AHEAD = new RegExp(`^${VN_SEPARATOR}${VN_WARD}`, 'u');
/** A Vietnamese street's name holds a letter only Vietnamese writes ("Trần Phú", "Hai Bà Trưng"). */
export const VIETNAMESE_LETTER = new RegExp(VN_LETTER, 'u');
/** The city with its postcode, or the city line, after a Vietnamese street with no ward written. */
export const VIETNAMESE_CITY_TAIL = new RegExp(`${VN_SEPARATOR}${VN_NAME}(?:${SP}\\d{6}(?!\\d))?`, 'uy');
/** Its wards and districts, then the city ("…, Quận 1, TP. Hồ Chí Minh"). */
export const VIETNAMESE_TAIL = new RegExp(
  `(?:${VN_SEPARATOR}${VN_WARD}){1,3}(?:${VN_SEPARATOR}(?:(?:${alternation(VIETNAMESE_ADMIN_WORDS.city)})${SP})?\\p{Lu}[\\p{L}\\p{M}]*(?:${SP}\\p{Lu}[\\p{L}\\p{M}]*){0,3}(?:${SP}\\d{6})?)?`,
  'uy',
);

/**
 * "〒100-0005": the Japanese postal mark, then the postcode; the address follows on the same line or the next
 * (prefecture, city, ward, district, block numbers, building), as Japan Post writes it. Taken with that line when the
 * line holds a block number and is written in Latin letters (JAPANESE_SCRIPT_ADDRESS reads one in Japanese script); the line's closing
 * punctuation stays out.
 */
export const JAPANESE_POSTAL_MARK = /〒[ \t]?\d{3}-?\d{4}(?!\d)(?:(?:[ \t]+|[ \t]*\r?\n[ \t]*)(?=[^\n]{0,80}\d)(?![^\n]*[\u3040-\u30ff\u3400-\u9fff])(?<line>[^\s][^\n]{0,119}?))?(?=[ \t]*[.?!。、,;:]*[ \t]*(?:\r?\n|$))/gu;

/**
 * A vCard's ADR property (RFC 6350 §6.3.1): PO box; extended address; street; locality; region; postal code; country,
 * parted by semicolons, after the property name, its parameters and a colon ("ADR;TYPE=home:;;12 Main St;Springfield;IL;62704;USA").
 * The group `value` is the rest of the line. Property and parameter names are case-insensitive (RFC 6350 §3.3), so
 * "adr;type=home:" is the same property.
 */
export const VCARD_ADR = /(?<=^|\n)[ \t]*(?:[A-Za-z0-9-]+\.)?ADR(?:;[^:\n]*)?:(?<value>[^\r\n]*)/gi;

const CJ = CJK_ADDRESS_WORDS;
const HAN = '\\p{Script=Han}';
const KANA = '\\p{Script=Hiragana}\\p{Script=Katakana}ー';
const CJK_NUMBER = '(?:[0-9０-９]{1,4}|[一二三四五六七八九十]{1,3})';
const CJK_DASH = '[-－−‐]';
/** A unit's name: letters of `letters` that are none of its closing words, so each unit ends at the first closing word (no backtracking). */
const nameWithout = (letters: string, closers: readonly string[], min: number, max: number): string =>
  `(?:(?!${alternation(closers)})${letters}){${min},${max}}`;
const JP_MUNI = `(?:${alternation(CJ.japanMunicipalSuffixes)})`;
/**
 * "東京都千代田区丸の内2-7-2", "大阪府大阪市北区梅田三丁目1番3号": prefecture, one to three municipal units, the district,
 * then chōme, banchi and gō (by their words or dashes); a room ("101号室") may close it.
 */
export const JAPANESE_SCRIPT_ADDRESS = new RegExp(
  `(?:〒[ \\t]?\\d{3}-\\d{4}[ \\t]?)?(?:${alternation(CJ.japanPrefectures)}|${nameWithout(HAN, CJ.japanPrefectureSuffix, 2, 3)}(?:${alternation(CJ.japanPrefectureSuffix)}))?` +
    `(?:${nameWithout(HAN, CJ.japanMunicipalSuffixes, 0, 5)}${JP_MUNI}){1,3}${nameWithout(`[${KANA}\\p{Script=Han}]`, ['[0-9０-９一二三四五六七八九十]'], 0, 10)}` +
    `${CJK_NUMBER}(?:丁目|${CJK_DASH})${CJK_NUMBER}(?:(?:番地?|${CJK_DASH})${CJK_NUMBER}号?)?(?:[ \\t]?[^\\s、。,，0-9]{0,15}\\d{1,4}号室)?`,
  'uy',
);
/** Where a Japanese address's block numbers are written ("2-7", "三丁目1"): the anchor JAPANESE_SCRIPT_ADDRESS is tried before. */
export const JAPANESE_BLOCK_ANCHOR = /[0-9０-９一二三四五六七八九十](?:丁目|[-－−‐])[0-9０-９一二三四五六七八九十]/gu;
const CN_CITY = `${nameWithout(HAN, CJ.chinaCitySuffixes, 2, 4)}(?:${alternation(CJ.chinaCitySuffixes)})`;
const CN_DISTRICT = `${nameWithout(HAN, CJ.chinaDistrictSuffixes, 1, 4)}(?:${alternation(CJ.chinaDistrictSuffixes)})`;
/** "北京市朝阳区建国路88号", "广东省广州市天河区天河路385号1203室": province, city, district, road, number, then room or floor. */
export const CHINESE_SCRIPT_ADDRESS = new RegExp(
  // A city or a district must be written: a road and number alone may be anything.
  `(?:${nameWithout(HAN, CJ.chinaProvinceSuffixes, 2, 3)}(?:${alternation(CJ.chinaProvinceSuffixes)}))?(?:${CN_CITY}(?:${CN_DISTRICT})?|${CN_DISTRICT})` +
    `${nameWithout(HAN, CJ.chinaRoadSuffixes, 1, 8)}(?:${alternation(CJ.chinaRoadSuffixes)})(?:\\d{1,4}弄)?\\d{1,5}${CJ.chinaNumberWord}` +
    `(?:${nameWithout(HAN, ['\\d'], 0, 10)}\\d{1,4}(?:${alternation(CJ.chinaRoomSuffixes)})){0,3}`,
  'uy',
);
/** A Chinese house number ("88号"): the anchor CHINESE_SCRIPT_ADDRESS is tried before. */
export const CHINESE_NUMBER_ANCHOR = new RegExp(`\\d${CJ.chinaNumberWord}`, 'gu');
/** "서울특별시 송파구 올림픽로 25", "경기도 성남시 분당구 판교역로 235": a road-name address with at least its city, county or district. */
export const KOREAN_SCRIPT_ADDRESS = new RegExp(
  `(?:${nameWithout('[가-힣]', ['도', '시'], 1, 4)}(?:${alternation(CJ.koreaProvinceSuffixes)})[ \\t]?)?(?:${nameWithout('[가-힣]', CJ.koreaMunicipalSuffixes, 1, 4)}(?:${alternation(CJ.koreaMunicipalSuffixes)})[ \\t]?){1,2}` +
    `${nameWithout('[가-힣0-9]', CJ.koreaRoadSuffixes, 1, 10)}(?:${alternation(CJ.koreaRoadSuffixes)})[ \\t]?\\d{1,4}(?:-\\d{1,4})?(?:번길[ \\t]?\\d{1,4})?(?:,?[ \\t]?\\d{1,4}동[ \\t]?\\d{1,4}호)?`,
  'uy',
);
/** A Korean road with its building number ("올림픽로 25"): the anchor KOREAN_SCRIPT_ADDRESS is tried before. */
export const KOREAN_ROAD_ANCHOR = new RegExp(`(?:${alternation(CJ.koreaRoadSuffixes)})[ \\t]?\\d`, 'gu');
/** Any letter of those scripts: the cheap test before the three patterns. */
export const CJK_LETTER = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** "1-2-3 Shibuya": Japanese block, lot and building numbers, then the district ("chōme" area). */
// Where no chōme is written the lot number (banchi) comes first and may have four digits ("3500-1 Kamitsuruma"); Sapporo names its
// blocks by a grid ("Minami 1-jo Nishi", "Kita 3-jō Higashi").
export const JAPANESE_BLOCK = new RegExp(
  `${HOUSE_START}\\d{1,4}-\\d{1,4}(?:-\\d{1,4})?,?${SP}${CAP_WORD}(?:${SP}\\d{1,2}-(?:jo|jō|chome|chōme)(?:${SP}${CAP_WORD})?)?`,
  'uy',
);

const LOWER_TYPES = STREET_TYPES.filter((t) => t.length > 1).map((t) => t.toLowerCase());
const NOT_A_NAME = `(?!(?:${alternation([...COUNT_NOUNS, ...LOWER_TYPES])})(?![\\p{L}]))`;
/** "12 oak st", "400 maple ave", "55 elm street": chat with no capitals. Only after a preposition (see the hint). */
export const LOWERCASE_STREET = new RegExp(
  `\\d{1,5}[a-z]?${SP}(?<name>${NOT_A_NAME}[\\p{L}][\\p{Ll}'’-]*(?:${SP}${NOT_A_NAME}[\\p{Ll}][\\p{Ll}'’-]*)?)` +
    `${SP}(?<type>${streetTypes(LOWER_TYPES)})`,
  'uy',
);

/**
 * "i live on maple ave", "meet at Elm Street": one to three name words between a preposition and an
 * unmistakable street word, with no number; the name neither a determiner nor a plain adjective.
 */
const STREET_NAME_WORD = `(?!(?:${alternation(NAMED_STREET.notNames)})(?![\\p{L}]))[\\p{L}][\\p{Ll}'’-]+`;
export const NAMED_STREET_AFTER_PREPOSITION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${alternation(NAMED_STREET.prepositions)})${SP}` +
    `(?<street>${STREET_NAME_WORD}(?:${SP}${STREET_NAME_WORD}){0,2}${SP}(?:${alternation(NAMED_STREET.types)})\\.?)(?![\\p{L}\\p{N}])`,
  'giu',
);

/** "Flat 343", "Suite 200": the start of an address that opens with its unit. */
export const LEADING_UNIT = new RegExp(
  // "House No", "Door No": the number word is matched apart, in either case ("house no. 12").
  `${NOT_WORD_BEFORE}(?:${alternation([...new Set(LEADING_UNIT_WORDS.map((w) => w.replace(/ No$/, '')))])})\\.?[ \\t]*(?:[Nn]o\\.?[ \\t]*)?#?[ \\t]*[A-Z0-9][A-Z0-9/-]{0,6}${NOT_WORD_NEXT}`,
  'uy',
);

const UNIT_ID = `[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,5}${NOT_WORD_NEXT}`;

// A numbered floor with its side or door ("2º izq.", "3.º Dto.", "2. th.", "5º 2ª", "2. em. 5."), or the marker alone ("1.º").
const DOOR = `(?:[ \\t]*\\d{1,3}\\.?(?:[ \\t]*(?:${alternation(DOOR_WORDS)}))?)?`;
const FLOOR_SIDE = `(?:(?:${titleUpperLower(FLOOR_SIDE_WORDS.map((w) => w[0]!.toUpperCase() + w.slice(1)))})\\.?${DOOR}|[A-H]|\\d{1,2}[ºª])(?![\\p{L}\\p{N}])`;
// Hungarian floors may be Roman ("IV. em."); a floor and door may be written "3/12" after the house number's dot.
const NUMBERED_FLOOR =
  `(?:\\d{1,2}(?:\\.?[ºª°]|\\.)|[IVX]{1,4}\\.)(?:[ \\t]*${FLOOR_SIDE}|(?<=[ºª°])\\.?(?![\\p{L}\\p{N}]))|(?<=\\d\\.[ \\t]+)\\d{1,2}/\\d{1,3}(?![\\p{N}/])`;

// Tried before UNIT_WORDS ("Depto" is not "Dept" + "o"). Other languages' unit words are often short ("Sc", "Et", "As"): a dot or blank must follow, then a number or one letter ("Depto. C").
const INTL_UNIT_ID = `(?:[A-Za-z]?\\d{1,5}[A-Za-z]?|[A-Z])(?![\\p{L}\\p{N}])`;

/** ", Apt 4B", " # 22", ", 3rd Floor", ", lgh 1253", ", 2º izq.", also on the next line. */
export const UNIT = new RegExp(
  // Austria writes staircase and door after the house number with slashes ("Mariahilfer Straße 45/Stiege 2/Top 14").
  `(?:,[ \\t]*|[ \\t]*\\r?\\n[ \\t]*|${SP}|/(?=\\p{L}))(?:(?:${titleUpperLower(UNIT_WORDS_INTL)})(?:\\.[ \\t]*|${SP})${INTL_UNIT_ID}|` +
    // No lower-case letter straight after the word: ", not" is no unit "No" with the id "t".
    `(?:(?:${titleUpperLower(UNIT_WORDS)})(?![a-z])\\.?[ \\t]*#?[ \\t]*|#[ \\t]*)${UNIT_ID}|` +
    // A French floor ("3e étage", "1er étage").
    `\\d{1,2}(?:er|re|e|ème)${SP}étage${NOT_WORD_NEXT}|` +
    // Indonesia's neighbourhood and community units ("RT 03/RW 05", "RT.003 RW.005").
    `RT\\.?[ \\t]?\\d{1,3}[ \\t]*/?[ \\t]*RW\\.?[ \\t]?\\d{1,3}${NOT_WORD_NEXT}|` +
    `${ORDINAL}${SP}(?:Floor|Fl\\.?)${NOT_WORD_NEXT}|${NUMBERED_FLOOR}|(?:${alternation(FLOOR_ALONE)})(?:${SP}${FLOOR_SIDE}|${DOOR})(?![\\p{L}\\p{N}]))`,
  'uy',
);

/** A lone unit ("Apt. 4C", "Suite 210", "apt 2"): the identifier holds a digit. */
export const UNIT_FRAGMENT = new RegExp(
  `\\b(?<word>${alternation([...FRAGMENT_UNIT_WORDS.strong, ...FRAGMENT_UNIT_WORDS.weak])})\\.?[ \\t]*#?[ \\t]*` +
    `[a-z]?\\d{1,4}[a-z]?(?:-\\d{1,4})?(?![a-z0-9\\u00C0-\\u024F]|[.,:/]\\d)`,
  // Case-insensitive and not Unicode-aware; the case rules are checked after.
  'iy',
);
export const STRONG_FRAGMENT_WORDS: ReadonlySet<string> = lowerSet(FRAGMENT_UNIT_WORDS.strong);
export const PREMISES_FRAGMENT_WORDS: ReadonlySet<string> = lowerSet(FRAGMENT_UNIT_WORDS.premises);

/**
 * A whole UK postcode said alone ("Do you deliver to LS6 2AB?"): a postcode area, the district, a space, then
 * the inward code, whose two letters are never C, I, K, M, O or V. Capitals only. Sticky: tried where UK_INWARD_CODE is found.
 */
export const UK_POSTCODE_ALONE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${alternation(UK_POSTCODE_AREAS)})\\d[A-Z\\d]? \\d[ABD-HJLNP-UW-Z]{2}(?![\\p{L}\\p{N}])`,
  'uy',
);
/** The inward code of UK_POSTCODE_ALONE with its space: the quick scan before trying the whole pattern two to four characters earlier. */
export const UK_INWARD_CODE = / \d[ABD-HJLNP-UW-Z]{2}/g;

// "postcode: X", "postcode is X", "postcode there is X".
const CUE_VALUE_SEPARATOR = `(?:[ \\t]*[:#]?[ \\t]*|${SP}(?:(?:there|here)${SP})?(?:is|was)${SP})`;
const cuedPostcode = (cues: readonly string[], shapes: readonly string[]): string =>
  `${NOT_WORD_BEFORE}(?:${alternation(cues.flatMap(cueCase))})${CUE_VALUE_SEPARATOR}(?<value>${shapes.join('|')})${NOT_WORD_NEXT}`;

/** Unit words reported alone (UNIT_FRAGMENT), lowercase. */
export const FRAGMENT_WORDS: ReadonlySet<string> = lowerSet([...FRAGMENT_UNIT_WORDS.strong, ...FRAGMENT_UNIT_WORDS.weak]);
/** Words after which a lowercase street may follow ("at 12 oak st"). */
export const PREPOSITIONS: ReadonlySet<string> = new Set(CHAT_PREPOSITIONS);
/** Any postcode word, sticky: the quick test before the per-country patterns. */
export const POSTCODE_CUE_START = new RegExp(`(?:${alternation(POSTCODE_CUES.flatMap((g) => g.cues).flatMap(cueCase))})`, 'y');
/** "zip code 60614", "postcode SW1A 1AA", "PLZ: 10115": a postcode in its country's shape after the word that names it. */
export const POSTCODES_WITH_CUE: readonly RegExp[] = POSTCODE_CUES.map(
  (g) => new RegExp(cuedPostcode(g.cues, g.shapes.map((k) => PC[k])), 'uy'),
);

/** After the postcode: the country, on the same line after a comma or on the next line. */
// With commas left out ("… NSW 2010 Australia"), a country after blanks: not an acronym ("US", "UAE"), and no name after it.
const COUNTRY_AFTER_BLANKS = `${SP}(?:${alternation(COUNTRY_NAMES.filter((n) => n !== n.toUpperCase()))})(?![ \\t]+[\\p{Lu}\\p{N}])`;
// On an envelope the country line is often in capitals ("FRANCE"), and in a text written in lower case in lower case ("usa");
// not "us", which is a pronoun.
// (A text in lower case is read with its words capitalised, see address-casing.ts: "usa" is read "Usa".)
const COUNTRY_ANY_CASE = alternation(
  [...new Set(COUNTRY_NAMES.flatMap((n) => [n, n.toUpperCase(), n.toLowerCase(), n[0]!.toUpperCase() + n.slice(1).toLowerCase()]))].filter((n) => n !== 'us' && n !== 'Us'),
);
/** A country's name closing a stretch of place lines (tested on that stretch). */
export const COUNTRY_LAST = new RegExp(`[,\\n][ \\t]*(?:${COUNTRY_ANY_CASE})$`, 'u');
export const COUNTRY_SUFFIX = new RegExp(
  `(?:(?:,[ \\t]*(?:\\r?\\n[ \\t]*)?|[ \\t]*\\r?\\n[ \\t]*)(?:${COUNTRY_ANY_CASE})|${COUNTRY_AFTER_BLANKS})(?![\\p{L}\\p{N}]|\\.\\p{L})`,
  'uy',
);

/** Between the street and its city: a comma, a line break, or blanks. */
// Or a spaced dash, as Italian and Brazilian letterheads part street and city ("Via Roma, 12 - 00184 Roma"): then a postcode must be in the tail.
export const TAIL_SEPARATOR = /,[ \t]*(?:\r?\n[ \t]*)?|[ \t]*\r?\n[ \t]*|[ \t]+[-–][ \t]+|[ \t]+/y;

/** One further part of an address opening with its unit: "Sai Residency", "12 Park Street", "Road No. 36". */
export const ADDRESS_SEGMENT = new RegExp(
  `(?:\\d{1,6}[A-Za-z]?${SP})?(?:${NAME_WORD}|No\\.|\\d{1,4})(?:${SP}(?:${NAME_WORD}|No\\.|\\d{1,4})){0,6}${NOT_WORD_NEXT}`,
  'uy',
);

// A weekday or month is no word of a city ("… 1003 Lausanne on Tuesday"); Dutch cities may open with "'s-" ("'s-Hertogenbosch").
const CITY_WORD = `(?!(?:${alternation(CALENDAR_WORDS)})(?!\\p{L}))(?:${SHORT_ABBREVIATION}|(?:'s-)?${CAP_WORD}(?![\\p{N}]))`;
/** "Springfield", "Salt Lake City", "St. Louis", "Frankfurt am Main", "Winston-Salem". */
// Not "the" inside a city's name: "… 11000 belgrade the one w the red" goes on into the sentence.
const CITY_PARTICLE = alternation(NAME_PARTICLES.filter((p) => p !== 'the'));
const CITY = `${CITY_WORD}(?:${SP}(?:(?:${CITY_PARTICLE})${SP})?${CITY_WORD}){0,3}`;
const REGION = `(?:${alternation(REGIONS)})${NOT_WORD_NEXT}`;
const ZIP_OR_POSTCODE = `(?:${PC.zipPlus4}|${PC.fiveDigit}|${PC.canada}|${PC.fourDigit})${NOT_WORD_NEXT}`;
const UK_POSTCODE = `${PC.uk}${NOT_WORD_NEXT}`;
// Six or seven digits, or digits with a dash in the Japanese way, after a city: no year, price or count looks so (IN, SG, IL, JP).
const LONG_CODE_AFTER_CITY = `(?:${PC.sixDigit}|${PC.sevenDigit}|${PC.japan})${NOT_WORD_NEXT}`;
const POSTCODE_BEFORE_CITY = `(?:[A-Z]{1,2}-)?(?:${PC.portugal}|${PC.brazil}|${PC.netherlands}(?![\\p{L}])|${PC.argentina}|${PC.sevenDigit}|\\d{6}|${PC.fiveDigit}|${PC.threeTwo}|${PC.poland}|${PC.fourDigit}|${PC.threeDigit})`;
// Written after blanks only ("Kerkstraat 36 4000 Liège"): the shapes no year or count takes, so four digits not from 1900 to 2099.
const POSTCODE_BEFORE_CITY_AFTER_BLANKS = `(?:[A-Z]{1,2}-)?(?:${PC.portugal}|${PC.netherlands}(?![\\p{L}])|${PC.fiveDigit}|${PC.threeTwo}|${PC.poland}|(?!19|20)${PC.fourDigit})`;
// Five digits may carry four more after a dash (US ZIP+4, Saudi additional number "12836-4651").
// After its town an Eircode is known by its shape alone (routing key, space, four characters), whatever letters it uses.
const POSTCODE_AFTER_CITY = `(?:${PC.japan}|${PC.brazil}|${PC.eircode}|${PC.eircodeAfterTown}|${PC.zipPlus4}|${PC.sevenDigit}|${PC.fiveDigit}|${PC.fourDigit}|${PC.prefixedFourDigit})${NOT_WORD_NEXT}`;
// "Praha 1", "Dublin 2": a city's numbered district.
const CITY_DISTRICT = `(?:${SP}\\d{1,2}(?![\\p{L}\\p{N}]))?`;
// "20124 Milano MI", "(MI)", "03940 Ciudad de México, CDMX": a province code after the city.
// Also a province in brackets ("28013 Madrid (Madrid)"), an abbreviated state ("Guadalajara, Jal.", "Monterrey, N.L.")
// and the city after a slash when the district comes first ("34710 Kadıköy/İstanbul").
const PROVINCE_CODE =
  `(?:${SP}\\(?[A-Z]{2}\\)?(?![\\p{L}\\p{N}])|${SP}\\(${CAP_WORD}\\)|,[ \\t]*(?:[A-Z]{2,4}|\\p{Lu}\\p{Ll}{1,3}\\.|(?:\\p{Lu}\\.){2,3})(?![\\p{L}\\p{N}])|/${CAP_WORD})?`;
/** A neighbourhood or ward between a street and its city ("Col. Roma Norte", "Bela Vista", "Shibuya-ku", "Al Khobar Al Shamalia District", "GRA Phase 2"). */
export const DISTRICT = new RegExp(`(?:${SHORT_ABBREVIATION}${SP})?${CITY_WORD}(?:${SP}(?:(?:${PARTICLE})${SP})?${CITY_WORD}){0,4}${DISTRICT_NUMBER}`, 'uy');
const REGION_NAME = `${CITY_WORD}(?:${SP}${CITY_WORD}){0,2}`;
/**
 * A state or region after the city and postcode, after a comma ("59100 Kuala Lumpur, Wilayah Persekutuan"), where the
 * address plainly ends after it (PLACE_END). Not after blanks only: "… IL 62704 Canada Goose" goes on into prose.
 */
export const REGION_AFTER_POSTCODE = new RegExp(`,[ \\t]*${REGION_NAME}(?=${PLACE_END})`, 'uy');
/**
 * The state and country on the line after the city and postcode, as Indian addresses write them ("Kochi 682001\nKerala, India"):
 * taken only with the country after the region, so a name line below an address is not read as its region.
 */
export const REGION_COUNTRY_LINE = new RegExp(`[ \\t]*\\r?\\n[ \\t]*(?:${REGION_NAME}|\\p{Ll}+(?:${SP}\\p{Ll}+)?),[ \\t]*(?:${COUNTRY_ANY_CASE})(?![\\p{L}\\p{N}]|\\.\\p{L})`, 'uy');
/**
 * A state on the line below the city-and-postcode line, as India, Malaysia, Indonesia and Nigeria write it
 * ("Bengaluru - 560001\nKarnataka", "80000 Johor Bahru\nJohor"): only a known state's name (REGION_LINES_AFTER_POSTCODE),
 * and only as the whole line, so a name or company line below an address stays out. In any case (shipping labels, chat).
 */
export const REGION_LINE_AFTER_POSTCODE = new RegExp(`[ \\t]*\\r?\\n[ \\t]*(?:${alternation(REGION_LINES_AFTER_POSTCODE)})(?=[ \\t]*(?:\\r?\\n|$|["|]))`, 'iuy');
// Where a line or field ends: a country after a comma, a line break, a closing quote or a cell border
// (not the end of the text, which a sentence without its full stop shares: "… IL 62704 Canada Goose").
const FIELD_END = `,[ \\t]*(?:${alternation(COUNTRY_NAMES)})(?![\\p{L}\\p{N}])|[ \\t]*\\r?\\n|[ \\t]*["|](?![\\p{L}\\p{N}])`;
/**
 * Where the postcode stands between city and province ("Makati City, 1203 Metro Manila", "Cebu City, 6000 Cebu"):
 * the province after one space (wider gaps part columns), taken only where the line or field ends after it, never inside a sentence.
 */
export const REGION_AFTER_POSTCODE_BLANKS = new RegExp(` ${REGION_NAME}(?=${FIELD_END})`, 'uy');

/** Before a district: a comma, a spaced dash ("1578 - Bela Vista") or a line break. */
export const DISTRICT_SEPARATOR = /,[ \t]*|[ \t]+[-–][ \t]+|[ \t]*\r?\n[ \t]*/y;

export interface CityTail {
  /** Sticky; the named group `postal` (or `postal2`) holds the postcode when there is one. */
  pattern: RegExp;
  /** May follow the street after blanks only; otherwise a comma or line break must come first. */
  afterBlanks: boolean;
}

// A comma or a line break between the parts of a place.
const PART_BREAK = '(?:,[ \\t]*(?:\\r?\\n[ \\t]*)?|[ \\t]*\\r?\\n[ \\t]*)';
const OBLAST = `(?:${CITY_WORD}(?:${SP}${CITY_WORD})?${SP}(?:${alternation(OBLAST_WORDS.after)})|(?:${alternation(OBLAST_WORDS.before)})${SP}${CITY_WORD}(?:${SP}${CITY_WORD})?)${NOT_WORD_NEXT}`;

/** City, region and postcode after a street. */
export const CITY_TAILS: readonly CityTail[] = [
  // US, Canada, Australia: "Springfield, IL 62704", "Perth WA 6000", "Halifax, NS B3J 2K9", "Portland, Oregon".
  {
    pattern: new RegExp(`${CITY}(?:,[ \\t]*${REGION}(?:,?${SP}(?<postal>${ZIP_OR_POSTCODE}))?|${SP}${REGION}${SP}(?<postal2>${ZIP_OR_POSTCODE}))`, 'uy'),
    afterBlanks: true,
  },
  // UK: "Leeds LS2 5OQ", "London, SW1A 2AA".
  { pattern: new RegExp(`${CITY}(?:,[ \\t]*${CITY})?,?${SP}(?<postal>${UK_POSTCODE})`, 'uy'), afterBlanks: true },
  // Russia, Ukraine, Belarus: city, region named by its oblast/krai/republic word, then the postcode, parted by commas or
  // line breaks ("Kharkiv, Kharkivska oblast, 61002", "Kazan\nRespublika Tatarstan\n420111"). The region word is required.
  { pattern: new RegExp(`${CITY}${PART_BREAK}${OBLAST}${PART_BREAK}(?<postal>\\d{5,6})${NOT_WORD_NEXT}`, 'uy'), afterBlanks: false },
  // India: "New Delhi 110016", "Mumbai - 400050", "Pune, Maharashtra 411001"; "Tel Aviv 6100000", "Kita-ku, Osaka 530-0001".
  { pattern: new RegExp(`${CITY}(?:,[ \\t]*${CITY})?(?:[ \\t]*[-–][ \\t]*|,?${SP})(?<postal>${LONG_CODE_AFTER_CITY})`, 'uy'), afterBlanks: true },
  // Postcode first (Europe): "80331 München", "F-75011 Paris", "1017 GC Amsterdam". After blanks
  // it would read "16 December 2021 Ship" as a street, postcode and city.
  {
    // Mexico may write "C.P." (código postal) before it.
    // After "C.P." a comma may part postcode and city ("C.P. 06600, Ciudad de México").
    pattern: new RegExp(`(?:C\\.[ \\t]?P\\.[ \\t]*(?<postal2>\\d{5}),|(?:C\\.[ \\t]?P\\.[ \\t]*)?(?<postal>${POSTCODE_BEFORE_CITY}))${SP}${CITY}${CITY_DISTRICT}${PROVINCE_CODE}`, 'uy'),
    afterBlanks: false,
  },
  // City then postcode after a comma or line break: "Auckland 1010", "Cape Town, 8001", "Tokyo 150-0002",
  // "São Paulo - SP, 01310-100", "Dublin 2, D02 X285", "Ennis, Co. Clare V95 F4E2"; Brazil's CEP may stand on the last line
  // of its own, said ("CEP 01310-100") or known by its shape, five digits, dash, three ("Salvador - BA\n40060-001").
  {
    pattern: new RegExp(
      `${CITY}${CITY_DISTRICT}(?:,[ \\t]*(?:Co\\.${SP})?${CITY})?(?:[ \\t]*[-–/][ \\t]*[A-Z]{2})?(?:,?${SP}|,?[ \\t]*\\r?\\n[ \\t]*(?=CEP|\\d{5}-\\d{3}${NOT_WORD_NEXT}))(?:CEP:?${SP})?(?<postal>${POSTCODE_AFTER_CITY})`,
      'uy',
    ),
    afterBlanks: false,
  },
  // The town on one line, the postcode alone on the next (UK, Ireland, South Africa): "Sheffield\nS10 2GP", "Ennis, Co. Clare\nV95 T5C3", "Durban\n4001".
  {
    pattern: new RegExp(
      `${CITY}${CITY_DISTRICT}(?:,[ \\t]*(?:Co\\.${SP})?${CITY})?[ \\t]*\\r?\\n[ \\t]*(?:(?<postal>${PC.uk}|${PC.eircode}|${PC.eircodeAfterTown})${NOT_WORD_NEXT}|(?<postal2>\\d{4,6})(?=[ \\t]*(?:\\r?\\n|,|$)))`,
      'uy',
    ),
    afterBlanks: false,
  },
  // "10 rue de la Paix 75002 Paris", "Kerkstraat 36 4000 Liège", "Vinohradská 36 301 00 Plzeň": with commas left out.
  { pattern: new RegExp(`(?<postal>${POSTCODE_BEFORE_CITY_AFTER_BLANKS})${SP}${CITY}${CITY_DISTRICT}`, 'uy'), afterBlanks: true },
];

/** Words that end a street name written apart ("Straße", "utca", "gate"). */
export const TRAILING_WORDS: ReadonlySet<string> = new Set([...TRAILING_STREET_WORDS, ...GENITIVE_STREET_WORDS]);
export const WEAK_TYPES: ReadonlySet<string> = new Set(WEAK_STREET_TYPES.map((t) => t.toLowerCase()));
export const STREET_TYPE_WORDS: ReadonlySet<string> = new Set([...STREET_TYPES, ...WEAK_STREET_TYPES].map((t) => t.toLowerCase()));
