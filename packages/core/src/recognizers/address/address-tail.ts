/**
 * What may follow a street core: units ("Apt 4B"), further comma-separated
 * parts, and the city with its region and postcode.
 */
import {
  ADDRESS_SEGMENT, CITY_AFTER_BOX, REGION_AFTER_POSTCODE, REGION_COUNTRY_LINE, REGION_LINE_AFTER_POSTCODE, REGION_AFTER_POSTCODE_BLANKS, CITY_TAILS, COUNTRY_LAST, COUNTRY_SUFFIX, DISTRICT, DISTRICT_SEPARATOR, PLACES_AFTER_STREET, STREET_TYPE_WORDS,
  TAIL_SEPARATOR, UNIT, VIETNAMESE_CITY_TAIL, VIETNAMESE_TAIL,
} from './address-patterns.js';

// Romania writes block, staircase and flat ("bl. A2, sc. 1, ap. 14"), Austria staircase and door, Mexico interior and floor.
const MAX_UNITS = 3;

export interface Tail {
  end: number;
  /** A postcode is part of it (strong structure). */
  postal: boolean;
  /** With no postcode, it ends in a country's name (strong structure too: "…\nPort Harcourt\nNigeria"). */
  country?: boolean;
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
  const dash = /[-–]/.test(sep[0]);
  const blankOnly = !dash && !/[,\n]/.test(sep[0]);
  let best: Tail | null = null;
  for (const { pattern, afterBlanks } of CITY_TAILS) {
    if (blankOnly && !afterBlanks) continue;
    pattern.lastIndex = pos + sep[0].length;
    const m = pattern.exec(text);
    if (!m) continue;
    const postal = Boolean(m.groups?.['postal'] ?? m.groups?.['postal2']);
    const end = m.index + m[0].length;
    if ((postal || (!blankOnly && !dash)) && (!best || end > best.end)) best = { end, postal };
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
  if (direct?.postal && (!afterDistrict || direct.end >= afterDistrict.end)) return withRegionAndCountry(text, direct);
  return afterDistrict ? withRegionAndCountry(text, afterDistrict) : direct;
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
  const country = sticky(COUNTRY_SUFFIX, text, tail.end);
  return country ? { end: tail.end + country[0].length, postal: true } : tail;
}

/**
 * Extends a city-and-postcode tail over the country after it, or over a region and then a country ("…, 50450 Kuala Lumpur, Wilayah Persekutuan",
 * "…\nBengaluru - 560001\nKarnataka\nIndia").
 */
export function withRegionAndCountry(text: string, tail: Tail | null): Tail | null {
  const withIt = withCountry(text, tail);
  if (!tail?.postal || withIt !== tail) return withIt;
  const regionLine = sticky(REGION_COUNTRY_LINE, text, tail.end);
  if (regionLine) return { end: tail.end + regionLine[0].length, postal: true };
  const region = sticky(REGION_AFTER_POSTCODE, text, tail.end) ?? sticky(REGION_LINE_AFTER_POSTCODE, text, tail.end)
    ?? (endsInDigit(text, tail.end) ? sticky(REGION_AFTER_POSTCODE_BLANKS, text, tail.end) : null);
  return region ? withCountry(text, { end: tail.end + region[0].length, postal: true }) : tail;
}

function endsInDigit(text: string, end: number): boolean {
  const code = text.charCodeAt(end - 1);
  return code >= 48 && code <= 57;
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

/** Kinds of street core whose address ends in its own way; the others take a city and postcode (matchFullTail). */
const TAILS_OF_KIND: Readonly<Record<string, (text: string, end: number) => Tail | null>> = {
  military: militaryCountry,
  po_box: (text, end) => matchFullTail(text, end) ?? stickyTail(CITY_AFTER_BOX, text, end),
  street_vn: (text, end) => stickyTail(VIETNAMESE_TAIL, text, end) ?? stickyTail(VIETNAMESE_CITY_TAIL, text, end),
};

/** The tail of a core of that kind, or undefined when the kind has none of its own. */
export function tailOfKind(kind: string, text: string, end: number): Tail | null | undefined {
  return TAILS_OF_KIND[kind]?.(text, end);
}

/** District and city where no postcode is written, and the country after them; not postal (scored as a city). */
export function placesAfter(text: string, end: number): Tail | null {
  const m = sticky(PLACES_AFTER_STREET, text, end);
  if (!m) return null;
  const country = sticky(COUNTRY_SUFFIX, text, end + m[0].length);
  return { end: end + m[0].length + (country?.[0].length ?? 0), postal: false, country: country !== null || COUNTRY_LAST.test(m[0]) };
}

/** A tail that names the address's place though no postcode is written (a box's city, Vietnamese wards), with a country after. */
function stickyTail(pattern: RegExp, text: string, end: number): Tail | null {
  const m = sticky(pattern, text, end);
  return m && m[0].length > 0 ? withCountry(text, { end: end + m[0].length, postal: true }) : null;
}

/** A military address ends in its post-office line and ZIP; only a country may follow it. */
function militaryCountry(text: string, coreEnd: number): Tail | null {
  const tail = withCountry(text, { end: coreEnd, postal: true });
  return tail && tail.end > coreEnd ? tail : null;
}

function sticky(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}
