/**
 * What the second part adds around a layout's lines, all of it part of the ADDRESS span: a building
 * name line before the street, a floor before or after the street, and a contiguous country line.
 */
import type { Random } from '../../data-gen/random.js';
import M from './more-words.json' with { type: 'json' };

/** Countries whose addresses are written in English, where English building and floor words fit. */
const ENGLISH: ReadonlySet<string> = new Set(['us', 'uk', 'ie', 'ca', 'au', 'nz', 'za', 'sg', 'in', 'ng', 'ke', 'ph', 'my', 'il', 'ae', 'eg', 'sa', 'hk']);
/** A first line that is a box, a military unit or already a flat: no building or floor goes before or after it. */
const NOT_A_STREET_LINE = /^(?:P\.?\s?O\.?|Post Office|PSC|CMR|USS|Unit|Villa|Office|Flat|Blk|Room|Apartment)\b/i;
/** Countries whose last line already names the territory, so no country line follows. */
const NO_COUNTRY_LINE: ReadonlySet<string> = new Set(['hk', 'sg']);

const BUILDING_SHARE = 0.15;
const FLOOR_SHARE = 0.2;

export function decorate(r: Random, country: string, lines: readonly string[], countryShare: number, countryName: () => string): string[] {
  const out = [...lines];
  const english = ENGLISH.has(country);
  const plain = !NOT_A_STREET_LINE.test(out[0] ?? '');
  if (plain && english && r.chance(FLOOR_SHARE)) {
    const floor = r.pick(M.floors.en);
    if (r.chance(0.5)) out.unshift(floor);
    else out[0] = `${out[0]}, ${floor}`;
  }
  if (plain && r.chance(BUILDING_SHARE)) out.unshift(r.pick(english ? M.buildings.en : M.buildings.intl));
  if (!NO_COUNTRY_LINE.has(country) && r.chance(countryShare)) out.push(countryName());
  return out;
}
