/**
 * One address in its country's real postal layout: components drawn from countries.json, laid
 * out by the OpenCage address-formatting templates (npm @fragaria/address-formatter, MIT).
 */
import addressFormatter from '@fragaria/address-formatter';
import type { Random } from '../../data-gen/random.js';
import C from './countries.json' with { type: 'json' };

export interface Country {
  name: string[];
  roads: string[];
  places: (string | null)[][];
  housenumbers?: string[];
  units: { pos: 'road' | 'number' | 'line'; forms: string[]; prefix?: boolean };
}

export const COUNTRIES = Object.entries(C).filter(([k]) => k !== '_comment') as [string, Country][];

export interface WorldAddress {
  country: string;
  lines: string[];
  /** The vCard ADR fields street;locality;region;postcode;country, when known. */
  adr?: string[];
}

const LETTERS = 'ABCDEFGH';

function fill(r: Random, form: string): string {
  return form.replace(/\{n\}/g, () => String(r.int(1, 48))).replace(/\{f\}/g, () => String(r.int(1, 9))).replace(/\{L\}/g, () => r.pick([...LETTERS]));
}

/** The address lines, with or without a flat and the country line. */
export function makeAddress(r: Random, code: string, c: Country, withUnit: boolean, withCountry: boolean): WorldAddress {
  const [city, postcode, state, suburb] = r.pick(c.places);
  let road = r.pick(c.roads);
  let houseNumber = c.housenumbers ? fill(r, r.pick(c.housenumbers)) : String(r.int(1, 250));
  let house: string | undefined;
  if (withUnit) {
    const unit = fill(r, r.pick(c.units.forms));
    if (c.units.pos === 'line') house = unit;
    else if (c.units.pos === 'road') road = `${road} ${unit}`;
    else if (c.units.prefix) houseNumber = `${unit}${houseNumber}`;
    else houseNumber = /^[\s,/.-]|^[A-Z]$/.test(unit) ? `${houseNumber}${unit}` : `${houseNumber} ${unit}`;
  }
  const input: Record<string, string> = { road, houseNumber, countryCode: code };
  if (house) input.house = house;
  if (city) input.city = city;
  if (postcode) input.postcode = postcode;
  if (state) input.state = state;
  if (suburb && suburb !== city) input.suburb = suburb;
  if (withCountry) input.country = r.pick(c.name);
  const lines = addressFormatter.format(input, { output: 'array' }) as string[];
  const street = lines.find((l) => l.includes(road)) ?? lines[0]!;
  const adr = [street.trim(), city ?? '', state ?? '', postcode ?? '', input.country ?? ''];
  return { country: code, lines: lines.map((l) => l.trim()).filter((l) => l.length > 0), adr };
}

/** A US post-office box or military address, or a PO box / private bag elsewhere. */
export function specialAddress(r: Random): WorldAddress {
  const n = r.int(100, 99999);
  return r.pick<() => WorldAddress>([
    () => ({ country: 'US', lines: [`PO Box ${n}`, `${r.pick(['Austin, TX 78767', 'Portland, OR 97208', 'Tampa, FL 33601'])}`] }),
    () => ({ country: 'US', lines: [`P.O. Box ${n}`, 'Anchorage, AK 99509'] }),
    () => ({ country: 'US', lines: [`PSC ${r.int(1, 999)}, Box ${r.int(1, 9999)}`, `APO AE 09${r.digits(3)}`] }),
    () => ({ country: 'US', lines: [`Unit ${r.int(1000, 9999)} Box ${r.int(1, 999)}`, `DPO AP 96${r.digits(3)}`] }),
    () => ({ country: 'US', lines: [`CMR ${r.int(100, 999)} Box ${r.int(1, 9999)}`, `APO AE 09${r.digits(3)}`] }),
    () => ({ country: 'US', lines: [`USS Nimitz (CVN 68)`, `FPO AP 96${r.digits(3)}`] }),
    () => ({ country: 'AU', lines: [`PO Box ${r.int(1, 9999)}`, 'Fortitude Valley QLD 4006'] }),
    () => ({ country: 'NZ', lines: [`Private Bag ${r.int(1000, 99999)}`, 'Wellington 6140'] }),
    () => ({ country: 'KE', lines: [`P.O. Box ${n}-00100`, 'Nairobi'] }),
    () => ({ country: 'ZA', lines: [`Private Bag X${r.int(1, 999)}`, 'Pretoria', '0001'] }),
    () => ({ country: 'CA', lines: [`PO Box ${r.int(1, 9999)}, Station A`, 'Toronto, ON M5W 1A1'] }),
  ])();
}

/** A postcode said after the word that names it in the country ("PLZ 10115", "CEP 01310-100"). */
export const POSTCODE_WORDS: Record<string, string[]> = {
  US: ['zip', 'zip code', 'ZIP'], GB: ['postcode'], DE: ['PLZ', 'Postleitzahl'], FR: ['code postal'], BR: ['CEP'], IN: ['PIN', 'pincode'],
  NL: ['postcode'], ES: ['código postal', 'CP'], IT: ['CAP'], CA: ['postal code'], AU: ['postcode'], JP: ['〒', 'postal code'], SE: ['postnummer'],
};
