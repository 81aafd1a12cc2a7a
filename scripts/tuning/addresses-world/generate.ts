/**
 * Writes the world-layout address probe: data/tuning/addresses-world-dev.jsonl (read its misses)
 * and addresses-world-test.jsonl (score only). Addresses of 56 countries laid out by the
 * OpenCage address-formatting templates (npm @fragaria/address-formatter, MIT; templates from
 * OpenCageData/address-formatting, MIT) — a layout source independent of the recognizer's authors.
 * Deterministic: fixed seed, no clock, no network.   npm run tuning:addresses-world
 */
import { DocBuilder } from '../addresses/doc-builder.js';
import { Random } from '../../data-gen/random.js';
import { writeSplits, type Span } from '../../data-gen/labelled-doc.js';
import { COUNTRIES, POSTCODE_WORDS, makeAddress, specialAddress, type WorldAddress } from './address.js';
import { CONTEXTS } from './contexts.js';

const SEED = 0xadd5;
const DOCS = 1600;
const LOWER_SHARE = 0.12;
const SPECIAL_SHARE = 0.06;
const FRAGMENT_SHARE = 0.06;

export interface Doc {
  id: string;
  text: string;
  spans: Span[];
  meta: { context: string; country: string; split: 'dev' | 'test'; lower: boolean; unit: boolean; country_line: boolean; hard_negatives: [] };
}

export function generate(): Doc[] {
  const r = new Random(SEED);
  const docs: Doc[] = [];
  for (let i = 0; i < DOCS; i++) docs.push(makeDoc(r, i));
  return docs;
}

function makeDoc(r: Random, i: number): Doc {
  const id = `addrw-${String(i + 1).padStart(4, '0')}`;
  const split = i % 2 === 1 ? 'test' : 'dev';
  const roll = r.next();
  if (roll < FRAGMENT_SHARE) return fragment(r, id, split);
  const [code, c] = r.pick(COUNTRIES);
  const context = r.pick(CONTEXTS);
  const unit = r.chance(0.4);
  const countryLine = r.chance(context.multi ? 0.5 : 0.3);
  const a: WorldAddress = roll < FRAGMENT_SHARE + SPECIAL_SHARE ? specialAddress(r) : makeAddress(r, code, c, unit, countryLine);
  const lower = context.name === 'chat' ? r.chance(0.6) : r.chance(LOWER_SHARE);
  const b = new DocBuilder(lower);
  context.write(b, r, a);
  return { id, text: b.toString(), spans: b.spans, meta: { context: context.name, country: a.country, split, lower, unit, country_line: countryLine, hard_negatives: [] } };
}

/** A flat said alone, or a postcode after the word that names it. */
function fragment(r: Random, id: string, split: 'dev' | 'test'): Doc {
  const b = new DocBuilder(false);
  const codes = Object.keys(POSTCODE_WORDS);
  const code = r.pick(codes);
  const c = COUNTRIES.find(([k]) => k === code)![1];
  if (r.chance(0.5)) {
    const pc = r.pick(c.places.filter((p) => p[1])) [1]!;
    b.add(`${r.pick(['The', 'Our', 'My'])} ${r.pick(POSTCODE_WORDS[code]!)} is `).span(pc, 'ADDRESS').add('.\n');
  } else {
    b.add(r.pick(['Please leave it at ', 'I live in ', 'Deliver to '])).span(r.pick(['Apt 4C', `Suite ${r.int(100, 900)}`, `Flat ${r.int(1, 30)}`, `Unit ${r.int(1, 40)}B`]), 'ADDRESS').add(r.pick(['.', ', thanks.']) + '\n');
  }
  return { id, text: b.toString(), spans: b.spans, meta: { context: 'fragment', country: code, split, lower: false, unit: false, country_line: false, hard_negatives: [] } };
}

function manifest(name: string, docs: readonly Doc[]): object {
  return {
    name,
    source: { generator: 'scripts/tuning/addresses-world/generate.ts', seed: SEED, layouts: '@fragaria/address-formatter (MIT) with the OpenCageData/address-formatting templates (MIT)', words: 'scripts/tuning/addresses-world/countries.json' },
    license: 'Generated for this project; fictitious addresses on real street and city names.',
    docs: docs.length,
    spans_by_type: { ADDRESS: docs.reduce((n, d) => n + d.spans.length, 0) },
    countries: [...new Set(docs.map((d) => d.meta.country))].sort(),
    annotated_types: ['ADDRESS'],
  };
}

function main(): void {
  const docs = generate();
  writeSplits('data/tuning', 'addresses-world', docs, manifest);
  console.log(`addresses-world: ${docs.length} documents`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
