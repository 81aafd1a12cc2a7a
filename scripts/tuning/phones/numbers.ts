/**
 * Valid phone numbers of a region, made from libphonenumber's full metadata (a random
 * national number kept only when the library calls it a mobile or fixed-line number there),
 * and written the ways people write them: national, international, E.164, "00" instead of "+".
 */
import { Metadata, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import type { Random } from '../../data-gen/random.js';

interface PlanType {
  possibleLengths(): number[] | undefined;
}
interface MetadataInternals {
  selectNumberingPlan(country: string): void;
  numberingPlan: { type(name: string): PlanType | undefined; possibleLengths(): number[] };
}

const metadata = new Metadata() as unknown as MetadataInternals;
const TRIES = 20000;

export type NumberType = 'MOBILE' | 'FIXED_LINE';

/** A valid number of `type` in `region`, or null when none turned up in TRIES draws. */
export function makeNumber(rng: Random, region: CountryCode, type: NumberType): PhoneNumber | null {
  metadata.selectNumberingPlan(region);
  const lengths = metadata.numberingPlan.type(type)?.possibleLengths() ?? metadata.numberingPlan.possibleLengths();
  for (let i = 0; i < TRIES; i++) {
    const national = String(rng.int(1, 9)) + rng.digits(rng.pick(lengths) - 1);
    const parsed = parsePhoneNumberFromString(national, { defaultCountry: region, extract: false });
    // E.164 allows at most 15 digits; the metadata admits longer German numbers no one is given.
    if (!parsed?.isValid() || parsed.country !== region || parsed.number.length > 16) continue;
    const found = parsed.getType();
    if (found === type || found === 'FIXED_LINE_OR_MOBILE') return parsed;
  }
  return null;
}

export type Style = 'national' | 'nationalCompact' | 'nationalDashes' | 'nationalDots' | 'international' | 'internationalDashes' | 'internationalDots' | 'e164' | 'idd' | 'internationalTrunk' | 'nationalSlash';

export const STYLES: readonly Style[] = ['national', 'national', 'national', 'nationalCompact', 'nationalDashes', 'nationalDots', 'international', 'international', 'internationalDashes', 'internationalDots', 'e164', 'idd', 'internationalTrunk', 'nationalSlash'];

// Where an area code is set off with a slash ("030/1234567", "0171/1234567").
const SLASH_REGIONS = new Set(['DE', 'AT', 'CH']);

/** The number written in `style`; styles that make no sense for it (a trunk 0 where there is none) fall back to national. */
export function write(number: PhoneNumber, style: Style): string {
  const national = number.formatNational();
  const intl = number.formatInternational();
  const cc = `+${number.countryCallingCode}`;
  const rest = intl.slice(cc.length + 1);
  switch (style) {
    case 'national':
      return national;
    case 'nationalCompact':
      return national.replace(/\D/g, '');
    case 'nationalDashes':
      return national.includes(' ') && !national.includes('(') ? national.replace(/ /g, '-') : national;
    case 'nationalDots':
      return national.includes(' ') && !national.includes('(') ? national.replace(/ /g, '.') : national;
    case 'international':
      return intl;
    case 'internationalDashes':
      return `${cc} ${rest.replace(/ /g, '-')}`;
    case 'internationalDots':
      return `${cc} ${rest.replace(/ /g, '.')}`;
    case 'e164':
      return number.number;
    case 'idd':
      return number.countryCallingCode === '1' ? intl : `00${intl.slice(1)}`;
    case 'nationalSlash':
      return SLASH_REGIONS.has(number.country ?? '') && national.includes(' ') ? national.replace(' ', '/').replace(/ /g, '') : national;
    case 'internationalTrunk':
      return national.startsWith('0') && !national.includes('(') ? `${cc} (0)${rest}` : intl;
  }
}
