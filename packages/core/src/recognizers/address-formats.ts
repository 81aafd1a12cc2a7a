/**
 * Data only: words and postcode shapes of street addresses outside the
 * English-speaking forms in address-vocabulary.ts. A data-only module rather
 * than JSON because packages/core is a composite project whose `include`
 * lists .ts sources only, and NodeNext would need import attributes for JSON.
 */

/** Street words written after the name, as a separate word, then the house number ("Berliner Straße 12", "Andrássy út 60"). */
export const TRAILING_STREET_WORDS = [
  // German
  'Straße', 'Strasse', 'Str.', 'Weg', 'Allee', 'Gasse', 'Platz', 'Damm', 'Ufer', 'Chaussee', 'Markt',
  // Hungarian
  'utca', 'u.', 'út', 'útja', 'tér', 'tere', 'körút', 'krt.', 'köz', 'sor', 'fasor', 'rakpart', 'sétány',
  // Czech, Slovak
  'náměstí', 'nám.', 'třída', 'tř.', 'nábřeží', 'námestie',
] as const;

/**
 * Nordic street words written apart only after a name in the genitive, which
 * ends in -s ("Karl Johans gate 22", "Drottning Kristinas väg 5"); so
 * "Heathrow gate 12" is not a street.
 */
export const GENITIVE_STREET_WORDS = ['gate', 'gata', 'vei', 'veg', 'allé', 'plass', 'vej', 'gade', 'stræde', 'väg', 'gränd', 'torg'] as const;

/** Endings of one-word street names, house number after ("Hauptstraße 5", "Puistokatu 12", "Nørregade 3"). */
export const COMPOUND_STREET_ENDINGS = [
  // German
  'straße', 'strasse', 'str.', 'weg', 'allee', 'gasse', 'platz', 'damm', 'ufer', 'chaussee', 'pfad', 'steig',
  'markt', 'graben', 'kamp',
  // Dutch, Flemish
  'straat', 'laan', 'gracht', 'plein', 'kade', 'singel', 'dijk', 'steeg',
  // Swedish
  'gatan', 'vägen', 'gränd', 'torget', 'backen', 'stigen',
  // Norwegian, Danish
  'gata', 'gaten', 'veien', 'vegen', 'gade', 'vej', 'stræde', 'allé', 'plass', 'torv',
  // Finnish
  'katu', 'tie', 'kuja', 'polku', 'väylä', 'tori', 'raitti',
] as const;

/** English words with a street ending ("Brigade" ends like "Nørregade"): never a street name. */
export const COMPOUND_LOOKALIKES = ['Brigade', 'Renegade', 'Blockade', 'Stockade', 'Sweetie', 'Necktie', 'Bowtie'] as const;

/**
 * Street types written before the name, house number after it ("Via Roma 12",
 * "Calle Mayor, 5", "ul. Długa 5"). Grouped by how often they mean something
 * else in prose: `strong` are taken alone, `weak` need an address cue or a
 * city after them, `postalOnly` need a postcode after them.
 */
export const NAME_FIRST_STREET_TYPES = {
  strong: [
    'Viale', 'Piazza', 'Piazzale', 'Vicolo', 'Calle', 'C/', 'Carrer', 'Avenida', 'Avda.', 'Rua', 'Travessa', 'Praça',
    'Paseo', 'Carretera', 'Strada', 'Ulica', 'ul.', 'Ul.', 'Aleja', 'Aleje', 'Plac', 'Alameda', 'Rambla', 'Passeig',
  ],
  weak: ['Via', 'Corso', 'Largo', 'Ronda', 'Camino', 'Av.', 'Avd.', 'Estrada', 'Rodovia'],
  postalOnly: ['al.', 'pl.', 'Rue', 'Avenue', 'Boulevard', 'Chemin', 'Place', 'Route', 'Quai', 'Allée', 'Impasse', 'Chaussée', 'Col.'],
} as const;

/** Words that name a post-office box in many languages ("Postfach 12 34", "Apartado de Correos 55"). */
export const PO_BOX_WORDS = {
  /** Always a box. */
  strong: [
    'Postfach', 'Postbus', 'Postboks', 'Postbox', 'PMB', 'Private Bag', 'Locked Bag', 'Boîte postale', 'Boite postale',
    'Case postale', 'Casella postale', 'Apartado de Correos', 'Apartado Postal', 'Apartado Aéreo', 'Caixa Postal',
    'Casilla de Correo', 'Casilla de Correos', 'Skrytka pocztowa', 'Postilokero',
  ],
  /** Also a word of prose ("Apartado 3 del artículo", "Casilla 5 del formulario"), or an acronym ("BP 120/80"): only with a postcode or an address cue. */
  weak: ['Apartado', 'Casilla', 'B.P.', 'BP', 'CP', 'C.P.', 'Box'],
} as const;

/** Postal station of a Canadian PO box ("PO Box 4400, Station A"). */
export const PO_BOX_STATIONS = ['Station', 'STN', 'Stn', 'Succursale', 'Succ.'] as const;

/** US military mail: the post-office kind and its three "states" (Armed Forces Europe, Americas, Pacific). */
export const MILITARY_POST_OFFICES = ['APO', 'FPO', 'DPO'] as const;
export const MILITARY_STATES = ['AE', 'AA', 'AP'] as const;
/** What comes before the post-office line: a unit or a ship. */
export const MILITARY_UNIT_WORDS = ['PSC', 'CMR', 'Unit', 'UNIT'] as const;
export const MILITARY_SHIP_WORDS = ['USNS', 'USS', 'USCGC'] as const;

/**
 * Postcode shapes by country, as regular-expression sources without anchors.
 * `first` shapes are written before the city ("10115 Berlin"), `last` after it ("Auckland 1010").
 */
export const POSTCODE_SHAPES = {
  /** DE, FR, ES, IT, FI, MX, US ZIP: five digits. */
  fiveDigit: '\\d{5}',
  /** AT, CH, BE, DK, NO, HU, AU, NZ, ZA, AR (old): four digits. */
  fourDigit: '\\d{4}',
  /** NL: "1017 GC". */
  netherlands: '\\d{4}[ \\t]?[A-Z]{2}',
  /** PL: "00-950". */
  poland: '\\d{2}-\\d{3}',
  /** SE, CZ, SK, GR: "111 22". */
  threeTwo: '\\d{3}[ \\t]\\d{2}',
  /** PT: "1100-148". */
  portugal: '\\d{4}-\\d{3}',
  /** BR CEP: "01310-100". */
  brazil: '\\d{5}-?\\d{3}',
  /** AR CPA: "C1043AAZ". */
  argentina: '[A-Z]\\d{4}[A-Z]{3}',
  /** JP: "150-0002". */
  japan: '\\d{3}-\\d{4}',
  /** IN PIN, SG: six digits ("110016", "079903"). */
  sixDigit: '\\d{3}[ \\t]?\\d{3}',
  /** CA: "M5H 2N2". */
  canada: '[A-Z]\\d[A-Z][ \\t]?\\d[A-Z]\\d',
  /** UK: outward and inward code ("SW1A 1AA", "LS6 2AB"). */
  uk: '[A-Z]{1,2}\\d[A-Z\\d]?[ \\t]?\\d[A-Z]{2}',
  /** IE Eircode: routing key and unique identifier ("D02 X285", "A65 F4E2"). */
  eircode: '[AC-FHKNPRTV-Y]\\d[\\dW][ \\t]?[0-9AC-FHKNPRTV-Y]{4}',
  /** US ZIP+4. */
  zipPlus4: '\\d{5}-\\d{4}',
} as const;

/**
 * Words that say the value after them is a postcode, each with the shapes
 * (keys of POSTCODE_SHAPES) its country writes ("zip code 60614", "PLZ 10115").
 * Bare "ZIP" is left out on purpose: "verified identity via last 4 of card and
 * ZIP 98101" is a lone ZIP, which this project does not report; so are "CAP"
 * and "PIN code", which in English prose name other things.
 */
export const POSTCODE_CUES: readonly { cues: readonly string[]; shapes: readonly (keyof typeof POSTCODE_SHAPES)[] }[] = [
  { cues: ['zip code', 'zipcode'], shapes: ['zipPlus4', 'fiveDigit'] },
  {
    cues: ['postal code', 'postcode', 'post code'],
    shapes: ['zipPlus4', 'canada', 'uk', 'eircode', 'argentina', 'japan', 'portugal', 'netherlands', 'sixDigit', 'fiveDigit', 'threeTwo', 'poland', 'fourDigit'],
  },
  { cues: ['PLZ', 'Postleitzahl', 'code postal', 'codice postale'], shapes: ['fiveDigit', 'fourDigit'] },
  { cues: ['CEP'], shapes: ['brazil'] },
  { cues: ['código postal'], shapes: ['portugal', 'argentina', 'fiveDigit', 'fourDigit'] },
  { cues: ['postnummer'], shapes: ['threeTwo', 'fourDigit'] },
  { cues: ['postinumero'], shapes: ['fiveDigit'] },
  { cues: ['kod pocztowy'], shapes: ['poland'] },
  { cues: ['irányítószám'], shapes: ['fourDigit'] },
  { cues: ['Eircode'], shapes: ['eircode'] },
];

/** Countries that may close a multi-line address ("…\nLeeds LS6 2AB\nUnited Kingdom"). English and own-language names. */
export const COUNTRY_NAMES = [
  'United States', 'United States of America', 'USA', 'U.S.A.', 'US', 'Canada', 'United Kingdom', 'UK', 'U.K.',
  'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Ireland', 'Éire', 'Germany', 'Deutschland',
  'Austria', 'Österreich', 'Switzerland', 'Schweiz', 'Suisse', 'Svizzera', 'France', 'Belgium', 'België', 'Belgique',
  'Netherlands', 'The Netherlands', 'Nederland', 'Spain', 'España', 'Portugal', 'Italy', 'Italia', 'Brazil', 'Brasil',
  'Mexico', 'México', 'Argentina', 'Finland', 'Suomi', 'Sweden', 'Sverige', 'Norway', 'Norge', 'Denmark', 'Danmark',
  'Poland', 'Polska', 'Czech Republic', 'Czechia', 'Česko', 'Hungary', 'Magyarország', 'Australia', 'New Zealand',
  'India', 'Japan', 'Singapore', 'South Africa',
] as const;

/** Words before an address in other languages than English. */
export const ADDRESS_CUE_WORDS_INTL = [
  'adresse', 'anschrift', 'wohnhaft', 'wohne in', 'dirección', 'domicilio', 'endereço', 'morada', 'indirizzo', 'adres',
  'osoite', 'adress', 'címe', 'lakcím', 'adresa', 'live in', 'lives in', 'living in', 'moved into',
] as const;

/** Words after a number that make it a count or a date rather than a house number ("10 minute drive", "5 mile road"). */
export const COUNT_NOUNS = [
  'minute', 'minutes', 'min', 'mins', 'hour', 'hours', 'hr', 'hrs', 'second', 'seconds', 'mile', 'miles', 'km',
  'block', 'blocks', 'day', 'days', 'point', 'more', 'other', 'of', 'the', 'a', 'and', 'or', 'jan', 'feb', 'mar',
  'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun',
] as const;

