/**
 * Writes the phone tuning set: data/tuning/phones.jsonl and its dev and test parts (+ manifests).
 *   npm run tuning:phones
 * Deterministic (fixed seed, no clock). Regions and templates marked test-only never reach the dev part,
 * so the test part also scores numbering plans and layouts the rules were not tuned on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { CountryCode } from 'libphonenumber-js';
import words from './words.json' with { type: 'json' };
import { negative } from './negatives.js';
import { makeNumber, STYLES, write, type Style } from './numbers.js';
import { Random } from '../../data-gen/random.js';
import type { HardNegative, Span } from '../../data-gen/labelled-doc.js';
import { assembleParts, TEMPLATES, type Part, type Tools } from './templates.js';
import { LOOKALIKE_TEMPLATES, type LookalikeTemplate } from './lookalike-templates.js';

const SEED = 20261125;
const DOCS = 2000;
// Round 4's layouts come after, from their own seed, so the documents before them stay byte-identical.
const LOOKALIKE_SEED = 20261126;
const LOOKALIKE_DOCS = 500;
const TEST_SHARE = 0.15;
const OUT = 'data/tuning';

const LANGUAGE: Record<string, keyof typeof words.labels> = {
  DE: 'de', AT: 'de', CH: 'de', FR: 'fr', BE: 'fr', ES: 'es', MX: 'es', AR: 'es', CO: 'es', CL: 'es', PE: 'es',
  BR: 'pt', PT: 'pt', IT: 'it', NL: 'nl', NO: 'nordic', DK: 'nordic', SE: 'nordic', FI: 'nordic', PL: 'pl', TR: 'tr',
};
const DEV_REGIONS: readonly CountryCode[] = [
  'US', 'CA', 'GB', 'IE', 'DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'IT', 'ES', 'PT', 'PL', 'CZ', 'SE', 'NO', 'DK', 'FI', 'GR',
  'TR', 'RU', 'IN', 'AU', 'NZ', 'JP', 'KR', 'CN', 'SG', 'HK', 'BR', 'MX', 'AR', 'ZA', 'NG', 'IL', 'AE', 'PH', 'MY', 'CO',
];
const TEST_REGIONS: readonly CountryCode[] = ['HU', 'RO', 'UA', 'CL', 'PE', 'TH', 'VN', 'ID', 'EG', 'KE', 'SA', 'PK'];
const CASUAL_STYLES: readonly Style[] = ['national', 'national', 'nationalCompact', 'international', 'e164'];
const NATIONAL_STYLES: readonly Style[] = ['national', 'national', 'nationalDashes', 'nationalCompact'];

interface Doc {
  id: string;
  text: string;
  spans: Span[];
  meta: { template: string; region: string; hard_negatives: HardNegative[] };
}

function tools(r: Random, region: CountryCode): Tools {
  const language = LANGUAGE[region] ?? 'en';
  const lang = () => (r.chance(0.5) ? language : 'en');
  return {
    r,
    phone({ casual = false, extension = false, national = false } = {}) {
      const number = makeNumber(r, region, r.chance(0.6) ? 'MOBILE' : 'FIXED_LINE') ?? makeNumber(r, region, 'MOBILE')!;
      const phone: Part = { phone: write(number, r.pick(national ? NATIONAL_STYLES : casual ? CASUAL_STYLES : STYLES)) };
      return extension && r.chance(0.3) ? [phone, r.pick([' ext. ', ' x', ' ext ', ', ext. ', ' Durchwahl ']) + String(r.int(2, 999))] : [phone];
    },
    label: () => r.pick(words.labels[lang()]),
    callPhrase: () => r.pick(words.callPhrases[lang() as keyof typeof words.callPhrases] ?? words.callPhrases.en),
    neg: (kind) => ({ negative: negative(r, kind) }),
    name: () => `${r.pick(words.firstNames)} ${r.pick(words.lastNames)}`,
    typo: (phrase) => (r.chance(0.5) ? typo(r, phrase) : phrase),
  };
}




function typo(r: Random, phrase: string): string {
  const longer = [...phrase.matchAll(/\p{L}{4,}/gu)];
  if (longer.length === 0) return phrase;
  const m = r.pick(longer);
  const w = m[0];
  const i = r.int(1, w.length - 2);
  const slipped = r.pick([
    w.slice(0, i) + w.slice(i + 1),
    w.slice(0, i) + w[i] + w.slice(i),
    w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2),
  ]);
  return phrase.slice(0, m.index) + slipped + phrase.slice(m.index! + w.length);
}

function assemble(id: string, template: string, region: string, parts: readonly Part[], lower: boolean): Doc {
  const { text, spans, hardNegatives } = assembleParts(parts, lower);
  return { id, text, spans, meta: { template, region, hard_negatives: hardNegatives } };
}

function main(): void {
  const r = new Random(SEED);
  const dev: Doc[] = [];
  const test: Doc[] = [];
  const add = (i: number, rng: Random, templates: readonly LookalikeTemplate[]) => {
    const testRegion = rng.chance(0.15);
    const drawn = testRegion ? rng.pick(TEST_REGIONS) : rng.pick(DEV_REGIONS);
    const template: LookalikeTemplate = rng.pick(templates);
    const region = template.region ?? drawn;
    const lower = template.name.startsWith('chat') || rng.chance(0.05);
    const doc = assemble(`phones-${String(i + 1).padStart(4, '0')}`, template.name, region, template.make(tools(rng, region)), lower);
    const toTest = (testRegion && !template.region) || template.testOnly === true || rng.chance(TEST_SHARE);
    (toTest ? test : dev).push(doc);
  };
  for (let i = 0; i < DOCS; i++) add(i, r, TEMPLATES);
  const lookalikes = new Random(LOOKALIKE_SEED);
  for (let i = DOCS; i < DOCS + LOOKALIKE_DOCS; i++) add(i, lookalikes, LOOKALIKE_TEMPLATES);
  mkdirSync(OUT, { recursive: true });
  writeSet('phones', [...dev, ...test].sort((a, b) => a.id.localeCompare(b.id)), 'all documents');
  writeSet('phones-dev', dev, 'dev part: errors may be read');
  writeSet('phones-test', test, 'test part: score only, with test-only regions and templates');
}

function writeSet(name: string, docs: readonly Doc[], part: string): void {
  writeFileSync(`${OUT}/${name}.jsonl`, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  const manifest = {
    name,
    source: { generator: 'scripts/tuning/phones/generate.ts', seed: SEED, docs: DOCS, lookalikeSeed: LOOKALIKE_SEED, lookalikeDocs: LOOKALIKE_DOCS, part },
    license: 'Generated for this project; numbers from libphonenumber-js metadata (MIT).',
    docs: docs.length,
    spans_by_type: { PHONE_NUMBER: docs.reduce((n, d) => n + d.spans.length, 0) },
    hard_negatives: docs.reduce((n, d) => n + d.meta.hard_negatives.length, 0),
    annotated_types: ['PHONE_NUMBER'],
    regions: { dev: DEV_REGIONS, testOnly: TEST_REGIONS },
    test_only_templates: [...TEMPLATES, ...LOOKALIKE_TEMPLATES].filter((t) => t.testOnly).map((t) => t.name),
  };
  writeFileSync(`${OUT}/${name}.manifest.json`, JSON.stringify(manifest, null, 2) + '\n');
}

main();
