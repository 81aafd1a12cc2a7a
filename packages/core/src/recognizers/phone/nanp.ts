/**
 * Validity of North American (+1) numbers from libphonenumber's own metadata,
 * with its patterns compiled once. libphonenumber builds a new RegExp from
 * pattern text on every check and tries up to 25 NANP countries per number,
 * about 15 µs a call; this answers the same question in well under 1 µs.
 * nanp.test.ts checks it against `parsePhoneNumberFromString(n, 'US').isValid()`
 * on a large generated sample, so a library upgrade that changes the rules fails there.
 */
import { Metadata } from 'libphonenumber-js';

// What the library's Metadata object exposes at run time beyond its typings.
interface PlanType {
  pattern(): string;
  possibleLengths(): number[] | undefined;
}
interface Plan {
  leadingDigits(): string | undefined;
  nationalNumberPattern(): string;
  type(name: string): PlanType | undefined;
  hasTypes(): boolean;
}
interface MetadataInternals {
  getCountryCodesForCallingCode(callingCode: string): string[] | undefined;
  selectNumberingPlan(country: string): void;
  numberingPlan: Plan;
}

// The order of libphonenumber's getNumberType; any match makes a number valid.
const NUMBER_TYPES = ['FIXED_LINE', 'MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'];

interface CompiledType {
  pattern: RegExp;
  lengths: readonly number[] | null;
}

interface CompiledCountry {
  leadingDigits: RegExp | null;
  national: RegExp;
  /** Null when the metadata has no number types for it: then its national pattern decides validity. */
  types: readonly CompiledType[] | null;
}

let countries: readonly CompiledCountry[] | null = null;

function compile(): readonly CompiledCountry[] {
  const metadata = new Metadata() as unknown as MetadataInternals;
  return (metadata.getCountryCodesForCallingCode('1') ?? []).map((country) => {
    metadata.selectNumberingPlan(country);
    const plan = metadata.numberingPlan;
    const leading = plan.leadingDigits();
    const types = NUMBER_TYPES.flatMap((name) => {
      const type = plan.type(name);
      const pattern = type?.pattern();
      return type && pattern ? [{ pattern: entire(pattern), lengths: type.possibleLengths() ?? null }] : [];
    });
    return {
      leadingDigits: leading ? new RegExp(`^(?:${leading})`) : null,
      national: entire(plan.nationalNumberPattern()),
      types: plan.hasTypes() ? types : null,
    };
  });
}

function entire(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

/** libphonenumber's getNumberType(…) !== undefined. */
function hasType(country: CompiledCountry, national: string): boolean {
  if (!country.types || !country.national.test(national)) return false;
  return country.types.some((t) => (t.lengths === null || t.lengths.includes(national.length)) && t.pattern.test(national));
}

/** libphonenumber's isValid() once the country is chosen. */
function validFor(country: CompiledCountry, national: string): boolean {
  return country.types ? hasType(country, national) : country.national.test(national);
}

/**
 * True when ten digits (area code first, no leading 1) form a valid number in
 * some NANP country, as libphonenumber decides it: the first country whose
 * leading digits match, or else whose number types match, must accept it.
 * @example isValidNanp('6025392545') // true
 */
export function isValidNanp(national: string): boolean {
  countries ??= compile();
  for (const country of countries) {
    if (country.leadingDigits) {
      if (country.leadingDigits.test(national)) return validFor(country, national);
    } else if (hasType(country, national)) {
      return true;
    }
  }
  return false;
}

/** Compiles the patterns now rather than on the first number (engine warm-up). */
export function warmUpNanp(): void {
  countries ??= compile();
}
