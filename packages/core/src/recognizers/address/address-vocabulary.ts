/**
 * Word lists for street addresses. Hand-kept: the sets are small, stable and
 * need our own split into strong and weak street types. The words live in
 * address-words.json; this module gives them their types.
 */
import WORDS from './address-words.json' with { type: 'json' };

/** Street types that name a street almost whenever a house number comes first. */
export const STREET_TYPES: readonly string[] = WORDS.streetTypes;

/**
 * Street types that are also ordinary nouns ("5 Central Park", "Chapter 3 Green
 * Hill"): they count only with a city/postcode after them or an address cue.
 * `usps28` holds the rest of the street suffix names of USPS Publication 28
 * (Appendix C1), all ordinary nouns too.
 */
export const WEAK_STREET_TYPES: readonly string[] = [...WORDS.weakStreetTypes.everyday, ...WORDS.weakStreetTypes.usps28];

/** Abbreviations that may carry a trailing period ("Blvd.", "St."). */
export const ABBREVIATED_TYPES = new Set(WORDS.abbreviatedTypes);

/** Also titles ("Dr. Reis", "St. Louis"): need care when a capitalised word follows. */
export const TITLE_LIKE_TYPES = new Set(WORDS.titleLikeTypes);

/** Street types that come before the name, in French and English ("rue Victor Hugo", "Avenue of the Americas"). */
export const LEADING_STREET_TYPES: readonly string[] = WORDS.leadingStreetTypes;

/** German street names that start with a preposition ("Am Sonnenhang", "An der Alster"). */
export const GERMAN_STREET_PREFIXES: readonly string[] = WORDS.germanStreetPrefixes;

// With the words that name a section of a long road after its type, as directions do (Hong Kong's "Queen's Road Central", as "Queen's Road East").
export const DIRECTIONS: readonly string[] = [...WORDS.directions, ...WORDS.streetSectionWords];

/** Words for the secondary unit of an address ("Apt 4B", "Suite 200"). */
export const UNIT_WORDS: readonly string[] = WORDS.unitWords;

/** Words that open an address with its unit ("Flat 343, Sai Residency, …"). */
export const LEADING_UNIT_WORDS: readonly string[] = WORDS.leadingUnitWords;

/**
 * Unit words that are reported alone, without a street beside them: `strong`
 * ones always ("Apt. 4C": an apartment is someone's home), the others only
 * after an address cue ("Suite 3 of the hotel software" is not an address).
 */
export const FRAGMENT_UNIT_WORDS: {
  readonly strong: readonly string[];
  readonly weak: readonly string[];
  /** Weak words for a flat or office, whose number says it ("Suite 1D", "Flat 575"): see address.ts. */
  readonly premises: readonly string[];
} = WORDS.fragmentUnitWords;

/** The letters that open a UK postcode (its postcode area: "SW", "LS", "G"), as Royal Mail lists them. */
export const UK_POSTCODE_AREAS: readonly string[] = WORDS.ukPostcodeAreas;

/** Words before an address that say it is one ("ship to", "lives at"). */
export const ADDRESS_CUE_WORDS: readonly string[] = WORDS.addressCueWords;

/** A street named without its number after a preposition ("i live on maple ave"): its prepositions, street words and non-names. */
export const NAMED_STREET: { readonly prepositions: readonly string[]; readonly types: readonly string[]; readonly notNames: readonly string[] } = WORDS.namedStreet;

/** Words after which chat writes a lowercase street ("meet me at 400 maple ave"). */
export const CHAT_PREPOSITIONS: readonly string[] = WORDS.chatPrepositions;

/** Words before a Singapore or Indian block number ("Blk 123 Ang Mo Kio Avenue 3"). */
export const BLOCK_WORDS: readonly string[] = WORDS.blockWords;

/** Capitalised function words that open a sentence, never a street name ("In Berliner Straße 5"). */
export const SENTENCE_OPENERS: readonly string[] = WORDS.sentenceOpeners;

/** States, provinces and territories that sit between a city and its postcode (US, Canada, Australia). */
export const REGIONS: readonly string[] = [
  ...new Set([
    ...WORDS.regions.usStateCodes, ...WORDS.regions.usStateNames, ...WORDS.regions.canadianProvinces, ...WORDS.regions.australianStates,
  ]),
];

/** States written on a line of their own below the city-and-postcode line (India, Malaysia, Indonesia, Nigeria). */
export const REGION_LINES_AFTER_POSTCODE: readonly string[] = [...new Set(Object.values(WORDS.regions.linesAfterPostcode).flat())];

/** Lowercase words inside place and street names ("Frankfurt am Main", "rue de la Paix"). */
export const NAME_PARTICLES: readonly string[] = WORDS.nameParticles;

/**
 * Lower-case words that carry a sentence on after a place ("… Abu Dhabi for the summer", "… mombasa next week", "… dubai asap"):
 * prepositions, time words and chat words. Not verbs or pronouns: a capitalised word before "will" or "said" is the
 * subject of a new clause ("… 42 Elm Street, Sarah Jones will wait"), not a city.
 */
export const WORDS_AFTER_PLACE: readonly string[] = [...WORDS.wordsAfterPlace.prepositions, ...WORDS.wordsAfterPlace.timeWords, ...WORDS.wordsAfterPlace.chatWords];

/** The function and chat words of the lower-case reading, capitalised: a sentence's words ("Thanks", "Please"), never a place's first word. */
export const CAPITALISED_SENTENCE_WORDS: readonly string[] = [...new Set([...WORDS.lowerCaseReading.functionWords, ...WORDS.lowerCaseReading.chatWords])]
  .filter((w) => w.length > 1)
  .map((w) => w[0]!.toUpperCase() + w.slice(1));

/** Particles that open a Dutch or German surname ("van den Bergdijk", "von Humboldt"), not articles ("de", "la"). */
export const SURNAME_PARTICLES: readonly string[] = WORDS.surnameParticles;
