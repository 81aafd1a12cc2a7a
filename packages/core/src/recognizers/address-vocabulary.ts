/**
 * Word lists for street addresses. Hand-kept: the sets are small, stable and
 * need our own split into strong and weak street types.
 */

/** Street types that name a street almost whenever a house number comes first. */
export const STREET_TYPES = [
  'Street', 'St', 'Avenue', 'Ave', 'Av', 'Road', 'Rd', 'Boulevard', 'Blvd', 'Bvd', 'Lane', 'Ln', 'Drive', 'Dr', 'Drv',
  'Way', 'Wy', 'Court', 'Ct', 'Circle', 'Cir', 'Place', 'Pl', 'Terrace', 'Ter', 'Terr', 'Parkway', 'Pkwy', 'Pky',
  'Highway', 'Hwy', 'Square', 'Sq', 'Trail', 'Trl', 'Alley', 'Aly', 'Crescent', 'Cres', 'Close', 'Gardens', 'Gdns',
  'Grove', 'Grv', 'Mews', 'Plaza', 'Plz', 'Pike', 'Turnpike', 'Tpke', 'Expressway', 'Expy', 'Freeway', 'Fwy',
  'Causeway', 'Cswy', 'Crossing', 'Xing', 'Esplanade', 'Promenade', 'Parade', 'Quay', 'Wharf', 'Wynd', 'Loop',
  'Cove', 'Cv', 'Bypass', 'Byp', 'Motorway', 'Marg', 'Salai', 'Chowk', 'Gali',
] as const;

/**
 * Street types that are also ordinary nouns ("5 Central Park", "Chapter 3 Green
 * Hill"): they count only with a city/postcode after them or an address cue.
 */
export const WEAK_STREET_TYPES = [
  'Row', 'Walk', 'Path', 'Run', 'Park', 'Green', 'Grn', 'Hill', 'View', 'Point', 'Pt', 'Center', 'Ctr', 'Centre',
  'Gate', 'Pass', 'Commons', 'Common', 'Bend', 'Ridge', 'Crest', 'Glen', 'Dale', 'Vale', 'Rise', 'Heights', 'Hts',
  'Harbor', 'Harbour', 'Manor', 'Meadow', 'Meadows', 'Landing', 'Oval', 'Trace', 'Knoll', 'Hollow', 'Estates',
  // The rest of the street suffix names of USPS Publication 28 (Appendix C1), all ordinary nouns too.
  'Anex', 'Annex', 'Arcade', 'Bayou', 'Beach', 'Bluff', 'Bluffs', 'Bottom', 'Branch', 'Bridge', 'Brook', 'Brooks',
  'Burg', 'Burgs', 'Camp', 'Canyon', 'Cape', 'Centers', 'Circles', 'Cliff', 'Cliffs', 'Club', 'Corner', 'Corners',
  'Course', 'Courts', 'Coves', 'Creek', 'Crossroad', 'Crossroads', 'Curve', 'Dam', 'Divide', 'Drives', 'Estate',
  'Extension', 'Extensions', 'Fall', 'Falls', 'Ferry', 'Field', 'Fields', 'Flat', 'Flats', 'Ford', 'Fords', 'Forest',
  'Forge', 'Forges', 'Fork', 'Forks', 'Fort', 'Garden', 'Gateway', 'Glens', 'Greens', 'Groves', 'Harbors', 'Haven',
  'Hills', 'Inlet', 'Island', 'Islands', 'Isle', 'Junction', 'Junctions', 'Key', 'Keys', 'Knolls', 'Lake', 'Lakes',
  'Land', 'Light', 'Lights', 'Loaf', 'Lock', 'Locks', 'Lodge', 'Mall', 'Manors', 'Mill', 'Mills', 'Mission', 'Mount',
  'Mountain', 'Mountains', 'Neck', 'Orchard', 'Overpass', 'Parks', 'Parkways', 'Passage', 'Pine', 'Pines', 'Plain',
  'Plains', 'Points', 'Port', 'Ports', 'Prairie', 'Radial', 'Ramp', 'Ranch', 'Rapid', 'Rapids', 'Rest', 'Ridges',
  'River', 'Roads', 'Route', 'Rue', 'Shoal', 'Shoals', 'Shore', 'Shores', 'Skyway', 'Spring', 'Springs', 'Spur',
  'Spurs', 'Squares', 'Station', 'Stravenue', 'Stream', 'Streets', 'Summit', 'Throughway', 'Track', 'Trafficway',
  'Trailer', 'Tunnel', 'Underpass', 'Union', 'Unions', 'Valley', 'Valleys', 'Viaduct', 'Views', 'Village',
  'Villages', 'Ville', 'Vista', 'Walks', 'Wall', 'Ways', 'Well', 'Wells',
] as const;

/** Abbreviations that may carry a trailing period ("Blvd.", "St."). */
export const ABBREVIATED_TYPES = new Set([
  'St', 'Ave', 'Av', 'Rd', 'Blvd', 'Bvd', 'Ln', 'Dr', 'Drv', 'Wy', 'Ct', 'Cir', 'Pl', 'Ter', 'Terr', 'Pkwy', 'Pky',
  'Hwy', 'Sq', 'Trl', 'Aly', 'Cres', 'Gdns', 'Grv', 'Plz', 'Tpke', 'Expy', 'Fwy', 'Cswy', 'Xing', 'Cv', 'Byp', 'Grn',
  'Pt', 'Ctr', 'Hts',
]);

/** Also titles ("Dr. Reis", "St. Louis"): need care when a capitalised word follows. */
export const TITLE_LIKE_TYPES = new Set(['Dr', 'St']);

/** Street types that come before the name, in French and English ("rue Victor Hugo", "Avenue of the Americas"). */
export const LEADING_STREET_TYPES = [
  'rue', 'avenue', 'av.', 'boulevard', 'bd', 'place', 'allée', 'chemin', 'impasse', 'quai', 'cours', 'route',
  'square', 'passage', 'promenade', 'voie', 'chaussée', 'faubourg', 'rond-point',
] as const;

/** German street names that start with a preposition ("Am Sonnenhang", "An der Alster"). */
export const GERMAN_STREET_PREFIXES = [
  'Am', 'An der', 'An den', 'Auf der', 'Auf dem', 'Im', 'In der', 'In den', 'Zum', 'Zur', 'Unter den', 'Hinter der',
] as const;

export const DIRECTIONS = [
  'North', 'South', 'East', 'West', 'Northeast', 'Northwest', 'Southeast', 'Southwest', 'NE', 'NW', 'SE', 'SW', 'N', 'S', 'E', 'W',
] as const;

/** Words for the secondary unit of an address ("Apt 4B", "Suite 200"). */
export const UNIT_WORDS = [
  'Apartment', 'Apt', 'Suite', 'Ste', 'Unit', 'Flat', 'Room', 'Rm', 'Floor', 'Fl', 'Building', 'Bldg', 'Lot', 'Space',
  'Trailer', 'Trlr', 'Department', 'Dept', 'Box', 'PMB', 'Level', 'Lvl', 'No',
] as const;

/** Words that open an address with its unit ("Flat 343, Sai Residency, …"). */
export const LEADING_UNIT_WORDS = ['Flat', 'Apartment', 'Apt', 'Suite', 'Ste', 'Unit', 'Villa', 'Plot', 'House No', 'Door No', 'Shop No'] as const;

/**
 * Unit words that are reported alone, without a street beside them: `strong`
 * ones always ("Apt. 4C": an apartment is someone's home), the others only
 * after an address cue ("Suite 3 of the hotel software" is not an address).
 */
export const FRAGMENT_UNIT_WORDS = {
  strong: ['Apartment', 'Apt', 'Appt'],
  weak: ['Suite', 'Ste', 'Unit', 'Flat', 'Floor', 'Fl', 'Level', 'Lvl'],
} as const;

/** Words before an address that say it is one ("ship to", "lives at"). */
export const ADDRESS_CUE_WORDS = [
  'address', 'addr', 'live at', 'lives at', 'living at', 'reside at', 'resides at', 'residing at', 'located at',
  'ship to', 'shipped to', 'deliver to', 'delivered to', 'mail to', 'mailed to', 'send to', 'stop by', 'moved to',
  'home', 'residence', 'street',
] as const;

/** Words after which chat writes a lowercase street ("meet me at 400 maple ave"). */
export const CHAT_PREPOSITIONS = ['at', 'to', 'on', 'from', 'near', 'is'] as const;

/** Words before a Singapore or Indian block number ("Blk 123 Ang Mo Kio Avenue 3"). */
export const BLOCK_WORDS = ['Blk', 'Block'] as const;

/** Capitalised function words that open a sentence, never a street name ("In Berliner Straße 5"). */
export const SENTENCE_OPENERS = [
  'In', 'Im', 'Und', 'Die', 'Der', 'Das', 'Den', 'Dem', 'Zu', 'Nach', 'Von', 'Bei', 'Auf', 'Aus', 'Mit', 'The', 'At',
  'On', 'To', 'From', 'And', 'Or', 'A', 'An', 'Az', 'Ez', 'Na', 'Ve', 'Og', 'Och', 'På', 'I', 'Til',
] as const;

const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP',
];
const US_STATE_NAMES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada',
  'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma',
  'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont',
  'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'District of Columbia', 'Puerto Rico',
];
const CANADIAN_PROVINCES = [
  'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT', 'Alberta', 'British Columbia',
  'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Nova Scotia', 'Ontario', 'Prince Edward Island',
  'Quebec', 'Québec', 'Saskatchewan', 'Yukon',
];
const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT', 'Vic', 'Qld', 'Tas'];

/** States, provinces and territories that sit between a city and its postcode (US, Canada, Australia). */
export const REGIONS: readonly string[] = [...new Set([...US_STATE_CODES, ...US_STATE_NAMES, ...CANADIAN_PROVINCES, ...AUSTRALIAN_STATES])];

/** Lowercase words inside place and street names ("Frankfurt am Main", "rue de la Paix"). */
export const NAME_PARTICLES = [
  'de', 'du', 'des', 'la', 'le', 'les', 'of', 'the', 'di', 'da', 'del', 'della', 'dos', 'das', 'do', 'y', 'et', 'aux',
  'au', 'sur', 'sous', 'en', 'am', 'an', 'der', 'den', 'im', 'ob', 'bei', 'upon', 'on', 'von', 'van',
] as const;
