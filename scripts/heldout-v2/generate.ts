/**
 * Writes the heldout-v2 evaluation set: 750 short mixed texts and 750 documents, with labelled
 * spans and hard negatives. Seeded, no clock, no network. Never used for tuning (see README.md).
 *   npm run heldout-v2:generate
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Random } from './random.js';
import { DocBuilder, makeTypo, type HardNegative, type Span } from './doc-builder.js';
import { Context, SLOTS, fill } from './slots.js';
import shortTemplates from './short-templates.json' with { type: 'json' };
import docTemplates from './doc-templates.json' with { type: 'json' };
import words from './words.json' with { type: 'json' };

export const SEED = 0x7a11c0de;
export const PER_HALF = 750;

export interface Doc {
  id: string;
  text: string;
  spans: Span[];
  meta: { template: string; style: string; variant: string; half: string; hard_negatives: HardNegative[] };
}

type Part = string | { repeat: number[]; text: string; keep?: number };
interface DocTemplate {
  name: string;
  style: string;
  parts: Part[];
}

const SHORT: string[] = shortTemplates.templates;
const DOCS: DocTemplate[] = docTemplates.templates as DocTemplate[];

/** A chat message by person i: one of the short texts, with person i as its main person. */
SLOTS.chatline = (b, c, i) => fill(b, i === 0 ? c : c.withMain(i), c.rng.pick(SHORT));

function variantFor(rng: Random, lowerRate: number, noisyRate: number, upperRate = 0): string {
  const x = rng.next();
  if (x < upperRate) return 'upper';
  return x < upperRate + lowerRate ? 'lower' : x < upperRate + lowerRate + noisyRate ? 'noisy' : 'plain';
}

function builderFor(rng: Random, variant: string): DocBuilder {
  return new DocBuilder(variant === 'noisy' ? makeTypo(rng, words.shorthand, 0.12) : null);
}

function finish(b: DocBuilder, variant: string, id: string, template: string, style: string, half: string): Doc {
  if (variant === 'lower') b.lowerCase();
  if (variant === 'upper') b.upperCase();
  const spans = [...b.spans].sort((x, y) => x.start - y.start);
  return { id, text: b.text, spans, meta: { template, style, variant, half, hard_negatives: b.negatives } };
}

/** Sentences of a template, counting ends of sentences outside slots and abbreviations like "Dr.". */
export function sentences(template: string): number {
  const plain = template.replace(/\{[A-Za-z]+\d?\}/g, 'X').replace(/\b(Dr|Mr|Mrs|Ms|No|Apt|St|attn|exp)\./g, '$1');
  return Math.max(1, (plain.match(/[.!?]+(?=\s|$|")/g) ?? []).length);
}

/** People often drop the final full stop or double an exclamation mark; never inside a value. */
function varyEnding(rng: Random, b: DocBuilder): void {
  const last = b.spans[b.spans.length - 1];
  if (!b.text.endsWith('.') || (last && last.end === b.text.length)) return;
  const x = rng.next();
  if (x < 0.2) b.text = b.text.slice(0, -1);
  else if (x < 0.25) b.text = b.text.slice(0, -1) + '!!';
}

function shortDoc(rng: Random, index: number, order: number[]): Doc {
  const t = order[index % order.length]!;
  const variant = variantFor(rng, 0.15, 0.33, 0.04);
  const b = builderFor(rng, variant);
  const c = new Context(rng);
  fill(b, c, SHORT[t]!);
  let name = `short_${String(t + 1).padStart(2, '0')}`;
  const t2 = rng.int(0, SHORT.length - 1);
  if (rng.chance(0.25) && sentences(SHORT[t]!) + sentences(SHORT[t2]!) <= 3) {
    const endsInValue = b.spans.some((sp) => sp.end === b.text.length);
    b.lit(endsInValue ? '\nAlso: ' : rng.pick([' ', ' ', '\n', ' Also: ']));
    fill(b, c, SHORT[t2]!);
    name += `+${String(t2 + 1).padStart(2, '0')}`;
  }
  varyEnding(rng, b);
  return finish(b, variant, `hov2-short-${String(index + 1).padStart(4, '0')}`, name, 'short_mixed', 'short');
}

function longDoc(rng: Random, index: number, order: number[]): Doc {
  const t = DOCS[order[index % order.length]!]!;
  const variant = variantFor(rng, 0.08, t.style === 'chat' ? 0.3 : 0.05);
  const b = builderFor(rng, variant);
  const c = new Context(rng);
  for (const part of t.parts) {
    if (typeof part === 'string') fill(b, c, part);
    else for (let k = rng.int(part.repeat[0]!, part.repeat[1]!); k > 0; k--) {
      c.reset(part.keep ?? 1);
      fill(b, c, part.text);
    }
  }
  return finish(b, variant, `hov2-doc-${String(index + 1).padStart(4, '0')}`, t.name, t.style, 'document');
}

export function generate(seed = SEED): Doc[] {
  const rng = new Random(seed);
  const shortOrder = rng.shuffle(SHORT.map((_, i) => i));
  const docOrder = rng.shuffle(DOCS.map((_, i) => i));
  const docs: Doc[] = [];
  for (let i = 0; i < PER_HALF; i++) docs.push(shortDoc(rng, i, shortOrder));
  for (let i = 0; i < PER_HALF; i++) docs.push(longDoc(rng, i, docOrder));
  return docs;
}

function countBy<T>(items: T[], key: (x: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of items) out[key(x)] = (out[key(x)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

const DEFAULT_TYPES = ['PERSON', 'LOCATION', 'ADDRESS', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'SSN', 'CREDIT_CARD', 'MRN', 'NPI', 'DEA_NUMBER'];
const OPT_IN_TYPES = ['IP_ADDRESS', 'IBAN', 'URL', 'SECRET', 'DATE', 'DATE_OF_BIRTH'];

export function manifest(docs: Doc[]): object {
  const spans = docs.flatMap((d) => d.spans);
  const negatives = docs.flatMap((d) => d.meta.hard_negatives);
  return {
    name: 'heldout-v2',
    source: { generator: 'scripts/heldout-v2/generate.ts', seed: SEED, n: docs.length },
    license: "The project's own generated text; names, places and numbers are fictitious combinations written for this set.",
    docs: docs.length,
    spans_by_type: countBy(spans, (s) => s.type),
    annotated_types: [...DEFAULT_TYPES, ...OPT_IN_TYPES],
    default_types: DEFAULT_TYPES,
    opt_in_types: OPT_IN_TYPES,
    type_equivalence: {},
    docs_by_half: countBy(docs, (d) => d.meta.half),
    spans_by_half: Object.fromEntries(['short', 'document'].map((h) => [h, countBy(docs.filter((d) => d.meta.half === h).flatMap((d) => d.spans), (s) => s.type)])),
    docs_by_template: countBy(docs, (d) => d.meta.template.split('+')[0]!),
    docs_by_style: countBy(docs, (d) => d.meta.style),
    docs_by_variant: countBy(docs, (d) => d.meta.variant),
    hard_negatives_by_kind: countBy(negatives, (h) => h.kind),
    notes: 'Held-out evaluation set v2: never used for training or tuning. See README.md in this folder.',
  };
}

function main(): void {
  const docs = generate();
  const out = join(dirname(fileURLToPath(import.meta.url)), '../../data/heldout-v2');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'heldout.jsonl'), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  writeFileSync(join(out, 'heldout.manifest.json'), JSON.stringify(manifest(docs), null, 2) + '\n');
  console.log(`wrote ${docs.length} documents`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
