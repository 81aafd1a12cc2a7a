/**
 * Writes the held-out evaluation set: data/heldout/heldout.jsonl and its manifest.
 *   npm run heldout:generate
 * Deterministic (fixed seed, no clock). Never used for training or tuning; see data/heldout/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { DocBuilder, type HeldOutDoc } from './doc-builder.js';
import { Random } from '../data-gen/random.js';
import { chatTemplates } from './templates-chat.js';
import { clinicalTemplates } from './templates-clinical.js';
import { proseTemplates } from './templates-prose.js';
import { techTemplates } from './templates-tech.js';
import { workTemplates } from './templates-work.js';
import type { Template } from './template-types.js';
import { Values } from './values.js';

export const SEED = 0x5eed_4e1d;
export const DOCS = 1500;
/** Share of documents written in lower case, as chat users type. */
const LOWER_SHARE = 0.15;
/** Share of chat-like documents with typos and shorthand. */
const NOISY_SHARE = 0.3;
const CHATTY = new Set(['chat_prompt', 'transcript', 'social']);

export const TEMPLATES: readonly Template[] = [...clinicalTemplates, ...chatTemplates, ...workTemplates, ...techTemplates, ...proseTemplates];
export const DEFAULT_TYPES = ['PERSON', 'LOCATION', 'ADDRESS', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'SSN', 'CREDIT_CARD', 'MRN', 'NPI', 'DEA_NUMBER'];
export const OPT_IN_TYPES = ['IP_ADDRESS', 'IBAN', 'URL', 'SECRET', 'DATE', 'DATE_OF_BIRTH'];

export function generate(count = DOCS, seed = SEED): HeldOutDoc[] {
  const random = new Random(seed);
  const values = new Values(random);
  const docs: HeldOutDoc[] = [];
  for (let i = 0; i < count; i++) {
    const template = TEMPLATES[i % TEMPLATES.length]!;
    const noisy = CHATTY.has(template.style) && random.chance(NOISY_SHARE);
    const lower = random.chance(LOWER_SHARE);
    const b = new DocBuilder(random, noisy);
    template.write(b, values, random);
    docs.push(b.build(`heldout-${String(i + 1).padStart(4, '0')}`, template.name, template.style, lower));
  }
  return docs;
}

function manifest(docs: HeldOutDoc[]): object {
  const count = (keys: string[]) => Object.fromEntries([...keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>())].sort());
  return {
    name: 'heldout',
    source: { generator: 'scripts/heldout/generate.ts', seed: SEED, n: docs.length },
    license: "The project's own generated text; names, places and numbers are fictitious or generic and were written for this set.",
    docs: docs.length,
    spans_by_type: count(docs.flatMap((d) => d.spans.map((s) => s.type))),
    annotated_types: [...DEFAULT_TYPES, ...OPT_IN_TYPES],
    default_types: DEFAULT_TYPES,
    opt_in_types: OPT_IN_TYPES,
    type_equivalence: {},
    docs_by_template: count(docs.map((d) => d.meta.template)),
    docs_by_style: count(docs.map((d) => d.meta.style)),
    docs_by_variant: count(docs.map((d) => d.meta.variant)),
    hard_negatives_by_kind: count(docs.flatMap((d) => d.meta.hard_negatives.map((h) => h.kind))),
    notes: 'Held-out evaluation set: never used for training or tuning. See README.md in this folder for conventions.',
  };
}

function main(): void {
  const docs = generate();
  const dir = new URL('../../data/heldout/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('heldout.jsonl', dir), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  writeFileSync(new URL('heldout.manifest.json', dir), JSON.stringify(manifest(docs), null, 2) + '\n');
  console.log(`${docs.length} documents written to data/heldout/heldout.jsonl`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
