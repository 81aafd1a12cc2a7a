/**
 * Writes the world-names PERSON probe: data/tuning/people-world-dev.jsonl (its errors may be read)
 * and people-world-test.jsonl (score only, never tuned on), with manifests. Names of 59 cultures
 * (cultures.json, written for this probe: not the @faker-js/faker lists of the people set nor the
 * rules' own lists), in frames of clinical notes, e-mail, CSV/JSON, minutes, chat exports, letters
 * and lower-case chat (frames.json), with hard negatives: eponymous brands and products, and
 * given names used as ordinary words (negatives.json). Seeded, no clock, no network.
 *   npm run tuning:people-world
 */
import { DocBuilder } from '../addresses/doc-builder.js';
import { countSpans, templatesFor, type Doc, type Kind, type Split } from '../sentence-sets.js';
import { Random } from '../../data-gen/random.js';
import { writeSplits } from '../../data-gen/labelled-doc.js';
import { personOf, write, type Culture, type Form, type Person } from './names.js';
import C from './cultures.json' with { type: 'json' };
import F from './frames.json' with { type: 'json' };
import N from './negatives.json' with { type: 'json' };

const SEED = 0x77a1d;
const DOCS = 2000;
const TEST_SHARE = 0.3;
const NEGATIVE_SHARE = 0.45;
const OUT_DIR = 'data/tuning';

const KINDS = F.kinds as unknown as Record<string, Kind>;
const TEST_ONLY = new Set(C.testOnly);
const CULTURES: Culture[] = Object.entries(C.cultures).map(([name, c]) => ({ name, ...(c as Omit<Culture, 'name'>) }));
const BY_SPLIT = { dev: CULTURES.filter((c) => !TEST_ONLY.has(c.name)), test: CULTURES };
const SLOT = /\{(\w+):(\d)\}|\[\[([^\]]+)\]\]|\{(brand|noun)\}/g;

interface Fill {
  r: Random;
  split: Split;
  people: Map<string, Person>;
  brand?: { brand: string; nouns: string[] };
}

/** Writes a template: `{form:n}` a person's name, `[[word]]` a hard negative, `{brand}`/`{noun}` the document's brand. */
export function fill(b: DocBuilder, f: Fill, template: string): void {
  let at = 0;
  for (const m of template.matchAll(SLOT)) {
    b.add(template.slice(at, m.index));
    at = m.index! + m[0].length;
    if (m[3]) b.negative(m[3], 'name_word');
    else if (m[4] === 'brand') b.negative(f.brand!.brand, 'brand');
    else if (m[4] === 'noun') b.add(f.r.pick(f.brand!.nouns));
    else writePerson(b, f, m[1] as Form, m[2]!);
  }
  b.add(template.slice(at));
}

function writePerson(b: DocBuilder, f: Fill, form: Form, n: string): void {
  let p = f.people.get(n);
  if (!p) f.people.set(n, (p = personOf(f.r, f.r.pick(BY_SPLIT[f.split]))));
  const w = write(f.r, p, form, F.titles, F.credentials);
  b.add(w.before).span(w.name, 'PERSON').add(w.after);
}

function negativeTemplate(f: Fill): string {
  if (f.r.chance(0.5)) return f.r.pick(templatesFor(N.wordUses, f.split));
  f.brand = f.r.pick(templatesFor(N.brands, f.split) as unknown as { brand: string; nouns: string[] }[]);
  return f.r.pick(templatesFor(N.brandFrames, f.split));
}

export function generate(): Doc[] {
  const r = new Random(SEED);
  const docs: Doc[] = [];
  for (let i = 0; i < DOCS; i++) {
    const kindName = r.pick(Object.keys(KINDS));
    const kind = KINDS[kindName]!;
    const split: Split = r.chance(TEST_SHARE) ? 'test' : 'dev';
    const lower = r.chance(kind.lower);
    const b = new DocBuilder(lower);
    const f: Fill = { r, split, people: new Map() };
    const template = r.pick(templatesFor(kind, split));
    fill(b, f, template);
    if (r.chance(NEGATIVE_SHARE)) fill(b.add(/[.?!]$/.test(template) ? r.pick([' ', '\n']) : '\n'), f, negativeTemplate(f));
    docs.push({ id: `people-world-${String(i + 1).padStart(4, '0')}`, text: b.toString(), spans: b.spans, meta: { template: kindName, split, lower, hard_negatives: b.hardNegatives } });
  }
  return docs;
}

function manifest(name: string, docs: readonly Doc[]): object {
  return {
    name,
    source: { generator: 'scripts/tuning/people-world/generate.ts', seed: SEED, docs: DOCS, names: 'scripts/tuning/people-world/cultures.json (written for this project)' },
    license: 'Generated for this project; fictitious people.',
    docs: docs.length,
    spans_by_type: { PERSON: countSpans(docs, 'PERSON') },
    hard_negatives: docs.reduce((n, d) => n + d.meta.hard_negatives.length, 0),
    annotated_types: ['PERSON'],
    type_equivalence: {},
    test_only: { cultures: C.testOnly, templates: 'each kind\'s "test" list, the test brands, brand frames and word uses' },
    notes: 'Titles and credentials outside the span; particles inside; "FAMILY, Given" one span; brands named after people or places and name-words used as words are hard negatives.',
  };
}

function main(): void {
  const docs = generate();
  writeSplits(OUT_DIR, 'people-world', docs, manifest);
  console.log(`wrote ${docs.length} documents to ${OUT_DIR}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
