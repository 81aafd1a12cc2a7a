/**
 * Writes the address tuning set: data/tuning/addresses-dev.jsonl (read its
 * errors while improving the recognizer) and addresses-test.jsonl (score
 * only), with manifests. Deterministic (fixed seed, no clock, no network).
 *   npm run tuning:addresses
 */
import { DocBuilder, type HardNegative, type Span } from './doc-builder.js';
import { LATER_LAYOUTS, LAYOUTS, countryName, type Layout } from './layouts.js';
import { Random } from '../../data-gen/random.js';
import { writeSplits } from '../../data-gen/labelled-doc.js';
import { TEMPLATES, hardNegative, writeFragment, type Address } from './templates.js';
import { SECOND_PART_SEED, secondPart } from './second-part.js';

const SEED = 0xadd2e55;
const DOCS = 1500;
/** A second batch for the layouts added later, from a seed of its own, so the first DOCS documents do not change. */
const LATER_SEED = 0xadd2e56;
const LATER_DOCS = 300;
const TEST_EVERY = 3;
const LOWER_CASE_SHARE = 0.15;
const FRAGMENT_SHARE = 0.12;
const NEGATIVE_ONLY_SHARE = 0.05;
const OUT_DIR = 'data/tuning';

export interface Doc {
  id: string;
  text: string;
  spans: Span[];
  meta: { template: string; country: string | null; split: 'dev' | 'test'; lower: boolean; hard_negatives: HardNegative[]; part?: 2 };
}

export function generate(): Doc[] {
  const first = [...batch(SEED, DOCS, LAYOUTS, 0), ...batch(LATER_SEED, LATER_DOCS, LATER_LAYOUTS, DOCS)];
  return [...first, ...secondPart(first.length, TEST_EVERY)];
}

function batch(seed: number, count: number, layouts: readonly Layout[], firstIndex: number): Doc[] {
  const r = new Random(seed);
  const docs: Doc[] = [];
  for (let i = firstIndex; i < firstIndex + count; i++) {
    const split = i % TEST_EVERY === TEST_EVERY - 1 ? 'test' : 'dev';
    docs.push(makeDoc(r, `addr-${String(i + 1).padStart(4, '0')}`, split, layouts));
  }
  return docs;
}

function makeDoc(r: Random, id: string, split: 'dev' | 'test', layouts: readonly Layout[]): Doc {
  const roll = r.next();
  if (roll < FRAGMENT_SHARE) return finish(id, split, 'fragment', null, r.chance(LOWER_CASE_SHARE), (b) => writeFragment(b, r));
  if (roll < FRAGMENT_SHARE + NEGATIVE_ONLY_SHARE) return finish(id, split, 'negatives', null, false, (b) => { hardNegative(b, r); hardNegative(b, r); });
  const templates = TEMPLATES.filter((t) => split === 'test' || !t.testOnly);
  const template = r.pick(templates);
  const layout = r.pick(layouts);
  const lines = layout.build(r);
  const withCountry = r.chance(template.name === 'letter' || template.name === 'form_block' || template.name === 'email_signature' ? 0.5 : 0.2);
  const address: Address = { lines, country: withCountry ? countryName(r, layout.country) : null };
  const lower = template.lower === true || r.chance(LOWER_CASE_SHARE);
  return finish(id, split, template.name, layout.country, lower, (b) => template.write(b, r, address));
}

function finish(id: string, split: 'dev' | 'test', template: string, country: string | null, lower: boolean, write: (b: DocBuilder) => void): Doc {
  const b = new DocBuilder(lower);
  write(b);
  return { id, text: b.toString(), spans: b.spans, meta: { template, country, split, lower, hard_negatives: b.hardNegatives } };
}

function manifest(name: string, docs: readonly Doc[]): object {
  const countries = [...new Set(docs.map((d) => d.meta.country).filter(Boolean))].sort();
  return {
    name,
    source: { generator: 'scripts/tuning/addresses/generate.ts', seeds: [SEED, LATER_SEED, SECOND_PART_SEED], faker: '@faker-js/faker (locales per country)' },
    license: 'Generated for this project; fictitious addresses.',
    docs: docs.length,
    spans_by_type: { ADDRESS: docs.reduce((n, d) => n + d.spans.length, 0) },
    hard_negatives: docs.reduce((n, d) => n + d.meta.hard_negatives.length, 0),
    countries,
    annotated_types: ['ADDRESS'],
    parts: {
      first: docs.filter((d) => !d.meta.part).length,
      second: docs.filter((d) => d.meta.part === 2).length,
    },
    notes: 'ADDRESS covers the whole address with building, floor, city, postcode and a final country line when contiguous; a flat, suite or postcode said alone is ADDRESS; a name, company or c/o line before it is not. The test part holds every third document, contexts the dev part never shows (news, email_signature, invoice, dialogue, local_prose) and countries it never shows (lt, si, co, tw, ma). See scripts/tuning/addresses/README.md.',
  };
}

function main(): void {
  const docs = generate();
  writeSplits(OUT_DIR, 'addresses', docs, manifest);
  console.log(`wrote ${docs.length} documents to ${OUT_DIR}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
