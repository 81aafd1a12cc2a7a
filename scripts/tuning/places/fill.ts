/**
 * Fills a sentence template into a DocBuilder. Slots: {city} a city; {cityPair} "City, Region",
 * "City, ST" or "City, Country" (one span); {place} either; {CITY} a dateline city in capitals;
 * {country}, {region}; {list} two to four places; {person}, {first}, {last} people; {placeNamed},
 * {placeFirst} people named like places; [[word]] a hard negative; {num}, {age}… plain numbers.
 */
import { fillTemplate, slipOneWord } from '../sentence-sets.js';
import { allFakers } from '@faker-js/faker';
import type { DocBuilder } from '../addresses/doc-builder.js';
import type { Random } from '../../data-gen/random.js';
import { countryName, writeCountry, type City, type Places } from './places.js';
import W from './words.json' with { type: 'json' };

export interface Slots {
  r: Random;
  places: Places;
  /** Chat: the literal words get a typo now and then. */
  informal: boolean;
}

const LOCALES = ['en_US', 'en_GB', 'de', 'fr', 'es', 'it', 'pl', 'pt_BR', 'nl', 'sv', 'tr', 'en_IN'] as const;
const MONTHS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export function fill(b: DocBuilder, s: Slots, template: string): void {
  fillTemplate(b, template, { literal: (text) => literal(s, text), slot: (name) => slot(b, s, name), negative: (word) => b.negative(word, 'place_word') });
}

function slot(b: DocBuilder, s: Slots, name: string): void {
  const { r } = s;
  switch (name) {
    case 'city': return void b.span(s.places.city(r).name, 'LOCATION');
    case 'CITY': return void b.span(s.places.city(r).name.toUpperCase(), 'LOCATION');
    case 'cityPair': return void b.span(pair(r, s.places), 'LOCATION');
    case 'place': return void b.span(r.chance(0.4) ? pair(r, s.places) : s.places.city(r).name, 'LOCATION');
    case 'country': return country(b, r, s.places.country(r));
    case 'region': return void b.span(s.places.region(r), 'LOCATION');
    case 'list': return list(b, s);
    case 'person': return void b.span(person(r).full, 'PERSON');
    case 'first': return void b.span(person(r).first, 'PERSON');
    case 'last': return void b.span(person(r).last, 'PERSON');
    case 'placeNamed': return void b.span(placeNamed(r), 'PERSON');
    case 'placeFirst': return void b.span(r.pick(W.placeNamedPeople.first), 'PERSON');
    case 'num': return void b.add(String(r.int(10000, 999999)));
    case 'age': return void b.add(String(r.int(19, 90)));
    case 'age2': return void b.add(String(r.int(2, 40)));
    case 'year': return void b.add(String(r.int(1990, 2025)));
    case 'day': return void b.add(String(r.int(1, 28)));
    case 'month': return void b.add(r.pick(MONTHS));
    case 'weekday': return void b.add(r.pick(WEEKDAYS));
    default: throw new Error(`unknown slot {${name}}`);
  }
}

/** "Austin, Texas", "Austin, TX", "Toronto, Ontario" or "Lyon, France". */
function pair(r: Random, places: Places): string {
  const city: City = (r.chance(0.5) ? places.regionalCity(r) : null) ?? places.city(r);
  if (city.regionCode && r.chance(0.5)) return `${city.name}, ${city.regionCode}`;
  if (city.region && r.chance(0.8)) return `${city.name}, ${city.region}`;
  return `${city.name}, ${countryName(city.country)}`;
}

function country(b: DocBuilder, r: Random, code: string): void {
  const { the, name } = writeCountry(r, code);
  if (the) b.add('the ');
  b.span(name, 'LOCATION');
}

function list(b: DocBuilder, s: Slots): void {
  const n = s.r.int(2, 4);
  for (let k = 0; k < n; k++) {
    if (k > 0) b.add(k === n - 1 ? s.r.pick([' and ', ', and ', ' & ', ' or ']) : ', ');
    b.span(s.places.city(s.r).name, 'LOCATION');
  }
}

function person(r: Random): { first: string; last: string; full: string } {
  const f = allFakers[r.pick(LOCALES)];
  f.seed(r.int(0, 2 ** 31));
  const first = f.person.firstName();
  const last = f.person.lastName();
  return { first, last, full: `${first} ${last}` };
}

function placeNamed(r: Random): string {
  const { first, last } = person(r);
  if (r.chance(0.6)) return `${r.pick(W.placeNamedPeople.first)} ${last}`;
  return `${first} ${r.pick(W.placeNamedPeople.last)}`;
}

/** In chat, one longer word of a literal stretch now and then loses, doubles or swaps a letter. */
function literal(s: Slots, text: string): string {
  return s.informal && s.r.chance(0.25) ? slipOneWord(s.r, text) : text;
}
