/**
 * Writes the people tuning set: data/tuning/people-dev.jsonl (read its errors while improving the
 * rules) and people-test.jsonl (score only), with manifests. Deterministic: fixed seed, no clock,
 * no network. Cultures, sentence templates, hard negatives and two kinds of text marked test-only
 * never reach the dev part, so the test part scores how the rules carry over.
 *   npm run tuning:people
 */
import { DocBuilder } from '../addresses/doc-builder.js';
import { countSpans, templatesFor, type Doc, type Kind, type Split } from '../sentence-sets.js';
import { Random } from '../../data-gen/random.js';
import { writeSplits } from '../../data-gen/labelled-doc.js';
import { fill, type Slots } from './fill.js';
import type { Culture } from './names.js';
import W from './words.json' with { type: 'json' };

const SEED = 0x9e0b1e;
const DOCS = 2400;
const TEST_SHARE = 0.25;
const NEGATIVE_SHARE = 0.35;
const OUT_DIR = 'data/tuning';

const KINDS = W.kinds as unknown as Record<string, Kind>;
const CULTURES: Culture[] = Object.entries(W.cultures as Record<string, Omit<Culture, 'name'>>).map(([name, c]) => ({ name, ...c }));
const BY_SPLIT = { dev: CULTURES.filter((c) => !c.testOnly), test: CULTURES };

export type { Doc };

export function generate(): Doc[] {
  const r = new Random(SEED);
  const docs: Doc[] = [];
  for (let i = 0; i < DOCS; i++) {
    const kindName = r.pick(Object.keys(KINDS));
    const kind = KINDS[kindName]!;
    const split: Split = kind.testOnly || r.chance(TEST_SHARE) ? 'test' : 'dev';
    const lower = r.chance(kind.lower);
    const b = new DocBuilder(lower);
    const slots: Slots = { r, cultures: BY_SPLIT[split], split, informal: kind.lower >= 0.3 };
    const sentences = r.int(1, 3);
    const breaks = ['form', 'table', 'config', 'log', 'email', 'referral'].includes(kindName) ? ['\n'] : [' ', ' ', '\n'];
    for (let k = 0; k < sentences; k++) {
      if (k > 0) b.add(r.pick(breaks));
      fill(b, slots, r.pick(templatesFor(kind, split)));
    }
    if (r.chance(NEGATIVE_SHARE)) fill(b.add(r.pick(breaks)), slots, r.pick(templatesFor(W.negatives, split)));
    docs.push({ id: `people-${String(i + 1).padStart(4, '0')}`, text: b.toString(), spans: b.spans, meta: { template: kindName, split, lower, hard_negatives: b.hardNegatives } });
  }
  return docs;
}

function manifest(name: string, docs: readonly Doc[]): object {
  return {
    name,
    source: { generator: 'scripts/tuning/people/generate.ts', seed: SEED, docs: DOCS, names: '@faker-js/faker locales and romanised lists in scripts/tuning/people/words.json' },
    license: 'Generated for this project; fictitious people.',
    docs: docs.length,
    spans_by_type: { PERSON: countSpans(docs, 'PERSON'), LOCATION: countSpans(docs, 'LOCATION') },
    hard_negatives: docs.reduce((n, d) => n + d.meta.hard_negatives.length, 0),
    annotated_types: ['PERSON', 'LOCATION'],
    type_equivalence: {},
    test_only: { cultures: CULTURES.filter((c) => c.testOnly).map((c) => c.name), kinds: Object.keys(KINDS).filter((k) => KINDS[k]!.testOnly), templates: 'each kind\'s "test" list, the test negatives, eponyms and brands' },
    notes: 'See scripts/tuning/people/README.md: titles and credentials are outside the span; particles are inside; "Family, Given" is one span; eponymous diseases, brands and names used as words are hard negatives.',
  };
}

function main(): void {
  const docs = generate();
  writeSplits(OUT_DIR, 'people', docs, manifest);
  console.log(`wrote ${docs.length} documents to ${OUT_DIR}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
