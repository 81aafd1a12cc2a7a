/**
 * Words and postcode shapes of street addresses outside the English-speaking
 * forms in address-vocabulary.ts. The words live in address-words.json (lists
 * grouped there by language); this module gives them their types.
 */
import WORDS from './address-words.json' with { type: 'json' };

/** Street words written after the name, as a separate word, then the house number ("Berliner Straße 12", "Andrássy út 60"). */
export const TRAILING_STREET_WORDS: readonly string[] = Object.values(WORDS.trailingStreetWords).flat();

/**
 * Nordic street words written apart only after a name in the genitive, which
 * ends in -s ("Karl Johans gate 22", "Drottning Kristinas väg 5"); so
 * "Heathrow gate 12" is not a street.
 */
export const GENITIVE_STREET_WORDS: readonly string[] = WORDS.genitiveStreetWords;

/** Endings of one-word street names, house number after ("Hauptstraße 5", "Puistokatu 12", "Nørregade 3"). */
export const COMPOUND_STREET_ENDINGS: readonly string[] = Object.values(WORDS.compoundStreetEndings).flat();

/** English words with a street ending ("Brigade" ends like "Nørregade"): never a street name. */
export const COMPOUND_LOOKALIKES: readonly string[] = WORDS.compoundLookalikes;

/**
 * Street types written before the name, house number after it ("Via Roma 12",
 * "Calle Mayor, 5", "ul. Długa 5"). Grouped by how often they mean something
 * else in prose: `strong` are taken alone, `weak` need an address cue or a
 * city after them, `postalOnly` need a postcode after them.
 */
export const NAME_FIRST_STREET_TYPES: {
  readonly strong: readonly string[];
  readonly weak: readonly string[];
  readonly postalOnly: readonly string[];
} = { ...WORDS.nameFirstStreetTypes, postalOnly: [...WORDS.nameFirstStreetTypes.postalOnly, ...undottedAbbreviations(WORDS.nameFirstStreetTypes)] };

/**
 * Labels in capitals and chat drop an abbreviation's dot ("UL GRAF IGNATIEV 61", "ul nowy świat 148"): each dotted type
 * also stands without its dot, but then only with a postcode after the street (an undotted "Av" or "pr" is also a word).
 */
function undottedAbbreviations(types: Readonly<Record<string, readonly string[]>>): string[] {
  const all = new Set(Object.values(types).flat());
  return [...all].filter((w) => w.endsWith('.') && w.length > 2).map((w) => w.slice(0, -1)).filter((w) => !all.has(w));
}

/** Words that name a post-office box in many languages ("Postfach 12 34", "Apartado de Correos 55"). */
export const PO_BOX_WORDS: {
  /** Always a box. */
  readonly strong: readonly string[];
  /** Also a word of prose ("Apartado 3 del artículo", "Casilla 5 del formulario"), or an acronym ("BP 120/80"): only with a postcode or an address cue. */
  readonly weak: readonly string[];
} = WORDS.poBoxWords;

/** Postal station of a Canadian PO box ("PO Box 4400, Station A"). */
export const PO_BOX_STATIONS: readonly string[] = WORDS.poBoxStations;

/** US military mail: the post-office kind and its three "states" (Armed Forces Europe, Americas, Pacific). */
export const MILITARY_POST_OFFICES: readonly string[] = WORDS.militaryPostOffices;
export const MILITARY_STATES: readonly string[] = WORDS.militaryStates;
/** What comes before the post-office line: a unit or a ship. */
export const MILITARY_UNIT_WORDS: readonly string[] = WORDS.militaryUnitWords;
export const MILITARY_SHIP_WORDS: readonly string[] = WORDS.militaryShipWords;

/**
 * Postcode shapes by country, as regular-expression sources without anchors.
 * `first` shapes are written before the city ("10115 Berlin"), `last` after it ("Auckland 1010").
 */
export interface PostcodeShapes {
  /** DE, FR, ES, IT, FI, MX, US ZIP: five digits. */
  readonly fiveDigit: string;
  /** AT, CH, BE, DK, NO, HU, AU, NZ, ZA, AR (old): four digits. */
  readonly fourDigit: string;
  /** NL: "1017 GC". */
  readonly netherlands: string;
  /** PL: "00-950". */
  readonly poland: string;
  /** SE, CZ, SK, GR: "111 22". */
  readonly threeTwo: string;
  /** PT: "1100-148". */
  readonly portugal: string;
  /** BR CEP: "01310-100". */
  readonly brazil: string;
  /** AR CPA: "C1043AAZ", or the province letter with the older four digits ("X5000"). */
  readonly argentina: string;
  /** JP: "150-0002". */
  readonly japan: string;
  /** IN PIN, SG: six digits ("110016", "079903"). */
  readonly sixDigit: string;
  /** CA: "M5H 2N2". */
  readonly canada: string;
  /** UK: outward and inward code ("SW1A 1AA", "LS6 2AB"). */
  readonly uk: string;
  /** IE Eircode: routing key and unique identifier ("D02 X285", "A65 F4E2"). */
  readonly eircode: string;
  /** An Eircode's shape after its town, with any letters: routing key, a space, four characters ("Cork T12 X70A"). */
  readonly eircodeAfterTown: string;
  /** US ZIP+4. */
  readonly zipPlus4: string;
  /** IS, FO: "101" before the city (also TW's three-digit code). */
  readonly threeDigit: string;
  /** IL: "6100000" after the city. */
  readonly sevenDigit: string;
  /** LV: "LV-1010", after the city or before it. */
  readonly prefixedFourDigit: string;
}
export const POSTCODE_SHAPES: PostcodeShapes = WORDS.postcodeShapes;

/**
 * Words that say the value after them is a postcode, each with the shapes
 * (keys of POSTCODE_SHAPES) its country writes ("zip code 60614", "PLZ 10115").
 * Bare "ZIP" is left out on purpose: "verified identity via last 4 of card and
 * ZIP 98101" is a lone ZIP, which this project does not report; so are "CAP"
 * and "PIN code", which in English prose name other things.
 * JSON types the shape names as plain strings; address-formats.test.ts checks each is a key.
 */
export const POSTCODE_CUES = WORDS.postcodeCues as readonly { cues: readonly string[]; shapes: readonly (keyof PostcodeShapes)[] }[];

/**
 * Words for a flat, floor, staircase or block written after the street in other
 * languages ("Piso 4", "lgh 1253", "bus 16", "ap. 8", "кв. 12"), as UNIT_WORDS in English.
 */
export const UNIT_WORDS_INTL: readonly string[] = Object.values(WORDS.unitWordsIntl).flat();

/** The side or door after a numbered floor ("2º izq.", "3.º Dto.", "2. th.", "2. em. 5."). */
export const FLOOR_SIDE_WORDS: readonly string[] = WORDS.floorSideWords;

/** The word for the door after a floor and its number ("IV. em. 2. ajtó"). */
export const DOOR_WORDS: readonly string[] = WORDS.doorWords;

/** A floor said with a word alone: Danish "st." (ground floor), Portuguese "R/C", Spanish "bajo", Hungarian "fszt.". */
export const FLOOR_ALONE: readonly string[] = WORDS.floorAlone;

/** Words between a street name and its number ("Atatürk Cad. No: 12", "Str. Lipscani nr. 5", "ul. Tverskaya, d. 7"). */
export const HOUSE_NUMBER_MARKERS: readonly string[] = WORDS.houseNumberMarkers;

/** Korean road-name endings, after a hyphen ("Sejong-daero", "Teheran-ro", "Bongeunsa-ro 68-gil"). */
export const KOREAN_ROAD_ENDINGS: readonly string[] = WORDS.koreanRoadEndings;

/** A flat or room line that may open a street address written number first ("Room 1203, No. 8 Century Avenue", "Appartement 12\n5 rue …"). */
export const UNITS_BEFORE_STREET: readonly string[] = WORDS.unitsBeforeStreet;

/** The words that close each unit of an address written in Chinese, Japanese or Korean script. */
export const CJK_ADDRESS_WORDS: typeof WORDS.cjk = WORDS.cjk;

/** Particles of a person's name kept by a street named for them ("Witte de Withstraat"). */
export const PERSON_NAME_PARTICLES: readonly string[] = WORDS.personNameParticles;

/** Street words before a street's number, the house number after "#" or "No." ("Calle 26 # 68-35", "Carrera 7 No. 71-21"). */
export const NUMBERED_STREET_TYPES: readonly string[] = WORDS.numberedStreetTypes;

/** Words before an Australian unit/house number ("Unit 4/27 Beach Road", "Level 12/345 George Street"). */
export const UNITS_BEFORE_SLASH_NUMBER: readonly string[] = WORDS.unitsBeforeSlashNumber;

/** Vietnamese wards and districts ("Phường Bến Nghé", "Quận 1") and the words before a city ("TP. Hồ Chí Minh"). */
export const VIETNAMESE_ADMIN_WORDS: { readonly ward: readonly string[]; readonly city: readonly string[] } = WORDS.vietnameseAdminWords;

/** Countries that may close a multi-line address ("…\nLeeds LS6 2AB\nUnited Kingdom"). English and own-language names. */
export const COUNTRY_NAMES: readonly string[] = WORDS.countryNames;

/** Words before an address in other languages than English. */
export const ADDRESS_CUE_WORDS_INTL: readonly string[] = WORDS.addressCueWordsIntl;

/** Words after a number that make it a count or a date rather than a house number ("10 minute drive", "5 mile road"). */
export const COUNT_NOUNS: readonly string[] = WORDS.countNouns;

/** Words that make the line before a street its building's name: written last ("Harbour View House") or first ("Torre Europa"). */
export const BUILDING_WORDS: { readonly last: readonly string[]; readonly first: readonly string[] } = WORDS.buildingWords;

/** Floors named by a word before "Floor" ("Ground Floor"), as a line before the street. */
export const FLOOR_NAMES: readonly string[] = WORDS.floorNames;

/** Weekdays and months ("on Tuesday", "in August"): never a word of a city's name after its postcode. */
export const CALENDAR_WORDS: readonly string[] = WORDS.calendarWords;

/** Words that name a Russian, Ukrainian or Belarusian region, after its name ("Kharkivska oblast") or before it ("Respublika Tatarstan"). */
export const OBLAST_WORDS: { readonly after: readonly string[]; readonly before: readonly string[] } = WORDS.oblastWords;
