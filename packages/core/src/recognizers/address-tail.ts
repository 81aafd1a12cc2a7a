/**
 * What may follow a street core: units ("Apt 4B"), further comma-separated
 * parts, and the city with its region and postcode.
 */
import {
  ADDRESS_SEGMENT, CITY_TAILS, COUNTRY_SUFFIX, DISTRICT, DISTRICT_SEPARATOR, STREET_TYPE_WORDS, TAIL_SEPARATOR, UNIT,
} from './address-patterns.js';

const MAX_UNITS = 2;

export interface Tail {
  end: number;
  /** A postcode is part of it (strong structure). */
  postal: boolean;
}

/** Position after up to two units ("Apt 4B", ", Suite 210", " # 22", "\nUnit 5"). */
export function skipUnits(text: string, pos: number): number {
  let end = pos;
  for (let i = 0; i < MAX_UNITS; i++) {
    UNIT.lastIndex = end;
    const m = UNIT.exec(text);
    if (!m) break;
    end += m[0].length;
  }
  return end;
}

/**
 * The longest city/region/postcode part right after `pos`. After blanks only
 * (no comma or line break) a postcode is required, so a street followed by a
 * capitalised word in running text is not stretched.
 * @example matchTail('1 Main St, Springfield, IL 62704', 10) // { end: 32, postal: true }
 */
export function matchTail(text: string, pos: number): Tail | null {
  TAIL_SEPARATOR.lastIndex = pos;
  const sep = TAIL_SEPARATOR.exec(text);
  if (!sep) return null;
  const blankOnly = !/[,\n]/.test(sep[0]);
  let best: Tail | null = null;
  for (const { pattern, afterBlanks } of CITY_TAILS) {
    if (blankOnly && !afterBlanks) continue;
    pattern.lastIndex = pos + sep[0].length;
    const m = pattern.exec(text);
    if (!m) continue;
    const postal = Boolean(m.groups?.['postal'] ?? m.groups?.['postal2']);
    const end = m.index + m[0].length;
    if ((postal || !blankOnly) && (!best || end > best.end)) best = { end, postal };
  }
  return best;
}

/**
 * The tail of a street: city and postcode, else a district and then a city with
 * a postcode ("…, Col. Roma Norte, 06700 Ciudad de México", "… - Bela Vista, São Paulo - SP, 01310-200"),
 * then the country after a postcode.
 */
export function matchFullTail(text: string, pos: number): Tail | null {
  const direct = matchTail(text, pos);
  const afterDistrict = matchDistrictTail(text, pos);
  // The longer wins: "Col. Roma Norte, 06700" reads as a city and postcode, but the city follows the postcode.
  if (direct?.postal && (!afterDistrict || direct.end >= afterDistrict.end)) return withCountry(text, direct);
  return afterDistrict ? withCountry(text, afterDistrict) : direct;
}

function matchDistrictTail(text: string, pos: number): Tail | null {
  DISTRICT_SEPARATOR.lastIndex = pos;
  const sep = DISTRICT_SEPARATOR.exec(text);
  if (!sep) return null;
  DISTRICT.lastIndex = pos + sep[0].length;
  const district = DISTRICT.exec(text);
  if (!district) return null;
  const tail = matchTail(text, district.index + district[0].length);
  return tail?.postal ? tail : null;
}

/** Extends a tail that holds a postcode over the country after it ("…\nLeeds LS6 2AB\nUnited Kingdom"). */
export function withCountry(text: string, tail: Tail | null): Tail | null {
  if (!tail?.postal) return tail;
  COUNTRY_SUFFIX.lastIndex = tail.end;
  const country = COUNTRY_SUFFIX.exec(text);
  return country ? { end: tail.end + country[0].length, postal: true } : tail;
}

export interface Segment {
  end: number;
  /** Its last word is a street type ("… Main Road"). */
  isStreet: boolean;
}

/** A further comma- or line-separated part ("Sai Residency", "12 Park Street"), with its units. */
export function matchSegment(text: string, pos: number): Segment | null {
  TAIL_SEPARATOR.lastIndex = pos;
  const sep = TAIL_SEPARATOR.exec(text);
  if (!sep || !/[,\n]/.test(sep[0])) return null;
  ADDRESS_SEGMENT.lastIndex = pos + sep[0].length;
  const segment = ADDRESS_SEGMENT.exec(text);
  if (!segment) return null;
  const wordsEnd = segment.index + segment[0].length;
  const isStreet = STREET_TYPE_WORDS.has(lastWord(segment[0]));
  return { end: skipUnits(text, wordsEnd), isStreet };
}

function lastWord(s: string): string {
  return (s.match(/\p{L}+\.?$/u)?.[0] ?? '').replace(/\.$/, '').toLowerCase();
}
