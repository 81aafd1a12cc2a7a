/**
 * Every region's national dialling plan from libphonenumber's metadata: its trunk prefix
 * ("0" in most of Europe, "8" in Russia, "06" in Hungary, none in Spain or Denmark) and the
 * lengths its national numbers can have, so a number written nationally is parsed only for
 * the regions it could belong to. North America (+1) is left to nanp.ts.
 */
import { getCountries, Metadata, type CountryCode } from 'libphonenumber-js';

interface PlanInternals {
  /** A string, or undefined or the number 0 when the region has none. */
  nationalPrefix(): string | number | undefined;
  possibleLengths(): number[];
}
interface MetadataInternals {
  selectNumberingPlan(country: string): void;
  numberingPlan: PlanInternals;
  countryCallingCode(): string;
}

interface RegionPlan {
  region: CountryCode;
  trunk: string;
  lengths: ReadonlySet<number>;
}

let plans: readonly RegionPlan[] | null = null;

function compile(): readonly RegionPlan[] {
  const metadata = new Metadata() as unknown as MetadataInternals;
  return getCountries().flatMap((region) => {
    metadata.selectNumberingPlan(region);
    if (metadata.countryCallingCode() === '1') return [];
    const plan = metadata.numberingPlan;
    const trunk = plan.nationalPrefix();
    return [{ region, trunk: typeof trunk === 'string' ? trunk : '', lengths: new Set(plan.possibleLengths()) }];
  });
}

/**
 * Regions where `digits`, as written nationally, could be a number: of a length the region's
 * numbers have, after its trunk prefix or without it, since many write their number without it
 * ("(11) 91234-5678" in Brazil, "321 4567890" for a mobile in Colombia). Whether the trunk prefix
 * may be left out is libphonenumber's to judge.
 * @example regionsDialling('0612345678').includes('FR') // true
 */
export function regionsDialling(digits: string): CountryCode[] {
  plans ??= compile();
  return plans.filter((p) => p.lengths.has(digits.length) || (p.trunk !== '' && digits.startsWith(p.trunk) && p.lengths.has(digits.length - p.trunk.length))).map((p) => p.region);
}
